--TEST--
msgpack: every integer width decodes, including non-canonical forms and uint64 above PHP_INT_MAX
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (int64 and uint64 values beyond 32 bits); 32-bit PHP: tests/961, 965'); ?>
--FILE--
<?php
$inputs = [
    // positive fixint / negative fixint
    '00', '7f', 'e0', 'ff',
    // uint8..uint64
    'cc00', 'cc7f', 'ccff',
    'cd0000', 'cd00ff', 'cdffff',
    'ce00000000', 'ce0000ffff', 'ceffffffff',
    'cf0000000000000000', 'cf00000000ffffffff', 'cf7fffffffffffffff',
    // uint64 that does not fit in a PHP int: decimal string
    'cf8000000000000000', 'cf8000000000000001', 'cfffffffffffffffff',
    // int8..int64, negative and positive payloads
    'd000', 'd07f', 'd080', 'd0ff',
    'd10000', 'd17fff', 'd18000', 'd1ffff',
    'd200000000', 'd27fffffff', 'd280000000', 'd2ffffffff',
    'd30000000000000000', 'd37fffffffffffffff', 'd38000000000000000', 'd3ffffffffffffffff',
];
foreach ($inputs as $hex) {
    echo $hex, ' => ';
    var_dump(msgpack_unpack(hex2bin($hex)));
}
?>
--EXPECT--
00 => int(0)
7f => int(127)
e0 => int(-32)
ff => int(-1)
cc00 => int(0)
cc7f => int(127)
ccff => int(255)
cd0000 => int(0)
cd00ff => int(255)
cdffff => int(65535)
ce00000000 => int(0)
ce0000ffff => int(65535)
ceffffffff => int(4294967295)
cf0000000000000000 => int(0)
cf00000000ffffffff => int(4294967295)
cf7fffffffffffffff => int(9223372036854775807)
cf8000000000000000 => string(19) "9223372036854775808"
cf8000000000000001 => string(19) "9223372036854775809"
cfffffffffffffffff => string(20) "18446744073709551615"
d000 => int(0)
d07f => int(127)
d080 => int(-128)
d0ff => int(-1)
d10000 => int(0)
d17fff => int(32767)
d18000 => int(-32768)
d1ffff => int(-1)
d200000000 => int(0)
d27fffffff => int(2147483647)
d280000000 => int(-2147483648)
d2ffffffff => int(-1)
d30000000000000000 => int(0)
d37fffffffffffffff => int(9223372036854775807)
d38000000000000000 => int(-9223372036854775808)
d3ffffffffffffffff => int(-1)
