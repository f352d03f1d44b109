--TEST--
MessagePack\Packer with PackOptions::SEQUENTIAL while a pack() of it is suspended in a Fiber: pack(), packArray(), packMap(), packToStream() and __construct() refuse, one-token methods and a clone still work; withStructures() clones share the Structures, __construct() drops them
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\CanPack;
use MessagePack\Packer;
use MessagePack\PackOptions;
use MessagePack\Structures;
use MessagePack\UnpackOptions;

function attempt(string $label, callable $f): void
{
    try {
        $r = $f();
        echo $label, ': ', is_string($r) ? bin2hex($r) : var_export($r, true), "\n";
    } catch (Throwable $e) {
        echo $label, ': ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}

final class Suspending implements CanPack
{
    public function pack(Packer $packer, $value): ?string
    {
        if (!$value instanceof ArrayObject) {
            return null;
        }
        Fiber::suspend();
        return $packer->pack($value->getArrayCopy());
    }
}

echo "-- a sequential pack() suspended\n";
$p = new Packer(PackOptions::SEQUENTIAL, [new Suspending()]);
$fiber = new Fiber(fn () => $p->pack(['a' => new ArrayObject(['b' => 1])]));
$fiber->start();
$memory = fopen('php://memory', 'w+');
attempt('pack()', fn () => $p->pack(['a' => 1]));
attempt('packArray()', fn () => $p->packArray([['a' => 1]]));
attempt('packMap()', fn () => $p->packMap(['a' => 1]));
attempt('packToStream()', fn () => $p->packToStream($memory, ['a' => 1]));
var_dump(ftell($memory));
attempt('__construct()', fn () => $p->__construct());
attempt('packInt()', fn () => $p->packInt(5));
attempt('packMapHeader()', fn () => $p->packMapHeader(1));
// A clone starts a stream of its own.
attempt('clone pack()', fn () => (clone $p)->pack(['a' => 1]));
$fiber->resume();
// The stream goes on where the suspended message left it: its record is defined, later messages name it.
$stream = $fiber->getReturn() . $p->pack(['a' => 2]) . $p->packArray([['a' => 3]]) . $p->packMap(['k' => ['a' => 4]]);
echo bin2hex($stream), "\n";
$u = new BufferUnpacker($stream, UnpackOptions::COMPACT);
echo json_encode($u->tryUnpack()), "\n";

echo "-- withStructures(), clone and __construct()\n";
$structures = new Structures();
$q = (new Packer())->withStructures($structures);
$clone = clone $q;
attempt('withStructures() packer', fn () => $q->pack(['x' => 1, 'y' => 2]));
attempt('its clone', fn () => $clone->pack(['x' => 3, 'y' => 4]));
unset($q);
attempt('the clone alone', fn () => $clone->pack(['x' => 5, 'y' => 6]));
attempt('structures', fn () => $structures->toArray());
// Constructing again gives the defaults: no records, no structures.
$clone->__construct();
attempt('constructed again', fn () => $clone->pack(['x' => 7, 'y' => 8]));
attempt('new key list not added', fn () => [bin2hex($clone->pack(['z' => 1])), count($structures)]);
$u = (new BufferUnpacker("\x40\x09\x0a", UnpackOptions::COMPACT))->withStructures($structures);
attempt('read with the structures', fn () => $u->unpack());
?>
--EXPECT--
-- a sequential pack() suspended
pack(): MessagePack\Exception\PackingFailedException: Cannot pack with PackOptions::SEQUENTIAL while another pack() of this Packer is in progress: its messages must go out in order
packArray(): MessagePack\Exception\PackingFailedException: Cannot pack with PackOptions::SEQUENTIAL while another pack() of this Packer is in progress: its messages must go out in order
packMap(): MessagePack\Exception\PackingFailedException: Cannot pack with PackOptions::SEQUENTIAL while another pack() of this Packer is in progress: its messages must go out in order
packToStream(): MessagePack\Exception\PackingFailedException: Cannot pack with PackOptions::SEQUENTIAL while another pack() of this Packer is in progress: its messages must go out in order
int(0)
__construct(): Error: Cannot call MessagePack\Packer::__construct() while a pack() with PackOptions::SEQUENTIAL is in progress
packInt(): 05
packMapHeader(): 81
clone pack(): d4724091a16101
d4724091a16181a162014002914003d4724191a16b4004
[{"a":{"b":1}},{"a":2},[{"a":3}],{"k":{"a":4}}]
-- withStructures(), clone and __construct()
withStructures() packer: 400102
its clone: 400304
the clone alone: 400506
structures: array (
  0 => 
  array (
    0 => 'x',
    1 => 'y',
  ),
)
constructed again: 82a17807a17908
new key list not added: array (
  0 => '81a17a01',
  1 => 1,
)
read with the structures: array (
  'x' => 9,
  'y' => 10,
)
