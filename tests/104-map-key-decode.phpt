--TEST--
msgpack: decoded map keys follow PHP array key rules (numeric strings become ints, others stay strings)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (int keys up to 64 bits); 32-bit PHP: tests/962, 965'); ?>
--FILE--
<?php
$keys = ['1', '01', '0', '-0', '-1', '-01', '1.5', ' 1', '1 ', '', 'a', '9223372036854775807',
    '9223372036854775808', '-9223372036854775808', '-9223372036854775809', "1\x00"];
foreach ($keys as $key) {
    $hex = '81' . bin2hex(msgpack_pack((string)$key)) . 'c3';
    $decoded = msgpack_unpack(hex2bin($hex));
    $k = array_key_first($decoded);
    printf("%s => %s(%s)\n", json_encode($key), gettype($k), json_encode($k));
}
// integer keys of every width
$hex = '88' . '00c3' . '7fc3' . 'ccffc3' . 'cdffffc3' . 'ceffffffffc3' . 'cf7fffffffffffffffc3' . 'e0c3' . 'd38000000000000000c3';
var_dump(array_keys(msgpack_unpack(hex2bin($hex))));
// uint64 keys above PHP_INT_MAX become decimal string keys, without a warning
var_dump(msgpack_unpack(hex2bin('82cfffffffffffffffff01cf800000000000000002')));
// string and int form of the same key collapse into one entry
var_dump(msgpack_unpack(hex2bin('82a131a16101a162')));
?>
--EXPECT--
"1" => integer(1)
"01" => string("01")
"0" => integer(0)
"-0" => string("-0")
"-1" => integer(-1)
"-01" => string("-01")
"1.5" => string("1.5")
" 1" => string(" 1")
"1 " => string("1 ")
"" => string("")
"a" => string("a")
"9223372036854775807" => integer(9223372036854775807)
"9223372036854775808" => string("9223372036854775808")
"-9223372036854775808" => integer(-9223372036854775808)
"-9223372036854775809" => string("-9223372036854775809")
"1\u0000" => string("1\u0000")
array(8) {
  [0]=>
  int(0)
  [1]=>
  int(127)
  [2]=>
  int(255)
  [3]=>
  int(65535)
  [4]=>
  int(4294967295)
  [5]=>
  int(9223372036854775807)
  [6]=>
  int(-32)
  [7]=>
  int(-9223372036854775808)
}
array(2) {
  ["18446744073709551615"]=>
  int(1)
  ["9223372036854775808"]=>
  int(2)
}
array(1) {
  [1]=>
  string(1) "b"
}
