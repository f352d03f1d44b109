--TEST--
MessagePack\MessagePack facade: pack()/unpack() with options, only the first message decoded, empty input, Timestamp round trips through the built-in TimestampExtension
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (Timestamp seconds beyond 32 bits); 32-bit PHP: tests/966'); ?>
--FILE--
<?php
use MessagePack\Exception\InsufficientDataException;
use MessagePack\MessagePack;
use MessagePack\PackOptions;
use MessagePack\Type\Ext;
use MessagePack\Type\Timestamp;
use MessagePack\UnpackOptions;

function attempt(callable $f): void
{
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}

echo bin2hex(MessagePack::pack('foobar')), "\n";
var_dump(MessagePack::unpack("\xa6foobar"));
echo bin2hex(MessagePack::pack(['a' => [1, 2.5, null, true]])), "\n";
var_dump(MessagePack::unpack(MessagePack::pack(['a' => [1, 2.5, null, true]])) === ['a' => [1, 2.5, null, true]]);

echo "-- options\n";
echo bin2hex(MessagePack::pack(['a'], PackOptions::FORCE_MAP)), ' ', bin2hex(MessagePack::pack("\xff", PackOptions::DETECT_STR_BIN)),
    ' ', bin2hex(MessagePack::pack(1.5, PackOptions::fromBitmask(PackOptions::FORCE_FLOAT32))), ' ',
    bin2hex(MessagePack::pack('x', null)), "\n";
var_dump(MessagePack::unpack("\xcf\x80\x00\x00\x00\x00\x00\x00\x00", UnpackOptions::BIGINT_AS_STR));
var_dump(MessagePack::unpack("\xcf\x80\x00\x00\x00\x00\x00\x00\x00", UnpackOptions::fromDefaults()));
var_dump(MessagePack::unpack("\xcf\x00\x00\x00\x00\x00\x00\x00\x05", UnpackOptions::BIGINT_AS_GMP));

echo "-- only the first message, trailing bytes ignored\n";
attempt(fn () => MessagePack::unpack("\x01\x02"));
attempt(fn () => MessagePack::unpack("\x91\x01\xc1"));
attempt(fn () => MessagePack::unpack("\xc0garbage"));
echo "-- errors\n";
attempt(fn () => MessagePack::unpack(''));
attempt(fn () => MessagePack::unpack("\x92\x01"));
attempt(fn () => MessagePack::unpack("\xd9\x05ab"));
attempt(fn () => MessagePack::unpack("\xc1"));
attempt(fn () => MessagePack::pack(new stdClass()));
$e = null;
try {
    MessagePack::unpack('');
} catch (InsufficientDataException $e) {
}
var_dump($e instanceof \MessagePack\Exception\UnpackingFailedException, $e->getCode());

echo "-- Timestamp round trips (TimestampExtension is built in)\n";
foreach ([[0, 0], [1, 2], [0xffffffff, 0], [2 ** 34, 0], [-1, 0], [PHP_INT_MIN, 0], [PHP_INT_MAX, 999999999],
             [1, -1], [1, 2 ** 30], [-62135596800, 500]] as [$s, $n]) {
    $packed = MessagePack::pack(new Timestamp($s, $n));
    $back = MessagePack::unpack($packed);
    printf("(%d, %d) %s -> %s(%d, %d)\n", $s, $n, bin2hex($packed), get_class($back), $back->getSeconds(),
        $back->getNanoseconds());
}
$back = MessagePack::unpack(MessagePack::pack(['when' => new Timestamp(10, 20), 'other' => new Ext(5, 'e')]));
var_dump($back['when'] == new Timestamp(10, 20), $back['other'] == new Ext(5, 'e'));

echo "-- private constructor\n";
try {
    new MessagePack();
} catch (Error $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
a6666f6f626172
string(6) "foobar"
81a1619401cb4004000000000000c0c3
bool(true)
-- options
8100a161 c401ff ca3fc00000 a178
string(19) "9223372036854775808"
string(19) "9223372036854775808"
int(5)
-- only the first message, trailing bytes ignored
int(1)
array(1) {
  [0]=>
  int(1)
}
NULL
-- errors
MessagePack\Exception\InsufficientDataException: Not enough data to read
MessagePack\Exception\InsufficientDataException: Not enough data to read
MessagePack\Exception\InsufficientDataException: Not enough data to read
MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1
MessagePack\Exception\PackingFailedException: Unsupported type "stdClass", maybe you forgot to register the type transformer or extension?
bool(true)
int(0)
-- Timestamp round trips (TimestampExtension is built in)
(0, 0) d6ff00000000 -> MessagePack\Type\Timestamp(0, 0)
(1, 2) d7ff0000000800000001 -> MessagePack\Type\Timestamp(1, 2)
(4294967295, 0) d6ffffffffff -> MessagePack\Type\Timestamp(4294967295, 0)
(17179869184, 0) c70cff000000000000000400000000 -> MessagePack\Type\Timestamp(17179869184, 0)
(-1, 0) c70cff00000000ffffffffffffffff -> MessagePack\Type\Timestamp(-1, 0)
(-9223372036854775808, 0) c70cff000000008000000000000000 -> MessagePack\Type\Timestamp(-9223372036854775808, 0)
(9223372036854775807, 999999999) c70cff3b9ac9ff7fffffffffffffff -> MessagePack\Type\Timestamp(9223372036854775807, 999999999)
(1, -1) d7fffffffffc00000001 -> MessagePack\Type\Timestamp(1, 1073741823)
(1, 1073741824) d7ff0000000000000001 -> MessagePack\Type\Timestamp(1, 0)
(-62135596800, 500) c70cff000001f4fffffff1886e0900 -> MessagePack\Type\Timestamp(-62135596800, 500)
bool(true)
bool(true)
-- private constructor
Call to private MessagePack\MessagePack::__construct() from global scope
