--TEST--
MessagePack re-entrancy: extensions calling read/unpack/unpackStr/unpackArray/unpackArrayHeader/seek on the same unpacker, nested at several levels
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension;
use MessagePack\Packer;

// type 10: a node = str name, array header, then the children as ordinary values (which may be nodes again)
final class NodeExt implements Extension
{
    public function getType(): int { return 10; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $name = $unpacker->unpackStr();
        $n = $unpacker->unpackArrayHeader();
        $children = [];
        while ($n--) {
            $children[] = $unpacker->unpack();
        }
        return ['node' => $name, 'children' => $children];
    }
}
// type 12: decodes the payload value twice by seeking back to where it started
final class DupExt implements Extension
{
    public function getType(): int { return 12; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $left = $unpacker->getRemainingCount();
        $first = $unpacker->unpack();
        $unpacker->seek(-$left);
        $second = $unpacker->unpack();
        return ['dup' => [$first, $second]];
    }
}
// type 13: raw bytes through read()
final class RawExt implements Extension
{
    public function getType(): int { return 13; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        return 'raw:' . $unpacker->read($extLength);
    }
}
// type 14: an array through unpackArray(), summed
final class SumExt implements Extension
{
    public function getType(): int { return 14; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        return ['sum' => array_sum($unpacker->unpackArray())];
    }
}

$p = new Packer();
$node = fn (string $name, string ...$children) => $p->packExt(10, $p->packStr($name) . $p->packArrayHeader(count($children)) . implode('', $children));
$dup = fn (string $packedValue) => $p->packExt(12, $packedValue);
$raw = fn (string $s) => $p->packExt(13, $s);
$sum = fn (array $a) => $p->packExt(14, $p->packArray($a));

$message = $p->packArrayHeader(3)
    . $node('a', $p->pack(1), $sum([1, 2, 3]), $node('b', $dup($p->pack('x')), $node('c')))
    . $p->packMapHeader(2)
        . $p->pack('k') . $raw('hi')
        . $p->pack('m') . $dup($p->packArrayHeader(2) . $p->pack(1) . $p->packMapHeader(1) . $p->pack('z') . $sum([4, 5]))
    . $p->pack(7);
$message .= $raw('') . $sum([]) . $node('top', $raw('r'));

$u = new BufferUnpacker($message, null, [new NodeExt(), new DupExt(), new RawExt(), new SumExt()]);
echo json_encode($u->unpack()), "\n";
echo json_encode($u->unpack()), "\n";
echo json_encode($u->unpack()), "\n";
echo json_encode($u->unpack()), "\n";
var_dump($u->hasRemaining());

echo "-- the same through tryUnpack(), also when fed in two parts\n";
echo json_encode($u->reset($message)->tryUnpack()), "\n";
for ($cut = 1; $cut < strlen($message); $cut += 7) {
    $u->reset(substr($message, 0, $cut));
    $first = $u->tryUnpack();
    $u->append(substr($message, $cut));
    $all = array_merge($first, $u->tryUnpack());
    if (json_encode($all) !== json_encode($u->reset($message)->tryUnpack())) {
        echo "cut $cut differs\n";
    }
}
echo "done\n";

echo "-- through the typed methods\n";
$u->reset($p->packArrayHeader(2) . $node('n', $sum([2, 2])) . $raw('q'));
echo json_encode($u->unpackArray()), "\n";
$u->reset($p->packMapHeader(1) . $p->pack('key') . $dup($p->pack(-1)));
echo json_encode($u->unpackMap()), "\n";
$u->reset($node('x', $node('y', $node('z', $sum([9])))));
echo json_encode($u->unpackExt()), "\n";
?>
--EXPECT--
[{"node":"a","children":[1,{"sum":6},{"node":"b","children":[{"dup":["x","x"]},{"node":"c","children":[]}]}]},{"k":"raw:hi","m":{"dup":[[1,{"z":{"sum":9}}],[1,{"z":{"sum":9}}]]}},7]
"raw:"
{"sum":0}
{"node":"top","children":["raw:r"]}
bool(false)
-- the same through tryUnpack(), also when fed in two parts
[[{"node":"a","children":[1,{"sum":6},{"node":"b","children":[{"dup":["x","x"]},{"node":"c","children":[]}]}]},{"k":"raw:hi","m":{"dup":[[1,{"z":{"sum":9}}],[1,{"z":{"sum":9}}]]}},7],"raw:",{"sum":0},{"node":"top","children":["raw:r"]}]
done
-- through the typed methods
[{"node":"n","children":[{"sum":4}]},"raw:q"]
{"key":{"dup":[-1,-1]}}
{"node":"x","children":[{"node":"y","children":[{"node":"z","children":[{"sum":9}]}]}]}
