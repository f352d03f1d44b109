--TEST--
msgpack: nil and booleans encode to c0/c2/c3 and decode back
--EXTENSIONS--
msgpack
--FILE--
<?php
foreach ([null, false, true] as $v) {
    $packed = msgpack_pack($v);
    echo var_export($v, true), ' => ', bin2hex($packed), ' => ';
    var_dump(msgpack_unpack($packed));
}
var_dump(msgpack_unpack("\xc0"), msgpack_unpack("\xc2"), msgpack_unpack("\xc3"));
var_dump(bin2hex(msgpack_pack([null, false, true])));
var_dump(msgpack_unpack("\x93\xc0\xc2\xc3"));
?>
--EXPECT--
NULL => c0 => NULL
false => c2 => bool(false)
true => c3 => bool(true)
NULL
bool(false)
bool(true)
string(8) "93c0c2c3"
array(3) {
  [0]=>
  NULL
  [1]=>
  bool(false)
  [2]=>
  bool(true)
}
