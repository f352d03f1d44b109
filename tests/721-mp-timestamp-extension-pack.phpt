--TEST--
MessagePack\Extension\TimestampExtension packing: getType(), null for other values, 32/64/96-bit selection (every spec row), nsec not range-checked; Timestamp unsupported without it
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (Timestamp seconds beyond 32 bits); 32-bit PHP: tests/966'); ?>
--FILE--
<?php
use MessagePack\Exception\PackingFailedException;
use MessagePack\Extension\TimestampExtension;
use MessagePack\MessagePack;
use MessagePack\Packer;
use MessagePack\Type\Ext;
use MessagePack\Type\Timestamp;

$ext = new TimestampExtension();
var_dump($ext->getType());
$plain = new Packer();
try {
    $plain->pack(new Timestamp(1));
} catch (PackingFailedException $e) {
    echo $e->getMessage(), "\n";
}

echo "-- not a Timestamp: null\n";
foreach ([1, 'x', null, [], 1.5, new stdClass(), new DateTime('@0'), new Ext(-1, "\0\0\0\0")] as $v) {
    var_dump($ext->pack($plain, $v));
}

$p = new Packer(null, [$ext]);
$rows = [
    [0, 0],
    [0xffffffff, 0],
    [0, 1],
    [2 ** 32, 0],
    [2 ** 34 - 1, 0],
    [2 ** 34 - 1, 999999999],
    [0xffffffff, 1],
    [2 ** 34, 0],
    [2 ** 34, 2 ** 32 + 1],
    [-1, 0],
    [-1, 5],
    [PHP_INT_MIN, 0],
    [PHP_INT_MAX, 999999999],
    [1, -1],
    [1, 2 ** 30],
    [1700000000, 123456789],
];
foreach ($rows as [$s, $n]) {
    $ts = new Timestamp($s, $n);
    $a = bin2hex($p->pack($ts));
    $b = bin2hex($ext->pack($plain, $ts));
    $c = bin2hex(MessagePack::pack($ts));
    printf("(%d, %d): %s%s\n", $s, $n, $a, $a === $b && $a === $c ? '' : " MISMATCH ext->pack $b facade $c");
}
echo "-- nested, and next to other transformers\n";
echo bin2hex($p->pack(['t' => new Timestamp(1), 'l' => [new Timestamp(2, 1)]])), "\n";
echo bin2hex((new Packer())->extendWith($ext)->pack([new Timestamp(0)])), "\n";
?>
--EXPECT--
int(-1)
Unsupported type "MessagePack\Type\Timestamp", maybe you forgot to register the type transformer or extension?
-- not a Timestamp: null
NULL
NULL
NULL
NULL
NULL
NULL
NULL
NULL
(0, 0): d6ff00000000
(4294967295, 0): d6ffffffffff
(0, 1): d7ff0000000400000000
(4294967296, 0): d7ff0000000100000000
(17179869183, 0): d7ff00000003ffffffff
(17179869183, 999999999): d7ffee6b27ffffffffff
(4294967295, 1): d7ff00000004ffffffff
(17179869184, 0): c70cff000000000000000400000000
(17179869184, 4294967297): c70cff000000010000000400000000
(-1, 0): c70cff00000000ffffffffffffffff
(-1, 5): c70cff00000005ffffffffffffffff
(-9223372036854775808, 0): c70cff000000008000000000000000
(9223372036854775807, 999999999): c70cff3b9ac9ff7fffffffffffffff
(1, -1): d7fffffffffc00000001
(1, 1073741824): d7ff0000000000000001
(1700000000, 123456789): d7ff1d6f34546553f100
-- nested, and next to other transformers
82a174d6ff00000001a16c91d7ff0000000400000002
91d6ff00000000
