--TEST--
PHP-only format: a Serializable marker naming a class serialize() refuses that does not implement Serializable (Closure, Generator, WeakMap) is refused as unserialize() refuses C:7:"Closure", not read as null after a "has no unserializer" warning
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
--FILE--
<?php
function str(string $s): string { return chr(0xa0 | strlen($s)) . $s; }

function show(string $name, callable $decode): void
{
    echo "-- $name\n";
    try {
        var_dump($decode());
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}

foreach (['Closure', 'Generator', 'WeakMap'] as $class) {
    $serialized = 'C:' . strlen($class) . ':"' . $class . '":0:{}';
    show("unserialize($serialized)", fn() => unserialize($serialized));
    show("$class, Serializable marker", fn() => msgpack_unpack("\x92\x01\x82\xc0\x03" . str($class) . str('')));
    show("$class, late Serializable marker", fn() => msgpack_unpack("\x83" . str('a') . "\x01\xc0\x03" . str($class) . str('')));
    show("$class, MessagePackUnpacker", function () use ($class) {
        $u = new MessagePackUnpacker();
        $u->feed("\x82\xc0\x03" . str($class) . str(''));
        $u->execute();
        return $u->data();
    });
}
// A class that is serializable but not Serializable keeps PECL's outcome: a warning and no value.
show('Exception, Serializable marker', fn() => msgpack_unpack("\x92\x01\x82\xc0\x03" . str('Exception') . str('')));
?>
--EXPECTF--
-- unserialize(C:7:"Closure":0:{})
Exception: Unserialization of 'Closure' is not allowed
-- Closure, Serializable marker
Exception: Unserialization of 'Closure' is not allowed
-- Closure, late Serializable marker
Exception: Unserialization of 'Closure' is not allowed
-- Closure, MessagePackUnpacker
Exception: Unserialization of 'Closure' is not allowed
-- unserialize(C:9:"Generator":0:{})
Exception: Unserialization of 'Generator' is not allowed
-- Generator, Serializable marker
Exception: Unserialization of 'Generator' is not allowed
-- Generator, late Serializable marker
Exception: Unserialization of 'Generator' is not allowed
-- Generator, MessagePackUnpacker
Exception: Unserialization of 'Generator' is not allowed
-- unserialize(C:7:"WeakMap":0:{})
Exception: Unserialization of 'WeakMap' is not allowed
-- WeakMap, Serializable marker
Exception: Unserialization of 'WeakMap' is not allowed
-- WeakMap, late Serializable marker
Exception: Unserialization of 'WeakMap' is not allowed
-- WeakMap, MessagePackUnpacker
Exception: Unserialization of 'WeakMap' is not allowed
-- Exception, Serializable marker

Warning: [msgpack] (msgpack_unserialize_map_item) Class Exception has no unserializer in %s on line %d
array(2) {
  [0]=>
  int(1)
  [1]=>
  NULL
}
