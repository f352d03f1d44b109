--TEST--
MessagePack\Packer: float64 by default, FORCE_FLOAT32 (C double->float: rounding, overflow to INF, NAN), packFloat32()/packFloat64() ignore the mode
--FILE--
<?php
use MessagePack\PackOptions;
use MessagePack\Packer;

$values = ['0.0' => 0.0, '-0.0' => -0.0, '1.5' => 1.5, '1.1' => 1.1, '0.1' => 0.1, '-2.75' => -2.75,
    '1e300' => 1e300, '-1e300' => -1e300, '1e-50' => 1e-50, '16777217.0' => 16777217.0,
    'FLT_MAX' => 3.4028234663852886e38, 'PHP_FLOAT_EPSILON' => PHP_FLOAT_EPSILON, 'PHP_FLOAT_MIN' => PHP_FLOAT_MIN,
    'INF' => INF, '-INF' => -INF, 'NAN' => NAN];

$p64 = new Packer();
$p32 = new Packer(PackOptions::FORCE_FLOAT32);
$p64explicit = new Packer(PackOptions::fromBitmask(PackOptions::FORCE_FLOAT64));
foreach ($values as $label => $f) {
    $a = bin2hex($p64->pack($f));
    $b = bin2hex($p32->pack($f));
    $checks = [
        $p64->packFloat($f) === $p64->pack($f),
        $p64->packFloat64($f) === $p64->pack($f),
        $p32->packFloat($f) === $p32->pack($f),
        $p32->packFloat32($f) === $p32->pack($f),
        $p64->packFloat32($f) === $p32->pack($f),
        $p32->packFloat64($f) === $p64->pack($f),
        $p64explicit->pack($f) === $p64->pack($f),
    ];
    printf("%s: %s %s%s\n", $label, $a, $b, in_array(false, $checks, true) ? ' MISMATCH ' . json_encode($checks) : '');
}
echo "-- nested values follow the mode\n";
echo bin2hex($p32->pack([1.5, 'k' => -0.5])), "\n";
echo bin2hex($p64->pack([1.5, 'k' => -0.5])), "\n";
echo bin2hex((new Packer(PackOptions::FORCE_FLOAT32 | PackOptions::FORCE_MAP))->pack([0.25])), "\n";
echo "-- a list holding NAN is a list, also when PHP keeps it as a hash table (the library's 0.9 wrote a map there)\n";
$list = ['x' => 0, 0 => NAN, 1 => 2];
unset($list['x']);
echo bin2hex($p64->pack($list)), ' ', bin2hex($p64->pack(unserialize(serialize([NAN, 2])))), "\n";
?>
--EXPECT--
0.0: cb0000000000000000 ca00000000
-0.0: cb8000000000000000 ca80000000
1.5: cb3ff8000000000000 ca3fc00000
1.1: cb3ff199999999999a ca3f8ccccd
0.1: cb3fb999999999999a ca3dcccccd
-2.75: cbc006000000000000 cac0300000
1e300: cb7e37e43c8800759c ca7f800000
-1e300: cbfe37e43c8800759c caff800000
1e-50: cb358dee7a4ad4b81f ca00000000
16777217.0: cb4170000010000000 ca4b800000
FLT_MAX: cb47efffffe0000000 ca7f7fffff
PHP_FLOAT_EPSILON: cb3cb0000000000000 ca25800000
PHP_FLOAT_MIN: cb0010000000000000 ca00000000
INF: cb7ff0000000000000 ca7f800000
-INF: cbfff0000000000000 caff800000
NAN: cb7ff8000000000000 ca7fc00000
-- nested values follow the mode
8200ca3fc00000a16bcabf000000
8200cb3ff8000000000000a16bcbbfe0000000000000
8100ca3e800000
-- a list holding NAN is a list, also when PHP keeps it as a hash table (the library's 0.9 wrote a map there)
92cb7ff800000000000002 92cb7ff800000000000002
