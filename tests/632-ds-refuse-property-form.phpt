--TEST--
php-ds collections (a serialize handler, no __unserialize()) are not built from properties, as unserialize() refuses them; their own form reads back
--EXTENSIONS--
msgpack
ds
--FILE--
<?php
foreach (['Ds\Vector', 'Ds\Map', 'Ds\Set', 'Ds\Pair'] as $class) {
    var_dump(msgpack_unpack("\x82\xc0" . msgpack_pack($class) . "\xa1p\x01"));
}
$m = new Ds\Map();
$m->put(new stdClass, [1]);
$back = msgpack_unpack(msgpack_pack([$m, $m]));
var_dump(serialize($back) === serialize(unserialize(serialize([$m, $m]))), $back[0] === $back[1]);
?>
--EXPECTF--
Warning: [msgpack] (php_msgpack_unserialize) Erroneous data format for unserializing 'Ds\Vector' in %s on line %d
bool(false)

Warning: [msgpack] (php_msgpack_unserialize) Erroneous data format for unserializing 'Ds\Map' in %s on line %d
bool(false)

Warning: [msgpack] (php_msgpack_unserialize) Erroneous data format for unserializing 'Ds\Set' in %s on line %d
bool(false)

Warning: [msgpack] (php_msgpack_unserialize) Erroneous data format for unserializing 'Ds\Pair' in %s on line %d
bool(false)
bool(true)
bool(true)
