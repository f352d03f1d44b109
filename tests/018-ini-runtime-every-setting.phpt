--TEST--
msgpack: every msgpack.* setting changed at runtime (ini_set(), ini_restore()) takes effect on the next call, both ways
--DESCRIPTION--
The PECL API derives its options from the settings once per change of them (msgpack_pecl_options()): each setting
is changed, changed back and restored between calls, a refused value changes nothing, a MessagePack object keeps
the settings of its creation, and a change made by user code during a call applies from the next call on.
--EXTENSIONS--
msgpack
--FILE--
<?php
function probe(string $label, callable $f): void
{
	try {
		$r = $f();
		echo $label, ': ', is_string($r) ? bin2hex($r) : str_replace("\n", ' ', var_export($r, true)), "\n";
	} catch (Throwable $e) {
		echo $label, ': ', get_class($e), ': ', $e->getMessage(), "\n";
	}
}

class Switcher
{
	public function __serialize(): array
	{
		ini_set('msgpack.use_str8_serialization', '0');
		return ['s' => str_repeat('y', 33)];
	}
}

$s40 = str_repeat('x', 40);
$probes = [
	'msgpack.php_only' => ['0', fn() => msgpack_pack((object) ['a' => 1])],
	'msgpack.assoc' => ['0', fn() => msgpack_unpack("\x81\xa1a\x01")],
	'msgpack.illegal_key_insert' => ['1', fn() => msgpack_unpack("\x81\x90\x01")],
	'msgpack.use_str8_serialization' => ['0', fn() => msgpack_pack($s40)],
	'msgpack.force_f32' => ['1', fn() => msgpack_pack(1.5)],
	'msgpack.throw' => ['1', fn() => msgpack_unpack("\xc1")],
	'msgpack.error_display' => ['0', fn() => msgpack_unpack("\x93\x01")],
	'msgpack.max_depth' => ['2', fn() => msgpack_pack([[[1]]])],
	'msgpack.compact' => ['records', fn() => msgpack_pack([['a' => 1], ['a' => 2]])],
];
foreach ($probes as $name => [$value, $f]) {
	$default = ini_get($name);
	echo "-- $name\n";
	probe('default', $f);
	ini_set($name, $value);
	probe("set $value", $f);
	probe('again', $f);
	ini_set($name, $default);
	probe("back to $default", $f);
	ini_set($name, $value);
	ini_restore($name);
	probe('restored', $f);
}

echo "-- msgpack.compact=read, then full\n";
$records = "\xd4\x72\x40\x91\xa1a\x01";
ini_set('msgpack.compact', 'read');
probe('read', fn() => msgpack_unpack($records));
probe('read pack', fn() => msgpack_pack(['a' => 1]));
ini_set('msgpack.compact', 'full');
probe('full pack', fn() => msgpack_pack(['abcdef' => 'abcdef', 'x' => 'abcdef']));
ini_set('msgpack.compact', '0');
probe('0', fn() => msgpack_unpack($records));

echo "-- a refused value changes nothing\n";
var_dump(@ini_set('msgpack.max_depth', '0'));
probe('max_depth still 4096', fn() => strlen(msgpack_pack(array_fill(0, 3, [[[[1]]]]))));

echo "-- MessagePack objects take the settings of their creation\n";
ini_set('msgpack.force_f32', '1');
$mp = new MessagePack();
ini_set('msgpack.force_f32', '0');
probe('object', fn() => $mp->pack(1.5));
probe('function', fn() => msgpack_pack(1.5));
probe('new object', fn() => (new MessagePack())->pack(1.5));

echo "-- a change during a call applies from the next call on\n";
probe('during', fn() => msgpack_pack([new Switcher(), $s40]));
probe('next', fn() => msgpack_pack($s40));
ini_set('msgpack.use_str8_serialization', '1');
probe('set back', fn() => msgpack_pack($s40));
?>
--EXPECTF--
-- msgpack.php_only
default: 82c0a8737464436c617373a16101
set 0: 9101
again: 9101
back to 1: 82c0a8737464436c617373a16101
restored: 82c0a8737464436c617373a16101
-- msgpack.assoc
default: array (   'a' => 1, )
set 0: (object) array(    'a' => 1, )
again: (object) array(    'a' => 1, )
back to 1: array (   'a' => 1, )
restored: array (   'a' => 1, )
-- msgpack.illegal_key_insert

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d

Warning: Array to string conversion in %s on line %d
default: array (   'Array' => 1, )

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
set 1: array (   0 =>    array (   ),   1 => 1, )

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
again: array (   0 =>    array (   ),   1 => 1, )

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d

Warning: Array to string conversion in %s on line %d
back to 0: array (   'Array' => 1, )

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d

Warning: Array to string conversion in %s on line %d
restored: array (   'Array' => 1, )
-- msgpack.use_str8_serialization
default: d92878787878787878787878787878787878787878787878787878787878787878787878787878787878
set 0: da002878787878787878787878787878787878787878787878787878787878787878787878787878787878
again: da002878787878787878787878787878787878787878787878787878787878787878787878787878787878
back to 1: d92878787878787878787878787878787878787878787878787878787878787878787878787878787878
restored: d92878787878787878787878787878787878787878787878787878787878787878787878787878787878
-- msgpack.force_f32
default: cb3ff8000000000000
set 1: ca3fc00000
again: ca3fc00000
back to 0: cb3ff8000000000000
restored: cb3ff8000000000000
-- msgpack.throw

Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
default: false
set 1: MessagePack\Exception\UnpackingFailedException: Parse error at offset 0
again: MessagePack\Exception\UnpackingFailedException: Parse error at offset 0

Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
back to 0: false

Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
restored: false
-- msgpack.error_display

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
default: false
set 0: false
again: false

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
back to 1: false

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
restored: false
-- msgpack.max_depth
default: 91919101

Warning: [msgpack] (php_msgpack_serialize) Maximum nesting depth of 2 exceeded in %s on line %d
set 2: false

Warning: [msgpack] (php_msgpack_serialize) Maximum nesting depth of 2 exceeded in %s on line %d
again: false
back to 4096: 91919101
restored: 91919101
-- msgpack.compact
default: 9281a1610181a16102
set records: 92d4724091a161014002
again: 92d4724091a161014002
back to 0: 9281a1610181a16102
restored: 9281a1610181a16102
-- msgpack.compact=read, then full
read: array (   'a' => 1, )
read pack: 81a16101
full pack: d4724092c70653616263646566a178d45e00d45e00

Warning: [msgpack] (php_msgpack_unserialize) Extra bytes in %s on line %d
0: \MessagePack\Type\Ext::__set_state(array(    'type' => 114,    'data' => '@', ))
-- a refused value changes nothing
bool(false)
max_depth still 4096: 16
-- MessagePack objects take the settings of their creation
object: ca3fc00000
function: cb3ff8000000000000
new object: cb3ff8000000000000
-- a change during a call applies from the next call on
during: 9282c0a85377697463686572c081a173d921797979797979797979797979797979797979797979797979797979797979797979d92878787878787878787878787878787878787878787878787878787878787878787878787878787878
next: da002878787878787878787878787878787878787878787878787878787878787878787878787878787878
set back: d92878787878787878787878787878787878787878787878787878787878787878787878787878787878
