--TEST--
MessagePack\BufferUnpacker + TimestampExtension: 32/64/96-bit timestamps, nsec quirks, invalid lengths (decision 4)
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (Timestamp seconds beyond 32 bits); 32-bit PHP: tests/963, 967'); ?>
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension\TimestampExtension;
use MessagePack\MessagePack;
use MessagePack\Packer;
use MessagePack\Type\Timestamp;

function ts($v): string
{
    return $v instanceof Timestamp ? sprintf('Timestamp(%d, %d)', $v->getSeconds(), $v->getNanoseconds()) : get_debug_type($v);
}

$u = new BufferUnpacker('', null, [new TimestampExtension()]);
foreach ([
    'd6ff00000000', 'd6ffffffffff', 'd6ff5c3f6a9e',
    'd7ff0000000400000000', 'd7ff0000000100000000', 'd7ffee6b27ffffffffff', 'd7ff0000000000000001', 'd7fffffffffc00000001',
    'c70cff000000000000000400000000', 'c70cff00000000ffffffffffffffff', 'c70cff000000008000000000000000',
    'c70cff3b9ac9ff7fffffffffffffff', 'c70cffffffffff0000000000000001',
    // non-fixext headers with timestamp lengths
    'c704ff0000002a', 'c708ff000000040000002a', 'c8000cff00000001000000000000002a', 'c90000000cff00000001fffffffffffffffe',
] as $hex) {
    $v = $u->reset(hex2bin($hex) . "\x07")->unpack();
    echo str_pad($hex, 38), ts($v), $u->getRemainingCount() === 1 ? '' : ' REMAINING ' . $u->getRemainingCount(), "\n";
}

echo "-- invalid lengths (decision 4; the library read 12 bytes whatever the length)\n";
foreach (['d4ff00', 'd5ff0000', 'd8ff' . str_repeat('00', 16), 'c700ff', 'c705ff0102030405', 'c70dff' . str_repeat('00', 13),
    'c705ff' . str_repeat('00', 20)] as $hex) {
    $u->reset(hex2bin($hex));
    try {
        $v = $u->unpack();
        echo substr($hex, 0, 10), ': ', ts($v), "\n";
    } catch (Throwable $e) {
        echo substr($hex, 0, 10), ': ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}

echo "-- round trips through Packer\n";
$packer = new Packer(null, [new TimestampExtension()]);
foreach ([[0, 0], [0xffffffff, 0], [0, 1], [2 ** 32, 0], [2 ** 34 - 1, 999999999], [2 ** 34, 0], [-1, 0],
    [PHP_INT_MIN, 0], [PHP_INT_MAX, 999999999], [1, -1], [1, 2 ** 30], [1, 2 ** 30 + 5], [-5, 123]] as [$s, $n]) {
    $packed = $packer->pack(new Timestamp($s, $n));
    echo "($s, $n) ", bin2hex($packed), ' -> ', ts($u->reset($packed)->unpack()), "\n";
}

echo "-- nested, and through the facade (which registers the extension)\n";
$u->reset("\x92\xd6\xff\x00\x00\x00\x01\x81\xa1t\xd7\xff\x00\x00\x00\x04\x00\x00\x00\x02");
$v = $u->unpack();
echo ts($v[0]), ' ', ts($v[1]['t']), "\n";
echo ts(MessagePack::unpack("\xd6\xff\x00\x00\x00\x03")), "\n";
echo ts((new BufferUnpacker("\xd6\xff\x00\x00\x00\x03"))->unpack()), "\n";
// the typed unpackExt() goes through the extension too
echo ts($u->reset("\xd6\xff\x00\x00\x00\x04")->unpackExt()), "\n";
// a truncated timestamp
try {
    $u->reset("\xd7\xff\x00\x00\x00\x04\x00\x00\x00")->unpack();
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECT--
d6ff00000000                          Timestamp(0, 0)
d6ffffffffff                          Timestamp(4294967295, 0)
d6ff5c3f6a9e                          Timestamp(1547659934, 0)
d7ff0000000400000000                  Timestamp(0, 1)
d7ff0000000100000000                  Timestamp(4294967296, 0)
d7ffee6b27ffffffffff                  Timestamp(17179869183, 999999999)
d7ff0000000000000001                  Timestamp(1, 0)
d7fffffffffc00000001                  Timestamp(1, 1073741823)
c70cff000000000000000400000000        Timestamp(17179869184, 0)
c70cff00000000ffffffffffffffff        Timestamp(-1, 0)
c70cff000000008000000000000000        Timestamp(-9223372036854775808, 0)
c70cff3b9ac9ff7fffffffffffffff        Timestamp(9223372036854775807, 999999999)
c70cffffffffff0000000000000001        Timestamp(1, 4294967295)
c704ff0000002a                        Timestamp(42, 0)
c708ff000000040000002a                Timestamp(42, 1)
c8000cff00000001000000000000002a      Timestamp(42, 1)
c90000000cff00000001fffffffffffffffe  Timestamp(-2, 1)
-- invalid lengths (decision 4; the library read 12 bytes whatever the length)
d4ff00: MessagePack\Exception\UnpackingFailedException: Invalid timestamp extension length: 1
d5ff0000: MessagePack\Exception\UnpackingFailedException: Invalid timestamp extension length: 2
d8ff000000: MessagePack\Exception\UnpackingFailedException: Invalid timestamp extension length: 16
c700ff: MessagePack\Exception\UnpackingFailedException: Invalid timestamp extension length: 0
c705ff0102: MessagePack\Exception\UnpackingFailedException: Invalid timestamp extension length: 5
c70dff0000: MessagePack\Exception\UnpackingFailedException: Invalid timestamp extension length: 13
c705ff0000: MessagePack\Exception\UnpackingFailedException: Invalid timestamp extension length: 5
-- round trips through Packer
(0, 0) d6ff00000000 -> Timestamp(0, 0)
(4294967295, 0) d6ffffffffff -> Timestamp(4294967295, 0)
(0, 1) d7ff0000000400000000 -> Timestamp(0, 1)
(4294967296, 0) d7ff0000000100000000 -> Timestamp(4294967296, 0)
(17179869183, 999999999) d7ffee6b27ffffffffff -> Timestamp(17179869183, 999999999)
(17179869184, 0) c70cff000000000000000400000000 -> Timestamp(17179869184, 0)
(-1, 0) c70cff00000000ffffffffffffffff -> Timestamp(-1, 0)
(-9223372036854775808, 0) c70cff000000008000000000000000 -> Timestamp(-9223372036854775808, 0)
(9223372036854775807, 999999999) c70cff3b9ac9ff7fffffffffffffff -> Timestamp(9223372036854775807, 999999999)
(1, -1) d7fffffffffc00000001 -> Timestamp(1, 1073741823)
(1, 1073741824) d7ff0000000000000001 -> Timestamp(1, 0)
(1, 1073741829) d7ff0000001400000001 -> Timestamp(1, 5)
(-5, 123) c70cff0000007bfffffffffffffffb -> Timestamp(-5, 123)
-- nested, and through the facade (which registers the extension)
Timestamp(1, 0) Timestamp(2, 1)
Timestamp(3, 0)
MessagePack\Type\Ext
Timestamp(4, 0)
MessagePack\Exception\InsufficientDataException: Not enough data to read
