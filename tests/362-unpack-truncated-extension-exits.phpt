--TEST--
BufferUnpacker::unpack() of a truncated message: an extension run on the way to the first error that ends the script (exit()) leaves the object at the message's start, usable in a shutdown function
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension;
use MessagePack\Packer;

class Leaves implements Extension
{
    public int $calls = 0;
    public function getType(): int { return 5; }
    public function pack(Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        if (++$this->calls === 1) {
            echo "exit() in unpackExt(), remaining ", $unpacker->getRemainingCount(), "\n";
            exit();
        }
        return $unpacker->read($extLength);
    }
}

$ext = new Leaves();
// a prefix the call consumed before, then an array of 16 holding 2 bytes' worth, an ext value, a map with a nil key
$u = new BufferUnpacker(hex2bin('c0' . 'dc0010d4050081c0'), null, [$ext]);
$u->unpack();
register_shutdown_function(function () use ($u, $ext) {
    echo "shutdown: remaining ", $u->getRemainingCount(), "\n";
    try {
        $u->unpack();
    } catch (MessagePack\Exception\UnpackingFailedException $e) {
        echo "shutdown: ", $e->getMessage(), " (remaining ", $u->getRemainingCount(), ", calls ", $ext->calls, ")\n";
    }
});
$u->unpack();
echo "not reached\n";
?>
--EXPECT--
exit() in unpackExt(), remaining 3
shutdown: remaining 8
shutdown: Invalid map key type: expected int, str or bin but got nil (0xc0) (remaining 0, calls 2)
