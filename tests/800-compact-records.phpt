--TEST--
Compact mode, records: msgpackr's bytes (d4 72 ID + names, then ID + values), ids cycling, ints 64..127, reading
--FILE--
<?php
use MessagePack\{Packer, BufferUnpacker, PackOptions, UnpackOptions};

$records = new Packer(PackOptions::RECORDS);
$read = fn (string $b) => (new BufferUnpacker($b, UnpackOptions::COMPACT))->unpack();
$plain = fn (string $b) => (new BufferUnpacker($b))->unpack();

// Two maps of one key list: the definition is the first instance, then the id alone.
$rows = [['id' => 1, 'name' => 'a'], ['id' => 2, 'name' => 'b']];
echo bin2hex($records->pack($rows)), "\n";
var_dump($read($records->pack($rows)) === $rows);

// Ints 64..127 would be ids: uint8 while records are on (either way the reader gets the int).
echo bin2hex($records->pack([63, 64, 127, 128, -1])), "\n";
var_dump($read($records->pack([63, 64, 127, 128])) === [63, 64, 127, 128]);
// Without records the fixints stay.
echo bin2hex((new Packer())->pack([64, 127])), "\n";

// An id byte no definition gave is the integer, as data written without records reads.
var_dump($read("\x92\x40\x7f"));

// A reader without COMPACT sees the definition as an ext value and the ids as integers.
$b = $records->pack([['k' => 'v'], ['k' => 'w']]);
var_dump($plain($b));

// Not records: lists, maps with an integer key, empty maps.
echo bin2hex($records->pack([[1, 2], ['a' => 1, 5 => 2], []])), "\n";
echo bin2hex($records->pack(new MessagePack\Type\Map([]))), "\n";

// Key order makes a different key list; nested records in record values; a record inside its own values.
$v = ['x' => ['a' => 1, 'b' => ['a' => 2, 'b' => null]], 'y' => ['b' => 3, 'a' => 4]];
echo bin2hex($records->pack($v)), "\n";
var_dump($read($records->pack($v)) === $v);

// 70 distinct key lists: ids 0x40..0x7f, then the oldest is defined anew (msgpackr cycles the same way).
$many = [];
for ($i = 0; $i < 70; $i++) {
    $many[] = ["k$i" => $i];
}
$many[] = ['k0' => 'again'];
$many[] = ['k69' => 'again'];
$b = $records->pack($many);
var_dump($read($b) === $many, substr_count($b, "\xd4\x72"));

// Numeric-string and repeated names from another writer: read as a map with those keys would be.
var_dump($read("\x92\xd4\x72\x40\x93\xa1\x61\xa1\x37\xa1\x61\x01\x02\x03\x40\x04\x05\x06"));

// Records are per message: the next pack() starts over.
echo bin2hex($records->pack(['k' => 1])), ' ', bin2hex($records->pack(['k' => 1])), "\n";
// A transformer's nested pack() writes into this message without records of its own, ints 64..127 still uint8.
final class Wrap { public function __construct(public array $v) {} }
final class WrapPacker implements MessagePack\CanPack
{
    public function pack(Packer $packer, $value): ?string
    {
        return $value instanceof Wrap ? $packer->pack($value->v) : null;
    }
}
foreach ([PackOptions::RECORDS, PackOptions::COMPACT] as $opt) {
    $b = (new Packer($opt, [new WrapPacker()]))->pack([new Wrap([100, ['a' => 'nested'], 'nested']), ['a' => 'outer'], 100]);
    echo bin2hex($b), "\n";
    var_dump($read($b) === [[100, ['a' => 'nested'], 'nested'], ['a' => 'outer'], 100]);
}

// Ext values of compact mode's own types (83, 94, 114, and 98: msgpackr's bundled strings, which compact readers
// read) cannot be packed in compact mode: a reader would take them for records, string references or a bundle.
// Plain mode packs them as any ext.
foreach ([0x53, 0x5e, 0x72, 0x62] as $type) {
    try {
        $records->pack(['x' => new MessagePack\Type\Ext($type, 'abc')]);
    } catch (MessagePack\Exception\PackingFailedException $e) {
        echo $e->getMessage(), "\n";
    }
    echo bin2hex((new Packer())->pack(new MessagePack\Type\Ext($type, 'abc'))), "\n";
}
ini_set('msgpack.compact', 'records');
var_dump(@msgpack_pack([new MessagePack\Type\Ext(0x72, '@')]), error_get_last()['message']);
ini_set('msgpack.compact', '0');

// COMPACT includes records.
var_dump(PackOptions::fromBitmask(PackOptions::COMPACT)->isRecordsMode());
?>
--EXPECT--
92d4724092a26964a46e616d6501a1614002a162
bool(true)
953fcc40cc7fcc80ff
bool(true)
92407f
array(2) {
  [0]=>
  int(64)
  [1]=>
  int(127)
}
array(2) {
  [0]=>
  object(MessagePack\Type\Ext)#5 (2) {
    ["type"]=>
    int(114)
    ["data"]=>
    string(1) "@"
  }
  [1]=>
  array(1) {
    [0]=>
    string(1) "k"
  }
}
9392010282a16101050290
80
d4724092a178a179d4724192a161a162014102c0d4724292a162a1610304
bool(true)
bool(true)
int(71)
array(2) {
  [0]=>
  array(2) {
    ["a"]=>
    int(3)
    [7]=>
    int(2)
  }
  [1]=>
  array(2) {
    ["a"]=>
    int(6)
    [7]=>
    int(5)
  }
}
d4724091a16b01 d4724091a16b01
9393cc6481a161a66e6573746564a66e6573746564d4724091a161a56f75746572cc64
bool(true)
9393cc6481a161a66e6573746564a66e6573746564d4724091a161a56f75746572cc64
bool(true)
Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: a MessagePack\Type\Ext of one of them cannot be packed with PackOptions::RECORDS or COMPACT
c70353616263
Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: a MessagePack\Type\Ext of one of them cannot be packed with PackOptions::RECORDS or COMPACT
c7035e616263
Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: a MessagePack\Type\Ext of one of them cannot be packed with PackOptions::RECORDS or COMPACT
c70372616263
Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: a MessagePack\Type\Ext of one of them cannot be packed with PackOptions::RECORDS or COMPACT
c70362616263
bool(false)
string(173) "[msgpack] (php_msgpack_serialize) Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: a MessagePack\Type\Ext of one of them cannot be packed with msgpack.compact on"
bool(true)
