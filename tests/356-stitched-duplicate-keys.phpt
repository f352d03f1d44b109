--TEST--
Streaming, pieces read where they lie: a map key that repeats an earlier one, cut by a piece's end and put together from both pieces, keeps the last value as a one-shot decode does (MessagePackUnpacker and BufferUnpacker, every cut through the map)
--EXTENSIONS--
msgpack
--FILE--
<?php
function str(string $s): string { return strlen($s) < 32 ? chr(0xa0 | strlen($s)) . $s : "\xd9" . chr(strlen($s)) . $s; }
// maps whose later pairs repeat an earlier key (the last value wins, as in a one-shot decode)
$long = str_repeat('k', 40);
$docs = [
    'short keys' => "\x83" . str('aa') . "\x01" . str('bb') . "\x02" . str('aa') . "\x03",
    'long keys' => "\x83" . str($long) . "\x01" . str('bb') . "\x02" . str($long) . str('v'),
    'value a map' => "\x83" . str('aa') . "\x01" . str('bb') . "\x02" . str('aa') . "\x81" . str('cc') . "\x04",
    'numeric string key' => "\x83" . str('10') . "\x01" . str('bb') . "\x02" . "\x0a" . "\x05",
    'in a list' => "\x92\x83" . str('aa') . "\x01" . str('bb') . "\x02" . str('aa') . "\x03" . "\x83" . str('aa') . "\x01" . str('bb') . "\x02" . str('aa') . "\x03",
];
$checked = 0;
// pieces of 128 bytes or more are read where they lie, so a key the cut goes through is put together from both
$pad = "\xd9\xc8" . str_repeat('p', 200);
foreach ($docs as $name => $inner) {
    $doc = "\x93" . $pad . $inner . $pad;
    $from = 1 + strlen($pad);
    $whole = msgpack_unpack($doc);
    $lib = (new MessagePack\BufferUnpacker($doc))->unpack();
    for ($cut = $from; $cut <= $from + strlen($inner); $cut++) {
        foreach ([[$cut], [$cut, $cut + 1], [$cut - 150, $cut]] as $cuts) {
            $pieces = [];
            $at = 0;
            foreach (array_merge($cuts, [strlen($doc)]) as $end) {
                if ($end > $at && $end <= strlen($doc)) {
                    $pieces[] = substr($doc, $at, $end - $at);
                    $at = $end;
                }
            }
            $u = new MessagePackUnpacker();
            $b = new MessagePack\BufferUnpacker();
            $got = $gotLib = null;
            foreach ($pieces as $p) {
                $u->feed($p);
                if ($u->execute()) {
                    $got = $u->data();
                }
                $r = $b->append($p)->tryUnpack();
                if ($r) {
                    $gotLib = $r[0];
                }
            }
            if ($got !== $whole || $gotLib !== $lib) {
                echo "$name, pieces ending at ", implode(',', $cuts), ": differs\n";
                var_dump($got, $gotLib);
            }
            $checked++;
        }
    }
    echo "$name: ", json_encode($whole[1]), "\n";
}
echo $checked > 150 ? "checked\n" : "too few: $checked\n";
?>
--EXPECT--
short keys: {"aa":3,"bb":2}
long keys: {"kkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkkk":"v","bb":2}
value a map: {"aa":{"cc":4},"bb":2}
numeric string key: {"10":5,"bb":2}
in a list: [{"aa":3,"bb":2},{"aa":3,"bb":2}]
checked
