--TEST--
PackOptions/UnpackOptions whose private state fromBitmask() did not set (unserialize(), reflection) pack as their is*() methods say, as rybakit's Packer does
--FILE--
<?php
use MessagePack\PackOptions;
use MessagePack\UnpackOptions;
use MessagePack\Packer;
use MessagePack\BufferUnpacker;

function forge(string $class, array $props): object
{
    $s = 'O:' . strlen($class) . ":\"$class\":" . count($props) . ':{';
    foreach ($props as $name => $value) {
        $key = "\0$class\0$name";
        $s .= 's:' . strlen($key) . ":\"$key\";" . serialize($value);
    }
    return unserialize($s . '}');
}

function modes(PackOptions $o): string
{
    $out = [];
    foreach (['isForceStrMode', 'isForceBinMode', 'isDetectStrBinMode', 'isForceArrMode', 'isForceMapMode',
            'isDetectArrMapMode', 'isForceFloat32Mode', 'isRecordsMode', 'isCompactMode', 'isSequentialMode'] as $m) {
        if ($o->$m()) {
            $out[] = substr($m, 2, -4);
        }
    }
    return $out ? implode(',', $out) : 'none';
}

$value = ['k' => "\xff", 0 => 1.5, 1 => [], 2 => [1, 2], 'utf8' => 'é'];
$show = function (string $label, PackOptions $o) use ($value) {
    echo str_pad($label, 24), ' ', modes($o), ': ', bin2hex((new Packer($o))->pack($value)), "\n";
};

// No mode of a group among its constants: strings (values and keys) as bin, arrays as maps, floats as float64
$show('unserialized, no props', forge(PackOptions::class, []));
$show('all zero', forge(PackOptions::class, ['strBinMode' => 0, 'arrMapMode' => 0, 'floatMode' => 0]));
$show('not constants', forge(PackOptions::class, ['strBinMode' => 3, 'arrMapMode' => '8', 'floatMode' => []]));
$show('without constructor', (new ReflectionClass(PackOptions::class))->newInstanceWithoutConstructor());
// rybakit's own serialize() output (three properties): as fromBitmask() of the same modes
$rybakit = forge(PackOptions::class, ['strBinMode' => PackOptions::FORCE_STR, 'arrMapMode' => PackOptions::FORCE_MAP,
    'floatMode' => PackOptions::FORCE_FLOAT32]);
$show('rybakit serialized', $rybakit);
$show('fromBitmask', PackOptions::fromBitmask(PackOptions::FORCE_STR | PackOptions::FORCE_MAP | PackOptions::FORCE_FLOAT32));
// the private constructor through reflection
$ctor = new ReflectionMethod(PackOptions::class, '__construct');
$o = (new ReflectionClass(PackOptions::class))->newInstanceWithoutConstructor();
$ctor->invoke($o, PackOptions::FORCE_BIN, PackOptions::FORCE_ARR, PackOptions::FORCE_FLOAT32);
$show('private constructor', $o);
$show('fromBitmask', PackOptions::fromBitmask(PackOptions::FORCE_BIN | PackOptions::FORCE_ARR | PackOptions::FORCE_FLOAT32));
$ctor->invoke($o, 0, 0, 0);
$show('private constructor 0', $o);

// compact modes as isRecordsMode()/isCompactMode()/isSequentialMode() read them
$rows = [['id' => 1, 'name' => 'a'], ['id' => 2, 'name' => 'a']];
$pack2 = function (PackOptions $o) use ($rows) {
    $p = new Packer($o);
    return bin2hex($p->pack($rows)) . ' ' . bin2hex($p->pack($rows));
};
$defaults = ['strBinMode' => PackOptions::FORCE_STR, 'arrMapMode' => PackOptions::DETECT_ARR_MAP,
    'floatMode' => PackOptions::FORCE_FLOAT64];
foreach ([[64, PackOptions::RECORDS], [PackOptions::COMPACT | PackOptions::RECORDS, PackOptions::COMPACT],
        [PackOptions::COMPACT | PackOptions::SEQUENTIAL | 1, PackOptions::COMPACT | PackOptions::SEQUENTIAL],
        [PackOptions::SEQUENTIAL, PackOptions::RECORDS | PackOptions::SEQUENTIAL], ['512', 0]] as [$stored, $bitmask]) {
    $forged = forge(PackOptions::class, $defaults + ['compactMode' => $stored]);
    $real = PackOptions::fromBitmask($bitmask);
    echo var_export($stored, true), ': ', modes($forged), ' / ', modes($real), ' ',
        $pack2($forged) === $pack2($real) ? 'same bytes' : 'DIFFER', "\n";
}

