--TEST--
Compact streams: a message that defines a record of two-byte id takes no copy of the records the stream kept, however many it kept (each such message copied them all: a stream of them took work quadratic in their number)
--SKIPIF--
<?php if (!function_exists('msgpack_test_counters')) die('skip needs a test build (PHP debug build or -DMSGPACK_TEST_COUNTERS)'); ?>
--FILE--
<?php
use MessagePack\{BufferUnpacker, StreamUnpacker, UnpackOptions};

// the definition of record index (>= 64: two-byte id) with no field names, as its own message (an empty map)
function def(int $index): string
{
    return "\xd5\x72" . chr(0x60 + (($index - 32) & 31)) . chr(($index - 32) >> 5) . "\x90";
}

$fill = '';
for ($i = 64; $i < 8192; $i++) {
    $fill .= def($i);
}
$defs = str_repeat(def(65), 2000);

// records copied by 2,000 messages that each define one, after 8,128 records kept, and after none
$u = new BufferUnpacker($fill, UnpackOptions::COMPACT);
var_dump(count($u->tryUnpack()));
$u->append($defs);
msgpack_test_counters(true);
var_dump(count($u->tryUnpack()));
$kept = msgpack_test_counters(true)['records_copied'];
$u = new BufferUnpacker($defs, UnpackOptions::COMPACT);
$u->tryUnpack();
$none = msgpack_test_counters(true)['records_copied'];
echo "copied with 8128 kept: within 64 a message: ", json_encode($kept <= 64 * 2000), ", as with none: ",
    json_encode($kept <= $none + 64 * 2000), "\n";

// a StreamUnpacker over the same bytes
$s = fopen('php://memory', 'w+b');
fwrite($s, $fill . $defs);
rewind($s);
msgpack_test_counters(true);
var_dump(count(iterator_to_array(new StreamUnpacker($s, UnpackOptions::COMPACT), false)));
echo "stream: within 64 a message: ", json_encode(msgpack_test_counters(true)['records_copied'] <= 64 * 10128), "\n";
?>
--EXPECT--
int(8128)
int(2000)
copied with 8128 kept: within 64 a message: true, as with none: true
int(10128)
stream: within 64 a message: true
