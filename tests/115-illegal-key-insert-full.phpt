--TEST--
msgpack.illegal_key_insert=1: when the next integer index is taken (PHP_INT_MAX), the pair is dropped without a leak
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (PHP_INT_MAX is a uint64 key); 32-bit PHP: tests/962'); ?>
--INI--
msgpack.illegal_key_insert=1
msgpack.error_display=0
--FILE--
<?php
// {PHP_INT_MAX: 1, [1, 2]: "v", "k": 2} - the array key cannot be appended after index PHP_INT_MAX
$bytes = "\x83" . "\xcf\x7f\xff\xff\xff\xff\xff\xff\xff" . "\x01" . "\x92\x01\x02" . "\xa1v" . "\xa1k" . "\x02";
var_dump(msgpack_unpack($bytes));
// the same with a map key (decoded as an array)
$bytes = "\x82" . "\xcf\x7f\xff\xff\xff\xff\xff\xff\xff" . "\x01" . "\x81\xa1a\x01" . "\x91\x01";
var_dump(msgpack_unpack($bytes));
?>
--EXPECT--
array(2) {
  [9223372036854775807]=>
  int(1)
  ["k"]=>
  int(2)
}
array(1) {
  [9223372036854775807]=>
  int(1)
}
