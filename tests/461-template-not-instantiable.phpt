--TEST--
msgpack: abstract classes, interfaces, traits, enums and not-serializable classes are refused with an Error
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
abstract class AbstractThing { public $a; }
interface SomeInterface {}
trait SomeTrait { public $a; }
enum Suit { case Hearts; }
$packed = msgpack_pack([1]);

echo "-- what new refuses (PECL: segmentation fault)\n";
attempt(fn() => msgpack_unpack($packed, 'AbstractThing'));
attempt(fn() => msgpack_unpack($packed, 'SomeInterface'));
attempt(fn() => msgpack_unpack($packed, 'SomeTrait'));
attempt(fn() => msgpack_unpack($packed, 'Suit'));
attempt(fn() => msgpack_unpack($packed, Suit::Hearts));
attempt(fn() => msgpack_unpack(msgpack_pack([[1]]), ['AbstractThing']));

echo "-- classes that cannot be serialized\n";
attempt(fn() => msgpack_unpack($packed, 'Closure'));
attempt(fn() => msgpack_unpack($packed, function () {}));
attempt(fn() => msgpack_unpack($packed, 'Generator'));
attempt(fn() => msgpack_unpack($packed, 'WeakMap'));
attempt(fn() => msgpack_unpack($packed, new class { public $a; }));

echo "-- an internal class whose constructor is not public\n";
attempt(fn() => msgpack_unpack($packed, 'HashContext'));

echo "-- a decoded enum case with its enum as template is returned as it is\n";
attempt(fn() => msgpack_unpack(msgpack_pack(Suit::Hearts), 'Suit'));
?>
--EXPECTF--
-- what new refuses (PECL: segmentation fault)
Error: Cannot instantiate abstract class AbstractThing
Error: Cannot instantiate interface SomeInterface
Error: Cannot instantiate trait SomeTrait
Error: Cannot instantiate enum Suit
Error: Cannot instantiate enum Suit
Error: Cannot instantiate abstract class AbstractThing
-- classes that cannot be serialized
Error: Instantiation of class Closure is not allowed
Error: Instantiation of class Closure is not allowed
Error: Instantiation of class Generator is not allowed
Error: Instantiation of class WeakMap is not allowed
Error: Instantiation of class class@anonymous is not allowed
-- an internal class whose constructor is not public
Error: Class HashContext cannot be instantiated without invoking its constructor
-- a decoded enum case with its enum as template is returned as it is
enum(Suit::Hearts)
