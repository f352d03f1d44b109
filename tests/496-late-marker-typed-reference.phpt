--TEST--
A class marker late in a referenced map whose property of a typed class took the reference to that map: the object must fit the property's type, else a TypeError (the typed property held an object of another type, and count() on it failed)
--INI--
msgpack.php_only=1
--FILE--
<?php
class T { public array $a = []; }
class U { public array|Foo $a = []; }
class V { public $a; }
class W { public iterable $a = []; }
class Foo {
    public $t;
    public function __wakeup() { echo "Foo::__wakeup\n"; }
}
class Bar {
    public $t;
    public function __destruct() { echo "Bar::__destruct\n"; }
}
abstract class Abs {}

// {nil:1, "t": <class>{a: <back-reference to container 1>}, nil: <class>}
function data(string $class, string $late): string {
    return "\x83\xc0\x01\xa1t\x82\xc0" . chr(0xa0 | strlen($class)) . $class . "\xa1a\x82\xc0\x02\x00\x01\xc0"
        . chr(0xa0 | strlen($late)) . $late;
}

foreach (['T', 'U', 'V', 'W'] as $class) {
    try {
        $r = msgpack_unpack(data($class, 'Foo'));
        echo "$class: ", get_debug_type($r), ", $class::\$a holds ", get_debug_type($r->t->a), ", the same: ";
        var_dump($r->t->a === $r);
    } catch (TypeError $e) {
        echo "$class: ", $e->getMessage(), "\n";
    }
    unset($r);
    gc_collect_cycles();
}

// the rejected object gets its destructor call, as a value unserialize() cannot assign to a typed property
try {
    msgpack_unpack(data('T', 'Bar'));
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
try {
    unserialize('O:1:"T":1:{s:1:"a";O:3:"Bar":0:{}}');
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
gc_collect_cycles();

// a late marker that fails: the reference keeps the array T::$a took
try {
    msgpack_unpack(data('T', 'Abs'));
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
gc_collect_cycles();
echo "done\n";
?>
--EXPECT--
T: Cannot assign Foo to reference held by property T::$a of type array
Foo::__wakeup
U: Foo, U::$a holds Foo, the same: bool(true)
Foo::__wakeup
V: Foo, V::$a holds Foo, the same: bool(true)
W: Cannot assign Foo to reference held by property W::$a of type Traversable|array
Bar::__destruct
Cannot assign Bar to reference held by property T::$a of type array
Bar::__destruct
Cannot assign Bar to property T::$a of type array
Error: Cannot instantiate abstract class Abs
done
