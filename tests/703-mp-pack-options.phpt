--TEST--
MessagePack\PackOptions: constants, fromDefaults(), fromBitmask() group resolution, is*Mode(), private state, private constructor
--FILE--
<?php
use MessagePack\PackOptions;

$rc = new ReflectionClass(PackOptions::class);
$consts = [];
foreach ($rc->getReflectionConstants() as $c) {
    $consts[$c->getName()] = [$c->getValue(), $c->isPublic()];
}
uasort($consts, fn ($a, $b) => $a[0] <=> $b[0]);
foreach ($consts as $name => [$value, $public]) {
    printf("%s = %d%s\n", $name, $value, $public ? '' : ' (NOT public)');
}
var_dump(method_exists(PackOptions::class, 'isForceFloat64Mode'));

function show(string $label, PackOptions $o): void
{
    $modes = [];
    foreach (['isForceStrMode', 'isForceBinMode', 'isDetectStrBinMode', 'isForceArrMode', 'isForceMapMode',
                 'isDetectArrMapMode', 'isForceFloat32Mode', 'isRecordsMode', 'isCompactMode', 'isSequentialMode'] as $m) {
        $r = $o->$m();
        if (!is_bool($r)) {
            echo "$m() did not return a bool\n";
        }
        $modes[] = substr($m, 2, -4) . '=' . (int) $r;
    }
    $props = [];
    foreach ((array) $o as $k => $v) {
        $props[] = str_replace("\0", '\0', $k) . '=' . var_export($v, true);
    }
    printf("%s:\n  %s\n  %s\n", $label, implode(' ', $modes), implode(' ', $props));
}

show('fromDefaults()', PackOptions::fromDefaults());
show('fromBitmask(0)', PackOptions::fromBitmask(0));
foreach (['FORCE_STR', 'FORCE_BIN', 'DETECT_STR_BIN', 'FORCE_ARR', 'FORCE_MAP', 'DETECT_ARR_MAP', 'FORCE_FLOAT32',
             'FORCE_FLOAT64'] as $name) {
    show("fromBitmask($name)", PackOptions::fromBitmask(constant(PackOptions::class . '::' . $name)));
}
show('fromBitmask(FORCE_BIN | FORCE_MAP | FORCE_FLOAT32)',
    PackOptions::fromBitmask(PackOptions::FORCE_BIN | PackOptions::FORCE_MAP | PackOptions::FORCE_FLOAT32));
show('fromBitmask(DETECT_STR_BIN | FORCE_ARR | FORCE_FLOAT64)',
    PackOptions::fromBitmask(PackOptions::DETECT_STR_BIN | PackOptions::FORCE_ARR | PackOptions::FORCE_FLOAT64));
// compact mode: RECORDS, COMPACT (which includes records: both bits are COMPACT)
show('fromBitmask(RECORDS | FORCE_BIN)', PackOptions::fromBitmask(PackOptions::RECORDS | PackOptions::FORCE_BIN));
show('fromBitmask(RECORDS | COMPACT)', PackOptions::fromBitmask(PackOptions::RECORDS | PackOptions::COMPACT));
// SEQUENTIAL goes with either, and alone implies RECORDS
show('fromBitmask(SEQUENTIAL)', PackOptions::fromBitmask(PackOptions::SEQUENTIAL));
show('fromBitmask(SEQUENTIAL | COMPACT)', PackOptions::fromBitmask(PackOptions::SEQUENTIAL | PackOptions::COMPACT));
// bits outside every group are ignored
show('fromBitmask(0x1000)', PackOptions::fromBitmask(0x1000));
show('fromBitmask(0x1000 | FORCE_BIN)', PackOptions::fromBitmask(0x1000 | PackOptions::FORCE_BIN));
show('fromBitmask(PHP_INT_MIN)', PackOptions::fromBitmask(PHP_INT_MIN));
show('fromBitmask(~0x7ff | FORCE_MAP)', PackOptions::fromBitmask(~0x7ff | PackOptions::FORCE_MAP));

