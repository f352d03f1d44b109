--TEST--
A map cut in its first key and read afresh once the rest arrives may turn into an object at a late class marker (PHP-only format): the resume goes on from the object (regression: the finished map's table was read after it was gone)
--EXTENSIONS--
msgpack
--FILE--
<?php
class Late { public $ab; public $cd; }

// {"ab": 1, "cd": "<40 x>", nil: "Late"}: the class marker comes after the first pairs; enough bytes a pair arrive
// with the second piece for the map to be read afresh.
$map = "\x83\xa2ab\x01\xa2cd\xd9\x28" . str_repeat('x', 40) . "\xc0\xa4Late";
$expected = msgpack_unpack($map);
$list = "\x92" . $map . $map;
$expectedList = msgpack_unpack($list);

$ok = [];
foreach ([$map => $expected, $list => $expectedList] as $bytes => $want) {
    $bytes = (string) $bytes;
    $first = $bytes === $list ? 1 : 0;
    // cut right after the header, and inside the first key
    foreach ([$first + 1, $first + 2, $first + 3] as $cut) {
        $u = new MessagePackUnpacker();
        $u->feed(substr($bytes, 0, $cut));
        $early = $u->execute();
        $u->feed(substr($bytes, $cut));
        $ok[] = !$early && $u->execute() && $u->data() == $want;

        // direct mode: the caller's string grows
        $u = new MessagePackUnpacker();
        $offset = 0;
        $buffer = substr($bytes, 0, $cut);
        $early = $u->execute($buffer, $offset);
        $buffer .= substr($bytes, $cut);
        $ok[] = !$early && $u->execute($buffer, $offset) && $u->data() == $want && $offset === strlen($bytes);
    }
}
var_dump($expected instanceof Late, count($ok), !in_array(false, $ok, true));
?>
--EXPECT--
bool(true)
int(12)
bool(true)
