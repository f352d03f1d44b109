--TEST--
MessagePack\Packer constructed again in the middle of pack() (a transformer, CanBePacked, an override, a destructor): the rest of the message follows the new str/bin, arr/map and float options and transformers, as the library reads its fields for every value; a map's keys keep the form chosen when the map began
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\CanBePacked;
use MessagePack\CanPack;
use MessagePack\Packer;
use MessagePack\PackOptions;

/* Constructs the Packer again, with $options, at the first stdClass it meets. */
class Switcher implements CanPack {
    public function __construct(private $options, private array $transformers = []) {}
    public function pack(Packer $packer, $value): ?string {
        if (!$value instanceof stdClass) {
            return null;
        }
        $packer->__construct($this->options, $this->transformers);
        return "\xc0";
    }
}
class SelfSwitch implements CanBePacked {
    public function __construct(private int $options) {}
    public function pack(Packer $packer): string {
        $packer->__construct($this->options);
        return "\xc2";
    }
}
class Tag implements CanPack {
    public function __construct(private string $tag) {}
    public function pack(Packer $packer, $value): ?string {
        return $value instanceof ArrayObject ? $packer->packStr($this->tag) : null;
    }
}
/* Its destructor constructs the Packer again. */
class Doomed {
    public static $packer;
    public function __destruct() {
        self::$packer->__construct(PackOptions::FORCE_BIN);
    }
}
class Dropper implements CanPack {
    public $slot;
    public function pack(Packer $packer, $value): ?string {
        if (!$value instanceof Doomed) {
            return null;
        }
        $this->slot = null;
        return "\xc0";
    }
}
class StrOverride extends Packer {
    public $at = 1;
    public function packStr($str) {
        if ($this->at-- === 0) {
            $this->__construct(PackOptions::FORCE_BIN | PackOptions::FORCE_FLOAT32);
        }
        return parent::packStr($str);
    }
}
class HeaderOverride extends Packer {
    public function packMapHeader($size) {
        $this->__construct(PackOptions::DETECT_STR_BIN);
        return parent::packMapHeader($size);
    }
}

$value = [new stdClass, 'ab', "\xff", '', 1.5, [1, 2], ['k' => 'v'], []];
foreach ([
    'FORCE_BIN' => PackOptions::FORCE_BIN,
    'DETECT_STR_BIN' => PackOptions::DETECT_STR_BIN,
    'FORCE_FLOAT32 | FORCE_MAP' => PackOptions::FORCE_FLOAT32 | PackOptions::FORCE_MAP,
    'FORCE_ARR' => PackOptions::FORCE_ARR,
] as $name => $options) {
    echo "$name: ", bin2hex((new Packer(null, [new Switcher($options)]))->pack($value)), "\n";
}
echo "PackOptions object: ", bin2hex((new Packer(null, [new Switcher(PackOptions::fromBitmask(PackOptions::FORCE_BIN))]))->pack([new stdClass, 'a'])), "\n";

echo "-- a map's keys keep the form the map began with, its values follow\n";
$map = ['a' => new stdClass, 'b' => 'x', "\xff" => 2.5, 'c' => ['d' => 'y']];
echo bin2hex((new Packer(null, [new Switcher(PackOptions::FORCE_BIN | PackOptions::FORCE_FLOAT32)]))->pack($map)), "\n";
echo bin2hex((new Packer(PackOptions::FORCE_BIN, [new Switcher(PackOptions::FORCE_STR)]))->pack(['a' => [new stdClass, 'b'], 'c' => 'd'])), "\n";

echo "-- CanBePacked\n";
echo bin2hex((new Packer())->pack([new SelfSwitch(PackOptions::FORCE_BIN), 'x', ['k' => 1.5]])), "\n";

echo "-- transformers replaced: the next object meets the new list\n";
$p = new Packer(null, [new Switcher(null, [new Tag('new')]), new Tag('old')]);
echo bin2hex($p->pack([new ArrayObject, new stdClass, new ArrayObject])), "\n";

echo "-- a destructor run in the middle of pack()\n";
$d = new Dropper;
$p = new Packer(null, [$d]);
Doomed::$packer = $p;
$d->slot = new Doomed;
echo bin2hex($p->pack(['a' => &$d->slot, 'b' => 'x'])), "\n";
$d->slot = [new Doomed, 'in'];
$p->__construct(null, [$d]);
echo bin2hex($p->pack([&$d->slot, 'x'])), "\n";

echo "-- overrides\n";
echo bin2hex((new StrOverride())->pack(['a', 'b', 'c', 1.5])), "\n";
echo bin2hex((new HeaderOverride())->pack(['a' => ['b' => "\xff"]])), "\n";

echo "-- packToStream(): the stream's first write\n";
class SwitchingStream {
    public $context;
    public static $packer;
    public static $out = '';
    public function stream_open($path, $mode, $options, &$opened_path) { return true; }
    public function stream_write($data) {
        if (self::$out === '') {
            self::$packer->__construct(PackOptions::FORCE_BIN);
        }
        self::$out .= $data;
        return strlen($data);
    }
}
stream_wrapper_register('switching', 'SwitchingStream');
$p = new Packer();
SwitchingStream::$packer = $p;
var_dump($p->packToStream(fopen('switching://', 'w'), [str_repeat('a', 70000), 'x', ['k' => 'v']]));
echo bin2hex(substr(SwitchingStream::$out, 0, 6)), " ", bin2hex(substr(SwitchingStream::$out, 70006)), "\n";
?>
--EXPECT--
FORCE_BIN: 98c0c4026162c401ffc400cb3ff800000000000092010281c4016bc4017690
DETECT_STR_BIN: 98c0a26162c401ffa0cb3ff800000000000092010281a16ba17690
FORCE_FLOAT32 | FORCE_MAP: 98c0a26162a1ffa0ca3fc00000820001010281a16ba17680
FORCE_ARR: 98c0a26162a1ffa0cb3ff800000000000092010291a17690
PackOptions object: 92c0c40161
-- a map's keys keep the form the map began with, its values follow
84a161c0a162c40178a1ffca40200000a16381c40164c40179
82c4016192c0a162c40163a164
-- CanBePacked
93c2c4017881c4016bcb3ff8000000000000
-- transformers replaced: the next object meets the new list
93a36f6c64c0a36e6577
-- a destructor run in the middle of pack()
82a161c0a162c40178
9292c0a2696ec40178
-- overrides
94a161a162c40163ca3fc00000
81a16181a162c401ff
-- packToStream(): the stream's first write
int(70016)
93db00011170 c4017881c4016bc40176
