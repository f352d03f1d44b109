--TEST--
APCu: a value msgpack cannot serialize throws its exception once, as with apc.serializer=php (APCu calls the serializer again after a failure, with the exception pending: it is not thrown a second time, chained to the first, nor is __serialize() run again)
--EXTENSIONS--
msgpack
apcu
--INI--
apc.enable_cli=1
apc.serializer=msgpack
--FILE--
<?php
class Refuses
{
    public static int $calls = 0;
    public function __serialize(): array { self::$calls++; throw new RuntimeException('no serialize'); }
}

function store(string $key, $value): void
{
    try {
        var_dump(apcu_store($key, $value));
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
        $previous = $e->getPrevious();
        echo 'previous: ', $previous ? get_class($previous) . ': ' . $previous->getMessage() : 'none', "\n";
    }
    var_dump(apcu_exists($key));
}

echo "-- a closure\n";
store('closure', ['f' => function () {}]);

echo "-- __serialize() throws\n";
store('refuses', [new Refuses]);
echo '__serialize() calls: ', Refuses::$calls, "\n";

echo "-- still working\n";
store('fine', ['a' => [1]]);
var_dump(apcu_fetch('fine'));
?>
--EXPECT--
-- a closure
Exception: Serialization of 'Closure' is not allowed
previous: none
bool(false)
-- __serialize() throws
RuntimeException: no serialize
previous: none
bool(false)
__serialize() calls: 1
-- still working
bool(true)
bool(true)
array(1) {
  ["a"]=>
  array(1) {
    [0]=>
    int(1)
  }
}
