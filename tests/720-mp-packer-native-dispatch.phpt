--TEST--
MessagePack\Packer (native): subclass overrides are consulted for the values pack() itself dispatches (top level, elements, map keys, headers), as the library's pack() does, and for calls made through the object; instances made without the constructor use the default options
--FILE--
<?php
use MessagePack\CanPack;
use MessagePack\Packer;
use MessagePack\Type\Bin;
use MessagePack\Type\Ext;
use MessagePack\Type\Map;
use MessagePack\TypeTransformer\StreamTransformer;
use MessagePack\TypeTransformer\TraversableTransformer;

// The library's pack() calls $this->packStr()/packInt()/... for every value, and packArray()/packMap() call the
// header methods: so do the native ones for a subclass that overrides them (tests/727-729 check each method).
// NOTE: a library Packer made without its constructor has null flags (strings would become bin, lists maps); the
// native one uses the defaults (spec 2.17).
class TaggingPacker extends Packer
{
    public function packStr($str)
    {
        return 'S' . parent::packStr($str);
    }

    public function packInt($int)
    {
        return 'I' . parent::packInt($int);
    }

    public function packBin($str)
    {
        return 'B' . parent::packBin($str);
    }

    public function packExt($type, $data)
    {
        return 'E' . parent::packExt($type, $data);
    }
}

class HeaderPacker extends Packer
{
    public function packMapHeader($size)
    {
        return 'M' . parent::packMapHeader($size);
    }

    public function packArrayHeader($size)
    {
        return 'A' . parent::packArrayHeader($size);
    }
}

function show(string $s): string
{
    // the tags are printable, the packed bytes in hex
    return preg_replace_callback('/[^A-Z]+/', fn ($m) => bin2hex($m[0]), $s);
}

$t = new TaggingPacker();
echo "-- pack() goes through the overrides, for nested values and map keys too\n";
echo show($t->pack(['k' => 'v', 'n' => 1])), "\n";
echo show($t->pack(['v', 300])), "\n";
echo "-- the method called runs its override\n";
echo show($t->packStr('v')), ' ', show($t->packInt(1)), "\n";
echo "-- calls made on the packer object from PHP code go through it\n";
echo show((new Bin('x'))->pack($t)), ' ', show((new Map([]))->pack($t)), ' ', show((new Ext(1, 'x'))->pack($t)), "\n";
$s = fopen('php://memory', 'w+');
fwrite($s, 'ab');
rewind($s);
echo show((new StreamTransformer())->pack($t, $s)), "\n";
$h = new HeaderPacker();
echo show(TraversableTransformer::toMap()->pack($h, new ArrayIterator(['a' => 'b']))), "\n";
echo show(TraversableTransformer::toArray()->pack($h, new ArrayIterator([7]))), "\n";
echo show($h->pack([[1], ['a' => 1]])), "\n";
$custom = new class implements CanPack {
    public function pack(Packer $packer, $value): ?string
    {
        return $value instanceof ArrayObject ? $packer->packStr('ao') : null;
    }
};
echo show($t->extendWith($custom)->pack([new ArrayObject()])), "\n";

echo "-- made without the constructor: default options (FORCE_STR, DETECT_ARR_MAP, FORCE_FLOAT64), no transformers\n";
$bare = (new ReflectionClass(Packer::class))->newInstanceWithoutConstructor();
echo bin2hex($bare->pack(['a', 1.5, [], "\xff"])), ' ', bin2hex($bare->pack([1 => 'x'])), "\n";
$bareSub = (new ReflectionClass(TaggingPacker::class))->newInstanceWithoutConstructor();
echo bin2hex($bareSub->pack(['a', []])), "\n";
try {
    $bare->pack(new stdClass());
} catch (Exception $e) {
    echo get_class($e), "\n";
}
?>
--EXPECT--
-- pack() goes through the overrides, for nested values and map keys too
82Sa16bSa176Sa16eI01
92Sa176Icd012c
-- the method called runs its override
Sa176 I01
-- calls made on the packer object from PHP code go through it
Bc40178 80 Ed40178
Bc4026162
M81a161a162
A9107
A92A9101M81a16101
91Sa2616f
-- made without the constructor: default options (FORCE_STR, DETECT_ARR_MAP, FORCE_FLOAT64), no transformers
94a161cb3ff800000000000090a1ff 8101a178
9253a16190
MessagePack\Exception\PackingFailedException
