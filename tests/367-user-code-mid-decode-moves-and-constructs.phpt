--TEST--
BufferUnpacker: user code in the middle of a decode that constructs the object anew (shared structures released under the decoder), reads ahead (tryUnpack() then keeps no suspended decode that went on from there), or names a Decimal\Decimal whose valueOf() cannot be called
--EXTENSIONS--
msgpack
--FILE--
<?php
namespace Decimal {
    class Decimal
    {
        public function __construct(public string $value)
        {
            $hook = $GLOBALS['hook'] ?? null;
            if ($hook) {
                $hook();
            }
        }
    }
}

namespace {
use MessagePack\BufferUnpacker;
use MessagePack\Structures;
use MessagePack\UnpackOptions;

echo "a conversion constructs the object anew: the structures it read by stay held until the decode ends\n";
$s = new Structures([['alpha', 'beta'], ['gamma']]);
$u = (new BufferUnpacker('', UnpackOptions::BIGINT_AS_DEC))->withStructures($s);
unset($s);
// [uint64 max, record 0 {alpha: 1, beta: 2}, record 1 {gamma: 3}]
$u->reset("\x93\xcf\xff\xff\xff\xff\xff\xff\xff\xff\x40\x01\x02\x41\x03");
$GLOBALS['hook'] = function () use ($u) {
    $u->__construct("\x40\x01\x02\x41\x03");
    // memory the structures had, used again
    $GLOBALS['junk'] = array_map(fn ($i) => str_repeat(chr(65 + $i % 26), 40), range(0, 199));
};
echo '  ', json_encode($u->unpack()), "\n";
$GLOBALS['hook'] = null;

class Five implements MessagePack\Extension
{
    public int $calls = 0;
    public function getType(): int { return 5; }
    public function pack(MessagePack\Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        $body = $unpacker->read($extLength);
        if ($this->calls++ === 0) {
            echo '    [first call: reads one value more: ', json_encode($unpacker->unpack()), "]\n";
        }
        return bin2hex($body);
    }
}

echo "an extension reading one value more than its body, in tryUnpack() of a message that then runs out: nothing kept from there, the message read again, as the library does\n";
$u = new BufferUnpacker("\x93\xd4\x05\x00\x01\x02", 0, [new Five()]);
for ($i = 1; $i <= 3; $i++) {
    echo "  tryUnpack #$i: ", json_encode($u->tryUnpack()), "; remaining {$u->getRemainingCount()}\n";
}
$u->append("\x07");
echo "  tryUnpack after 07: ", json_encode($u->tryUnpack()), "; remaining {$u->getRemainingCount()}\n";

echo "a conversion that seeks back to the start, once\n";
$u = new BufferUnpacker("\x94\xcf\xff\xff\xff\xff\xff\xff\xff\xff\x01", UnpackOptions::BIGINT_AS_DEC);
$GLOBALS['hook'] = function () use ($u) {
    $GLOBALS['hook'] = null;
    $u->seek(0);
};
echo '  tryUnpack: ', json_encode($u->tryUnpack()), "; remaining {$u->getRemainingCount()}\n";
$u->append("\xcf\xff\xff\xff\xff\xff\xff\xff\xfe\x02");
echo '  tryUnpack: ', json_encode($u->tryUnpack()), "; remaining {$u->getRemainingCount()}\n";
}
?>
--EXPECT--
a conversion constructs the object anew: the structures it read by stay held until the decode ends
  [{"value":"18446744073709551615"},{"alpha":1,"beta":2},{"gamma":3}]
an extension reading one value more than its body, in tryUnpack() of a message that then runs out: nothing kept from there, the message read again, as the library does
  tryUnpack #1:     [first call: reads one value more: 1]
[]; remaining 6
  tryUnpack #2: [["00",1,2]]; remaining 0
  tryUnpack #3: []; remaining 0
  tryUnpack after 07: [7]; remaining 0
a conversion that seeks back to the start, once
  tryUnpack: []; remaining 11
  tryUnpack: [[{"value":"18446744073709551615"},1,{"value":"18446744073709551614"},2]]; remaining 0
