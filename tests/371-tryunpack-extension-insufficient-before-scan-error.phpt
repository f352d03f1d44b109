--TEST--
BufferUnpacker::tryUnpack(): an incomplete message read on to the error its scan found (after a container declaring more entries than the bytes left) meets an extension that lets an InsufficientDataException of its own reads through: the message waits, and the call returns the messages before it, as the library's tryUnpack() catches that exception; before, tryUnpack() threw it and lost them
--EXTENSIONS--
msgpack
--INI--
msgpack.max_depth=3
--FILE--
<?php
use MessagePack\BufferUnpacker;

/* its body is a message of its own, read by a BufferUnpacker of its own */
class Nested implements MessagePack\Extension
{
    public int $calls = 0;
    public function getType(): int { return 1; }
    public function pack(MessagePack\Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        $this->calls++;
        return (new BufferUnpacker($unpacker->read($extLength)))->unpack();
    }
}

function feed(string $what, array $pieces): void
{
    $ext = new Nested();
    $u = new BufferUnpacker('', null, [$ext]);
    echo "$what:";
    try {
        foreach ($pieces as $piece) {
            $got = $u->append($piece)->tryUnpack();
            echo ' ', json_encode($got);
        }
        echo ' (remaining ', $u->getRemainingCount(), ')';
    } catch (Exception $e) {
        echo ' ', get_class($e), ': ', $e->getMessage();
    }
    echo " (extension calls {$ext->calls})\n";
    $u = new BufferUnpacker(implode('', $pieces), null, [new Nested()]);
    try {
        while ($u->hasRemaining()) {
            $u->unpack();
        }
    } catch (Exception $e) {
        echo '  unpack(): ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}

// 12 entries; the ext's body is an array missing its entry; then, one level too deep, an array
$message = "\x9c\x92\xc7\x01\x01\x91\x9c\x9c";
feed('whole', ["\x07" . $message]);
feed('in pieces', ["\x07\x9c", "\x92\xc7\x01\x01\x91", "\x9c\x9c"]);
// 0x5e006101 entries: more than a table can hold
$message = "\xdd\x5e\x00\x61\x01\x92\xc7\x01\x01\x9c\x9c\x9c";
feed('too large, whole', ["\x07" . $message]);
feed('too large, in pieces', ["\x07", substr($message, 0, 5), substr($message, 5, 5), substr($message, 10)]);
echo "the same with an extension that reads its body: the depth error\n";
feed('whole', ["\x07\x9c\x92\xc7\x01\x02\x91\x9c\x9c"]);
?>
--EXPECT--
whole: [7] (remaining 8) (extension calls 1)
  unpack(): MessagePack\Exception\InsufficientDataException: Not enough data to read
in pieces: [7] [] [] (remaining 8) (extension calls 2)
  unpack(): MessagePack\Exception\InsufficientDataException: Not enough data to read
too large, whole: [7] (remaining 12) (extension calls 1)
  unpack(): MessagePack\Exception\InsufficientDataException: Not enough data to read
too large, in pieces: [7] [] [] [] (remaining 12) (extension calls 1)
  unpack(): MessagePack\Exception\InsufficientDataException: Not enough data to read
the same with an extension that reads its body: the depth error
whole: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 3 exceeded (extension calls 0)
  unpack(): MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 3 exceeded
