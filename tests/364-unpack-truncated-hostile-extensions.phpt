--TEST--
BufferUnpacker::unpack() of a truncated message read on in order: extensions that append, re-construct the object or return values whose destructors throw; uint64 map keys are keys (no conversion); the read stops at the message's declared end
--EXTENSIONS--
msgpack
--FILE--
<?php
namespace Decimal {
    // a user class in place of ext-decimal's: the conversion is user code
    class Decimal
    {
        public static int $made = 0;
        public function __construct(public string $value)
        {
            self::$made++;
            throw new \RuntimeException("Decimal($value) refused");
        }
    }
}

namespace {
use MessagePack\BufferUnpacker;
use MessagePack\UnpackOptions;

class Five implements MessagePack\Extension
{
    public int $calls = 0;
    public function __construct(private Closure $body) {}
    public function getType(): int { return 5; }
    public function pack(MessagePack\Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        $this->calls++;
        return ($this->body)($unpacker, $extLength, $this->calls);
    }
}

function report(BufferUnpacker $u, string $what, ?Five $ext = null): void
{
    try {
        $u->unpack();
        echo "$what: no exception\n";
    } catch (Throwable $e) {
        echo "$what: ", get_class($e), ': ', $e->getMessage();
        for ($p = $e->getPrevious(); $p; $p = $p->getPrevious()) {
            echo ' <- ', get_class($p), ': ', $p->getMessage();
        }
        echo ' (remaining ', $u->getRemainingCount(), $ext ? ', calls ' . $ext->calls : '', ")\n";
    }
}

echo "an extension appending an entry on every call: the read stops at the 16 entries the array declares\n";
$ext = new Five(function (BufferUnpacker $u, int $n) {
    $u->append("\xd4\x05\x00");
    return $u->read($n);
});
report(new BufferUnpacker("\xdc\x00\x10\xd4\x05\x00", null, [$ext]), '  appending', $ext);

echo "an extension appending the message's rest and the next message: the next one's value is not touched\n";
$next = 0;
$ext = new Five(function (BufferUnpacker $u, int $n, int $call) use (&$next) {
    if ($call === 1) {
        $u->append(str_repeat("\xd4\x05\x00", 15) . "\xd4\x05\xff");
    }
    $body = $u->read($n);
    $next += $body === "\xff";
    return $body;
});
report(new BufferUnpacker("\xdc\x00\x14" . str_repeat("\xd4\x05\x00", 5), null, [$ext]), '  completing', $ext);
echo "  the next message's value reached: $next time(s)\n";

echo "uint64 map keys are keys: strings, never converted (the library's unpackMapKey())\n";
$bytes = "\xdc\x00\x10\x81\xcf\xff\xff\xff\xff\xff\xff\xff\xff\x01\x81\xc0";
report(new BufferUnpacker($bytes, UnpackOptions::BIGINT_AS_DEC), '  key before a bad key');
echo '  Decimal made: ', Decimal\Decimal::$made, "\n";
report(new BufferUnpacker("\xdc\x00\x10\x01\xcf\xff\xff\xff\xff\xff\xff\xff\xff\x81\xc0", UnpackOptions::BIGINT_AS_DEC),
    '  a value before a bad key');
echo '  Decimal made: ', Decimal\Decimal::$made, "\n";

echo "an extension that calls the constructor again, without extensions (the decode goes on in the new buffer)\n";
$ext = new Five(function (BufferUnpacker $u, int $n, int $call) {
    $body = $u->read($n);
    if ($call === 1) {
        $u->__construct("\x92\xd4\x05\x01\xd4\x05\x02");
    }
    return $body;
});
$u = new BufferUnpacker("\x92\xd4\x05\x00\xd4\x05\x00", null, [$ext]);
echo '  ', json_encode($u->unpack(), JSON_PARTIAL_OUTPUT_ON_ERROR), ", calls {$ext->calls}\n";
$ext = new Five(function (BufferUnpacker $u, int $n, int $call) {
    $body = $u->read($n);
    if ($call === 1) {
        $u->__construct("\xdc\x00\x10\xd4\x05\x01\x81\xc0");
    }
    return $body;
});
report(new BufferUnpacker("\xdc\x00\x10\xd4\x05\x00\xd4\x05\x00\x81\xc0", null, [$ext]), '  truncated', $ext);

echo "a value before the oversized container whose destructor throws: it runs as the decode fails, and no extension runs after it with its exception pending\n";
class Loud
{
    public function __destruct()
    {
        throw new LogicException('destructor');
    }
}
$ext = new Five(function (BufferUnpacker $u, int $n, int $call) {
    $u->read($n);
    return $call === 1 ? new Loud() : $call;
});
report(new BufferUnpacker("\x92\xd4\x05\x09\xdc\x00\x10\xd4\x05\x01\xd4\x05\x02\x81\xc0", null, [$ext]), '  throwing', $ext);
$ext = new Five(function (BufferUnpacker $u, int $n, int $call) {
    $u->read($n);
    return $call === 1 ? new Loud() : $call;
});
report(new BufferUnpacker("\x92\xd4\x05\x09\xdc\x00\x10\x01\x81\xc0", null, [$ext]), '  throwing, a bad key first', $ext);
}
?>
--EXPECT--
an extension appending an entry on every call: the read stops at the 16 entries the array declares
  appending: MessagePack\Exception\InsufficientDataException: Not enough data to read (remaining 3, calls 16)
an extension appending the message's rest and the next message: the next one's value is not touched
  completing: MessagePack\Exception\InsufficientDataException: Not enough data to read (remaining 3, calls 20)
  the next message's value reached: 0 time(s)
uint64 map keys are keys: strings, never converted (the library's unpackMapKey())
  key before a bad key: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (remaining 0)
  Decimal made: 0
  a value before a bad key: RuntimeException: Decimal(18446744073709551615) refused (remaining 2)
  Decimal made: 1
an extension that calls the constructor again, without extensions (the decode goes on in the new buffer)
  ["\u0000",[{"type":5,"data":"\u0001"},{"type":5,"data":"\u0002"}]], calls 1
  truncated: MessagePack\Exception\UnpackingFailedException: The buffer was replaced while unpacking (remaining 8, calls 1)
a value before the oversized container whose destructor throws: it runs as the decode fails, and no extension runs after it with its exception pending
  throwing: MessagePack\Exception\InsufficientDataException: Not enough data to read <- LogicException: destructor (remaining 0, calls 1)
  throwing, a bad key first: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) <- LogicException: destructor (remaining 0, calls 1)
