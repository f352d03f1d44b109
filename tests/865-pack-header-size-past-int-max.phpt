--TEST--
Packer::packArrayHeader()/packMapHeader(): sizes above PHP_INT_MAX on 32-bit PHP (floats, as unpackArrayHeader() returns them, or numeric strings) pack as array32/map32, as the ints do on 64-bit
--EXTENSIONS--
msgpack
--FILE--
<?php
// On 32-bit PHP the sizes 2^31..2^32-1, which the ValueError's range admits and which unpackArrayHeader() and
// unpackMapHeader() return as floats there, were refused with a TypeError: no int parameter takes them.
$packer = new MessagePack\Packer();
$sizes = [0xffff, 0x10000, 2147483647, 2147483648.0, 3000000000.0, 4294967295.0, '4294967295', 4294967296.0, '4294967296', 1e19];
foreach (['packArrayHeader' => 'unpackArrayHeader', 'packMapHeader' => 'unpackMapHeader'] as $pack => $unpack) {
	foreach ($sizes as $size) {
		printf('%s(%s): ', $pack, is_string($size) ? "'$size'" : sprintf('%.0f', $size));
		try {
			$bytes = $packer->$pack($size);
			$back = (new MessagePack\BufferUnpacker($bytes))->$unpack();
			printf("%s, back %.0f%s\n", bin2hex($bytes), $back, $back == $size ? '' : ' WRONG');
		} catch (Throwable $e) {
			echo get_class($e), ': ', $e->getMessage(), "\n";
		}
	}
}
?>
--EXPECT--
packArrayHeader(65535): dcffff, back 65535
packArrayHeader(65536): dd00010000, back 65536
packArrayHeader(2147483647): dd7fffffff, back 2147483647
packArrayHeader(2147483648): dd80000000, back 2147483648
packArrayHeader(3000000000): ddb2d05e00, back 3000000000
packArrayHeader(4294967295): ddffffffff, back 4294967295
packArrayHeader('4294967295'): ddffffffff, back 4294967295
packArrayHeader(4294967296): ValueError: MessagePack\Packer::packArrayHeader(): Argument #1 ($size) must be between 0 and 4294967295
packArrayHeader('4294967296'): ValueError: MessagePack\Packer::packArrayHeader(): Argument #1 ($size) must be between 0 and 4294967295
packArrayHeader(10000000000000000000): TypeError: MessagePack\Packer::packArrayHeader(): Argument #1 ($size) must be of type int, float given
packMapHeader(65535): deffff, back 65535
packMapHeader(65536): df00010000, back 65536
packMapHeader(2147483647): df7fffffff, back 2147483647
packMapHeader(2147483648): df80000000, back 2147483648
packMapHeader(3000000000): dfb2d05e00, back 3000000000
packMapHeader(4294967295): dfffffffff, back 4294967295
packMapHeader('4294967295'): dfffffffff, back 4294967295
packMapHeader(4294967296): ValueError: MessagePack\Packer::packMapHeader(): Argument #1 ($size) must be between 0 and 4294967295
packMapHeader('4294967296'): ValueError: MessagePack\Packer::packMapHeader(): Argument #1 ($size) must be between 0 and 4294967295
packMapHeader(10000000000000000000): TypeError: MessagePack\Packer::packMapHeader(): Argument #1 ($size) must be of type int, float given
