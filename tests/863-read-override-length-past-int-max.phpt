--TEST--
BufferUnpacker subclass overriding read(): a str32/bin32 length above PHP_INT_MAX reaches read() as a float on 32-bit PHP (never negative), and read() takes it: InsufficientDataException, not a ValueError
--EXTENSIONS--
msgpack
--FILE--
<?php
// On 32-bit PHP the declared lengths 2^31..2^32-1 were handed to read() as negative ints, so parent::read() refused
// them with a ValueError where the unpacker reports too few bytes.
class Reader extends MessagePack\BufferUnpacker
{
	public function read($length)
	{
		// an int on 64-bit, a float on 32-bit: the same number either way
		printf("read(%.0f) %s\n", $length, $length > 0 ? 'positive' : 'NOT POSITIVE');
		return parent::read($length);
	}
}

$messages = [
	'str32 0xffffffff' => "\xdb\xff\xff\xff\xffabc",
	'str32 0x80000000' => "\xdb\x80\x00\x00\x00abc",
	'bin32 0x80000000' => "\xc6\x80\x00\x00\x00abc",
	'bin32 0x7fffffff' => "\xc6\x7f\xff\xff\xffabc",
	'map key str32 0xfffffffe' => "\x81\xdb\xff\xff\xff\xfeabc",
	'array of bin32 0x80000001' => "\x91\xc6\x80\x00\x00\x01abc",
];
foreach ($messages as $name => $bytes) {
	echo "$name: ";
	try {
		var_dump((new Reader($bytes))->unpack());
	} catch (Throwable $e) {
		echo get_class($e), ': ', $e->getMessage(), "\n";
	}
}

// read() itself, with such a length as a float (what 32-bit PHP passes) and as an int where it fits
$u = new MessagePack\BufferUnpacker("abc");
foreach ([2147483648.0, 4294967295.0, 3, 4, -1] as $length) {
	try {
		var_dump($u->read($length));
	} catch (Throwable $e) {
		echo get_class($e), ': ', $e->getMessage(), "\n";
	}
}
?>
--EXPECT--
str32 0xffffffff: read(4294967295) positive
MessagePack\Exception\InsufficientDataException: Not enough data to read
str32 0x80000000: read(2147483648) positive
MessagePack\Exception\InsufficientDataException: Not enough data to read
bin32 0x80000000: read(2147483648) positive
MessagePack\Exception\InsufficientDataException: Not enough data to read
bin32 0x7fffffff: read(2147483647) positive
MessagePack\Exception\InsufficientDataException: Not enough data to read
map key str32 0xfffffffe: read(4294967294) positive
MessagePack\Exception\InsufficientDataException: Not enough data to read
array of bin32 0x80000001: read(2147483649) positive
MessagePack\Exception\InsufficientDataException: Not enough data to read
MessagePack\Exception\InsufficientDataException: Not enough data to read
MessagePack\Exception\InsufficientDataException: Not enough data to read
string(3) "abc"
MessagePack\Exception\InsufficientDataException: Not enough data to read
ValueError: MessagePack\BufferUnpacker::read(): Argument #1 ($length) must be greater than or equal to 0
