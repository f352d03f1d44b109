--TEST--
BufferUnpacker: a uint64 conversion (BIGINT_AS_DEC, user code) that gives the object another buffer or releases it: the object is at the decoder's position during the call, and the decode goes on in the buffer the call left, from its offset, as the library's reader does (it read past the new buffer before)
--EXTENSIONS--
msgpack
--FILE--
<?php
namespace Decimal {
    class Decimal
    {
        public function __construct(public string $value)
        {
            $u = $GLOBALS['unpacker'];
            echo "  [conversion: remaining {$u->getRemainingCount()}, then {$GLOBALS['how']}]\n";
            match ($GLOBALS['how']) {
                'release' => $u->release(),
                'reset' => $u->reset("\x01"),
                'append' => $u->append(str_repeat("\xc0", 5000)),
            };
        }
    }
}

namespace {
use MessagePack\BufferUnpacker;

class Five implements MessagePack\Extension
{
    public function getType(): int { return 5; }
    public function pack(MessagePack\Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        echo "  [extension: remaining {$unpacker->getRemainingCount()}]\n";
        return strlen($unpacker->read($extLength));
    }
}

foreach (['release', 'reset', 'append'] as $how) {
    echo "$how:\n";
    $GLOBALS['how'] = $how;
    // 4,000 bytes read before, then [uint64 above PHP_INT_MAX, ext 5 of 64 bytes]
    $u = new BufferUnpacker(str_repeat("\x00", 4000) . "\x92\xcf\xff\xff\xff\xff\xff\xff\xff\xff\xc7\x40\x05"
        . str_repeat('A', 64), MessagePack\UnpackOptions::BIGINT_AS_DEC, [new Five()]);
    $GLOBALS['unpacker'] = $u;
    $u->seek(4000);
    try {
        $value = $u->unpack();
        echo '  ', get_class($value[0]), ', ', json_encode($value[1]), "; remaining {$u->getRemainingCount()}\n";
    } catch (Throwable $e) {
        echo '  ', get_class($e), ': ', $e->getMessage(), "; remaining {$u->getRemainingCount()}\n";
    }
}
}
?>
--EXPECT--
release:
  [conversion: remaining 67, then release]
  [extension: remaining 64]
  Decimal\Decimal, 64; remaining 0
reset:
  [conversion: remaining 67, then reset]
  Decimal\Decimal, 1; remaining 0
append:
  [conversion: remaining 67, then append]
  [extension: remaining 5064]
  Decimal\Decimal, 64; remaining 5000
