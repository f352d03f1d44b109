--TEST--
A map key, property name, __sleep() name, Serializable payload or incomplete class's name of 4 GiB or more cannot be encoded: the string value's error, not a str32 header whose length wrapped
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (PHP_INT_SIZE < 8) die('skip 64-bit only');
// needs about 13 GB of memory and a few minutes; opt in with MSGPACK_TEST_HUGE=1
if (!getenv('MSGPACK_TEST_HUGE')) die('skip set MSGPACK_TEST_HUGE=1 to run (needs ~13 GB)');
?>
--INI--
memory_limit=-1
error_reporting=E_ALL & ~E_DEPRECATED
--FILE--
<?php
// Only string values were checked: a key of 2^32 + 3 bytes was written as `db 00 00 00 03` and then all its bytes.
class Sleeper
{
	public $names;
	public function __sleep()
	{
		return $this->names;
	}
}
class Custom implements Serializable
{
	public $payload;
	public function serialize()
	{
		return $this->payload;
	}
	public function unserialize($data)
	{
	}
}
function attempt(string $name, callable $pack): void
{
	try {
		$packed = $pack();
		echo "$name: ", is_string($packed) ? strlen($packed) . ' bytes, ' . bin2hex(substr($packed, 0, 8)) : var_export($packed, true), "\n";
	} catch (MessagePack\Exception\PackingFailedException $e) {
		echo "$name: ", $e->getMessage(), "\n";
	}
	$error = error_get_last();
	if ($error) {
		echo '  ', substr($error['message'], 0, 70), "\n";
		error_clear_last();
	}
}

$s = str_repeat('k', 4294967299);
error_clear_last(); // (Serializable's deprecation, at the class's declaration)
$map = [$s => 1];
attempt('msgpack_pack key', fn () => @msgpack_pack($map));
attempt('Packer key', fn () => (new MessagePack\Packer())->pack(['a' => $map]));
attempt('Packer records key', fn () => (new MessagePack\Packer(MessagePack\PackOptions::RECORDS))->pack([$map, $map]));
unset($map);
$object = new stdClass();
$object->{$s} = 1;
attempt('msgpack_pack property', fn () => @msgpack_pack([$object]));
unset($object);
$sleeper = new Sleeper();
$sleeper->names = [$s];
attempt('msgpack_pack __sleep name', fn () => @msgpack_pack($sleeper));
unset($sleeper);
$custom = new Custom();
$custom->payload = $s;
attempt('msgpack_pack Serializable', fn () => @msgpack_pack($custom));
unset($custom);
// The name of a class that is not declared comes from the data, as long as it is.
$serialized = 'O:' . strlen($s) . ':"' . $s . '":0:{}';
unset($s);
$incomplete = unserialize($serialized);
unset($serialized);
attempt('msgpack_pack incomplete class name', fn () => @msgpack_pack([$incomplete]));
?>
--EXPECT--
msgpack_pack key: false
  [msgpack] (php_msgpack_serialize) String of 4 GiB or more cannot be en
Packer key: Value too large to pack: str, bin and ext data are limited to 4294967295 bytes
Packer records key: Value too large to pack: str, bin and ext data are limited to 4294967295 bytes
msgpack_pack property: false
  [msgpack] (php_msgpack_serialize) String of 4 GiB or more cannot be en
msgpack_pack __sleep name: false
  [msgpack] (php_msgpack_serialize) String of 4 GiB or more cannot be en
msgpack_pack Serializable: false
  [msgpack] (php_msgpack_serialize) String of 4 GiB or more cannot be en
msgpack_pack incomplete class name: false
  [msgpack] (php_msgpack_serialize) String of 4 GiB or more cannot be en
