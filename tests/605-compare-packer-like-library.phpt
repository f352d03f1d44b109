--TEST--
Packer objects compare (==, <, <=>) as the library's Packer does by its private properties, in their order: isDetectStrBin, isForceStr, isDetectArrMap, isForceArr, isForceFloat32 (what the PackOptions chose), then the transformers array; === stays identity, and a subclass adds its own properties
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Packer, PackOptions as P};
use MessagePack\TypeTransformer\TraversableTransformer as TT;

function cmp(string $what, $a, $b): void
{
    printf("%-44s == %-5s != %-5s < %-5s <=> %2d\n", $what, var_export($a == $b, true), var_export($a != $b, true),
        var_export($a < $b, true), $a <=> $b);
}

echo "-- the same construction\n";
cmp('Packer() / Packer()', new Packer(), new Packer());
cmp('Packer() / Packer(null, [])', new Packer(), new Packer(null, []));
cmp('Packer() / Packer(fromDefaults())', new Packer(), new Packer(P::fromDefaults()));
cmp('Packer() / Packer(FORCE_STR): the default', new Packer(), new Packer(P::FORCE_STR));
cmp('Packer() / Packer(FORCE_STR|DETECT_ARR_MAP)', new Packer(), new Packer(P::FORCE_STR | P::DETECT_ARR_MAP | P::FORCE_FLOAT64));
cmp('Packer(FORCE_BIN) / Packer(fromBitmask)', new Packer(P::FORCE_BIN), new Packer(P::fromBitmask(P::FORCE_BIN)));
$p = new Packer(P::FORCE_MAP, [TT::toMap()]);
cmp('a clone', $p, clone $p);
var_dump($p === clone $p, $p === $p);

echo "-- each option: its property decides, in order\n";
cmp('FORCE_STR / DETECT_STR_BIN', new Packer(P::FORCE_STR), new Packer(P::DETECT_STR_BIN));
cmp('FORCE_STR / FORCE_BIN', new Packer(P::FORCE_STR), new Packer(P::FORCE_BIN));
cmp('FORCE_BIN / DETECT_STR_BIN', new Packer(P::FORCE_BIN), new Packer(P::DETECT_STR_BIN));
cmp('DETECT_ARR_MAP / FORCE_ARR', new Packer(P::DETECT_ARR_MAP), new Packer(P::FORCE_ARR));
cmp('DETECT_ARR_MAP / FORCE_MAP', new Packer(P::DETECT_ARR_MAP), new Packer(P::FORCE_MAP));
cmp('FORCE_MAP / FORCE_ARR', new Packer(P::FORCE_MAP), new Packer(P::FORCE_ARR));
cmp('FORCE_FLOAT64 / FORCE_FLOAT32', new Packer(P::FORCE_FLOAT64), new Packer(P::FORCE_FLOAT32));
cmp('DETECT_STR_BIN / FORCE_STR|FORCE_FLOAT32', new Packer(P::DETECT_STR_BIN), new Packer(P::FORCE_STR | P::FORCE_FLOAT32));

echo "-- transformers: the array given, compared as arrays are\n";
$m = TT::toMap();
cmp('[] / [toMap]', new Packer(), new Packer(null, [$m]));
cmp('[toMap] / [toMap] (one object)', new Packer(null, [$m]), new Packer(null, [$m]));
cmp('[toMap] / [toMap] (two objects)', new Packer(null, [TT::toMap()]), new Packer(null, [TT::toMap()]));
cmp('[toMap] / [toArray]', new Packer(null, [TT::toMap()]), new Packer(null, [TT::toArray()]));
cmp('[toMap] / extendWith(toMap)', new Packer(null, [$m]), (new Packer())->extendWith($m));
cmp('[toMap, toArray] / [toArray, toMap]', new Packer(null, [TT::toMap(), TT::toArray()]), new Packer(null, [TT::toArray(), TT::toMap()]));
cmp("['k' => toMap] / [toMap]", new Packer(null, ['k' => $m]), new Packer(null, [$m]));
cmp('[toMap] / extendWith(toMap, toArray)', new Packer(null, [$m]), (new Packer())->extendWith($m, TT::toArray()));

