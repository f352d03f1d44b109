--TEST--
MessagePack\Type\Timestamp whose private int properties a user set to floats (by reflection): packing and the getters convert them as (int) did up to PHP 8.4 (NAN and infinities 0, out of range wrapped), without the "not representable as an int" warning PHP 8.5 gives, so the bytes and the messages are the same on every PHP version
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only'); ?>
--FILE--
<?php
use MessagePack\Extension\TimestampExtension;
use MessagePack\MessagePack;
use MessagePack\Packer;
use MessagePack\Type\Timestamp;

set_error_handler(function ($no, $msg) {
    echo "  (error $no: $msg)\n";
    return true;
});

function timestamp_of($seconds, $nanoseconds): Timestamp
{
    $t = new Timestamp(0);
    (new ReflectionProperty(Timestamp::class, 'seconds'))->setValue($t, $seconds);
    (new ReflectionProperty(Timestamp::class, 'nanoseconds'))->setValue($t, $nanoseconds);
    return $t;
}

$cases = [
    '1.5, 2.5' => [1.5, 2.5],
    '4294967296.0, 0.0' => [4294967296.0, 0.0],
    '-1.5, 7' => [-1.5, 7],
    '1e30, 1' => [1e30, 1],
    '-1e30, 1' => [-1e30, 1],
    '2^63, 1' => [9.2233720368547758E+18, 1],
    'NAN, 1' => [NAN, 1],
    'INF, 1' => [INF, 1],
    '-INF, 1' => [-INF, 1],
    '1, 1e30' => [1, 1e30],
    '1, NAN' => [1, NAN],
    '1, -INF' => [1, -INF],
];
foreach ($cases as $label => [$seconds, $nanoseconds]) {
    echo $label, "\n";
    $t = timestamp_of($seconds, $nanoseconds);
    echo '  getters: ', $t->getSeconds(), ' ', $t->getNanoseconds(), "\n";
    echo '  msgpack_pack: ', bin2hex(msgpack_pack($t)), "\n";
    echo '  MessagePack::pack: ', bin2hex(MessagePack::pack($t)), "\n";
    echo '  TimestampExtension::pack: ', bin2hex((new TimestampExtension())->pack(new Packer(), $t)), "\n";
}
?>
--EXPECT--
1.5, 2.5
  getters: 1 2
  msgpack_pack: d7ff0000000800000001
  MessagePack::pack: d7ff0000000800000001
  TimestampExtension::pack: d7ff0000000800000001
4294967296.0, 0.0
  getters: 4294967296 0
  msgpack_pack: d7ff0000000100000000
  MessagePack::pack: d7ff0000000100000000
  TimestampExtension::pack: d7ff0000000100000000
-1.5, 7
  getters: -1 7
  msgpack_pack: c70cff00000007ffffffffffffffff
  MessagePack::pack: c70cff00000007ffffffffffffffff
  TimestampExtension::pack: c70cff00000007ffffffffffffffff
1e30, 1
  getters: 5076964154930102272 1
  msgpack_pack: c70cff000000014675000000000000
  MessagePack::pack: c70cff000000014675000000000000
  TimestampExtension::pack: c70cff000000014675000000000000
-1e30, 1
  getters: -5076964154930102272 1
  msgpack_pack: c70cff00000001b98b000000000000
  MessagePack::pack: c70cff00000001b98b000000000000
  TimestampExtension::pack: c70cff00000001b98b000000000000
2^63, 1
  getters: -9223372036854775808 1
  msgpack_pack: c70cff000000018000000000000000
  MessagePack::pack: c70cff000000018000000000000000
  TimestampExtension::pack: c70cff000000018000000000000000
NAN, 1
  getters: 0 1
  msgpack_pack: d7ff0000000400000000
  MessagePack::pack: d7ff0000000400000000
  TimestampExtension::pack: d7ff0000000400000000
INF, 1
  getters: 0 1
  msgpack_pack: d7ff0000000400000000
  MessagePack::pack: d7ff0000000400000000
  TimestampExtension::pack: d7ff0000000400000000
-INF, 1
  getters: 0 1
  msgpack_pack: d7ff0000000400000000
  MessagePack::pack: d7ff0000000400000000
  TimestampExtension::pack: d7ff0000000400000000
1, 1e30
  getters: 1 5076964154930102272
  msgpack_pack: d7ff0000000000000001
  MessagePack::pack: d7ff0000000000000001
  TimestampExtension::pack: d7ff0000000000000001
1, NAN
  getters: 1 0
  msgpack_pack: d6ff00000001
  MessagePack::pack: d6ff00000001
  TimestampExtension::pack: d6ff00000001
1, -INF
  getters: 1 0
  msgpack_pack: d6ff00000001
  MessagePack::pack: d6ff00000001
  TimestampExtension::pack: d6ff00000001
