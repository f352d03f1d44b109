--TEST--
Compact mode: a pack() nested in a transformer is nested for its own call only (Fibers), shared structures keep only what finished packs appended, Structures is constructed once
--FILE--
<?php
use MessagePack\{BufferUnpacker, CanPack, Packer, PackOptions, Structures, UnpackOptions};

// Suspends the Fiber it runs in, then packs the wrapped array with the same Packer (a nested pack(): plain bytes).
class Suspending implements CanPack
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
// Packs the wrapped array inside a new Fiber it starts: still nested in this transformer's call.
class InFiber implements CanPack
{
    public function pack(Packer $packer, $value): ?string
    {
        if (!$value instanceof ArrayIterator) {
            return null;
        }
        $fiber = new Fiber(fn () => $packer->pack($value->getArrayCopy()));
        $fiber->start();
        return $fiber->getReturn();
    }
}
$read = fn (string $bytes, ?Structures $s = null) => json_encode(($s ? (new BufferUnpacker())->withStructures($s)->withBuffer($bytes)
    : new BufferUnpacker($bytes, UnpackOptions::COMPACT))->unpack());
$rows = [['id' => 1, 'n' => 'a'], ['id' => 2, 'n' => 'b']];

echo "-- a Fiber suspended in a transformer\n";
$packer = new Packer(PackOptions::RECORDS, [new Suspending(), new InFiber()]);
$alone = bin2hex($packer->pack($rows));
$fiber = new Fiber(fn () => $packer->pack([['id' => 3, 'n' => new ArrayObject(['id' => 4, 'n' => 'x'])], ['id' => 5, 'n' => 'y']]));
$fiber->start();
$meanwhile = bin2hex($packer->pack($rows));
echo "pack() meanwhile writes records as without the Fiber: ", var_export($meanwhile === $alone, true), " ($meanwhile)\n";
$fiber->resume();
$bytes = $fiber->getReturn();
echo bin2hex($bytes), ' ', $read($bytes), "\n";
echo "-- a Fiber started in a transformer\n";
$bytes = $packer->pack([['id' => 6, 'n' => new ArrayIterator(['id' => 7, 'n' => 'z'])], ['id' => 8, 'n' => 'w']]);
echo bin2hex($bytes), ' ', $read($bytes), "\n";

echo "-- shared structures\n";
$s = new Structures();
$p = (new Packer())->withStructures($s);
try {
    $p->pack([['a' => 1, 'b' => 2], ['c' => 3], STDIN]);
} catch (MessagePack\Exception\PackingFailedException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
echo "after a failed pack(): ", json_encode($s->toArray()), "\n";
// While one pack() appends (suspended in a Fiber), another one of the same list neither appends nor names its lists.
$p = (new Packer(0, [new Suspending()]))->withStructures($s);
$fiber = new Fiber(fn () => $p->pack([['a' => 1, 'b' => 2], new ArrayObject([1]), ['d' => 4]]));
$fiber->start();
echo "suspended pack() appended: ", json_encode($s->toArray()), ", count ", count($s), "\n";
$other = $p->pack([['a' => 5, 'b' => 6], ['e' => 7]]);
echo "pack() meanwhile: ", bin2hex($other), "\n";
$fiber->resume();
$first = $fiber->getReturn();
echo "after it: ", json_encode($s->toArray()), "\n";
echo $read($first, $s), ' ', $read($other, $s), "\n";
// A Fiber destroyed while suspended in a pack(): that pack() failed, its lists are taken back.
$fiber = new Fiber(fn () => $p->pack([['f' => 1], new ArrayObject([1])]));
$fiber->start();
unset($fiber);
echo "after a Fiber destroyed in a pack(): ", json_encode($s->toArray()), "\n";
echo bin2hex($p->pack([['f' => 2]])), ' ', json_encode($s->toArray()), "\n";

try {
    $s->__construct([['z']]);
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
echo json_encode($s->toArray()), "\n";
?>
--EXPECT--
-- a Fiber suspended in a transformer
pack() meanwhile writes records as without the Fiber: true (92d4724092a26964a16e01a1614002a162)
92d4724092a26964a16e0382a2696404a16ea1784005a179 [{"id":3,"n":{"id":4,"n":"x"}},{"id":5,"n":"y"}]
-- a Fiber started in a transformer
92d4724092a26964a16e0682a2696407a16ea17a4008a177 [{"id":6,"n":{"id":7,"n":"z"}},{"id":8,"n":"w"}]
-- shared structures
MessagePack\Exception\PackingFailedException: Unsupported type "resource", maybe you forgot to register the type transformer or extension?
after a failed pack(): []
suspended pack() appended: [], count 0
pack() meanwhile: 92d4726092a161a1620506d4726191a16507
after it: [["a","b"],["d"]]
[{"a":1,"b":2},[1],{"d":4}] [{"a":5,"b":6},{"e":7}]
after a Fiber destroyed in a pack(): [["a","b"],["d"]]
914202 [["a","b"],["d"],["f"]]
Error: Cannot call MessagePack\Structures::__construct() twice: the Packers and BufferUnpackers given it share its key lists
[["a","b"],["d"],["f"]]
