--TEST--
MessagePack\Packer subclasses: Bin/Map/Ext objects, TimestampExtension, the transformers and CanBePacked objects reach the overrides as in the library; with overrides compact mode is refused (InvalidOptionException); a subclass overriding none of the methods pack() calls takes the native path (records written, no user method called)
--FILE--
<?php
use MessagePack\CanBePacked;
use MessagePack\CanPack;
use MessagePack\Extension\TimestampExtension;
use MessagePack\Packer;
use MessagePack\PackOptions;
use MessagePack\Structures;
use MessagePack\Type\Bin;
use MessagePack\Type\Ext;
use MessagePack\Type\Map;
use MessagePack\Type\Timestamp;
use MessagePack\TypeTransformer\StreamTransformer;
use MessagePack\TypeTransformer\TraversableTransformer;

function r($v): string
{
    return is_string($v) ? 's' . bin2hex($v) : (is_array($v) ? '[' . count($v) . ']' : var_export($v, true));
}

function show($s): string
{
    return preg_replace_callback('/(<[^<>]*>)|([^<>]+)/s', fn ($m) => $m[1] !== '' ? $m[1] : bin2hex($m[2]), $s);
}

class TagPacker extends Packer
{
    private function tag(string $method, array $args): string
    {
        return '<' . $method . ':' . implode(',', array_map('r', $args)) . '>';
    }
    public function packStr($str) { return $this->tag('Str', func_get_args()) . parent::packStr($str); }
    public function packBin($str) { return $this->tag('Bin', func_get_args()) . parent::packBin($str); }
    public function packMap($map) { return $this->tag('Map', func_get_args()) . parent::packMap($map); }
    public function packExt($type, $data) { return $this->tag('Ext', func_get_args()) . parent::packExt($type, $data); }
}

echo "-- Bin, Map and Ext objects call packBin(), packMap(), packExt() with their properties\n";
$p = new TagPacker();
echo show($p->pack([new Bin('x'), new Map([]), new Map(['k' => new Bin('')]), new Ext(-2, '')])), "\n";
$bin = new Bin('x');
$bin->data = 12;
echo show($p->pack($bin)), "\n";

echo "-- a transformer comes first, even for Bin objects\n";
$claimBin = new class implements CanPack {
    public function pack(Packer $packer, $value): ?string
    {
        return $value instanceof Bin ? $packer->packStr('claimed') : null;
    }
};
echo show($p->extendWith($claimBin)->pack([new Bin('x'), new Ext(1, 'y')])), "\n";

echo "-- TimestampExtension packs through packExt()\n";
$ts = new Timestamp(1);
$withTs = new TagPacker(null, [new TimestampExtension()]);
echo show($withTs->pack([$ts])), ' ', show((new TimestampExtension())->pack($p, new Timestamp(-1, 5))), "\n";
echo bin2hex((new Packer(null, [new TimestampExtension()]))->pack([$ts])), ' ', bin2hex((new TimestampExtension())->pack(new Packer(), $ts)), "\n";

echo "-- the shipped transformers and CanBePacked objects call the methods of the packer they are given\n";
$stream = fopen('php://memory', 'w+');
fwrite($stream, 'ab');
rewind($stream);
echo show((new TagPacker(null, [new StreamTransformer()]))->pack(['s' => $stream])), "\n";
echo show((new TagPacker(null, [TraversableTransformer::toMap()]))->pack(new ArrayIterator(['a' => 'b']))), "\n";
$own = new class implements CanBePacked {
    public function pack(Packer $packer): string
    {
        return $packer->packMap(['own' => 1]);
    }
};
echo show($p->pack([$own])), "\n";

echo "-- compact mode: refused by a subclass with overrides (it writes whole messages natively, never calling them)\n";
$rows = [['a' => 1, 'b' => 100], ['a' => 2, 'b' => 3]];
$structures = new Structures();
foreach ([fn () => new TagPacker(PackOptions::RECORDS), fn () => new TagPacker(PackOptions::COMPACT | PackOptions::FORCE_STR),
        fn () => (new TagPacker())->withStructures($structures)] as $make) {
    try {
        $make();
        echo "no exception\n";
    } catch (MessagePack\Exception\InvalidOptionException $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
echo count($structures), ' ', show((new TagPacker(PackOptions::FORCE_STR))->pack($rows)), "\n";

echo "-- a subclass overriding only methods pack() never calls: the native path\n";
class Unrelated extends Packer
{
    public static array $log = [];
    public function packNil() { self::$log[] = __FUNCTION__; return parent::packNil(); }
    public function packBool($bool) { self::$log[] = __FUNCTION__; return parent::packBool($bool); }
    public function packFloat32($float) { self::$log[] = __FUNCTION__; return parent::packFloat32($float); }
    public function packFloat64($float) { self::$log[] = __FUNCTION__; return parent::packFloat64($float); }
}
class Nothing extends Packer
{
}
$value = [null, true, false, 1.5, $rows, 'long string', 'long string', new Map([1]), new Bin('b'), new Ext(1, 'e'), 64];
foreach ([PackOptions::FORCE_FLOAT32, PackOptions::RECORDS, PackOptions::COMPACT] as $options) {
    $native = (new Packer($options))->pack($value);
    var_dump($native === (new Unrelated($options))->pack($value), $native === (new Nothing($options))->pack($value));
}
$structures = new Structures();
var_dump((new Unrelated())->withStructures($structures)->pack($rows) === (new Packer())->withStructures(new Structures())->pack($rows),
    count($structures));
var_dump(Unrelated::$log);
?>
--EXPECT--
-- Bin, Map and Ext objects call packBin(), packMap(), packExt() with their properties
94<Bin:s78>c40178<Map:[0]>80<Map:[1]>81<Str:s6b>a16b<Bin:s>c400<Ext:-2,s>c700fe
<Bin:12>c4023132
-- a transformer comes first, even for Bin objects
92<Str:s636c61696d6564>a7636c61696d6564<Ext:1,s79>d40179
-- TimestampExtension packs through packExt()
91<Ext:-1,s00000001>d6ff00000001 <Ext:-1,s00000005ffffffffffffffff>c70cff00000005ffffffffffffffff
91d6ff00000001 d6ff00000001
-- the shipped transformers and CanBePacked objects call the methods of the packer they are given
<Map:[1]>81<Str:s73>a173<Bin:s6162>c4026162
81<Str:s61>a161<Str:s62>a162
91<Map:[1]>81<Str:s6f776e>a36f776e01
-- compact mode: refused by a subclass with overrides (it writes whole messages natively, never calling them)
MessagePack\Exception\InvalidOptionException: Compact mode (PackOptions::RECORDS, COMPACT, SEQUENTIAL) cannot be used by TagPacker: it overrides packStr(), which compact mode would not call (it reads and writes each message as a whole, natively)
MessagePack\Exception\InvalidOptionException: Compact mode (PackOptions::RECORDS, COMPACT, SEQUENTIAL) cannot be used by TagPacker: it overrides packStr(), which compact mode would not call (it reads and writes each message as a whole, natively)
MessagePack\Exception\InvalidOptionException: Compact mode (withStructures()) cannot be used by TagPacker: it overrides packStr(), which compact mode would not call (it reads and writes each message as a whole, natively)
0 92<Map:[2]>82<Str:s61>a16101<Str:s62>a16264<Map:[2]>82<Str:s61>a16102<Str:s62>a16203
-- a subclass overriding only methods pack() never calls: the native path
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
int(1)
array(0) {
}
