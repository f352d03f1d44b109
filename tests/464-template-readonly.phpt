--TEST--
msgpack: readonly properties initialised once through the template, by position or by name
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
class Ro {
    public readonly int $id;
    protected readonly string $name;
}
class RoChild extends Ro {
    public $extra;
}
class RoSet {
    public readonly int $id;
    public function __construct() { $this->id = 1; }
}
final readonly class RoClass {
    public int $x;
    public int $y;
}

echo "-- uninitialised readonly properties are initialised once, by position or by name (PECL: Error by name)\n";
attempt(fn() => msgpack_unpack(msgpack_pack([7, 'seven']), 'Ro'));
attempt(fn() => msgpack_unpack(msgpack_pack(['name' => 'eight', 'id' => 8]), 'Ro'));
echo "-- declared in a parent class\n";
attempt(fn() => msgpack_unpack(msgpack_pack([9, 'nine', 'x']), 'RoChild'));
attempt(fn() => msgpack_unpack(msgpack_pack(['id' => 10, 'name' => 'ten']), 'RoChild'));
echo "-- readonly class\n";
attempt(fn() => msgpack_unpack(msgpack_pack([1, 2]), 'RoClass'));
echo "-- already initialised by the constructor\n";
attempt(fn() => msgpack_unpack(msgpack_pack([2]), 'RoSet'));
attempt(fn() => msgpack_unpack(msgpack_pack(['id' => 2]), 'RoSet'));
echo "-- a readonly class has no dynamic properties\n";
attempt(fn() => msgpack_unpack(msgpack_pack([1, 2, 3]), 'RoClass'));
?>
--EXPECTF--
-- uninitialised readonly properties are initialised once, by position or by name (PECL: Error by name)
object(Ro)#%d (2) {
  ["id"]=>
  int(7)
  ["name":protected]=>
  string(5) "seven"
}
object(Ro)#%d (2) {
  ["id"]=>
  int(8)
  ["name":protected]=>
  string(5) "eight"
}
-- declared in a parent class
object(RoChild)#%d (3) {
  ["id"]=>
  int(9)
  ["name":protected]=>
  string(4) "nine"
  ["extra"]=>
  string(1) "x"
}
object(RoChild)#%d (3) {
  ["id"]=>
  int(10)
  ["name":protected]=>
  string(3) "ten"
  ["extra"]=>
  NULL
}
-- readonly class
object(RoClass)#%d (2) {
  ["x"]=>
  int(1)
  ["y"]=>
  int(2)
}
-- already initialised by the constructor
Error: Cannot modify readonly property RoSet::$id
Error: Cannot modify readonly property RoSet::$id
-- a readonly class has no dynamic properties
Error: Cannot create dynamic property RoClass::$2
