--TEST--
Streaming a byte at a time past the depth whose list of open containers the budget pays for (one-byte containers some hundreds deep): the container there is entered only once all its bytes are there, while the levels above it stay open, so user code before it runs once (a Serializable object, an extension), what only a decode refuses inside it is refused once that container is complete, not when the whole message is, and the value is the whole decode's; what the message grew (the list, the scan's stack) goes with it, and its peak is the whole decode's plus what the levels above the deep part hold
--EXTENSIONS--
msgpack
--INI--
msgpack.max_depth=5000
--FILE--
<?php
use MessagePack\BufferUnpacker;

final class Counted implements MessagePack\Extension
{
    public static int $runs = 0;
    public function getType(): int { return 5; }
    public function pack(MessagePack\Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        self::$runs++;
        if ($unpacker->read($extLength) === 'x') {
            throw new RuntimeException('refused ext');
        }
        return 'ext';
    }
}

/* Serializable is deprecated without __serialize(): declared where the deprecation is not shown. */
error_reporting(E_ALL & ~E_DEPRECATED);
eval('class Once implements Serializable
{
    public static int $runs = 0;
    public function serialize() { return "x"; }
    public function unserialize($data) { self::$runs++; }
}');
error_reporting(E_ALL);

// Fed a byte at a time: "value" (the whole decode's value or not), or the byte whose call threw, or "never"
function pecl(string $bytes, mixed $whole = null): string
{
    $u = new MessagePackUnpacker();
    foreach (str_split($bytes) as $i => $byte) {
        $u->feed($byte);
        try {
            if ($u->execute()) {
                return $u->data() == $whole ? 'the whole decode\'s value' : 'a different value';
            }
        } catch (Throwable $e) {
            return "byte $i: " . $e->getMessage();
        }
    }
    return 'never';
}
function buffer(string $bytes, mixed $whole = null): string
{
    $u = new BufferUnpacker('', null, [new Counted()]);
    foreach (str_split($bytes) as $i => $byte) {
        try {
            foreach ($u->append($byte)->tryUnpack() as $value) {
                return $value === $whole ? 'the whole decode\'s value' : 'a different value';
            }
        } catch (Throwable $e) {
            return "byte $i: " . $e->getMessage();
        }
    }
    return 'never';
}

$object = msgpack_pack(new Once());
foreach ([400, 1000, 4000] as $depth) {
    echo "$depth levels:\n";
    // user code before the deep part, and inside it
    $bytes = "\x93" . $object . str_repeat("\x91", $depth) . "\x92" . $object . "\xc0\xc0";
    Once::$runs = 0;
    $whole = msgpack_unpack($bytes);
    printf("  Serializable objects: %s, unserialize() ran %d times for 2 objects (the whole decode: 2)\n",
        pecl($bytes, $whole), Once::$runs - 2);
    $bytes = "\x93\xd4\x05\x00" . str_repeat("\x91", $depth) . "\x92\xd4\x05\x00\xc0\xc0";
    Counted::$runs = 0;
    $whole = (new BufferUnpacker('', null, [new Counted()]))->reset($bytes)->unpack();
    printf("  extensions: %s, ran %d times for 2 values (the whole decode: 2)\n", buffer($bytes, $whole),
        Counted::$runs - 2);

    // refused inside the deep part, whose container completes one byte before the message would (never sent)
    $bytes = "\x92" . str_repeat("\x91", $depth) . "\x92\x81\xc0\xa7WeakMap\xc0";
    printf("  a class that may not be unserialized: %s (of %d bytes sent)\n", pecl($bytes), strlen($bytes));
    $bytes = "\x92" . str_repeat("\x91", $depth) . "\x92\xd4\x05x\xc0";
    printf("  an extension that throws: %s (of %d bytes sent)\n", buffer($bytes), strlen($bytes));
}

// Deeper than max_depth: refused at the byte that shows it, as when the bytes arrive together (the scan of the part
// waited for refuses it)
$bytes = "\x92" . str_repeat("\x91", 5000) . "\xc0";
echo "5001 levels: BufferUnpacker ", buffer($bytes), "\n";

// What a deep message grew (the list of open containers, the stack of the scan of its deep part) goes with it; the
// unpackers keep their buffers (4 to 18 KiB)
$bytes = str_repeat("\x91", 4000) . "\xc0";
foreach (['whole' => [$bytes], 'in two pieces' => str_split($bytes, 2001), 'a byte at a time' => str_split($bytes)] as $how => $pieces) {
    $u = new BufferUnpacker();
    $p = new MessagePackUnpacker();
    $base = memory_get_usage();
    foreach ($pieces as $piece) {
        $u->append($piece)->tryUnpack();
        $p->feed($piece);
        $p->execute();
    }
    $p->reset();
    $held = memory_get_usage() - $base;
    printf("4001 levels %s: the unpackers hold %s\n", $how, $held <= 32768 ? 'at most 32 KiB after it' : "$held bytes after it");
}

// The peak of such a message read a byte at a time is the whole decode's plus what the levels above the deep part
// hold (their list, the buffers), not plus the scan of the deep part or a list grown inside it once it is all there
$bytes = "\x92" . str_repeat("\x91", 4000) . "\xc0\xc0";
$pieces = str_split($bytes);
$base = memory_get_usage();
memory_reset_peak_usage();
$value = msgpack_unpack($bytes);
$whole = memory_get_peak_usage() - $base;
unset($value);
foreach (['MessagePackUnpacker', 'BufferUnpacker'] as $class) {
    $base = memory_get_usage();
    memory_reset_peak_usage();
    if ($class === 'BufferUnpacker') {
        $u = new BufferUnpacker();
        foreach ($pieces as $piece) {
            foreach ($u->append($piece)->tryUnpack() as $value) {
            }
        }
    } else {
        $u = new MessagePackUnpacker();
        foreach ($pieces as $piece) {
            $u->feed($piece);
            if ($u->execute()) {
                $value = $u->data();
            }
        }
    }
    $over = memory_get_peak_usage() - $base - $whole;
    printf("4002 levels, %s: its peak %s\n", $class, $over <= 32768 ? 'within 32 KiB of the whole decode\'s' : "$over bytes over the whole decode's");
    unset($u, $value);
}
?>
--EXPECT--
400 levels:
  Serializable objects: the whole decode's value, unserialize() ran 2 times for 2 objects (the whole decode: 2)
  extensions: the whole decode's value, ran 2 times for 2 values (the whole decode: 2)
  a class that may not be unserialized: byte 412: Unserialization of 'WeakMap' is not allowed (of 413 bytes sent)
  an extension that throws: byte 405: refused ext (of 406 bytes sent)
1000 levels:
  Serializable objects: the whole decode's value, unserialize() ran 2 times for 2 objects (the whole decode: 2)
  extensions: the whole decode's value, ran 2 times for 2 values (the whole decode: 2)
  a class that may not be unserialized: byte 1012: Unserialization of 'WeakMap' is not allowed (of 1013 bytes sent)
  an extension that throws: byte 1005: refused ext (of 1006 bytes sent)
4000 levels:
  Serializable objects: the whole decode's value, unserialize() ran 2 times for 2 objects (the whole decode: 2)
  extensions: the whole decode's value, ran 2 times for 2 values (the whole decode: 2)
  a class that may not be unserialized: byte 4012: Unserialization of 'WeakMap' is not allowed (of 4013 bytes sent)
  an extension that throws: byte 4005: refused ext (of 4006 bytes sent)
5001 levels: BufferUnpacker byte 5000: Maximum nesting depth of 5000 exceeded
4001 levels whole: the unpackers hold at most 32 KiB after it
4001 levels in two pieces: the unpackers hold at most 32 KiB after it
4001 levels a byte at a time: the unpackers hold at most 32 KiB after it
4002 levels, MessagePackUnpacker: its peak within 32 KiB of the whole decode's
4002 levels, BufferUnpacker: its peak within 32 KiB of the whole decode's
