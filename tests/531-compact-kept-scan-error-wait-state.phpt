--TEST--
BufferUnpacker with UnpackOptions::COMPACT: a message whose decode waits, with a scan error kept, for the bytes a container declares is read as before across release(), reset(), clone, withBuffer() and seek(), and with an Extension that appends to the buffer it reads, or replaces it, at each call (such a decode is made again at every tryUnpack(), as the library makes it)
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, UnpackOptions};

$large = "\xdc\x00\x64" . str_repeat("\xcd\x12\x34", 100);
// [large, [256 entries declared: 1, string reference 5 (none defined), ...]]
$hostile = "\x92$large\xdc\x01\x00\x01\xd4\x5e\x05";

/* tryUnpack(), then $after(), then one more byte, $times times: what came out, and the first exception. */
function feed(BufferUnpacker $u, int $times, ?Closure $after = null): string
{
    $log = [];
    for ($i = 0; $i < $times; $i++) {
        try {
            if ($got = $u->tryUnpack()) {
                $log[] = "call $i: " . json_encode($got);
            }
        } catch (Throwable $e) {
            $log[] = "call $i: " . $e->getMessage() . ', ' . $u->getRemainingCount() . ' bytes left';
            break;
        }
        if ($after) {
            $log[] = $after($u, $i);
        }
        $u->append("\x01");
    }
    return implode(' | ', array_filter($log)) ?: 'waits';
}

$u = new BufferUnpacker("\x07\x08$hostile", UnpackOptions::COMPACT);
echo 'release() after each call: ', feed($u, 300, fn ($u) => ($n = $u->release()) ? "released $n" : null), "\n";

$u = new BufferUnpacker($hostile, UnpackOptions::COMPACT);
feed($u, 100);
$u->reset("\x92\xdc\x00\x10\x01\xd4\x5e\x05");
echo 'reset() to a message that waits for less: ', feed($u, 30), "\n";

$u = new BufferUnpacker($hostile, UnpackOptions::COMPACT);
feed($u, 100);
$c = clone $u;
echo 'a clone: ', feed($c, 300), "\n";
echo 'the original: ', feed($u, 300), "\n";

$u = new BufferUnpacker($hostile, UnpackOptions::COMPACT);
feed($u, 100);
$w = $u->withBuffer("\x93$large\xdc\x00\x08\x01\xd4\x5e\x05");
echo 'withBuffer(): ', feed($w, 30), "\n";

$u = new BufferUnpacker("\x07$hostile", UnpackOptions::COMPACT);
echo 'seek(0) now and then: ', feed($u, 300, function ($u, $i) {
    if ($i % 50 === 10) {
        $u->seek(0);
    }
}), "\n";

final class Appends implements Extension
{
    public int $calls = 0;
    public function getType(): int { return 5; }
    public function pack(Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        $this->calls++;
        $unpacker->read($extLength);
        $unpacker->append("\x01\x01");
        return 5;
    }
}
$ext = new Appends();
$u = new BufferUnpacker("\x93\xd4\x05\x00$hostile", UnpackOptions::COMPACT, [$ext]);
echo 'an Extension appending: ', feed($u, 300), ", {$ext->calls} calls\n";

final class Replaces implements Extension
{
    public int $calls = 0;
    public function getType(): int { return 5; }
    public function pack(Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        // a new buffer of the same bytes, the offset where it was: the decode goes on in it
        $this->calls++;
        $unpacker->read($extLength);
        $left = $unpacker->getRemainingCount();
        $unpacker->seek(0);
        $bytes = $unpacker->read($unpacker->getRemainingCount());
        $unpacker->reset($bytes);
        $unpacker->seek(strlen($bytes) - $left);
        return 5;
    }
}
$ext = new Replaces();
$u = new BufferUnpacker("\x93\xd4\x05\x00$hostile", UnpackOptions::COMPACT, [$ext]);
echo 'an Extension replacing the buffer: ', feed($u, 300), ", {$ext->calls} calls\n";
?>
--EXPECT--
release() after each call: call 0: [7,8] | released 2 | call 252: String reference 5 out of range (strings defined before it: 0), 253 bytes left
reset() to a message that waits for less: call 12: String reference 5 out of range (strings defined before it: 0), 13 bytes left
a clone: call 152: String reference 5 out of range (strings defined before it: 0), 253 bytes left
the original: call 152: String reference 5 out of range (strings defined before it: 0), 253 bytes left
withBuffer(): call 4: String reference 5 out of range (strings defined before it: 0), 5 bytes left
seek(0) now and then: call 0: [7] | call 11: [7] | call 61: [7] | call 111: [7] | call 161: [7] | call 211: [7] | call 252: String reference 5 out of range (strings defined before it: 0), 253 bytes left
an Extension appending: call 84: String reference 5 out of range (strings defined before it: 0), 255 bytes left, 85 calls
an Extension replacing the buffer: call 252: String reference 5 out of range (strings defined before it: 0), 253 bytes left, 253 calls
