--TEST--
msgpack: negative integers use negative fixint and the signed families at every width boundary
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (ints below -2147483648 are floats on 32-bit PHP); 32-bit PHP: tests/960'); ?>
--FILE--
<?php
$values = [-1, -31, -32, -33, -127, -128, -129, -32767, -32768, -32769,
    -2147483647, -2147483648, -2147483649, -4294967296, PHP_INT_MIN + 1, PHP_INT_MIN];
foreach ($values as $v) {
    $packed = msgpack_pack($v);
    $back = msgpack_unpack($packed);
    printf("%d => %s => %s\n", $v, bin2hex($packed), $back === $v ? 'same' : 'DIFFERENT: ' . var_export($back, true));
}
?>
--EXPECT--
-1 => ff => same
-31 => e1 => same
-32 => e0 => same
-33 => d0df => same
-127 => d081 => same
-128 => d080 => same
-129 => d1ff7f => same
-32767 => d18001 => same
-32768 => d18000 => same
-32769 => d2ffff7fff => same
-2147483647 => d280000001 => same
-2147483648 => d280000000 => same
-2147483649 => d3ffffffff7fffffff => same
-4294967296 => d3ffffffff00000000 => same
-9223372036854775807 => d38000000000000001 => same
-9223372036854775808 => d38000000000000000 => same
