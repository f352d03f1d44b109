--TEST--
Compact streams: a message's definitions of records of two-byte id over the records the stream kept (tests/830 counts their cost): kept, redefined over kept ones, a message that fails, a clone and a tryUnpack() in pieces read as before
--FILE--
<?php
use MessagePack\{BufferUnpacker, StreamUnpacker, UnpackOptions};

// the definition of record index (>= 64: two-byte id, high byte 1..255) with the field names, then its first instance
function def(int $index, array $names, string $values): string
{
    $out = "\xd5\x72" . chr(0x60 + (($index - 32) & 31)) . chr(($index - 32) >> 5) . chr(0x90 | count($names));
    foreach ($names as $name) {
        $out .= chr(0xa0 | strlen($name)) . $name;
    }
    return $out . $values;
}
function inst(int $index, string $values): string
{
    return chr(0x60 + (($index - 32) & 31)) . chr(($index - 32) >> 5) . $values;
}

// ids 0x64..0x66 and 0x68, 0x69 made two-byte ids (defined with a high byte of 0), so that their instances name
// records 100..102, 200, 201 by a second byte
$base = "\x95" . def(36, ['s'], "\x00") . def(37, ['s'], "\x00") . def(38, ['s'], "\x00") . def(40, ['s'], "\x00") . def(41, ['s'], "\x00");

// kept, redefined over kept, a failed message's definitions forgotten, instances of both
$u = new BufferUnpacker($base, UnpackOptions::COMPACT);
$u->tryUnpack();
$u->append(def(100, ['a'], "\x01") . def(101, ['b'], "\x02"));
echo json_encode($u->tryUnpack()), "\n";
$u->append("\x92" . def(100, ['c'], "\x03") . inst(100, "\x04"));
echo json_encode($u->tryUnpack()), "\n";
$bad = "\x93" . def(101, ['z'], "\x05") . def(102, ['y'], "\x06") . "\xc1";
$u->append($bad);
try {
    $u->tryUnpack();
} catch (Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
$u->append(inst(101, "\x0e") . inst(100, "\x0f"));
echo json_encode($u->tryUnpack()), "\n";
$u->append(inst(102, "\x10"));
try {
    $u->tryUnpack();
} catch (Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
$u->reset($base);
$u->tryUnpack();
$u->append(def(100, ['a'], "\x01") . def(101, ['b'], "\x02"));
$u->tryUnpack();
$c = clone $u;
$u->append(def(101, ['u'], "\x07") . inst(100, "\x08"));
$c->append(inst(101, "\x09") . def(100, ['v'], "\x0a") . inst(100, "\x0b"));
echo json_encode($u->tryUnpack()), ' ', json_encode($c->tryUnpack()), "\n";
$u->append(inst(101, "\x0c") . inst(102, "\x0d"));
try {
    $u->tryUnpack();
} catch (Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}

// a byte at a time, and through a StreamUnpacker: the same messages
$bytes = def(200, ['p'], "\x01") . def(201, ['q'], "\x02") . def(200, ['r'], "\x03") . inst(201, "\x04") . inst(200, "\x05");
$bytes = $base . $bytes;
$p = new BufferUnpacker('', UnpackOptions::COMPACT);
$pieces = [];
foreach (str_split($bytes) as $byte) {
    $p->append($byte);
    array_push($pieces, ...$p->tryUnpack());
}
$s = fopen('php://memory', 'w+b');
fwrite($s, $bytes);
rewind($s);
echo json_encode($pieces), ' ', json_encode($pieces === iterator_to_array(new StreamUnpacker($s, UnpackOptions::COMPACT), false)), "\n";

?>
--EXPECT--
[{"a":1},{"b":2}]
[[{"c":3},{"c":4}]]
MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1
[{"b":14},{"c":15}]
MessagePack\Exception\UnpackingFailedException: Record 0x66 0x02 (index 102) is not defined
[{"u":7},{"a":8}] [{"b":9},{"v":10},{"v":11}]
MessagePack\Exception\UnpackingFailedException: Record 0x66 0x02 (index 102) is not defined
[[{"s":0},{"s":0},{"s":0},{"s":0},{"s":0}],{"p":1},{"q":2},{"r":3},{"q":4},{"r":5}] true

