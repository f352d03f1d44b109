--TEST--
msgpack: a resource packs as nil with PECL's warning
--EXTENSIONS--
msgpack
--FILE--
<?php
$fp = fopen('php://memory', 'r');
var_dump(bin2hex(msgpack_pack($fp)));
var_dump(bin2hex(msgpack_pack([1, $fp, 2])));
var_dump(bin2hex(msgpack_pack(['r' => $fp])));
fclose($fp);
// a closed resource is still a resource
var_dump(bin2hex(msgpack_pack($fp)));
?>
--EXPECTF--
Warning: [msgpack] (msgpack_serialize_zval) type is unsupported, encoded as null in %s on line %d
string(2) "c0"

Warning: [msgpack] (msgpack_serialize_zval) type is unsupported, encoded as null in %s on line %d
string(8) "9301c002"

Warning: [msgpack] (msgpack_serialize_zval) type is unsupported, encoded as null in %s on line %d
string(8) "81a172c0"

Warning: [msgpack] (msgpack_serialize_zval) type is unsupported, encoded as null in %s on line %d
string(2) "c0"
