--TEST--
msgpack: float32 (ca) decodes, widened to a PHP float (double)
--EXTENSIONS--
msgpack
--FILE--
<?php
$inputs = ['ca00000000', 'ca80000000', 'ca3f800000', 'ca3fc00000', 'cabf000000', 'ca3dcccccd',
    'ca4f800000', 'ca7f7fffff', 'ca00000001', 'ca7f800000', 'caff800000'];
foreach ($inputs as $hex) {
    $v = msgpack_unpack(hex2bin($hex));
    echo $hex, ' => ';
    var_dump($v);
}
$nan = msgpack_unpack(hex2bin('ca7fc00000'));
var_dump(is_float($nan), is_nan($nan));
// widening is exact: re-encoding as float32 gives the same bits back
foreach ($inputs as $hex) {
    $v = msgpack_unpack(hex2bin($hex));
    if ('ca' . bin2hex(pack('G', $v)) !== $hex) {
        echo "not exact: $hex\n";
    }
}
var_dump(msgpack_unpack(hex2bin('92ca3fc00000cb3ff8000000000000')));
?>
--EXPECT--
ca00000000 => float(0)
ca80000000 => float(-0)
ca3f800000 => float(1)
ca3fc00000 => float(1.5)
cabf000000 => float(-0.5)
ca3dcccccd => float(0.10000000149011612)
ca4f800000 => float(4294967296)
ca7f7fffff => float(3.4028234663852886E+38)
ca00000001 => float(1.401298464324817E-45)
ca7f800000 => float(INF)
caff800000 => float(-INF)
bool(true)
bool(true)
array(2) {
  [0]=>
  float(1.5)
  [1]=>
  float(1.5)
}
