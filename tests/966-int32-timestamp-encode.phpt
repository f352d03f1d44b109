--TEST--
32-bit PHP: Timestamp packs in the 32-bit, 64-bit or 96-bit form the spec picks, as on 64-bit PHP (508, 721, 724 on 64-bit; 510 and 783 run on both)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE !== 4) die('skip 32-bit PHP only (64-bit: tests/508, 721, 724)'); ?>
--FILE--
<?php
use MessagePack\Extension\TimestampExtension;
use MessagePack\MessagePack;
use MessagePack\Packer;
use MessagePack\Type\Timestamp;

// seconds in 0..2^32-1 with no nanoseconds: 32-bit form; seconds in 0..2^34-1: 64-bit form; else (negative): 96-bit
$cases = [
    [0, 0], [1, 0], [4, 0], [1700000000, 0], [PHP_INT_MAX, 0],
    [0, 1], [1, 1], [1514862245, 678901234], [PHP_INT_MAX, 999999999],
    [-1, 0], [-1, 999999999], [PHP_INT_MIN, 0],
    // nanoseconds are not range-checked: the 64-bit form keeps their low 30 bits
    [1, -1], [1, 1073741824],
];
$packer = new Packer(null, [new TimestampExtension()]);
foreach ($cases as [$s, $n]) {
    $t = new Timestamp($s, $n);
    $a = bin2hex(msgpack_pack($t));
    $b = bin2hex($packer->pack($t));
    $c = bin2hex(MessagePack::pack($t));
    printf("(%d, %d) => %s%s\n", $s, $n, $a, $a === $b && $a === $c ? '' : " (Packer $b, facade $c)");
}
// inside containers
echo bin2hex(msgpack_pack([new Timestamp(9), 'k' => new Timestamp(7, 1)])), "\n";
?>
--EXPECT--
(0, 0) => d6ff00000000
(1, 0) => d6ff00000001
(4, 0) => d6ff00000004
(1700000000, 0) => d6ff6553f100
(2147483647, 0) => d6ff7fffffff
(0, 1) => d7ff0000000400000000
(1, 1) => d7ff0000000400000001
(1514862245, 678901234) => d7ffa1dcd7c85a4af6a5
(2147483647, 999999999) => d7ffee6b27fc7fffffff
(-1, 0) => c70cff00000000ffffffffffffffff
(-1, 999999999) => c70cff3b9ac9ffffffffffffffffff
(-2147483648, 0) => c70cff00000000ffffffff80000000
(1, -1) => d7fffffffffc00000001
(1, 1073741824) => d7ff0000000000000001
8200d6ff00000009a16bd7ff0000000400000007
