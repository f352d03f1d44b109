--TEST--
msgpack.max_depth: accepted up to 32768, and that deep nesting packs and unpacks without exhausting the C stack
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
// sanitizer builds use several times the stack per level; the stack guard then stops them earlier (test 211)
if (getenv('MSGPACK_TEST_SANITIZER')) die('skip sanitizer build');
?>
--INI--
msgpack.max_depth=32768
--FILE--
<?php
var_dump(ini_get('msgpack.max_depth'));
var_dump(ini_set('msgpack.max_depth', '32769'));
var_dump(ini_set('msgpack.max_depth', '0'));
var_dump(ini_get('msgpack.max_depth'));

$list = 1;
$map = 1;
for ($i = 0; $i < 32768; $i++) {
    $list = [$list];
    $map = ['k' => $map];
}
foreach (['list' => $list, 'map' => $map] as $name => $value) {
    $packed = msgpack_pack($value);
    echo $name, ': ', strlen($packed), ' bytes, round trip ', var_export(msgpack_unpack($packed) === $value, true), "\n";
}
// one level more than the limit fails cleanly in both directions
$list = [$list];
var_dump(msgpack_pack($list));
var_dump(msgpack_unpack("\x91" . substr(msgpack_pack($list[0]), 0)));
?>
--EXPECTF--
string(5) "32768"

Warning: ini_set(): msgpack.max_depth must be between 1 and 32768 in %s on line %d
bool(false)

Warning: ini_set(): msgpack.max_depth must be between 1 and 32768 in %s on line %d
bool(false)
string(5) "32768"
list: 32769 bytes, round trip true
map: 98305 bytes, round trip true

Warning: [msgpack] (php_msgpack_serialize) Maximum nesting depth of 32768 exceeded in %s on line %d
bool(false)

Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
bool(false)
