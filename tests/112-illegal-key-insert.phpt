--TEST--
msgpack: msgpack.illegal_key_insert=1 appends an illegal key and its value as two list elements
--EXTENSIONS--
msgpack
--INI--
msgpack.illegal_key_insert=1
--FILE--
<?php
$cases = ['81cb3ff800000000000001', '82c301c202', '8292010203a16104', '8180c3',
    '82cb3ff8000000000000 01 a161 02', '83cb3ff8000000000000 01 01 02 a161 c3'];
foreach ($cases as $hex) {
    $hex = str_replace(' ', '', $hex);
    echo "-- $hex\n";
    var_dump(msgpack_unpack(hex2bin($hex)));
}
echo "-- php_only=0, nil key\n";
ini_set('msgpack.php_only', '0');
var_dump(msgpack_unpack(hex2bin('81c003')));
var_dump(msgpack_unpack(hex2bin('8180c3')));
?>
--EXPECTF--
-- 81cb3ff800000000000001

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
array(2) {
  [0]=>
  float(1.5)
  [1]=>
  int(1)
}
-- 82c301c202

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
array(4) {
  [0]=>
  bool(true)
  [1]=>
  int(1)
  [2]=>
  bool(false)
  [3]=>
  int(2)
}
-- 8292010203a16104

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
array(3) {
  [0]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  [1]=>
  int(3)
  ["a"]=>
  int(4)
}
-- 8180c3

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
array(2) {
  [0]=>
  object(stdClass)#%d (0) {
  }
  [1]=>
  bool(true)
}
-- 82cb3ff800000000000001a16102

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
array(3) {
  [0]=>
  float(1.5)
  [1]=>
  int(1)
  ["a"]=>
  int(2)
}
-- 83cb3ff8000000000000010102a161c3

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
array(3) {
  [0]=>
  float(1.5)
  [1]=>
  int(2)
  ["a"]=>
  bool(true)
}
-- php_only=0, nil key

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
array(2) {
  [0]=>
  NULL
  [1]=>
  int(3)
}

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
array(2) {
  [0]=>
  array(0) {
  }
  [1]=>
  bool(true)
}
