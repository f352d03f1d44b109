--TEST--
BufferUnpacker::unpack() of a truncated message (a container declaring more entries than the bytes left): a value for an extension, or a uint64 to convert, nested at msgpack.max_depth is the depth error, as in the complete message and through tryUnpack(), without running that code; before, it ran the code (the value read alone, as if at depth 0) and said "Not enough data to read"
--EXTENSIONS--
msgpack
--INI--
msgpack.max_depth=2
--FILE--
<?php
namespace Decimal {
    class Decimal
    {
        public static int $made = 0;
        public function __construct(public string $value) { self::$made++; }
    }
}

namespace {
use MessagePack\BufferUnpacker;

class Five implements MessagePack\Extension
{
    public int $calls = 0;
    public function getType(): int { return 5; }
    public function pack(MessagePack\Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        $this->calls++;
        return $unpacker->read($extLength);
    }
}

function read(string $what, string $data, bool $try = false, int $options = 0): void
{
    $ext = new Five();
    Decimal\Decimal::$made = 0;
    $u = new BufferUnpacker($try ? '' : $data, $options,
        [new MessagePack\Extension\TimestampExtension(), $ext]);
    try {
        $v = $try ? $u->append($data)->tryUnpack() : $u->unpack();
        echo "$what: ", json_encode($v);
    } catch (MessagePack\Exception\UnpackingFailedException $e) {
        echo "$what: ", get_class($e), ': ', $e->getMessage(), ' at ', strlen($data) - $u->getRemainingCount();
    }
    echo " (extension calls {$ext->calls}, conversions ", Decimal\Decimal::$made, ")\n";
}

$ext = "\xd4\x05\x01";
$big = "\xcf\xff\xff\xff\xff\xff\xff\xff\xff";
$time = "\xd6\xff\x00\x00\x00\x01";
$dec = MessagePack\UnpackOptions::BIGINT_AS_DEC;
read('ext, truncated', "\x9c\x9c" . $ext);
read('ext, complete', "\x92\x92" . $ext . "\x01\x01");
read('ext, truncated, tryUnpack()', "\x9c\x9c" . $ext, true);
read('ext in a map, truncated', "\x9c\x8f\x01" . $ext);
read('ext, value of a too large map, truncated', "\x91\xdf\x40\x00\x00\x00\x01" . $ext);
read('uint64, truncated', "\x9c\x9c" . $big, false, $dec);
read('uint64, complete', "\x92\x92" . $big . "\x01\x01", false, $dec);
read('uint64, truncated, tryUnpack()', "\x9c\x9c" . $big, true, $dec);
echo "one level less: run, then the data ends\n";
read('ext, truncated', "\x9c" . $ext);
read('uint64, truncated', "\x9c" . $big, false, $dec);
echo "a timestamp is no user code: decoded at any depth\n";
read('timestamp, truncated', "\x9c\x9c" . $time);
read('timestamp, complete', "\x92\x91" . $time . "\x01");
}
?>
--EXPECT--
ext, truncated: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 2 exceeded at 4 (extension calls 0, conversions 0)
ext, complete: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 2 exceeded at 4 (extension calls 0, conversions 0)
ext, truncated, tryUnpack(): MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 2 exceeded at 4 (extension calls 0, conversions 0)
ext in a map, truncated: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 2 exceeded at 5 (extension calls 0, conversions 0)
ext, value of a too large map, truncated: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 2 exceeded at 9 (extension calls 0, conversions 0)
uint64, truncated: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 2 exceeded at 11 (extension calls 0, conversions 0)
uint64, complete: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 2 exceeded at 11 (extension calls 0, conversions 0)
uint64, truncated, tryUnpack(): MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 2 exceeded at 11 (extension calls 0, conversions 0)
one level less: run, then the data ends
ext, truncated: MessagePack\Exception\InsufficientDataException: Not enough data to read at 4 (extension calls 1, conversions 0)
uint64, truncated: MessagePack\Exception\InsufficientDataException: Not enough data to read at 10 (extension calls 0, conversions 1)
a timestamp is no user code: decoded at any depth
timestamp, truncated: MessagePack\Exception\InsufficientDataException: Not enough data to read at 8 (extension calls 0, conversions 0)
timestamp, complete: [[{}],1] (extension calls 0, conversions 0)
