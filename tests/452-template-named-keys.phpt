--TEST--
msgpack: class template with string and integer keys: by name, then the remaining properties in order; no 'illegal offset type' warning
--EXTENSIONS--
msgpack
--FILE--
<?php
class P {
    public $a;
    protected $b;
    private $c;
}
#[AllowDynamicProperties]
class D {
    public $a;
    protected $b;
    private $c;
}

echo "-- string keys name the properties, whatever their visibility (no warning)\n";
var_dump(msgpack_unpack(msgpack_pack(['c' => 3, 'b' => 2, 'a' => 1]), 'P'));

echo "-- an unknown name: a dynamic property, with the deprecation PHP gives for the class\n";
var_dump(msgpack_unpack(msgpack_pack(['a' => 1, 'zz' => 2]), 'P'));
var_dump(msgpack_unpack(msgpack_pack(['a' => 1, 'zz' => 2]), 'D'));

echo "-- integer keys fill the properties no string key named, in declaration order\n";
var_dump(msgpack_unpack(msgpack_pack(['b' => 'B', 0 => 'first', 1 => 'second']), 'P'));
echo "-- string keys are applied first, wherever they stand\n";
var_dump(msgpack_unpack(msgpack_pack([0 => 'first', 'a' => 'A', 1 => 'second']), 'P'));

echo "-- integer keys beyond the properties: properties named after the key\n";
var_dump(msgpack_unpack(msgpack_pack(['a' => 'A', 0 => 'x', 1 => 'y', 7 => 'z']), 'D'));

echo "-- integer keys that are not 0..n-1\n";
var_dump(msgpack_unpack(msgpack_pack([5 => 'five', 9 => 'nine']), 'P'));
var_dump(msgpack_unpack(msgpack_pack([-1 => 'minus', 1 => 'one']), 'P'));
echo "-- keys 0..n-1 out of order are taken by index\n";
var_dump(msgpack_unpack(msgpack_pack([2 => 'c', 0 => 'a', 1 => 'b']), 'P'));

echo "-- mangled names are refused by the engine, as for any property access\n";
try {
    msgpack_unpack(msgpack_pack(["\0*\0b" => 1]), 'P');
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECTF--
-- string keys name the properties, whatever their visibility (no warning)
object(P)#%d (3) {
  ["a"]=>
  int(1)
  ["b":protected]=>
  int(2)
  ["c":"P":private]=>
  int(3)
}
-- an unknown name: a dynamic property, with the deprecation PHP gives for the class

Deprecated: Creation of dynamic property P::$zz is deprecated in %s on line 18
object(P)#%d (4) {
  ["a"]=>
  int(1)
  ["b":protected]=>
  NULL
  ["c":"P":private]=>
  NULL
  ["zz"]=>
  int(2)
}
object(D)#%d (4) {
  ["a"]=>
  int(1)
  ["b":protected]=>
  NULL
  ["c":"D":private]=>
  NULL
  ["zz"]=>
  int(2)
}
-- integer keys fill the properties no string key named, in declaration order
object(P)#%d (3) {
  ["a"]=>
  string(5) "first"
  ["b":protected]=>
  string(1) "B"
  ["c":"P":private]=>
  string(6) "second"
}
-- string keys are applied first, wherever they stand
object(P)#%d (3) {
  ["a"]=>
  string(1) "A"
  ["b":protected]=>
  string(5) "first"
  ["c":"P":private]=>
  string(6) "second"
}
-- integer keys beyond the properties: properties named after the key
object(D)#%d (4) {
  ["a"]=>
  string(1) "A"
  ["b":protected]=>
  string(1) "x"
  ["c":"D":private]=>
  string(1) "y"
  ["7"]=>
  string(1) "z"
}
-- integer keys that are not 0..n-1
object(P)#%d (3) {
  ["a"]=>
  string(4) "five"
  ["b":protected]=>
  string(4) "nine"
  ["c":"P":private]=>
  NULL
}
object(P)#%d (3) {
  ["a"]=>
  string(5) "minus"
  ["b":protected]=>
  string(3) "one"
  ["c":"P":private]=>
  NULL
}
-- keys 0..n-1 out of order are taken by index
object(P)#%d (3) {
  ["a"]=>
  string(1) "a"
  ["b":protected]=>
  string(1) "b"
  ["c":"P":private]=>
  string(1) "c"
}
-- mangled names are refused by the engine, as for any property access
Error: Cannot access property starting with "\0"
