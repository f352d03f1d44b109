--TEST--
msgpack: floats always encode as float64 (cb), including NAN, INF and -0.0, and decode back exactly
--EXTENSIONS--
msgpack
--FILE--
<?php
$values = [0.0, -0.0, 0.5, -0.5, 1.0, 1.5, 0.1, -2.5, 1e100, PHP_FLOAT_MAX, PHP_FLOAT_MIN, 5e-324,
    PHP_FLOAT_EPSILON, INF, -INF, NAN];
foreach ($values as $v) {
    $packed = msgpack_pack($v);
    $back = msgpack_unpack($packed);
    if (is_nan($v)) {
        $same = is_float($back) && is_nan($back);
    } else {
        // compare bit patterns so that -0.0 and 0.0 are told apart
        $same = is_float($back) && pack('E', $back) === pack('E', $v);
    }
    printf("%s => %s => %s\n", var_export($v, true), bin2hex($packed), $same ? 'same' : 'DIFFERENT: ' . var_export($back, true));
}
// integral floats stay floats
var_dump(msgpack_unpack(msgpack_pack(2.0)));
var_dump(msgpack_unpack(hex2bin('cb8000000000000000')));
var_dump(msgpack_unpack(hex2bin('cbfff0000000000000')));
?>
--EXPECT--
0.0 => cb0000000000000000 => same
-0.0 => cb8000000000000000 => same
0.5 => cb3fe0000000000000 => same
-0.5 => cbbfe0000000000000 => same
1.0 => cb3ff0000000000000 => same
1.5 => cb3ff8000000000000 => same
0.1 => cb3fb999999999999a => same
-2.5 => cbc004000000000000 => same
1.0E+100 => cb54b249ad2594c37d => same
1.7976931348623157E+308 => cb7fefffffffffffff => same
2.2250738585072014E-308 => cb0010000000000000 => same
5.0E-324 => cb0000000000000001 => same
2.220446049250313E-16 => cb3cb0000000000000 => same
INF => cb7ff0000000000000 => same
-INF => cbfff0000000000000 => same
NAN => cb7ff8000000000000 => same
float(2)
float(-0)
float(-INF)
