--TEST--
msgpack: with msgpack.php_only=0 a nil map key is illegal too (becomes ""), and an empty-map key becomes "Array"
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=0
--FILE--
<?php
foreach (['81c003', '82c0c3a0c2', '8180c3', '81cb3ff800000000000001'] as $hex) {
    echo "-- $hex\n";
    var_dump(msgpack_unpack(hex2bin($hex)));
}
?>
--EXPECTF--
-- 81c003

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
array(1) {
  [""]=>
  int(3)
}
-- 82c0c3a0c2

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
array(1) {
  [""]=>
  bool(false)
}
-- 8180c3

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d

Warning: Array to string conversion in %s on line %d
array(1) {
  ["Array"]=>
  bool(true)
}
-- 81cb3ff800000000000001

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
array(1) {
  ["1.5"]=>
  int(1)
}