var_dump(PackOptions::fromBitmask(0) == PackOptions::fromDefaults());
var_dump(PackOptions::fromBitmask(0x1000) == PackOptions::fromDefaults());
var_dump(PackOptions::fromBitmask(PackOptions::FORCE_STR | PackOptions::DETECT_ARR_MAP | PackOptions::FORCE_FLOAT64)
    == PackOptions::fromDefaults());
var_dump(PackOptions::fromBitmask(PackOptions::FORCE_BIN) == PackOptions::fromDefaults());
var_dump(PackOptions::fromDefaults() === PackOptions::fromDefaults());

// private constructor
foreach ([fn () => new PackOptions(), fn () => new PackOptions(1, 32, 128)] as $f) {
    try {
        $f();
        echo "constructed?!\n";
    } catch (Error $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
$ctor = $rc->getConstructor();
var_dump($ctor->isPrivate(), $rc->isFinal(), $rc->isInstantiable());
// the private state is ordinary object state: serialize(), var_export() and unserialize() see it
$o = PackOptions::fromBitmask(PackOptions::FORCE_BIN | PackOptions::FORCE_FLOAT32);
echo str_replace("\0", '\0', serialize($o)), "\n";
var_export($o);
echo "\n";
$back = unserialize(serialize($o));
var_dump(get_class($back), $back == $o, $back->isForceBinMode(), $back->isForceFloat32Mode(), $back->isDetectArrMapMode());
?>
--EXPECT--
FORCE_STR = 1
FORCE_BIN = 2
DETECT_STR_BIN = 4
FORCE_ARR = 8
FORCE_MAP = 16
DETECT_ARR_MAP = 32
FORCE_FLOAT32 = 64
FORCE_FLOAT64 = 128
RECORDS = 256
COMPACT = 512
SEQUENTIAL = 1024
bool(false)
fromDefaults():
  ForceStr=1 ForceBin=0 DetectStrBin=0 ForceArr=0 ForceMap=0 DetectArrMap=1 ForceFloat32=0 Records=0 Compact=0 Sequential=0
  \0MessagePack\PackOptions\0strBinMode=1 \0MessagePack\PackOptions\0arrMapMode=32 \0MessagePack\PackOptions\0floatMode=128 \0MessagePack\PackOptions\0compactMode=0
fromBitmask(0):
  ForceStr=1 ForceBin=0 DetectStrBin=0 ForceArr=0 ForceMap=0 DetectArrMap=1 ForceFloat32=0 Records=0 Compact=0 Sequential=0
  \0MessagePack\PackOptions\0strBinMode=1 \0MessagePack\PackOptions\0arrMapMode=32 \0MessagePack\PackOptions\0floatMode=128 \0MessagePack\PackOptions\0compactMode=0
fromBitmask(FORCE_STR):
  ForceStr=1 ForceBin=0 DetectStrBin=0 ForceArr=0 ForceMap=0 DetectArrMap=1 ForceFloat32=0 Records=0 Compact=0 Sequential=0
  \0MessagePack\PackOptions\0strBinMode=1 \0MessagePack\PackOptions\0arrMapMode=32 \0MessagePack\PackOptions\0floatMode=128 \0MessagePack\PackOptions\0compactMode=0
fromBitmask(FORCE_BIN):
  ForceStr=0 ForceBin=1 DetectStrBin=0 ForceArr=0 ForceMap=0 DetectArrMap=1 ForceFloat32=0 Records=0 Compact=0 Sequential=0
  \0MessagePack\PackOptions\0strBinMode=2 \0MessagePack\PackOptions\0arrMapMode=32 \0MessagePack\PackOptions\0floatMode=128 \0MessagePack\PackOptions\0compactMode=0
fromBitmask(DETECT_STR_BIN):
  ForceStr=0 ForceBin=0 DetectStrBin=1 ForceArr=0 ForceMap=0 DetectArrMap=1 ForceFloat32=0 Records=0 Compact=0 Sequential=0
  \0MessagePack\PackOptions\0strBinMode=4 \0MessagePack\PackOptions\0arrMapMode=32 \0MessagePack\PackOptions\0floatMode=128 \0MessagePack\PackOptions\0compactMode=0
fromBitmask(FORCE_ARR):
  ForceStr=1 ForceBin=0 DetectStrBin=0 ForceArr=1 ForceMap=0 DetectArrMap=0 ForceFloat32=0 Records=0 Compact=0 Sequential=0
  \0MessagePack\PackOptions\0strBinMode=1 \0MessagePack\PackOptions\0arrMapMode=8 \0MessagePack\PackOptions\0floatMode=128 \0MessagePack\PackOptions\0compactMode=0
fromBitmask(FORCE_MAP):
  ForceStr=1 ForceBin=0 DetectStrBin=0 ForceArr=0 ForceMap=1 DetectArrMap=0 ForceFloat32=0 Records=0 Compact=0 Sequential=0
  \0MessagePack\PackOptions\0strBinMode=1 \0MessagePack\PackOptions\0arrMapMode=16 \0MessagePack\PackOptions\0floatMode=128 \0MessagePack\PackOptions\0compactMode=0
fromBitmask(DETECT_ARR_MAP):
  ForceStr=1 ForceBin=0 DetectStrBin=0 ForceArr=0 ForceMap=0 DetectArrMap=1 ForceFloat32=0 Records=0 Compact=0 Sequential=0
  \0MessagePack\PackOptions\0strBinMode=1 \0MessagePack\PackOptions\0arrMapMode=32 \0MessagePack\PackOptions\0floatMode=128 \0MessagePack\PackOptions\0compactMode=0
fromBitmask(FORCE_FLOAT32):
  ForceStr=1 ForceBin=0 DetectStrBin=0 ForceArr=0 ForceMap=0 DetectArrMap=1 ForceFloat32=1 Records=0 Compact=0 Sequential=0
  \0MessagePack\PackOptions\0strBinMode=1 \0MessagePack\PackOptions\0arrMapMode=32 \0MessagePack\PackOptions\0floatMode=64 \0MessagePack\PackOptions\0compactMode=0
fromBitmask(FORCE_FLOAT64):
  ForceStr=1 ForceBin=0 DetectStrBin=0 ForceArr=0 ForceMap=0 DetectArrMap=1 ForceFloat32=0 Records=0 Compact=0 Sequential=0
  \0MessagePack\PackOptions\0strBinMode=1 \0MessagePack\PackOptions\0arrMapMode=32 \0MessagePack\PackOptions\0floatMode=128 \0MessagePack\PackOptions\0compactMode=0
fromBitmask(FORCE_BIN | FORCE_MAP | FORCE_FLOAT32):
  ForceStr=0 ForceBin=1 DetectStrBin=0 ForceArr=0 ForceMap=1 DetectArrMap=0 ForceFloat32=1 Records=0 Compact=0 Sequential=0
  \0MessagePack\PackOptions\0strBinMode=2 \0MessagePack\PackOptions\0arrMapMode=16 \0MessagePack\PackOptions\0floatMode=64 \0MessagePack\PackOptions\0compactMode=0
fromBitmask(DETECT_STR_BIN | FORCE_ARR | FORCE_FLOAT64):
  ForceStr=0 ForceBin=0 DetectStrBin=1 ForceArr=1 ForceMap=0 DetectArrMap=0 ForceFloat32=0 Records=0 Compact=0 Sequential=0
  \0MessagePack\PackOptions\0strBinMode=4 \0MessagePack\PackOptions\0arrMapMode=8 \0MessagePack\PackOptions\0floatMode=128 \0MessagePack\PackOptions\0compactMode=0
fromBitmask(RECORDS | FORCE_BIN):
  ForceStr=0 ForceBin=1 DetectStrBin=0 ForceArr=0 ForceMap=0 DetectArrMap=1 ForceFloat32=0 Records=1 Compact=0 Sequential=0
  \0MessagePack\PackOptions\0strBinMode=2 \0MessagePack\PackOptions\0arrMapMode=32 \0MessagePack\PackOptions\0floatMode=128 \0MessagePack\PackOptions\0compactMode=256
fromBitmask(RECORDS | COMPACT):
  ForceStr=1 ForceBin=0 DetectStrBin=0 ForceArr=0 ForceMap=0 DetectArrMap=1 ForceFloat32=0 Records=1 Compact=1 Sequential=0
  \0MessagePack\PackOptions\0strBinMode=1 \0MessagePack\PackOptions\0arrMapMode=32 \0MessagePack\PackOptions\0floatMode=128 \0MessagePack\PackOptions\0compactMode=512
fromBitmask(SEQUENTIAL):
  ForceStr=1 ForceBin=0 DetectStrBin=0 ForceArr=0 ForceMap=0 DetectArrMap=1 ForceFloat32=0 Records=1 Compact=0 Sequential=1
  \0MessagePack\PackOptions\0strBinMode=1 \0MessagePack\PackOptions\0arrMapMode=32 \0MessagePack\PackOptions\0floatMode=128 \0MessagePack\PackOptions\0compactMode=1280
fromBitmask(SEQUENTIAL | COMPACT):
  ForceStr=1 ForceBin=0 DetectStrBin=0 ForceArr=0 ForceMap=0 DetectArrMap=1 ForceFloat32=0 Records=1 Compact=1 Sequential=1
  \0MessagePack\PackOptions\0strBinMode=1 \0MessagePack\PackOptions\0arrMapMode=32 \0MessagePack\PackOptions\0floatMode=128 \0MessagePack\PackOptions\0compactMode=1536
fromBitmask(0x1000):
  ForceStr=1 ForceBin=0 DetectStrBin=0 ForceArr=0 ForceMap=0 DetectArrMap=1 ForceFloat32=0 Records=0 Compact=0 Sequential=0
  \0MessagePack\PackOptions\0strBinMode=1 \0MessagePack\PackOptions\0arrMapMode=32 \0MessagePack\PackOptions\0floatMode=128 \0MessagePack\PackOptions\0compactMode=0
fromBitmask(0x1000 | FORCE_BIN):
  ForceStr=0 ForceBin=1 DetectStrBin=0 ForceArr=0 ForceMap=0 DetectArrMap=1 ForceFloat32=0 Records=0 Compact=0 Sequential=0
  \0MessagePack\PackOptions\0strBinMode=2 \0MessagePack\PackOptions\0arrMapMode=32 \0MessagePack\PackOptions\0floatMode=128 \0MessagePack\PackOptions\0compactMode=0
fromBitmask(PHP_INT_MIN):
  ForceStr=1 ForceBin=0 DetectStrBin=0 ForceArr=0 ForceMap=0 DetectArrMap=1 ForceFloat32=0 Records=0 Compact=0 Sequential=0
  \0MessagePack\PackOptions\0strBinMode=1 \0MessagePack\PackOptions\0arrMapMode=32 \0MessagePack\PackOptions\0floatMode=128 \0MessagePack\PackOptions\0compactMode=0
fromBitmask(~0x7ff | FORCE_MAP):
  ForceStr=1 ForceBin=0 DetectStrBin=0 ForceArr=0 ForceMap=1 DetectArrMap=0 ForceFloat32=0 Records=0 Compact=0 Sequential=0
  \0MessagePack\PackOptions\0strBinMode=1 \0MessagePack\PackOptions\0arrMapMode=16 \0MessagePack\PackOptions\0floatMode=128 \0MessagePack\PackOptions\0compactMode=0
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
Error: Call to private MessagePack\PackOptions::__construct() from global scope
Error: Call to private MessagePack\PackOptions::__construct() from global scope
bool(true)
bool(true)
bool(false)
O:23:"MessagePack\PackOptions":4:{s:35:"\0MessagePack\PackOptions\0strBinMode";i:2;s:35:"\0MessagePack\PackOptions\0arrMapMode";i:32;s:34:"\0MessagePack\PackOptions\0floatMode";i:64;s:36:"\0MessagePack\PackOptions\0compactMode";i:0;}
\MessagePack\PackOptions::__set_state(array(
   'strBinMode' => 2,
   'arrMapMode' => 32,
   'floatMode' => 64,
   'compactMode' => 0,
))
string(23) "MessagePack\PackOptions"
bool(true)
bool(true)
bool(true)
bool(true)
