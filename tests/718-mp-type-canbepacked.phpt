--TEST--
MessagePack\Type\Bin/Map/Ext are CanBePacked: pack($packer) calls packBin/packMap/packExt on the given packer (user subclass overrides run); Bin in FORCE_STR maps
--FILE--
<?php
use MessagePack\CanBePacked;
use MessagePack\PackOptions;
use MessagePack\Packer;
use MessagePack\Type\Bin;
use MessagePack\Type\Ext;
use MessagePack\Type\Map;
use MessagePack\Type\Timestamp;

class LoggingPacker extends Packer
{
    public array $calls = [];

    public function packBin($str)
    {
        $this->calls[] = 'packBin(' . var_export($str, true) . ')';
        return 'BIN<' . parent::packBin($str) . '>';
    }

    public function packMap($map)
    {
        $this->calls[] = 'packMap(' . count($map) . ')';
        return 'MAP<' . parent::packMap($map) . '>';
    }

    public function packExt($type, $data)
    {
        $this->calls[] = "packExt($type, " . var_export($data, true) . ')';
        return 'EXT<' . parent::packExt($type, $data) . '>';
    }
}

foreach ([Bin::class, Map::class, Ext::class, Timestamp::class] as $c) {
    echo $c, ': ', is_subclass_of($c, CanBePacked::class) ? 'CanBePacked' : 'not CanBePacked', "\n";
}

$sub = new LoggingPacker();
$bin = new Bin('x');
$map = new Map(['a' => 1, 'b' => 2]);
$ext = new Ext(7, 'yz');
foreach ([$bin, $map, $ext] as $obj) {
    $r = $obj->pack($sub);
    echo get_class($obj), ': ', preg_replace_callback('/<(.*)>/s', fn ($m) => '<' . bin2hex($m[1]) . '>', $r), "\n";
}
echo implode(', ', $sub->calls), "\n";

echo "-- with a plain packer\n";
$p = new Packer();
echo bin2hex($bin->pack($p)), ' ', bin2hex($map->pack($p)), ' ', bin2hex($ext->pack($p)), "\n";
echo bin2hex((new Map([]))->pack($p)), ' ', bin2hex((new Map(['x']))->pack($p)), ' ', bin2hex((new Bin(''))->pack($p)), "\n";

echo "-- public properties are read at pack time\n";
$bin->data = 'changed';
$map->map = [5 => 6];
$ext->type = -3;
$ext->data = '';
echo bin2hex($p->pack([$bin, $map, $ext])), "\n";

echo "-- inside maps and lists, under every str/bin mode\n";
foreach ([PackOptions::FORCE_STR, PackOptions::FORCE_BIN, PackOptions::DETECT_STR_BIN] as $mode) {
    $q = new Packer($mode);
    echo bin2hex($q->pack(['name' => new Bin('value'), 'm' => new Map([1, 2, 3]), 'l' => [new Ext(1, 'x')]])), "\n";
}
echo bin2hex($p->pack(new Map([1, 2, 3]))), ' ', bin2hex($p->pack([1, 2, 3])), "\n";
?>
--EXPECT--
MessagePack\Type\Bin: CanBePacked
MessagePack\Type\Map: CanBePacked
MessagePack\Type\Ext: CanBePacked
MessagePack\Type\Timestamp: not CanBePacked
MessagePack\Type\Bin: BIN<c40178>
MessagePack\Type\Map: MAP<82a16101a16202>
MessagePack\Type\Ext: EXT<d507797a>
packBin('x'), packMap(2), packExt(7, 'yz')
-- with a plain packer
c40178 82a16101a16202 d507797a
80 8100a178 c400
-- public properties are read at pack time
93c4076368616e676564810506c700fd
-- inside maps and lists, under every str/bin mode
83a46e616d65c40576616c7565a16d83000101020203a16c91d40178
83c4046e616d65c40576616c7565c4016d83000101020203c4016c91d40178
83a46e616d65c40576616c7565a16d83000101020203a16c91d40178
83000101020203 93010203
