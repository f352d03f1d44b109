--TEST--
MessagePack\Packer subclasses: pack() reaches each overridden method (alone) for top-level values, nested values and map keys, with the library's arguments; values whose method is not overridden stay native
--SKIPIF--
<?php
if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only');
?>
--FILE--
<?php
use MessagePack\Packer;
use MessagePack\PackOptions;
use MessagePack\Type\Bin;
use MessagePack\Type\Ext;
use MessagePack\Type\Map;

// How an argument shows in a tag: strings as s<hex>, arrays as [count], objects by short class name.
function r($v): string
{
    if (is_string($v)) {
        return 's' . bin2hex($v);
    }
    if (is_array($v)) {
        return '[' . count($v) . ']';
    }
    if (is_object($v)) {
        return substr(strrchr('\\' . get_class($v), '\\'), 1);
    }
    return var_export($v, true);
}

// Tags as they are, the packed bytes around them in hex.
function show(string $s): string
{
    return preg_replace_callback('/(<[^<>]*>)|([^<>]+)/s', fn ($m) => $m[1] !== '' ? $m[1] : bin2hex($m[2]), $s);
}

// One subclass per method, overriding it alone: its result is the tag <method:args> followed by what the parent
// method returns.
$methods = [
    'pack' => '$value', 'packInt' => '$int', 'packStr' => '$str', 'packBin' => '$str', 'packFloat' => '$float',
    'packArray' => '$array', 'packArrayHeader' => '$size', 'packMap' => '$map', 'packMapHeader' => '$size',
    'packExt' => '$type, $data',
];
foreach ($methods as $method => $params) {
    eval("class Over_$method extends MessagePack\\Packer {
        public function $method($params) {
            return '<$method:' . implode(',', array_map('r', func_get_args())) . '>' . parent::$method($params);
        }
    }");
}

// DETECT_STR_BIN: 'a' is a str, "\xff" a bin. '', [], null and true are written as they are, without a call.
$value = [1, 'a', "\xff", 1.5, null, true, '', [], [9], ['k' => 2, 7 => "\xfe"], new Bin('b'), new Map(['m' => 3]),
    new Ext(5, 'e')];

echo "plain      ", show((new Packer(PackOptions::DETECT_STR_BIN))->pack($value)), "\n";
foreach (array_keys($methods) as $method) {
    $class = "Over_$method";
    printf("%-10s %s\n", substr($method, 4) ?: 'pack', show((new $class(PackOptions::DETECT_STR_BIN))->pack($value)));
}

echo "-- top-level values\n";
$str = new Over_packStr();
$int = new Over_packInt();
$float = new Over_packFloat();
$arr = new Over_packArray();
$map = new Over_packMap();
echo show($str->pack('ab')), ' ', show($str->pack('')), ' ', show($str->pack(1)), "\n";
echo show($int->pack(-33)), ' ', show($int->pack(PHP_INT_MAX)), ' ', show($int->pack('1')), "\n";
echo show($float->pack(0.5)), ' ', show($float->pack(1)), "\n";
echo show($arr->pack([1, 2])), ' ', show($arr->pack([])), ' ', show($arr->pack([1 => 1])), "\n";
echo show($map->pack(['x' => []])), ' ', show($map->pack([])), ' ', show($map->pack([[]])), "\n";

echo "-- direct calls of packArray()/packMap() go through the overrides too\n";
echo show($int->packArray([5, 'z'])), ' ', show($int->packMap([3 => 4])), "\n";
echo show($str->packMap(['a' => 'b', 1 => 'c'])), ' ', show($str->packArray(['k' => 'v'])), "\n";
echo show((new Over_packArrayHeader())->packMap([[1]])), ' ', show((new Over_packMapHeader())->packArray([['a' => 1]])), "\n";

echo "-- the issue's example\n";
class U extends Packer
{
    public function packStr($s)
    {
        return parent::packStr(strtoupper($s));
    }
}
echo bin2hex((new U())->pack('ab')), ' ', bin2hex((new U())->pack(['ab' => ['cd', 1]])), "\n";
?>
--EXPECT--
plain      9d01a161c401ffcb3ff8000000000000c0c3a090910982a16b0207c401fec4016281a16d03d40565
pack       <pack:[13]>9d<pack:1>01<pack:s61>a161<pack:sff>c401ff<pack:1.5>cb3ff8000000000000<pack:NULL>c0<pack:true>c3<pack:s>a0<pack:[0]>90<pack:[1]>91<pack:9>09<pack:[2]>82a16b<pack:2>0207<pack:sfe>c401fe<pack:Bin>c40162<pack:Map>81a16d<pack:3>03<pack:Ext>d40565
Int        9d<packInt:1>01a161c401ffcb3ff8000000000000c0c3a09091<packInt:9>0982a16b<packInt:2>02<packInt:7>07c401fec4016281a16d<packInt:3>03d40565
Str        9d01<packStr:s61>a161c401ffcb3ff8000000000000c0c3a090910982<packStr:s6b>a16b0207c401fec4016281<packStr:s6d>a16d03d40565
Bin        9d01a161<packBin:sff>c401ffcb3ff8000000000000c0c3a090910982a16b0207<packBin:sfe>c401fe<packBin:s62>c4016281a16d03d40565
Float      9d01a161c401ff<packFloat:1.5>cb3ff8000000000000c0c3a090910982a16b0207c401fec4016281a16d03d40565
Array      <packArray:[13]>9d01a161c401ffcb3ff8000000000000c0c3a090<packArray:[1]>910982a16b0207c401fec4016281a16d03d40565
ArrayHeader <packArrayHeader:13>9d01a161c401ffcb3ff8000000000000c0c3a090<packArrayHeader:1>910982a16b0207c401fec4016281a16d03d40565
Map        9d01a161c401ffcb3ff8000000000000c0c3a0909109<packMap:[2]>82a16b0207c401fec40162<packMap:[1]>81a16d03d40565
MapHeader  9d01a161c401ffcb3ff8000000000000c0c3a0909109<packMapHeader:2>82a16b0207c401fec40162<packMapHeader:1>81a16d03d40565
Ext        9d01a161c401ffcb3ff8000000000000c0c3a090910982a16b0207c401fec4016281a16d03<packExt:5,s65>d40565
-- top-level values
<packStr:s6162>a26162 a0 01
<packInt:-33>d0df <packInt:9223372036854775807>cf7fffffffffffffff a131
<packFloat:0.5>cb3fe0000000000000 01
<packArray:[2]>920102 90 810101
<packMap:[1]>81a17890 90 9190
-- direct calls of packArray()/packMap() go through the overrides too
92<packInt:5>05a17a 81<packInt:3>03<packInt:4>04
82<packStr:s61>a161<packStr:s62>a16201<packStr:s63>a163 91<packStr:s76>a176
8100<packArrayHeader:1>9101 91<packMapHeader:1>81a16101
-- the issue's example
a24142 81a2414292a2434401
