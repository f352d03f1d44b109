--TEST--
APCu: a value msgpack cannot encode is not stored; data msgpack cannot decode is not returned
--EXTENSIONS--
msgpack
apcu
--INI--
apc.enable_cli=1
apc.serializer=msgpack
msgpack.max_depth=16
--FILE--
<?php
class Refuses
{
    public function __serialize(): array { throw new RuntimeException('no serialize'); }
}

class Fragile
{
    public $x = 1;
    public function __unserialize(array $data): void { throw new RuntimeException('no unserialize'); }
    public function __serialize(): array { return ['x' => $this->x]; }
}

$deep = 1;
for ($i = 0; $i < 20; $i++) {
    $deep = [$deep];
}

// APCu tries a failed serialization twice; the retry fails without a second warning (tests/628).
echo "-- encode fails: too deep\n";
var_dump(apcu_store('deep', $deep));
var_dump(apcu_exists('deep'));

echo "-- encode fails: exception\n";
try {
    var_dump(apcu_store('refuses', [new Refuses]));
} catch (RuntimeException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump(apcu_exists('refuses'));

echo "-- decode fails: limit lowered after storing\n";
ini_set('msgpack.max_depth', '64');
var_dump(apcu_store('deep', $deep));
ini_set('msgpack.max_depth', '16');
var_dump(apcu_fetch('deep', $ok), $ok);

echo "-- decode fails: exception\n";
var_dump(apcu_store('fragile', [new Fragile]));
try {
    var_dump(apcu_fetch('fragile'));
} catch (RuntimeException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}

echo "-- still working\n";
var_dump(apcu_store('fine', ['a' => [1]]), apcu_fetch('fine'));
?>
--EXPECTF--
-- encode fails: too deep

Warning: [msgpack] (php_msgpack_serialize) Maximum nesting depth of 16 exceeded in %s on line %d
bool(false)
bool(false)
-- encode fails: exception
RuntimeException: no serialize
bool(false)
-- decode fails: limit lowered after storing
bool(true)

Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
bool(false)
bool(false)
-- decode fails: exception
bool(true)
RuntimeException: no unserialize
-- still working
bool(true)
array(1) {
  ["a"]=>
  array(1) {
    [0]=>
    int(1)
  }
}
