--TEST--
Streaming a byte at a time: a suspended decode's list of open containers holds 256 levels without drawing on the budget (and all of them before it does), so one-byte containers hundreds deep are read as they arrive: what only a decode refuses in them (a class that may not be unserialized, an extension that throws) is refused at the byte that shows it, as when the bytes arrive together, and a Serializable object before them is unserialized once
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;

final class Refusing implements MessagePack\Extension
{
    public function getType(): int { return 5; }
    public function pack(MessagePack\Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        throw new RuntimeException('refused ext');
    }
}

// $depth levels: two arrays of six (never complete here), then arrays of one, then the refused value (last byte)
function message(int $depth, string $refused): string
{
    return "\x96\x96" . str_repeat("\x91", $depth - 2) . $refused;
}

// The index of the byte whose call throws, or "never"
function pecl(string $bytes): string
{
    $u = new MessagePackUnpacker(true);
    $u->setOption(MessagePack::OPT_ASSOC, false);
    foreach (str_split($bytes) as $i => $byte) {
        $u->feed($byte);
        try {
            if ($u->execute()) {
                return "a value at byte $i";
            }
        } catch (Throwable $e) {
            return "byte $i: " . $e->getMessage();
        }
    }
    return 'never';
}
function buffer(string $bytes): string
{
    $u = new BufferUnpacker('', null, [new Refusing()]);
    foreach (str_split($bytes) as $i => $byte) {
        try {
            if ($u->append($byte)->tryUnpack() !== []) {
                return "a value at byte $i";
            }
        } catch (Throwable $e) {
            return "byte $i: " . $e->getMessage();
        }
    }
    return 'never';
}

foreach ([8, 40, 59, 60, 62, 63, 100, 255, 300] as $depth) {
    $object = message($depth, "\x81\xc0\xa7WeakMap");
    $ext = message($depth, "\xd4\x05\x00");
    printf("%d levels: MessagePackUnpacker %s (of %d bytes); BufferUnpacker %s (of %d)\n", $depth + 1, pecl($object),
        strlen($object), buffer($ext), strlen($ext));
}

/* Serializable is deprecated without __serialize(): declared where the deprecation is not shown. */
error_reporting(E_ALL & ~E_DEPRECATED);
eval('class Once implements Serializable
{
    public function serialize() { return "x"; }
    public function unserialize($data) { echo "  unserialize($data)\n"; }
}');
error_reporting(E_ALL);
$object = msgpack_pack(new Once());
foreach ([100, 300] as $depth) {
    echo "a Serializable object, then $depth levels:\n";
    $u = new MessagePackUnpacker();
    foreach (str_split("\x92" . $object . str_repeat("\x91", $depth) . "\xc0") as $byte) {
        $u->feed($byte);
        if ($u->execute()) {
            echo '  ', get_debug_type($u->data()[0]), "\n";
        }
    }
}
?>
--EXPECT--
9 levels: MessagePackUnpacker byte 17: Unserialization of 'WeakMap' is not allowed (of 18 bytes); BufferUnpacker byte 10: refused ext (of 11)
41 levels: MessagePackUnpacker byte 49: Unserialization of 'WeakMap' is not allowed (of 50 bytes); BufferUnpacker byte 42: refused ext (of 43)
60 levels: MessagePackUnpacker byte 68: Unserialization of 'WeakMap' is not allowed (of 69 bytes); BufferUnpacker byte 61: refused ext (of 62)
61 levels: MessagePackUnpacker byte 69: Unserialization of 'WeakMap' is not allowed (of 70 bytes); BufferUnpacker byte 62: refused ext (of 63)
63 levels: MessagePackUnpacker byte 71: Unserialization of 'WeakMap' is not allowed (of 72 bytes); BufferUnpacker byte 64: refused ext (of 65)
64 levels: MessagePackUnpacker byte 72: Unserialization of 'WeakMap' is not allowed (of 73 bytes); BufferUnpacker byte 65: refused ext (of 66)
101 levels: MessagePackUnpacker byte 109: Unserialization of 'WeakMap' is not allowed (of 110 bytes); BufferUnpacker byte 102: refused ext (of 103)
256 levels: MessagePackUnpacker byte 264: Unserialization of 'WeakMap' is not allowed (of 265 bytes); BufferUnpacker byte 257: refused ext (of 258)
301 levels: MessagePackUnpacker byte 309: Unserialization of 'WeakMap' is not allowed (of 310 bytes); BufferUnpacker byte 302: refused ext (of 303)
a Serializable object, then 100 levels:
  unserialize(x)
  Once
a Serializable object, then 300 levels:
  unserialize(x)
  Once