// UnpackOptions: a bigint mode that is not a constant reads big ints as strings (rybakit's fallback)
foreach ([[], ['bigIntMode' => 0], ['bigIntMode' => 'x'], ['bigIntMode' => 3, 'compactMode' => 513]] as $props) {
    $u = forge(UnpackOptions::class, $props);
    var_dump([$u->isBigIntAsStrMode(), $u->isBigIntAsGmpMode(), $u->isBigIntAsDecMode(), $u->isCompactMode()]);
    var_dump((new BufferUnpacker("\xcf\xff\xff\xff\xff\xff\xff\xff\xff", $u))->unpack());
}

// getSingleOption(), private static, through reflection
$single = new ReflectionMethod(PackOptions::class, 'getSingleOption');
foreach ([[0, 7], [PackOptions::FORCE_BIN | PackOptions::FORCE_ARR, 7], [PackOptions::FORCE_STR | PackOptions::FORCE_BIN, 7]] as [$bits, $valid]) {
    try {
        var_dump($single->invoke(null, 'str/bin', $bits, $valid));
    } catch (MessagePack\Exception\InvalidOptionException $e) {
        echo $e->getMessage(), "\n";
    }
}
$single = new ReflectionMethod(UnpackOptions::class, 'getSingleOption');
try {
    $single->invoke(null, 'bigint', 6, 7);
} catch (MessagePack\Exception\InvalidOptionException $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
unserialized, no props   none: 85c4016bc401ff00cb3ff80000000000000180028200010102c40475746638c402c3a9
all zero                 none: 85c4016bc401ff00cb3ff80000000000000180028200010102c40475746638c402c3a9
not constants            none: 85c4016bc401ff00cb3ff80000000000000180028200010102c40475746638c402c3a9
without constructor      none: 85c4016bc401ff00cb3ff80000000000000180028200010102c40475746638c402c3a9
rybakit serialized       ForceStr,ForceMap,ForceFloat32: 85a16ba1ff00ca3fc000000180028200010102a475746638a2c3a9
fromBitmask              ForceStr,ForceMap,ForceFloat32: 85a16ba1ff00ca3fc000000180028200010102a475746638a2c3a9
private constructor      ForceBin,ForceArr,ForceFloat32: 95c401ffca3fc0000090920102c402c3a9
fromBitmask              ForceBin,ForceArr,ForceFloat32: 95c401ffca3fc0000090920102c402c3a9
private constructor 0    none: 85c4016bc401ff00cb3ff80000000000000180028200010102c40475746638c402c3a9
64: ForceStr,DetectArrMap,Records / ForceStr,DetectArrMap,Records same bytes
768: ForceStr,DetectArrMap,Records,Compact / ForceStr,DetectArrMap,Records,Compact same bytes
1537: ForceStr,DetectArrMap,Records,Compact,Sequential / ForceStr,DetectArrMap,Records,Compact,Sequential same bytes
1024: ForceStr,DetectArrMap,Records,Sequential / ForceStr,DetectArrMap,Records,Sequential same bytes
'512': ForceStr,DetectArrMap / ForceStr,DetectArrMap same bytes
array(4) {
  [0]=>
  bool(false)
  [1]=>
  bool(false)
  [2]=>
  bool(false)
  [3]=>
  bool(false)
}
string(20) "18446744073709551615"
array(4) {
  [0]=>
  bool(false)
  [1]=>
  bool(false)
  [2]=>
  bool(false)
  [3]=>
  bool(false)
}
string(20) "18446744073709551615"
array(4) {
  [0]=>
  bool(false)
  [1]=>
  bool(false)
  [2]=>
  bool(false)
  [3]=>
  bool(false)
}
string(20) "18446744073709551615"
array(4) {
  [0]=>
  bool(false)
  [1]=>
  bool(false)
  [2]=>
  bool(false)
  [3]=>
  bool(false)
}
string(20) "18446744073709551615"
int(0)
int(2)
Invalid option str/bin, use one of MessagePack\PackOptions::FORCE_STR, MessagePack\PackOptions::FORCE_BIN or MessagePack\PackOptions::DETECT_STR_BIN
Invalid option bigint, use one of MessagePack\UnpackOptions::BIGINT_AS_STR, MessagePack\UnpackOptions::BIGINT_AS_GMP or MessagePack\UnpackOptions::BIGINT_AS_DEC
