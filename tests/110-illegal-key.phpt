--TEST--
msgpack: illegal map key types are converted to string keys with a warning (msgpack.illegal_key_insert=0)
--EXTENSIONS--
msgpack
--FILE--
<?php
$cases = [
    'float64 1.5'     => '81cb3ff800000000000001',
    'float64 1.0'     => '81cb3ff000000000000001',
    'float32 1.5'     => '81ca3fc0000001',
    'true'            => '81c301',
    'false'           => '81c201',
    'true and false'  => '82c301c202',
    'array'           => '8192010203',
    'map (stdClass)'  => '8180c3',
    'illegal + legal' => '82cb3ff8000000000000 01 a161 c3',
];
foreach ($cases as $name => $hex) {
    $hex = str_replace(' ', '', $hex);
    echo "-- $name: $hex\n";
    var_dump(msgpack_unpack(hex2bin($hex)));
}
?>
--EXPECTF--
-- float64 1.5: 81cb3ff800000000000001

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
array(1) {
  ["1.5"]=>
  int(1)
}
-- float64 1.0: 81cb3ff000000000000001

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
array(1) {
  [1]=>
  int(1)
}
-- float32 1.5: 81ca3fc0000001

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
array(1) {
  ["1.5"]=>
  int(1)
}
-- true: 81c301

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
array(1) {
  [1]=>
  int(1)
}
-- false: 81c201

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
array(1) {
  [""]=>
  int(1)
}
-- true and false: 82c301c202

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
array(2) {
  [1]=>
  int(1)
  [""]=>
  int(2)
}
-- array: 8192010203

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d

Warning: Array to string conversion in %s on line %d
array(1) {
  ["Array"]=>
  int(3)
}
-- map (stdClass): 8180c3

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
array(0) {
}
-- illegal + legal: 82cb3ff800000000000001a161c3

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
array(2) {
  ["1.5"]=>
  int(1)
  ["a"]=>
  bool(true)
}
