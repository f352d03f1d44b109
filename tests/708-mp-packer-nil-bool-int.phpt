--TEST--
MessagePack\Packer: defaults, nil/bool, every int format with its boundaries, lenient coercion of the untyped pack* arguments
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (ints beyond 32 bits); 32-bit PHP: tests/960'); ?>
--FILE--
<?php
use MessagePack\Packer;

$p = new Packer();
echo "-- defaults\n";
foreach (["\x80", 'abc', '', [1, 2], [1 => 'a'], [], 1.5, null, true, false] as $v) {
    echo bin2hex($p->pack($v)), "\n";
}
echo bin2hex($p->packNil()), ' ', bin2hex($p->packBool(true)), ' ', bin2hex($p->packBool(false)), "\n";

echo "-- ints: pack() and packInt()\n";
$ints = [0, 1, 127, 128, 255, 256, 65535, 65536, 4294967295, 4294967296, PHP_INT_MAX,
    -1, -32, -33, -128, -129, -32768, -32769, -2147483648, -2147483649, PHP_INT_MIN];
foreach ($ints as $i) {
    $a = bin2hex($p->pack($i));
    $b = bin2hex($p->packInt($i));
    printf("%d: %s%s\n", $i, $a, $a === $b ? '' : " (packInt gives $b)");
}

echo "-- lenient coercion (untyped parameters)\n";
echo bin2hex($p->packStr(123)), "\n";
echo bin2hex($p->packStr(1.5)), "\n";
echo bin2hex($p->packBin(12)), "\n";
echo bin2hex($p->packInt("5")), "\n";
echo bin2hex($p->packInt("300")), "\n";
echo bin2hex($p->packInt("-40")), "\n";
echo bin2hex($p->packInt(5.0)), "\n";
echo bin2hex($p->packInt(true)), "\n";
echo bin2hex($p->packBool(0)), "\n";
echo bin2hex($p->packBool(1)), "\n";
echo bin2hex($p->packBool('')), "\n";
echo bin2hex($p->packBool('0')), "\n";
echo bin2hex($p->packBool('a')), "\n";
echo bin2hex($p->packBool([])), "\n";
echo bin2hex($p->packBool([0])), "\n";
echo bin2hex($p->packBool(null)), "\n";
echo bin2hex($p->packFloat(1)), "\n";
echo bin2hex($p->packFloat("2.5")), "\n";
echo bin2hex($p->packFloat32(1)), "\n";
echo bin2hex($p->packFloat64(-2)), "\n";
echo bin2hex($p->packArrayHeader("3")), "\n";
echo bin2hex($p->packMapHeader(2.0)), "\n";
echo bin2hex($p->packExt("5", 'a')), "\n";
echo bin2hex($p->packExt(1, 77)), "\n";
?>
--EXPECT--
-- defaults
a180
a3616263
a0
920102
8101a161
90
cb3ff8000000000000
c0
c3
c2
c0 c3 c2
-- ints: pack() and packInt()
0: 00
1: 01
127: 7f
128: cc80
255: ccff
256: cd0100
65535: cdffff
65536: ce00010000
4294967295: ceffffffff
4294967296: cf0000000100000000
9223372036854775807: cf7fffffffffffffff
-1: ff
-32: e0
-33: d0df
-128: d080
-129: d1ff7f
-32768: d18000
-32769: d2ffff7fff
-2147483648: d280000000
-2147483649: d3ffffffff7fffffff
-9223372036854775808: d38000000000000000
-- lenient coercion (untyped parameters)
a3313233
a3312e35
c4023132
05
cd012c
d0d8
05
01
c2
c3
c2
c2
c3
c2
c3
c2
cb3ff0000000000000
cb4004000000000000
ca3f800000
cbc000000000000000
93
82
d40561
d5013737
