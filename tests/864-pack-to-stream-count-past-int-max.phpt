--TEST--
Packer::packToStream(): a count of bytes written above PHP_INT_MAX (32-bit PHP) or 4 GiB is returned exactly, as a float on 32-bit, never negative or wrapped
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
// writes 4.4 GB to /dev/null from one 64 MiB string: a few seconds natively, much longer under emulation or valgrind
if (!getenv('MSGPACK_TEST_HUGE')) die('skip set MSGPACK_TEST_HUGE=1 to run (writes 4.4 GB to /dev/null)');
if (!is_writable('/dev/null')) die('skip needs /dev/null');
?>
--INI--
memory_limit=-1
--FILE--
<?php
// On 32-bit PHP the count was a size_t cast to int: 2.5 GB came back negative, and 4.4 GB wrapped to 400 MB.
$s = str_repeat('x', 64 << 20);
$out = fopen('/dev/null', 'w');
foreach ([40, 66] as $n) {
	$written = (new MessagePack\Packer)->packToStream($out, array_fill(0, $n, $s));
	$expected = 3 + $n * (5 + (64 << 20)); // array32 header, then str32 values
	printf("%d strings: %.0f bytes, %s\n", $n, $written, $written == $expected && $written > 0 ? 'exact' : 'WRONG');
}
?>
--EXPECT--
40 strings: 2684354763 bytes, exact
66 strings: 4429185357 bytes, exact
