--TEST--
32-bit PHP: map keys beyond PHP_INT_MAX/PHP_INT_MIN stay strings, int keys up to them pack and decode as ints, illegal_key_insert after index PHP_INT_MAX (103, 104, 115, 117, 502, 740 on 64-bit)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE !== 4) die('skip 32-bit PHP only (64-bit: tests/103, 104, 115, 117, 502, 740)'); ?>
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Type\Map;
use MessagePack\UnpackOptions;

echo "-- numeric string keys become int keys only within the int range\n";
$keys = ['2147483647', '2147483648', '-2147483648', '-2147483649', '4294967295', '9223372036854775807', '-1', '-0'];
foreach ($keys as $key) {
    $bytes = "\x81" . chr(0xa0 | strlen($key)) . $key . "\x01";
    $a = array_key_first(msgpack_unpack($bytes));
    $b = array_key_first((new BufferUnpacker($bytes))->unpack());
    printf("%-22s => %s%s\n", var_export($key, true), var_export($a, true), $a === $b ? '' : ' (BufferUnpacker differs)');
}

echo "-- integer keys of every width (int64 keys beyond the int range: tests/965)\n";
// ten pairs, ten keys: the int64 -2147483649 is beyond the int range and stays its decimal string (tests/965)
$hex = '8a' . '00c3' . '7fc3' . 'ccffc3' . 'cdffffc3' . 'ce7fffffffc3' . 'ce80000000c3' . 'cf7fffffffffffffffc3'
    . 'e0c3' . 'd280000000c3' . 'd3ffffffff7fffffffc3';
var_dump(array_keys(msgpack_unpack(hex2bin($hex))));
foreach ([UnpackOptions::BIGINT_AS_STR, UnpackOptions::BIGINT_AS_GMP, UnpackOptions::BIGINT_AS_DEC] as $mode) {
    $a = (new BufferUnpacker(hex2bin($hex), $mode))->unpack();
    echo "BufferUnpacker mode $mode: ", array_keys($a) === array_keys(msgpack_unpack(hex2bin($hex))) ? 'same keys' : 'DIFFERENT: ' . json_encode(array_keys($a)), "\n";
}

echo "-- PHP_INT_MAX and PHP_INT_MIN keys pack as uint32 / int32\n";
foreach (['array' => [PHP_INT_MAX => 1, PHP_INT_MIN => 2], 'Map' => new Map([-1 => 0, PHP_INT_MAX => 1])] as $name => $v) {
    $packed = msgpack_pack($v);
    $back = msgpack_unpack($packed);
    echo $name, ': ', bin2hex($packed), ' ', $back === ($v instanceof Map ? $v->map : $v) ? 'same' : 'DIFFERENT', "\n";
}

echo "-- illegal_key_insert=1: the array key cannot be appended after index PHP_INT_MAX, the pair is dropped\n";
ini_set('msgpack.illegal_key_insert', '1');
ini_set('msgpack.error_display', '0');
// {PHP_INT_MAX: 1, [1, 2]: "v", "k": 2}
var_dump(msgpack_unpack("\x83" . "\xce\x7f\xff\xff\xff" . "\x01" . "\x92\x01\x02" . "\xa1v" . "\xa1k" . "\x02"));
// the same with a map key, PHP_INT_MAX as a uint64
var_dump(msgpack_unpack("\x82" . "\xcf\x00\x00\x00\x00\x7f\xff\xff\xff" . "\x01" . "\x81\xa1a\x01" . "\x91\x01"));
?>
--EXPECT--
-- numeric string keys become int keys only within the int range
'2147483647'           => 2147483647
'2147483648'           => '2147483648'
'-2147483648'          => -2147483647-1
'-2147483649'          => '-2147483649'
'4294967295'           => '4294967295'
'9223372036854775807'  => '9223372036854775807'
'-1'                   => -1
'-0'                   => '-0'
-- integer keys of every width (int64 keys beyond the int range: tests/965)
array(10) {
  [0]=>
  int(0)
  [1]=>
  int(127)
  [2]=>
  int(255)
  [3]=>
  int(65535)
  [4]=>
  int(2147483647)
  [5]=>
  string(10) "2147483648"
  [6]=>
  string(19) "9223372036854775807"
  [7]=>
  int(-32)
  [8]=>
  int(-2147483648)
  [9]=>
  string(11) "-2147483649"
}
BufferUnpacker mode 1: same keys
BufferUnpacker mode 2: same keys
BufferUnpacker mode 4: same keys
-- PHP_INT_MAX and PHP_INT_MIN keys pack as uint32 / int32
array: 82ce7fffffff01d28000000002 same
Map: 82ff00ce7fffffff01 same
-- illegal_key_insert=1: the array key cannot be appended after index PHP_INT_MAX, the pair is dropped
array(2) {
  [2147483647]=>
  int(1)
  ["k"]=>
  int(2)
}
array(1) {
  [2147483647]=>
  int(1)
}
