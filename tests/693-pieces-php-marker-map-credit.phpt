--TEST--
MessagePackUnpacker in pieces: a map whose nil first key arrived but not the rest (a PHP object's class marker) is read again from its header, and gives back the input byte's worth of credit it took as it was entered, so that data read whole is read in 1-byte pieces too
--EXTENSIONS--
msgpack
--FILE--
<?php
// Uninitialized typed properties: each object packs as its class marker alone ({nil: "W"}, 4 bytes) and costs credit
// for its 1,000 slots, paid for by the nils before it.
eval('class W {' . implode('', array_map(fn ($i) => "public int \$p$i;", range(1, 1000))) . '}');

function message(int $nils): string
{
    $v = array_fill(0, $nils, null);
    for ($i = 0; $i < 20; $i++) {
        $v[] = new W;
    }
    return msgpack_pack($v);
}

function in_pieces(string $in, int $size): ?array
{
    $u = new MessagePackUnpacker();
    foreach (str_split($in, $size) as $piece) {
        $u->feed($piece);
        if ($u->execute()) {
            return $u->data();
        }
    }
    return null;
}

// The fewest nils with which the message is read whole.
$lo = 0;
$hi = 4000;
while ($lo < $hi) {
    $mid = intdiv($lo + $hi, 2);
    if (is_array(@msgpack_unpack(message($mid)))) {
        $hi = $mid;
    } else {
        $lo = $mid + 1;
    }
}
var_dump($lo > 0 && $lo < 4000);
var_dump(@msgpack_unpack(message($lo - 1)), msgpack_last_error_msg());
$in = message($lo);
foreach ([1, 2, 3, 4096] as $size) {
    $r = @in_pieces($in, $size);
    echo "$size-byte pieces: ", is_array($r) && count($r) === $lo + 20 && $r[$lo] instanceof W ? 'read' : msgpack_last_error_msg(), "\n";
}
?>
--EXPECTF--
bool(true)
bool(false)
string(%d) "Objects of more property slots than the input's size allows at offset %d"
1-byte pieces: read
2-byte pieces: read
3-byte pieces: read
4096-byte pieces: read
