--TEST--
Compact streams: the records of two-byte ids a stream keeps are shared by each message's copy until a message defines one, so that a message costs the same however many records were kept (counted in test builds); a redefinition in one stream or clone leaves the others' records as they were
--FILE--
<?php
use MessagePack\{BufferUnpacker, UnpackOptions};

// a record of two-byte id (from 32 on: 0x60 + its low 5 bits, then the rest) with one field, defined with its first
// instance; an instance of it
function def(int $index, string $key, string $value): string
{
    return "\xd5\x72" . chr(0x60 + ($index & 31)) . chr(($index - 32) >> 5) . "\x91" . chr(0xa0 | strlen($key)) . $key . $value;
}
function inst(int $index, string $value): string
{
    return chr(0x60 + ($index & 31)) . chr(($index - 32) >> 5) . $value;
}
$counters = function_exists('msgpack_test_counters');
$r = 2000;
$defs = '';
for ($i = 0; $i < $r; $i++) {
    $defs .= def(32 + $i, 'k', "\x01");
}
$u = new BufferUnpacker('', UnpackOptions::COMPACT);
$u->append("\xdc" . pack('n', $r) . $defs);
echo count($u->tryUnpack()[0]), " records kept\n";

if ($counters) {
    msgpack_test_counters(true);
}
$n = 3000;
$sum = 0;
for ($i = 0; $i < $n; $i++) {
    $u->append(inst(32 + $i % $r, "\x02"));
    $sum += $u->tryUnpack()[0]['k'];
}
$copied = $counters ? msgpack_test_counters(true)['records_copied'] : 0;
echo "$n messages of instances: sum $sum, records copied within 64 a message: ", json_encode($copied <= 64 * $n), "\n";

// a clone shares the kept records; each side's redefinition is its own
$c = clone $u;
$u->append(def(1000, 'x', "\x03") . inst(1000, "\x04"));
echo json_encode($u->tryUnpack()), "\n";
$c->append(inst(1000, "\x05"));
echo json_encode($c->tryUnpack()), "\n";
$c->append(def(1001, 'y', "\x06"));
$u->append(inst(1001, "\x07") . inst(1000, "\x08"));
echo json_encode($c->tryUnpack()), ' ', json_encode($u->tryUnpack()), "\n";
?>
--EXPECT--
2000 records kept
3000 messages of instances: sum 6000, records copied within 64 a message: true
[{"x":3},{"x":4}]
[{"k":5}]
[{"y":6}] [{"k":7},{"x":8}]
