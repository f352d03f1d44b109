--TEST--
MessagePack re-entrancy: transformers calling $packer->pack() recursively on nested objects (and being called for objects inside arrays)
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\CanPack;
use MessagePack\Extension;
use MessagePack\Packer;

final class Tree
{
    public function __construct(public $value, public array $children = []) {}
}

// packs a Tree as a map {v: value, c: [children...]} where every child goes back through $packer->pack()
final class TreeTransformer implements CanPack
{
    public int $calls = 0;
    public array $packers = [];
    public function pack(Packer $packer, $value): ?string
    {
        $this->calls++;
        $this->packers[spl_object_id($packer)] = true;
        if (!$value instanceof Tree) {
            return null;
        }
        $children = '';
        foreach ($value->children as $child) {
            $children .= $packer->pack($child);
        }
        return $packer->packMapHeader(2) . $packer->pack('v') . $packer->pack($value->value)
            . $packer->pack('c') . $packer->packArrayHeader(count($value->children)) . $children;
    }
}

// a second transformer for a wrapper type that re-enters pack() with a different object graph
final class Wrapped
{
    public function __construct(public $inner) {}
}
final class WrapExt implements Extension
{
    public function getType(): int { return 20; }
    public function pack(Packer $packer, $value): ?string
    {
        return $value instanceof Wrapped ? $packer->packExt(20, $packer->pack($value->inner)) : null;
    }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        return ['wrapped' => $unpacker->unpack()];
    }
}

$tt = new TreeTransformer();
$packer = new Packer(null, [$tt, new WrapExt()]);
$tree = new Tree(1, [new Tree('two', [new Tree(3.5)]), new Tree(null, [new Tree([4, new Tree(5)]), new Wrapped(new Tree(6))])]);
$packed = $packer->pack($tree);
echo bin2hex($packed), "\n";
var_dump($tt->calls, count($tt->packers));

$u = new BufferUnpacker($packed, null, [new WrapExt()]);
echo json_encode($u->unpack()), "\n";

// objects inside arrays and maps reach the transformers; scalars and arrays never do
$tt->calls = 0;
$packed = $packer->pack(['a' => new Tree(1), 'b' => [1, 'x', null, true, 1.5, [2]], 'c' => [new Wrapped([new Tree(2)])]]);
var_dump($tt->calls);
echo json_encode($u->reset($packed)->unpack()), "\n";

// deep recursion through the transformer
$deep = new Tree(0);
for ($i = 1; $i <= 200; $i++) {
    $deep = new Tree($i, [$deep]);
}
$v = $u->reset($packer->pack($deep))->unpack();
$depth = 0;
while ($v['c']) {
    $v = $v['c'][0];
    $depth++;
}
var_dump($depth, $v['v']);

// an exception thrown deep inside a nested transformer call propagates out of the outermost pack()
final class Bomb {}
try {
    $packer->pack(new Tree(1, [new Tree(2, [new Bomb()])]));
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
// the packer is still usable afterwards
echo bin2hex($packer->pack(new Tree(1))), "\n";
?>
--EXPECT--
82a17601a1639282a176a374776fa1639182a176cb400c000000000000a1639082a176c0a1639282a176920482a17605a16390a16390c7071482a17606a16390
int(8)
int(1)
{"v":1,"c":[{"v":"two","c":[{"v":3.5,"c":[]}]},{"v":null,"c":[{"v":[4,{"v":5,"c":[]}],"c":[]},{"wrapped":{"v":6,"c":[]}}]}]}
int(3)
{"a":{"v":1,"c":[]},"b":[1,"x",null,true,1.5,[2]],"c":[{"wrapped":[{"v":2,"c":[]}]}]}
int(200)
int(0)
MessagePack\Exception\PackingFailedException: Unsupported type "Bomb", maybe you forgot to register the type transformer or extension?
82a17601a16390
