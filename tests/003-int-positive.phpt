--TEST--
msgpack: non-negative integers use the unsigned families at every width boundary
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (ints beyond 2147483647 are floats on 32-bit PHP); 32-bit PHP: tests/960'); ?>
--FILE--
<?php
$values = [0, 1, 127, 128, 255, 256, 65535, 65536, 4294967295, 4294967296, PHP_INT_MAX];
foreach ($values as $v) {
    $packed = msgpack_pack($v);
    $back = msgpack_unpack($packed);
    printf("%d => %s => %s\n", $v, bin2hex($packed), $back === $v ? 'same' : 'DIFFERENT: ' . var_export($back, true));
}
?>
--EXPECT--
0 => 00 => same
1 => 01 => same
127 => 7f => same
128 => cc80 => same
255 => ccff => same
256 => cd0100 => same
65535 => cdffff => same
65536 => ce00010000 => same
4294967295 => ceffffffff => same
4294967296 => cf0000000100000000 => same
9223372036854775807 => cf7fffffffffffffff => same
