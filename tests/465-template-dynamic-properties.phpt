--TEST--
msgpack: dynamic properties from templates: deprecation and __set exactly as PHP gives them
--EXTENSIONS--
msgpack
--FILE--
<?php
function attempt(callable $f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
class Plain {
    public $a;
}
#[AllowDynamicProperties]
class Allowed {
    public $a;
}
class Magic {
    public $a;
    public function __set($name, $value) { echo "__set($name, ", var_export($value, true), ")\n"; }
}
class Made {
    public $a;
    public function __construct() { $this->dyn = 'from constructor'; }
}

echo "-- the deprecation comes exactly when PHP would give it\n";
attempt(fn() => msgpack_unpack(msgpack_pack(['a' => 1, 'b' => 2]), 'Plain'));
attempt(fn() => msgpack_unpack(msgpack_pack(['a' => 1, 'b' => 2]), 'Allowed'));
attempt(fn() => msgpack_unpack(msgpack_pack(['a' => 1, 'b' => 2]), 'stdClass'));
attempt(fn() => msgpack_unpack(msgpack_pack([1, 2]), 'Allowed'));
echo "-- __set handles unknown names\n";
attempt(fn() => msgpack_unpack(msgpack_pack(['a' => 1, 'b' => 2, 0 => 3, 1 => 4]), 'Magic'));
echo "-- dynamic properties made by the constructor count as properties\n";
attempt(fn() => msgpack_unpack(msgpack_pack([1, 2]), 'Made'));
attempt(fn() => msgpack_unpack(msgpack_pack([1, 2, 3]), 'Made'));
?>
--EXPECTF--
-- the deprecation comes exactly when PHP would give it

Deprecated: Creation of dynamic property Plain::$b is deprecated in %s on line 26
object(Plain)#%d (2) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
}
object(Allowed)#%d (2) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
}
object(stdClass)#%d (2) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
}
object(Allowed)#%d (2) {
  ["a"]=>
  int(1)
  ["1"]=>
  int(2)
}
-- __set handles unknown names
__set(b, 2)
__set(0, 3)
__set(1, 4)
object(Magic)#%d (1) {
  ["a"]=>
  int(1)
}
-- dynamic properties made by the constructor count as properties

Deprecated: Creation of dynamic property Made::$dyn is deprecated in %s on line 22
object(Made)#%d (2) {
  ["a"]=>
  int(1)
  ["dyn"]=>
  int(2)
}

Deprecated: Creation of dynamic property Made::$dyn is deprecated in %s on line 22

Deprecated: Creation of dynamic property Made::$2 is deprecated in %s on line 34
object(Made)#%d (3) {
  ["a"]=>
  int(1)
  ["dyn"]=>
  int(2)
  ["2"]=>
  int(3)
}
