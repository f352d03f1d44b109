--TEST--
MessagePack\UnpackOptions::isCompactMode() and PackOptions' compact predicates for each bitmask; a Packer subclass with overrides writes false, true and null among the values itself; a transformer returning '' gives an empty pack()
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\CanPack;
use MessagePack\Packer;
use MessagePack\PackOptions;
use MessagePack\UnpackOptions;

echo "-- UnpackOptions\n";
foreach ([
    'defaults' => UnpackOptions::fromDefaults(),
    '0' => UnpackOptions::fromBitmask(0),
    'COMPACT' => UnpackOptions::fromBitmask(UnpackOptions::COMPACT),
    'COMPACT | BIGINT_AS_DEC' => UnpackOptions::fromBitmask(UnpackOptions::COMPACT | UnpackOptions::BIGINT_AS_DEC),
    'BIGINT_AS_GMP' => UnpackOptions::fromBitmask(UnpackOptions::BIGINT_AS_GMP),
] as $label => $o) {
    printf("%-24s compact=%d str=%d gmp=%d dec=%d\n", $label, $o->isCompactMode(), $o->isBigIntAsStrMode(),
        $o->isBigIntAsGmpMode(), $o->isBigIntAsDecMode());
}

echo "-- PackOptions\n";
foreach ([
    'defaults' => PackOptions::fromDefaults(),
    'RECORDS' => PackOptions::fromBitmask(PackOptions::RECORDS),
    'COMPACT' => PackOptions::fromBitmask(PackOptions::COMPACT),
    'RECORDS | COMPACT' => PackOptions::fromBitmask(PackOptions::RECORDS | PackOptions::COMPACT),
    'SEQUENTIAL' => PackOptions::fromBitmask(PackOptions::SEQUENTIAL),
    'COMPACT | SEQUENTIAL' => PackOptions::fromBitmask(PackOptions::COMPACT | PackOptions::SEQUENTIAL),
] as $label => $o) {
    printf("%-24s records=%d compact=%d sequential=%d\n", $label, $o->isRecordsMode(), $o->isCompactMode(),
        $o->isSequentialMode());
}

echo "-- a Packer subclass with an override\n";
final class IntLogging extends Packer
{
    public array $log = [];

    public function packInt($int)
    {
        $this->log[] = $int;
        return parent::packInt($int);
    }
}
$p = new IntLogging();
echo bin2hex($p->pack([1, false, true, null, 2])), ' ', implode(',', $p->log), "\n";
echo bin2hex($p->pack(['k' => false])), ' ', bin2hex($p->pack(false)), ' ', bin2hex($p->pack(true)), "\n";
// The same bytes as Packer itself writes.
echo bin2hex((new Packer())->pack([1, false, true, null, 2])), "\n";

echo "-- a transformer returning ''\n";
final class Nothing implements CanPack
{
    public function pack(Packer $packer, $value): ?string
    {
        return '';
    }
}
var_dump((new Packer(null, [new Nothing()]))->pack(new stdClass()));
var_dump(bin2hex((new Packer(null, [new Nothing()]))->pack([new stdClass(), 1])));
?>
--EXPECT--
-- UnpackOptions
defaults                 compact=0 str=1 gmp=0 dec=0
0                        compact=0 str=1 gmp=0 dec=0
COMPACT                  compact=1 str=1 gmp=0 dec=0
COMPACT | BIGINT_AS_DEC  compact=1 str=0 gmp=0 dec=1
BIGINT_AS_GMP            compact=0 str=0 gmp=1 dec=0
-- PackOptions
defaults                 records=0 compact=0 sequential=0
RECORDS                  records=1 compact=0 sequential=0
COMPACT                  records=1 compact=1 sequential=0
RECORDS | COMPACT        records=1 compact=1 sequential=0
SEQUENTIAL               records=1 compact=0 sequential=1
COMPACT | SEQUENTIAL     records=1 compact=1 sequential=1
-- a Packer subclass with an override
9501c2c3c002 1,2
81a16bc2 c2 c3
9501c2c3c002
-- a transformer returning ''
string(0) ""
string(4) "9201"
