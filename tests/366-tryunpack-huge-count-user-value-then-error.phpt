--TEST--
BufferUnpacker::tryUnpack(): a container declaring more entries than a table can hold, a value for an extension (or a uint64 conversion) before an error: the error at once, whole or in pieces, as the library's tryUnpack() and our unpack(); before, it waited for ever and read the whole message again on every call
--EXTENSIONS--
msgpack
--FILE--
<?php
namespace Decimal {
    class Decimal
    {
        public function __construct(public string $value) {}
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

function feed(string $what, array $pieces, int $options = 0): void
{
    $ext = new Five();
    $u = new BufferUnpacker('', $options, [$ext]);
    $got = [];
    try {
        foreach ($pieces as $piece) {
            $got[] = count($u->append($piece)->tryUnpack());
        }
        echo "$what: no exception after ", count($pieces), " pieces\n";
    } catch (MessagePack\Exception\UnpackingFailedException $e) {
        echo "$what: ", $e->getMessage(), ' after piece ', count($got) + 1, ' (remaining ', $u->getRemainingCount(),
            ", extension calls {$ext->calls})\n";
    }
}

foreach (["\xdd\x7f\xff\xff\xff", "\xdd\xff\xff\xff\xff", "\xdf\x40\x00\x00\x00"] as $head) {
    $ext = "\xd4\x05\x98";
    $big = "\xcf\xff\xff\xff\xff\xff\xff\xff\xff";
    $bad = "\xde\x00\x10\xc0\xc0";
    $h = bin2hex($head);
    feed("$h ext, whole", [$head . $ext . $bad]);
    feed("$h ext, in pieces", [$head, $ext, $bad]);
    feed("$h uint64 as Decimal, whole", [$head . $big . $bad], MessagePack\UnpackOptions::BIGINT_AS_DEC);
}
echo "a message of 200,000 bytes, then one byte per call: the error as soon as it arrives\n";
$head = "\xdd\x7f\xff\xff\xff\xd4\x05\x98" . str_repeat("\x01", 200000);
feed('  long', array_merge([$head], str_split("\xde\x00\x10\xc0\xc0")));
}
?>
--EXPECT--
dd7fffffff ext, whole: Invalid map key type: expected int, str or bin but got nil (0xc0) after piece 1 (remaining 1, extension calls 1)
dd7fffffff ext, in pieces: Invalid map key type: expected int, str or bin but got nil (0xc0) after piece 3 (remaining 1, extension calls 1)
dd7fffffff uint64 as Decimal, whole: Invalid map key type: expected int, str or bin but got nil (0xc0) after piece 1 (remaining 1, extension calls 0)
ddffffffff ext, whole: Invalid map key type: expected int, str or bin but got nil (0xc0) after piece 1 (remaining 1, extension calls 1)
ddffffffff ext, in pieces: Invalid map key type: expected int, str or bin but got nil (0xc0) after piece 3 (remaining 1, extension calls 1)
ddffffffff uint64 as Decimal, whole: Invalid map key type: expected int, str or bin but got nil (0xc0) after piece 1 (remaining 1, extension calls 0)
df40000000 ext, whole: Invalid map key type: expected int, str or bin but got ext (0xd4) after piece 1 (remaining 7, extension calls 0)
df40000000 ext, in pieces: Invalid map key type: expected int, str or bin but got ext (0xd4) after piece 2 (remaining 2, extension calls 0)
df40000000 uint64 as Decimal, whole: Invalid map key type: expected int, str or bin but got nil (0xc0) after piece 1 (remaining 1, extension calls 0)
a message of 200,000 bytes, then one byte per call: the error as soon as it arrives
  long: Invalid map key type: expected int, str or bin but got nil (0xc0) after piece 5 (remaining 0, extension calls 1)
