--TEST--
APCu: a value too deep to pack gives one warning per failed store (APCu calls the serializer again after a failure), and __serialize() runs once
--EXTENSIONS--
msgpack
apcu
--INI--
apc.enable_cli=1
apc.serializer=msgpack
msgpack.max_depth=16
--FILE--
<?php
class Holder
{
    public static int $calls = 0;
    public $inner;
    public function __serialize(): array { self::$calls++; return ['inner' => $this->inner]; }
}

$deep = 1;
for ($i = 0; $i < 20; $i++) {
    $deep = [$deep];
}
$holder = new Holder;
$holder->inner = $deep;

echo "-- apcu_store\n";
var_dump(apcu_store('a', $deep));
echo "-- an object\n";
var_dump(apcu_store('o', $holder));
echo '__serialize() calls: ', Holder::$calls, "\n";
echo "-- apcu_add\n";
var_dump(apcu_add('b', $deep));
echo "-- several keys: one warning for each that fails\n";
var_dump(apcu_store(['c' => $deep, 'd' => [1], 'e' => $deep]));
echo "-- the same value twice in a row: each store warns\n";
foreach (['f', 'g'] as $key) {
    var_dump(apcu_store($key, $deep));
}
var_dump(apcu_exists(['a', 'o', 'b', 'c', 'd', 'e', 'f', 'g']));
?>
--EXPECTF--
-- apcu_store

Warning: [msgpack] (php_msgpack_serialize) Maximum nesting depth of 16 exceeded in %s on line %d
bool(false)
-- an object

Warning: [msgpack] (php_msgpack_serialize) Maximum nesting depth of 16 exceeded in %s on line %d
bool(false)
__serialize() calls: 1
-- apcu_add

Warning: [msgpack] (php_msgpack_serialize) Maximum nesting depth of 16 exceeded in %s on line %d
bool(false)
-- several keys: one warning for each that fails

Warning: [msgpack] (php_msgpack_serialize) Maximum nesting depth of 16 exceeded in %s on line %d

Warning: [msgpack] (php_msgpack_serialize) Maximum nesting depth of 16 exceeded in %s on line %d
array(2) {
  ["c"]=>
  int(-1)
  ["e"]=>
  int(-1)
}
-- the same value twice in a row: each store warns

Warning: [msgpack] (php_msgpack_serialize) Maximum nesting depth of 16 exceeded in %s on line %d
bool(false)

Warning: [msgpack] (php_msgpack_serialize) Maximum nesting depth of 16 exceeded in %s on line %d
bool(false)
array(1) {
  ["d"]=>
  bool(true)
}
