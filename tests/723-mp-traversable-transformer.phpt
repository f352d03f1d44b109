--TEST--
MessagePack\TypeTransformer\TraversableTransformer: toMap()/toArray(), any key type packed with pack(), one pass with counting, headers >= 16, nested traversables, private constructor (and through reflection: readonly, and read before it ran as a typed property is)
--FILE--
<?php
use MessagePack\PackOptions;
use MessagePack\Packer;
use MessagePack\TypeTransformer\TraversableTransformer;

function gen()
{
    echo "[gen started]";
    yield 2.5 => 'x';
    yield 'k' => 1;
    yield [1] => 2;
    yield null => 3;
    yield 'k' => 4;
    echo "[gen finished]";
}

function many(int $n)
{
    for ($i = 0; $i < $n; $i++) {
        yield "k$i" => $i;
    }
}

$map = TraversableTransformer::toMap();
$arr = TraversableTransformer::toArray();
$p = new Packer();
echo bin2hex($map->pack($p, gen())), "\n";
echo bin2hex($arr->pack($p, gen())), "\n";
echo bin2hex($map->pack($p, (function () { yield from []; })())), ' ', bin2hex($arr->pack($p, new ArrayIterator([]))), "\n";
echo bin2hex($map->pack($p, new ArrayIterator(['x', 'y']))), ' ', bin2hex($arr->pack($p, new ArrayIterator(['a' => 'x', 'b' => 'y']))), "\n";
echo bin2hex($map->pack($p, new ArrayObject([5 => true]))), ' ', bin2hex($arr->pack($p, SplFixedArray::fromArray([1, 2]))), "\n";
echo substr(bin2hex($map->pack($p, many(16))), 0, 6), ' ', substr(bin2hex($arr->pack($p, many(16))), 0, 6), "\n";
echo substr(bin2hex($map->pack($p, many(70000))), 0, 10), ' ', substr(bin2hex($arr->pack($p, many(70000))), 0, 10), "\n";

echo "-- keys and values use the packer's modes (pack(), not the map-key rules)\n";
$bin = new Packer(PackOptions::FORCE_BIN | PackOptions::FORCE_FLOAT32);
echo bin2hex($map->pack($bin, new ArrayIterator(['a' => 1.5]))), "\n";

echo "-- not Traversable: null\n";
foreach ([[1, 2], new stdClass(), 1, 'ArrayIterator', null] as $v) {
    var_dump($map->pack($p, $v), $arr->pack($p, $v));
}

echo "-- registered: nested traversables and objects inside arrays\n";
$q = new Packer(null, [TraversableTransformer::toArray()]);
echo bin2hex($q->pack(['it' => new ArrayIterator([new ArrayIterator([1]), 2])])), "\n";
try {
    $arr->pack($p, new ArrayIterator([new ArrayIterator([1])]));
} catch (Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}

try {
    new TraversableTransformer(true);
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
echo "-- through reflection\n";
$rc = new ReflectionClass(TraversableTransformer::class);
$bare = $rc->newInstanceWithoutConstructor();
var_dump($bare->pack(new Packer(), 'not traversable'));
foreach ([fn() => $bare->pack(new Packer(), new ArrayIterator([1])), fn() => (new Packer(null, [$bare]))->pack(new ArrayIterator([1]))] as $f) {
    try {
        $f();
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
$rc->getConstructor()->invoke($bare, true);
echo bin2hex((new Packer(null, [$bare]))->pack(new ArrayIterator(['a' => 1]))), "\n";
try {
    $rc->getConstructor()->invoke($bare, false);
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
echo bin2hex((new Packer(null, [$bare]))->pack(new ArrayIterator(['a' => 1]))), "\n";
?>
--EXPECT--
[gen started][gen finished]85cb4004000000000000a178a16b01910102c003a16b04
[gen started][gen finished]95a17801020304
80 90
8200a17801a179 92a178a179
8105c3 920102
de0010 dc0010
df00011170 dd00011170
-- keys and values use the packer's modes (pack(), not the map-key rules)
81c40161ca3fc00000
-- not Traversable: null
NULL
NULL
NULL
NULL
NULL
NULL
NULL
NULL
NULL
NULL
-- registered: nested traversables and objects inside arrays
81a2697492910102
MessagePack\Exception\PackingFailedException: Unsupported type "ArrayIterator", maybe you forgot to register the type transformer or extension?
Error: Call to private MessagePack\TypeTransformer\TraversableTransformer::__construct() from global scope
-- through reflection
NULL
Error: Typed property MessagePack\TypeTransformer\TraversableTransformer::$packToMap must not be accessed before initialization
Error: Typed property MessagePack\TypeTransformer\TraversableTransformer::$packToMap must not be accessed before initialization
81a16101
Error: Cannot modify readonly property MessagePack\TypeTransformer\TraversableTransformer::$packToMap
81a16101
