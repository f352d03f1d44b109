--TEST--
MessagePack::pack() and msgpack_pack(): an exception from __serialize() or __sleep() propagates (nothing returned), after the warning for a resource met before it, as in PECL; the object packs again afterwards
--EXTENSIONS--
msgpack
--FILE--
<?php
class T { function __serialize(): array { throw new RuntimeException('from __serialize'); } }
class S { public $a = 1; function __sleep() { throw new LogicException('from __sleep'); } }
$r = fopen('php://memory', 'r');
$m = new MessagePack();
$n = new MessagePack(false); // php_only off
foreach (['MessagePack::pack' => fn ($v) => $m->pack($v), 'MessagePack::pack php_only off' => fn ($v) => $n->pack($v),
    'msgpack_pack' => fn ($v) => msgpack_pack($v)] as $how => $pack) {
    foreach (['__serialize' => new T, '__sleep' => [1, new S], 'resource first' => [$r, new T]] as $what => $v) {
        echo "$how, $what: ";
        try {
            var_dump(bin2hex($pack($v)));
        } catch (Throwable $e) {
            echo get_class($e), ': ', $e->getMessage(), "\n";
        }
    }
}
// the object is usable afterwards
var_dump(bin2hex($m->pack(['ok' => true])));
?>
--EXPECTF--
MessagePack::pack, __serialize: RuntimeException: from __serialize
MessagePack::pack, __sleep: LogicException: from __sleep
MessagePack::pack, resource first: 
Warning: [msgpack] (msgpack_serialize_zval) type is unsupported, encoded as null in %s on line %d
RuntimeException: from __serialize
MessagePack::pack php_only off, __serialize: RuntimeException: from __serialize
MessagePack::pack php_only off, __sleep: LogicException: from __sleep
MessagePack::pack php_only off, resource first: 
Warning: [msgpack] (msgpack_serialize_zval) type is unsupported, encoded as null in %s on line %d
RuntimeException: from __serialize
msgpack_pack, __serialize: RuntimeException: from __serialize
msgpack_pack, __sleep: LogicException: from __sleep
msgpack_pack, resource first: 
Warning: [msgpack] (msgpack_serialize_zval) type is unsupported, encoded as null in %s on line %d
RuntimeException: from __serialize
string(10) "81a26f6bc3"
