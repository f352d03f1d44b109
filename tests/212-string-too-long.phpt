--TEST--
msgpack: a string of 4 GiB or more cannot be encoded (32-bit length field): false and a warning, not a corrupt length
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (PHP_INT_SIZE < 8) die('skip 64-bit only');
// needs about 8.5 GB of memory; opt in with MSGPACK_TEST_HUGE=1
if (!getenv('MSGPACK_TEST_HUGE')) die('skip set MSGPACK_TEST_HUGE=1 to run (needs ~9 GB)');
?>
--INI--
memory_limit=-1
--FILE--
<?php
$s = str_repeat('a', 4294967296);
var_dump(msgpack_pack($s));
var_dump(msgpack_pack([1, new MessagePack\Type\Bin($s)]));
var_dump(msgpack_pack(new MessagePack\Type\Ext(1, $s)));
unset($s);
// just below the limit still works (str32 header ffffffff)
$t = str_repeat('b', 4294967295);
echo bin2hex(substr(msgpack_pack($t), 0, 5)), "\n";
?>
--EXPECTF--
Warning: [msgpack] (php_msgpack_serialize) String of 4 GiB or more cannot be encoded in %s on line %d
bool(false)

Warning: [msgpack] (php_msgpack_serialize) String of 4 GiB or more cannot be encoded in %s on line %d
bool(false)

Warning: [msgpack] (php_msgpack_serialize) String of 4 GiB or more cannot be encoded in %s on line %d
bool(false)
dbffffffff
