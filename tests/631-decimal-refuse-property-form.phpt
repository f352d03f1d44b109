--TEST--
ext-decimal's Decimal (a serialize handler, no __unserialize()) is not built from properties, as unserialize() refuses it: an uninitialised Decimal crashed when used
--SKIPIF--
<?php
$so = getenv('MSGPACK_TEST_DECIMAL_SO');
if ($so === false || $so === '') die('skip MSGPACK_TEST_DECIMAL_SO names no ext-decimal build (scripts/build-decimal)');
?>
--INI--
extension=${MSGPACK_TEST_DECIMAL_SO}
--FILE--
<?php
$d = msgpack_unpack("\x81\xc0" . msgpack_pack('Decimal\Decimal'));
var_dump($d);
$d = msgpack_unpack("\x82\xc0" . msgpack_pack('Decimal\Decimal') . msgpack_pack('precision') . "\x05");
var_dump($d);
var_dump(@unserialize('O:15:"Decimal\Decimal":0:{}'));
// The serialize handler's form reads back.
echo msgpack_unpack(msgpack_pack(new Decimal\Decimal('1.25', 5))), "\n";
?>
--EXPECTF--
Warning: [msgpack] (php_msgpack_unserialize) Erroneous data format for unserializing 'Decimal\Decimal' in %s on line %d
bool(false)

Warning: [msgpack] (php_msgpack_unserialize) Erroneous data format for unserializing 'Decimal\Decimal' in %s on line %d
bool(false)
bool(false)
1.25
