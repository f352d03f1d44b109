--TEST--
TraversableTransformer: a Traversable of more than 4294967295 items cannot be packed: PackingFailedException, not an array32/map32 header whose count wrapped
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (PHP_INT_SIZE < 8) die('skip 64-bit only (32-bit PHP cannot hold 2^32 packed items)');
// iterates 2^32 items and keeps their bytes: about 25 minutes and 7 GB; opt in with MSGPACK_TEST_HUGE=1
if (!getenv('MSGPACK_TEST_HUGE')) die('skip set MSGPACK_TEST_HUGE=1 to run (25 minutes, ~7 GB)');
?>
--INI--
memory_limit=-1
--FILE--
<?php
// The items were counted in 32 bits: 2^32 + 1 nils packed as an array whose header said 1 item.
function nils(int $n): Generator
{
	for ($i = 0; $i < $n; $i++) {
		yield null;
	}
}
$packer = new MessagePack\Packer(null, [MessagePack\TypeTransformer\TraversableTransformer::toArray()]);
try {
	$packed = $packer->pack(nils(4294967297));
	echo strlen($packed), ' bytes, header ', bin2hex(substr($packed, 0, 5)), "\n";
} catch (MessagePack\Exception\PackingFailedException $e) {
	echo $e->getMessage(), "\n";
}
?>
--EXPECT--
Value too large to pack: arrays and maps are limited to 4294967295 entries
