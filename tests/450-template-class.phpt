--TEST--
msgpack: class-name template: positional properties, constructor, extra elements
--EXTENSIONS--
msgpack
--FILE--
<?php
class P {
    public $a;
    protected $b;
    private $c;
    public function __construct() { echo "P::__construct(", func_num_args(), ")\n"; }
}
class Hidden {
    public $a;
    private function __construct() { echo "never called\n"; }
}
class NoProps {}

echo "-- a list fills the declared properties in order\n";
var_dump(msgpack_unpack(msgpack_pack([1, 2, 3]), 'P'));
echo "-- a shorter list leaves the rest at their defaults\n";
var_dump(msgpack_unpack(msgpack_pack([1, 2]), 'P'));
echo "-- extra elements become properties named after their index\n";
var_dump(msgpack_unpack(msgpack_pack([1, 2, 3, 4]), 'P'));
echo "-- empty array: a fresh instance\n";
var_dump(msgpack_unpack(msgpack_pack([]), 'P'));
echo "-- a non-public constructor is not called\n";
var_dump(msgpack_unpack(msgpack_pack([7]), 'Hidden'));
echo "-- stdClass\n";
var_dump(msgpack_unpack(msgpack_pack([1, 2]), 'stdClass'));
echo "-- class names are case-insensitive and may start with a backslash\n";
var_dump(get_class(msgpack_unpack(msgpack_pack([1]), '\p')));
echo "-- msgpack_unserialize alias\n";
var_dump(msgpack_unserialize(msgpack_pack([5]), 'NoProps'));
?>
--EXPECTF--
-- a list fills the declared properties in order
P::__construct(0)
object(P)#%d (3) {
  ["a"]=>
  int(1)
  ["b":protected]=>
  int(2)
  ["c":"P":private]=>
  int(3)
}
-- a shorter list leaves the rest at their defaults
P::__construct(0)
object(P)#%d (3) {
  ["a"]=>
  int(1)
  ["b":protected]=>
  int(2)
  ["c":"P":private]=>
  NULL
}
-- extra elements become properties named after their index
P::__construct(0)

Deprecated: Creation of dynamic property P::$3 is deprecated in %s on line 19
object(P)#%d (4) {
  ["a"]=>
  int(1)
  ["b":protected]=>
  int(2)
  ["c":"P":private]=>
  int(3)
  ["3"]=>
  int(4)
}
-- empty array: a fresh instance
P::__construct(0)
object(P)#%d (3) {
  ["a"]=>
  NULL
  ["b":protected]=>
  NULL
  ["c":"P":private]=>
  NULL
}
-- a non-public constructor is not called
object(Hidden)#%d (1) {
  ["a"]=>
  int(7)
}
-- stdClass
object(stdClass)#%d (2) {
  ["0"]=>
  int(1)
  ["1"]=>
  int(2)
}
-- class names are case-insensitive and may start with a backslash
P::__construct(0)
string(1) "P"
-- msgpack_unserialize alias

Deprecated: Creation of dynamic property NoProps::$0 is deprecated in %s on line 29
object(NoProps)#%d (1) {
  ["0"]=>
  int(5)
}
