--TEST--
PHP-only markers on 32-bit PHP: an integer beyond zend_long after a nil key (a marker number, a back-reference id, a Serializable or enum pair) means what it means on 64 bits, not a class name (its decimal string)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE !== 4) die('skip 32-bit PHP only (64-bit PHP reads these integers as ints anyway)'); ?>
--FILE--
<?php
$u32 = "\xce\x80\x00\x00\x00";                    // 2147483648
$i64 = "\xd3\x00\x00\x00\x01\x00\x00\x00\x00";    // 4294967296
$neg = "\xd3\xff\xff\xff\xff\x00\x00\x00\x00";    // -4294967296
$u64 = "\xcf\x00\x00\x00\x01\x00\x00\x00\x00";    // 4294967296 as a uint64
$big = "\xcf\xff\xff\xff\xff\xff\xff\xff\xff";    // above INT64_MAX: PECL's decimal string on every build
$inputs = [
    'first, uint32' => "\x81\xc0$u32",
    'first, int64' => "\x81\xc0$i64",
    'first, negative int64' => "\x81\xc0$neg",
    'first, uint64' => "\x81\xc0$u64",
    'late' => "\x82\xa1a\x01\xc0$u32",
    'late, negative' => "\x82\xa1a\x01\xc0$neg",
    'back-reference id' => "\x92\x80\x82\xc0\x04\x00$u32",
    'reference id' => "\x92\x91\x01\x82\xc0\x02\x00$i64",
    'Serializable class' => "\x82\xc0\x03$u32\xa1x",
    'Serializable payload' => "\x82\xc0\x03\xa1X$i64",
    'enum class' => "\x82\xc0\x06$neg\xa1C",
    'late Serializable' => "\x83\xa1a\x01\xc0\x03$u64\xa1x",
    'uint64 above INT64_MAX' => "\x81\xc0$big",
];
foreach ($inputs as $what => $input) {
    echo "$what: ";
    var_dump(msgpack_unpack($input));
}
?>
--EXPECTF--
first, uint32: NULL
first, int64: NULL
first, negative int64: NULL
first, uint64: NULL
late: array(1) {
  ["a"]=>
  int(1)
}
late, negative: array(1) {
  ["a"]=>
  int(1)
}
back-reference id: 
Warning: [msgpack] (msgpack_unserialize_map_item) Invalid references value: %d in %s on line %d
array(2) {
  [0]=>
  object(stdClass)#%d (0) {
  }
  [1]=>
  NULL
}
reference id: 
Warning: [msgpack] (msgpack_unserialize_map_item) Invalid references value: %d in %s on line %d
array(2) {
  [0]=>
  array(1) {
    [0]=>
    int(1)
  }
  [1]=>
  NULL
}
Serializable class: 
Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
Serializable payload: 
Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
enum class: 
Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
late Serializable: 
Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
uint64 above INT64_MAX: object(__PHP_Incomplete_Class)#%d (1) {
  ["__PHP_Incomplete_Class_Name"]=>
  string(20) "18446744073709551615"
}