echo "-- other classes and types\n";
class MyPacker extends Packer { public $tag = 1; }
cmp('Packer / MyPacker', new Packer(), new MyPacker());
cmp('MyPacker / Packer', new MyPacker(), new Packer());
cmp('MyPacker / MyPacker', new MyPacker(), new MyPacker());
$t = new MyPacker(); $t->tag = 2;
cmp('MyPacker / MyPacker tag 2', new MyPacker(), $t);
cmp('MyPacker(FORCE_BIN) / MyPacker tag 2', new MyPacker(P::FORCE_BIN), $t);
cmp('Packer / BufferUnpacker', new Packer(), new BufferUnpacker());
cmp('Packer / stdClass', new Packer(), new stdClass());
cmp('Packer / null', new Packer(), null);
cmp('Packer / true', new Packer(), true);
cmp('Packer / []', new Packer(), []);

echo "-- what == tells is what pack() does\n";
$bits = [0];
foreach ([0, P::FORCE_STR, P::FORCE_BIN, P::DETECT_STR_BIN] as $s) {
    foreach ([0, P::FORCE_ARR, P::FORCE_MAP, P::DETECT_ARR_MAP] as $a) {
        foreach ([0, P::FORCE_FLOAT32, P::FORCE_FLOAT64] as $f) {
            $bits[] = $s | $a | $f;
        }
    }
}
$value = ['', 'é', "\xff", [], [1], ['a' => 1], 1.5];
$wrong = 0;
foreach ($bits as $x) {
    foreach ($bits as $y) {
        $same = array_map(fn ($v) => (new Packer($x))->pack($v), $value) === array_map(fn ($v) => (new Packer($y))->pack($v), $value);
        $wrong += (new Packer($x) == new Packer($y)) !== $same;
    }
}
echo count($bits) ** 2, " pairs, $wrong where == and the bytes disagree\n";
?>
--EXPECT--
-- the same construction
Packer() / Packer()                          == true  != false < false <=>  0
Packer() / Packer(null, [])                  == true  != false < false <=>  0
Packer() / Packer(fromDefaults())            == true  != false < false <=>  0
Packer() / Packer(FORCE_STR): the default    == true  != false < false <=>  0
Packer() / Packer(FORCE_STR|DETECT_ARR_MAP)  == true  != false < false <=>  0
Packer(FORCE_BIN) / Packer(fromBitmask)      == true  != false < false <=>  0
a clone                                      == true  != false < false <=>  0
bool(false)
bool(true)
-- each option: its property decides, in order
FORCE_STR / DETECT_STR_BIN                   == false != true  < true  <=> -1
FORCE_STR / FORCE_BIN                        == false != true  < false <=>  1
FORCE_BIN / DETECT_STR_BIN                   == false != true  < true  <=> -1
DETECT_ARR_MAP / FORCE_ARR                   == false != true  < false <=>  1
DETECT_ARR_MAP / FORCE_MAP                   == false != true  < false <=>  1
FORCE_MAP / FORCE_ARR                        == false != true  < true  <=> -1
FORCE_FLOAT64 / FORCE_FLOAT32                == false != true  < true  <=> -1
DETECT_STR_BIN / FORCE_STR|FORCE_FLOAT32     == false != true  < false <=>  1
-- transformers: the array given, compared as arrays are
[] / [toMap]                                 == false != true  < true  <=> -1
[toMap] / [toMap] (one object)               == true  != false < false <=>  0
[toMap] / [toMap] (two objects)              == true  != false < false <=>  0
[toMap] / [toArray]                          == false != true  < false <=>  1
[toMap] / extendWith(toMap)                  == true  != false < false <=>  0
[toMap, toArray] / [toArray, toMap]          == false != true  < false <=>  1
['k' => toMap] / [toMap]                     == false != true  < false <=>  1
[toMap] / extendWith(toMap, toArray)         == false != true  < true  <=> -1
-- other classes and types
Packer / MyPacker                            == false != true  < false <=>  1
MyPacker / Packer                            == false != true  < false <=>  1
MyPacker / MyPacker                          == true  != false < false <=>  0
MyPacker / MyPacker tag 2                    == false != true  < true  <=> -1
MyPacker(FORCE_BIN) / MyPacker tag 2         == false != true  < true  <=> -1
Packer / BufferUnpacker                      == false != true  < false <=>  1
Packer / stdClass                            == false != true  < false <=>  1
Packer / null                                == false != true  < false <=>  1
Packer / true                                == true  != false < false <=>  0
Packer / []                                  == false != true  < false <=>  1
-- what == tells is what pack() does
2401 pairs, 0 where == and the bytes disagree
