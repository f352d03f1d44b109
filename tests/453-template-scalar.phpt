--TEST--
msgpack: class template with a scalar: the first declared property
--EXTENSIONS--
msgpack
--FILE--
<?php
class P {
    public $a = 'default a';
    protected $b = 'default b';
}
class NoProps {}

echo "-- a scalar goes to the first declared property\n";
var_dump(msgpack_unpack(msgpack_pack(42), 'P'));
var_dump(msgpack_unpack(msgpack_pack("str"), 'P'));
var_dump(msgpack_unpack(msgpack_pack(1.5), 'P'));
var_dump(msgpack_unpack(msgpack_pack(false), 'P'));
echo "-- nil too\n";
var_dump(msgpack_unpack(msgpack_pack(null), 'P'));
echo "-- no declared property: property \"0\"\n";
var_dump(msgpack_unpack(msgpack_pack(42), 'stdClass'));
var_dump(msgpack_unpack(msgpack_pack(42), 'NoProps'));
echo "-- an object template behaves the same\n";
var_dump(msgpack_unpack(msgpack_pack(42), new P));
?>
--EXPECTF--
-- a scalar goes to the first declared property
object(P)#%d (2) {
  ["a"]=>
  int(42)
  ["b":protected]=>
  string(9) "default b"
}
object(P)#%d (2) {
  ["a"]=>
  string(3) "str"
  ["b":protected]=>
  string(9) "default b"
}
object(P)#%d (2) {
  ["a"]=>
  float(1.5)
  ["b":protected]=>
  string(9) "default b"
}
object(P)#%d (2) {
  ["a"]=>
  bool(false)
  ["b":protected]=>
  string(9) "default b"
}
-- nil too
object(P)#%d (2) {
  ["a"]=>
  NULL
  ["b":protected]=>
  string(9) "default b"
}
-- no declared property: property "0"
object(stdClass)#%d (1) {
  ["0"]=>
  int(42)
}

Deprecated: Creation of dynamic property NoProps::$0 is deprecated in %s on line 17
object(NoProps)#%d (1) {
  ["0"]=>
  int(42)
}
-- an object template behaves the same
object(P)#%d (2) {
  ["a"]=>
  int(42)
  ["b":protected]=>
  string(9) "default b"
}
