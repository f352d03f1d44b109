--TEST--
msgpack: Timestamp packs as ext -1 in the 32-bit, 64-bit or 96-bit form
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (Timestamp seconds beyond 32 bits); 32-bit PHP: tests/966'); ?>
--FILE--
<?php
use MessagePack\Type\Timestamp;

$cases = [
    [0, 0], [1, 0], [0xffffffff, 0],                       // 32-bit: no nanoseconds, seconds fit in u32
    [0, 1], [1, 1], [2 ** 32, 0], [2 ** 34 - 1, 999999999], // 64-bit: seconds < 2^34
    [1514862245, 678901234],
    [2 ** 34, 0], [-1, 0], [-1, 999999999], [PHP_INT_MIN, 0], [PHP_INT_MAX, 999999999], // 96-bit
    [-62167219200, 0],
    // nanoseconds are not range-checked: they are packed bit for bit
    [1, -1], [1, 2 ** 30],
];
foreach ($cases as [$sec, $nsec]) {
    printf("(%d, %d) => %s\n", $sec, $nsec, bin2hex(msgpack_pack(new Timestamp($sec, $nsec))));
}
echo bin2hex(msgpack_pack([new Timestamp(1), 'k' => new Timestamp(0, 1)])), "\n";
ini_set('msgpack.php_only', '0');
echo bin2hex(msgpack_pack(new Timestamp(1))), "\n";
?>
--EXPECT--
(0, 0) => d6ff00000000
(1, 0) => d6ff00000001
(4294967295, 0) => d6ffffffffff
(0, 1) => d7ff0000000400000000
(1, 1) => d7ff0000000400000001
(4294967296, 0) => d7ff0000000100000000
(17179869183, 999999999) => d7ffee6b27ffffffffff
(1514862245, 678901234) => d7ffa1dcd7c85a4af6a5
(17179869184, 0) => c70cff000000000000000400000000
(-1, 0) => c70cff00000000ffffffffffffffff
(-1, 999999999) => c70cff3b9ac9ffffffffffffffffff
(-9223372036854775808, 0) => c70cff000000008000000000000000
(9223372036854775807, 999999999) => c70cff3b9ac9ff7fffffffffffffff
(-62167219200, 0) => c70cff00000000fffffff1868b8400
(1, -1) => d7fffffffffc00000001
(1, 1073741824) => d7ff0000000000000001
8200d6ff00000001a16bd7ff0000000400000000
d6ff00000001
