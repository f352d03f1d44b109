--TEST--
msgpack: template writes to typed properties go through the engine's coercion and TypeError
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
class Typed {
    public int $n = 0;
    public ?string $s = null;
    public float $f = 0.0;
}
class Uninit {
    public int $n;
    public string $s;
}

echo "-- values are coerced as an assignment would be\n";
attempt(fn() => msgpack_unpack(msgpack_pack(['5', 7, 3]), 'Typed'));
attempt(fn() => msgpack_unpack(msgpack_pack(['f' => 2, 'n' => '12']), 'Typed'));
echo "-- a value the type refuses: TypeError\n";
attempt(fn() => msgpack_unpack(msgpack_pack(['abc', 's', 1.0]), 'Typed'));
attempt(fn() => msgpack_unpack(msgpack_pack(['n' => [1]]), 'Typed'));
attempt(fn() => msgpack_unpack(msgpack_pack(null), 'Typed'));
attempt(fn() => msgpack_unpack(msgpack_pack([[1], [2]]), ['Typed']));
echo "-- uninitialised typed properties count as properties\n";
attempt(fn() => msgpack_unpack(msgpack_pack([1, 'one']), 'Uninit'));
attempt(fn() => msgpack_unpack(msgpack_pack([1]), 'Uninit'));
?>
--EXPECTF--
-- values are coerced as an assignment would be
object(Typed)#%d (3) {
  ["n"]=>
  int(5)
  ["s"]=>
  string(1) "7"
  ["f"]=>
  float(3)
}
object(Typed)#%d (3) {
  ["n"]=>
  int(12)
  ["s"]=>
  NULL
  ["f"]=>
  float(2)
}
-- a value the type refuses: TypeError
TypeError: Cannot assign string to property Typed::$n of type int
TypeError: Cannot assign array to property Typed::$n of type int
TypeError: Cannot assign null to property Typed::$n of type int
array(2) {
  [0]=>
  object(Typed)#%d (3) {
    ["n"]=>
    int(1)
    ["s"]=>
    NULL
    ["f"]=>
    float(0)
  }
  [1]=>
  object(Typed)#%d (3) {
    ["n"]=>
    int(2)
    ["s"]=>
    NULL
    ["f"]=>
    float(0)
  }
}
-- uninitialised typed properties count as properties
object(Uninit)#%d (2) {
  ["n"]=>
  int(1)
  ["s"]=>
  string(3) "one"
}
object(Uninit)#%d (1) {
  ["n"]=>
  int(1)
  ["s"]=>
  uninitialized(string)
}
