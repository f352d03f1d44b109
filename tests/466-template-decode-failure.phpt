--TEST--
msgpack: a template is applied only to data that decoded
--EXTENSIONS--
msgpack
--FILE--
<?php
class P {
    public $a;
}
echo "-- invalid or truncated data is never converted (PECL: crash or garbage)\n";
var_dump(msgpack_unpack("\xc1", 'P'));
var_dump(msgpack_unpack("\x92\x01", 'P'));
var_dump(msgpack_unpack("\x92\x01", ['P']));
var_dump(msgpack_unpack("\x91\xc1", ['a' => null]));
var_dump(msgpack_unpack("", 'P'));
echo "-- trailing bytes: the warning, then the conversion\n";
var_dump(msgpack_unpack("\x01\x02", 'P'));
?>
--EXPECTF--
-- invalid or truncated data is never converted (PECL: crash or garbage)

Warning: [msgpack] (php_msgpack_unserialize) %s in %s on line 6
bool(false)

Warning: [msgpack] (php_msgpack_unserialize) %s in %s on line 7
bool(false)

Warning: [msgpack] (php_msgpack_unserialize) %s in %s on line 8
bool(false)

Warning: [msgpack] (php_msgpack_unserialize) %s in %s on line 9
bool(false)
NULL
-- trailing bytes: the warning, then the conversion

Warning: [msgpack] (php_msgpack_unserialize) Extra bytes in %s on line 12
object(P)#%d (1) {
  ["a"]=>
  int(1)
}
