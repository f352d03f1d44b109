--TEST--
Streaming: pieces that cannot complete a suspended decode's pending item do not take it up (long strings fed a byte at a time cost a resume per item, not per byte), for BufferUnpacker::tryUnpack() and MessagePackUnpacker::execute()
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (!function_exists('msgpack_test_counters')) die('skip needs a test build (PHP debug build or -DMSGPACK_TEST_COUNTERS)'); ?>
--FILE--
<?php
$long = str_repeat('0123456789', 500);
$value = ['a' => $long, 'b' => [$long, $long], 'c' => 1];
$bytes = msgpack_pack($value);
$pieces = str_split($bytes);

msgpack_test_counters(true);
$u = new MessagePack\BufferUnpacker();
foreach ($pieces as $piece) {
    $got = $u->append($piece)->tryUnpack();
}
$c = msgpack_test_counters(true);
printf("tryUnpack: %s, %s\n", $got === [$value] ? 'same value' : 'DIFFERS',
    $c['resumes'] <= 20 ? 'taken up a few times' : "{$c['resumes']} resumes for " . count($pieces) . ' pieces');

$u = new MessagePackUnpacker(false);
$done = 0;
foreach ($pieces as $piece) {
    $u->feed($piece);
    $done += $u->execute();
}
$c = msgpack_test_counters(true);
printf("execute: %s, %s\n", $done === 1 && $u->data() === $value ? 'same value' : 'DIFFERS',
    $c['resumes'] <= 20 ? 'taken up a few times' : "{$c['resumes']} resumes for " . count($pieces) . ' pieces');
?>
--EXPECT--
tryUnpack: same value, taken up a few times
execute: same value, taken up a few times
