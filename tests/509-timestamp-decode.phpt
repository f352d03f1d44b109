--TEST--
msgpack: ext -1 with 4, 8 or 12 bytes decodes to a Timestamp (32/64/96-bit forms)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (Timestamp seconds beyond 32 bits); 32-bit PHP: tests/963, 967'); ?>
--FILE--
<?php
use MessagePack\Type\Timestamp;

function show(string $hex): void
{
    $v = msgpack_unpack(hex2bin($hex));
    echo $hex, ' => ';
    if ($v instanceof Timestamp) {
        echo 'Timestamp(', $v->getSeconds(), ', ', $v->getNanoseconds(), ")\n";
    } else {
        echo get_debug_type($v), "\n";
    }
}
// 32-bit: u32 seconds
show('d6ff00000000');
show('d6ff00000001');
show('d6ff80000000');
show('d6ffffffffff');
// 64-bit: 30-bit nanoseconds over 34-bit seconds
show('d7ff0000000400000000');
show('d7ff0000000100000000');
show('d7ffee6b27ffffffffff');
show('d7ffa1dcd7c85a4af6a5');
show('d7ffffffffffffffffff');
show('d7fffffffffc00000001');
// 96-bit: u32 nanoseconds, signed i64 seconds
show('c70cff000000000000000400000000');
show('c70cff00000000ffffffffffffffff');
show('c70cff3b9ac9ffffffffffffffffff');
show('c70cff000000008000000000000000');
show('c70cff3b9ac9ff7fffffffffffffff');
show('c70cff00000000fffffff1868b8400');
show('c70cffffffffff0000000000000001');

// what Timestamp packs, it reads back
$bad = 0;
foreach ([[0, 0], [1, 0], [0xffffffff, 0], [0, 1], [2 ** 32, 0], [2 ** 34 - 1, 999999999], [2 ** 34, 0],
    [-1, 0], [-1, 999999999], [PHP_INT_MIN, 0], [PHP_INT_MAX, 999999999], [1514862245, 678901234]] as [$s, $n]) {
    $back = msgpack_unpack(msgpack_pack(new Timestamp($s, $n)));
    if (!$back instanceof Timestamp || $back->getSeconds() !== $s || $back->getNanoseconds() !== $n) {
        echo "round trip failed for ($s, $n)\n";
        $bad++;
    }
}
echo "round trip failures: $bad\n";
// out-of-range nanoseconds: only the low 30 bits survive the 64-bit form
$back = msgpack_unpack(msgpack_pack(new Timestamp(1, -1)));
var_dump($back->getSeconds(), $back->getNanoseconds());
$back = msgpack_unpack(msgpack_pack(new Timestamp(1, 2 ** 30)));
var_dump($back->getSeconds(), $back->getNanoseconds());
?>
--EXPECT--
d6ff00000000 => Timestamp(0, 0)
d6ff00000001 => Timestamp(1, 0)
d6ff80000000 => Timestamp(2147483648, 0)
d6ffffffffff => Timestamp(4294967295, 0)
d7ff0000000400000000 => Timestamp(0, 1)
d7ff0000000100000000 => Timestamp(4294967296, 0)
d7ffee6b27ffffffffff => Timestamp(17179869183, 999999999)
d7ffa1dcd7c85a4af6a5 => Timestamp(1514862245, 678901234)
d7ffffffffffffffffff => Timestamp(17179869183, 1073741823)
d7fffffffffc00000001 => Timestamp(1, 1073741823)
c70cff000000000000000400000000 => Timestamp(17179869184, 0)
c70cff00000000ffffffffffffffff => Timestamp(-1, 0)
c70cff3b9ac9ffffffffffffffffff => Timestamp(-1, 999999999)
c70cff000000008000000000000000 => Timestamp(-9223372036854775808, 0)
c70cff3b9ac9ff7fffffffffffffff => Timestamp(9223372036854775807, 999999999)
c70cff00000000fffffff1868b8400 => Timestamp(-62167219200, 0)
c70cffffffffff0000000000000001 => Timestamp(1, 4294967295)
round trip failures: 0
int(1)
int(1073741823)
int(1)
int(0)
