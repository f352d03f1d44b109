--TEST--
Compact mode: an array repeated after user code constructed the Packer again with other float or str/bin options is written under the new options, not as a reference to its first occurrence
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, CanPack, Packer, PackOptions, UnpackOptions};

/* Constructs the Packer again, with $options, at the stdClass. */
class Switcher implements CanPack {
    public function __construct(private int $options) {}
    public function pack(Packer $packer, $value): ?string {
        $packer->__construct($this->options);
        return "\xc0";
    }
}

$row = [0.1, 'a string long enough to be shared', 0.25];
$switch = PackOptions::COMPACT | PackOptions::FORCE_FLOAT32 | PackOptions::FORCE_BIN;
$bytes = (new Packer(PackOptions::COMPACT, [new Switcher($switch)]))->pack([$row, new stdClass, $row, $row]);
$value = (new BufferUnpacker($bytes, UnpackOptions::COMPACT))->unpack();

// The first occurrence as written before the switch, the others as a Packer with the new options writes them
var_dump($value[0] === $row);
$after = (new BufferUnpacker((new Packer($switch))->pack($row), UnpackOptions::COMPACT))->unpack();
var_dump($value[2] === $after, $value[3] === $after);
printf("%.10F %.10F\n", $value[0][0], $value[2][0]);
// both repeats after the switch written in full: two float32s each
var_dump(substr_count($bytes, "\xca") === 4);

// Without a switch the repeats stay references to the first occurrence
$bytes = (new Packer(PackOptions::COMPACT))->pack([$row, null, $row, $row]);
var_dump(substr_count($bytes, "\xd4\x40\x00") === 2, (new BufferUnpacker($bytes, UnpackOptions::COMPACT))->unpack() === [$row, null, $row, $row]);
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
0.1000000000 0.1000000015
bool(true)
bool(true)
bool(true)
