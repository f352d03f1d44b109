--TEST--
msgpack: msgpack.force_f32=1 packs every float as float32 (ca); integers are unaffected
--EXTENSIONS--
msgpack
--INI--
msgpack.force_f32=1
--FILE--
<?php
var_dump(ini_get('msgpack.force_f32'));
$values = [0.0, -0.0, 0.5, 1.5, -2.5, 0.1, 4294967296.0, 3.4028234663852886E+38, INF, -INF, NAN];
foreach ($values as $v) {
    echo var_export($v, true), ' => ', bin2hex(msgpack_pack($v)), "\n";
}
// the value is cast to a C float, so precision is lost
var_dump(msgpack_unpack(msgpack_pack(0.1)));
var_dump(msgpack_unpack(msgpack_pack(1.5)));
// integers and other types are not touched
echo bin2hex(msgpack_pack([1, -1, 300, 'a', 2.0])), "\n";

ini_set('msgpack.force_f32', '0');
echo bin2hex(msgpack_pack(1.5)), "\n";
ini_set('msgpack.force_f32', '1');
echo bin2hex(msgpack_pack(1.5)), "\n";
?>
--EXPECT--
string(1) "1"
0.0 => ca00000000
-0.0 => ca80000000
0.5 => ca3f000000
1.5 => ca3fc00000
-2.5 => cac0200000
0.1 => ca3dcccccd
4294967296.0 => ca4f800000
3.4028234663852886E+38 => ca7f7fffff
INF => ca7f800000
-INF => caff800000
NAN => ca7fc00000
float(0.10000000149011612)
float(1.5)
9501ffcd012ca161ca40000000
cb3ff8000000000000
ca3fc00000
