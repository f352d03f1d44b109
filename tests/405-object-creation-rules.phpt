--TEST--
Objects are created under unserialize()'s rules: not-serializable, abstract, interface, trait refused; typed, readonly and dynamic properties checked
--FILE--
<?php
function attempt(string $label, callable $f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo $label, ': ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}
abstract class Abs { public $a; }
interface Iface {}
trait Tr {}
class Typed { public int $n = 0; public ?array $list = null; }
final class RO { public function __construct(public readonly int $id = 0) {} }
readonly class ROC { public int $id; }
class Plain { public $a; }
// Encoding what serialize() refuses.
attempt('encode closure', fn() => msgpack_pack([1, function () {}]));
attempt('encode anonymous class', fn() => msgpack_pack(new class {}));
// Decoding classes that cannot be built the way unserialize() builds objects.
attempt('Closure', fn() => msgpack_unpack(hex2bin('81c0a7436c6f73757265')));
attempt('abstract', fn() => msgpack_unpack(hex2bin('81c0a3416273')));
attempt('interface', fn() => msgpack_unpack(hex2bin('81c0a5496661636500')));
attempt('trait', fn() => msgpack_unpack(hex2bin('81c0a25472')));
// Typed properties: checked like an assignment in strict mode.
attempt('typed ok', fn() => msgpack_unpack(hex2bin('82c0a55479706564a16e05')));
attempt('typed mismatch', fn() => msgpack_unpack(hex2bin('82c0a55479706564a16ea3616263')));
attempt('typed nullable array', fn() => msgpack_unpack(hex2bin('82c0a55479706564a46c697374a178')));
// Readonly: initialised from the data once; a reference into it is refused.
attempt('readonly', fn() => msgpack_unpack(msgpack_pack(new RO(7))));
attempt('readonly reference', fn() => msgpack_unpack(hex2bin('82c0a2524fa2696482c001000101')));
// Dynamic properties: deprecated on ordinary classes (PHP 8.2), refused on readonly classes.
attempt('dynamic', fn() => msgpack_unpack(hex2bin('82c0a5506c61696ea17a01')));
attempt('dynamic on readonly class', fn() => msgpack_unpack(hex2bin('82c0a3524f43a17a01')));
// A class name that is no class name.
attempt('bad name', fn() => msgpack_unpack(hex2bin('81c0a4612d2162')));

--EXPECTF--
encode closure: Exception: Serialization of 'Closure' is not allowed
encode anonymous class: Exception: Serialization of 'class@anonymous' is not allowed
Closure: Exception: Unserialization of 'Closure' is not allowed
abstract: Error: Cannot instantiate abstract class Abs
interface: Error: Cannot instantiate interface Iface
trait: Error: Cannot instantiate trait Tr
object(Typed)#3 (2) {
  ["n"]=>
  int(5)
  ["list"]=>
  NULL
}
typed mismatch: TypeError: Cannot assign string to property Typed::$n of type int
typed nullable array: TypeError: Cannot assign string to property Typed::$list of type ?array
object(RO)#1 (1) {
  ["id"]=>
  int(7)
}
readonly reference: Error: Cannot modify readonly property RO::$id

Deprecated: Creation of dynamic property Plain::$z is deprecated in %s on line %d
object(Plain)#3 (2) {
  ["a"]=>
  NULL
  ["z"]=>
  int(1)
}
dynamic on readonly class: Error: Cannot create dynamic property ROC::$z

Warning: [msgpack] (php_msgpack_unserialize) Invalid class name in %s on line %d
bool(false)
