--TEST--
MessagePack\BufferUnpacker subclasses: extensions re-entering an unpacker with overrides, extensions replacing the buffer, bigint modes in elements; compact mode refused (InvalidOptionException)
--SKIPIF--
<?php
if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only');
if (extension_loaded('gmp') || extension_loaded('decimal')) die('skip needs ext-gmp and ext-decimal to be absent');
?>
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension;
use MessagePack\Packer;
use MessagePack\PackOptions;
use MessagePack\UnpackOptions;

function r($v): string
{
    return is_string($v) ? 's' . bin2hex($v) : (is_array($v) ? '[' . count($v) . ']' : (is_object($v) ? get_class($v) : var_export($v, true)));
}

class Logging extends BufferUnpacker
{
    public array $log = [];
    public function unpack()
    {
        $value = parent::unpack();
        $this->log[] = r($value);
        return $value;
    }
    public function read($length)
    {
        $this->log[] = "read($length)";
        return parent::read($length);
    }
}

// ext 5: a list of values read with the unpacker's own methods
class ListExtension implements Extension
{
    public function getType(): int
    {
        return 5;
    }
    public function pack(Packer $packer, $value): ?string
    {
        return null;
    }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $n = $unpacker->unpackArrayHeader();
        $items = [];
        while ($n--) {
            $items[] = $unpacker->unpack();
        }
        return $items;
    }
}

echo "-- an extension re-entering the unpacker\n";
// [ext 5 ([1, 'ab']), 'c']
$u = new Logging("\x92\xc7\x05\x05\x92\x01\xa2ab\xa1c", null, [new ListExtension()]);
echo json_encode($u->unpack()), ' | ', implode(' ', $u->log), "\n";
$u->log = [];
echo json_encode($u->reset("\xc7\x05\x05\x92\x01\xa2ab\xa1c")->tryUnpack()), ' | ', implode(' ', $u->log), "\n";

echo "-- an extension that replaces the buffer: reading goes on in the new one, as BufferUnpacker's does\n";
class Replacing implements Extension
{
    public function getType(): int
    {
        return 6;
    }
    public function pack(Packer $packer, $value): ?string
    {
        return null;
    }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $unpacker->reset("\xa1x\xa1y\x07");
        return 'replaced';
    }
}
foreach ([new BufferUnpacker('', null, [new Replacing()]), new Logging('', null, [new Replacing()])] as $u) {
    $u->reset("\x93\xd4\x06\x00\x01\x02\x03");
    echo get_class($u), ': ', json_encode($u->unpack()), ', remaining ', $u->getRemainingCount(), "\n";
}

echo "-- bigint modes apply to elements read natively\n";
$big = "\x92\xcf\xff\xff\xff\xff\xff\xff\xff\xff\x81\xcf\xff\xff\xff\xff\xff\xff\xff\xfe\x01";
foreach ([UnpackOptions::BIGINT_AS_STR, UnpackOptions::BIGINT_AS_GMP, UnpackOptions::BIGINT_AS_DEC] as $options) {
    foreach ([new BufferUnpacker($big, $options), new Logging($big, $options)] as $u) {
        try {
            $out = json_encode($u->unpack());
        } catch (Error $e) {
            $out = get_class($e) . ': ' . $e->getMessage() . ', remaining ' . $u->getRemainingCount();
        }
        echo get_class($u), ': ', $out, "\n";
    }
}

echo "-- compact mode is refused by a subclass with overrides (it reads whole messages natively, never calling them)\n";
$rows = [['a' => 1, 'b' => 'long string'], ['a' => 2, 'b' => 'long string']];
$packed = (new Packer(PackOptions::COMPACT))->pack($rows);
foreach ([fn () => new Logging($packed, UnpackOptions::COMPACT), fn () => (new Logging())->withStructures(new MessagePack\Structures())] as $make) {
    try {
        $make();
        echo "no exception\n";
    } catch (MessagePack\Exception\InvalidOptionException $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
// Without compact mode the same subclass reads the compact message's ext values through its overrides.
$u = new Logging($packed);
var_dump($u->unpack()[0] instanceof MessagePack\Type\Ext, count($u->log) > 0);
?>
--EXPECT--
-- an extension re-entering the unpacker
[[1,"ab"],"c"] | 1 read(2) s6162 [2] read(1) s63 [2]
[[1,"ab"],"c"] | 1 read(2) s6162 [2] read(1) s63
-- an extension that replaces the buffer: reading goes on in the new one, as BufferUnpacker's does
MessagePack\BufferUnpacker: ["replaced","x","y"], remaining 1
Logging: ["replaced","x","y"], remaining 1
-- bigint modes apply to elements read natively
MessagePack\BufferUnpacker: ["18446744073709551615",{"18446744073709551614":1}]
Logging: ["18446744073709551615",{"18446744073709551614":1}]
MessagePack\BufferUnpacker: Error: Call to undefined function gmp_import(), remaining 11
Logging: Error: Call to undefined function gmp_import(), remaining 11
MessagePack\BufferUnpacker: Error: Class "Decimal\Decimal" not found, remaining 11
Logging: Error: Class "Decimal\Decimal" not found, remaining 11
-- compact mode is refused by a subclass with overrides (it reads whole messages natively, never calling them)
MessagePack\Exception\InvalidOptionException: Compact mode (UnpackOptions::COMPACT) cannot be used by Logging: it overrides unpack(), which compact mode would not call (it reads and writes each message as a whole, natively)
MessagePack\Exception\InvalidOptionException: Compact mode (withStructures()) cannot be used by Logging: it overrides unpack(), which compact mode would not call (it reads and writes each message as a whole, natively)
bool(true)
bool(true)
