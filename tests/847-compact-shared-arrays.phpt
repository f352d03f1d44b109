--TEST--
Compact mode: a repeated array (the same zend_array, a list of scalars, strings and lists) is written once and read back as one shared array
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Packer, PackOptions, UnpackOptions};
use MessagePack\Type\Ext;

ini_set('msgpack.compact', 'full');
$refcount = function (array $a): int {                 // the zend_array's references, from debug_zval_refcount
    ob_start();
    debug_zval_dump($a);
    preg_match('/refcount\((\d+)\)/', ob_get_clean(), $m);
    return (int) $m[1];
};

// (a) a list of 1,000 ['x']: one definition, 999 references of 3 bytes
$x = ['x'];
$list = array_fill(0, 1000, $x);
$packed = msgpack_pack($list);
echo strlen($packed), ' ', bin2hex(substr($packed, 0, 14)), "\n";
$read = msgpack_unpack($packed);
var_dump($read === $list, $read == $list);
echo 'shared: ', $refcount($read[999]) >= 1000 ? 'yes' : 'no', "\n";
$read[5][] = 'y';                                         // copy-on-write separates the one written to
echo json_encode([$read[4], $read[5], $read[6]]), "\n";

// (b) objects whose tags are the same small list
class Item { public function __construct(public int $id = 0, public string $name = '', public array $tags = []) {} }
$tags = ['php', 'msgpack'];
$items = [];
for ($i = 0; $i < 1000; $i++) {
    $items[] = new Item($i, "item $i", $tags);
}
$packed = msgpack_pack($items);
ini_set('msgpack.compact', 'records');
$records = msgpack_pack($items);
ini_set('msgpack.compact', 'full');
echo 'objects: ', strlen($packed) < strlen($records) - 5000 ? 'smaller' : 'NOT SMALLER', "\n";
$read = msgpack_unpack($packed);
var_dump($read == $items, $read[0]->tags === $tags, $read[999]->tags === $tags);
echo 'shared: ', $refcount($read[500]->tags) >= 1000 ? 'yes' : 'no', "\n";
$read[1]->tags[] = 'changed';
echo json_encode([$read[0]->tags, $read[1]->tags, $read[2]->tags]), "\n";

// nested shared arrays, numbered in the order their definitions appear
$in = ['a', 'b', 'c'];
$out = [$in, $in, [$in, $in]];
$value = [$out, $out, $in];
echo bin2hex(msgpack_pack($value)), "\n";
var_dump(msgpack_unpack(msgpack_pack($value)) === $value);

// not shared: maps, arrays holding objects or references, arrays too short for a reference to pay
$map = ['k' => 'v', 'l' => 'w'];
$obj = [new ArrayObject([1])];
$target = 1;
$withRef = ['r', &$target];
$short = [1];
$empty = [];
$value = [$map, $map, $obj, $obj, $withRef, $withRef, $short, $short, $empty, $empty];
$packed = msgpack_pack($value);
echo 'no array ext: ', strpos(bin2hex($packed), 'c70041') === false && strpos(bin2hex($packed), 'd440') === false ? 'yes' : 'NO', "\n";
$read = msgpack_unpack($packed);
var_dump($read == $value);
$read[4][1] = 2;                                          // written as values: no reference came back
var_dump($read[5][1], $target);

// == and === between arrays and across shared and unshared copies are those of the values
$a = ['1', 2, [3.0]];
$b = ['1', 2, [3.0]];
$read = msgpack_unpack(msgpack_pack([$a, $a, $b, $b]));
var_dump($read[0] === $read[1], $read[1] === $read[2], $read[0] == ['1', 2, [3]], $read[0] === ['1', 2, [3]]);

// the MessagePack\ classes: PackOptions::COMPACT writes them, RECORDS does not; UnpackOptions::COMPACT reads them
$v = [$in, $in, $in];
$compact = (new Packer(PackOptions::COMPACT))->pack($v);
echo bin2hex($compact), ' ', bin2hex((new Packer(PackOptions::RECORDS))->pack($v)), "\n";
var_dump((new BufferUnpacker($compact, UnpackOptions::COMPACT))->unpack() === $v);
$u = new BufferUnpacker($compact);                         // compact mode off: ext values, as before
echo get_class($u->unpack()[0]), "\n";

// msgpack.compact=read reads them, records does not write them
ini_set('msgpack.compact', 'read');
var_dump(msgpack_unpack($compact) === $v);
echo bin2hex(msgpack_pack($v)), "\n";

// an immutable literal array met again
ini_set('msgpack.compact', 'full');
$rows = [];
for ($i = 0; $i < 3; $i++) {
    $rows[] = ['literal', 'list'];
}
echo bin2hex(msgpack_pack($rows)), "\n";

// compact packers refuse Ext values of the new types
foreach ([0x40, 0x41] as $type) {
    try {
        (new Packer(PackOptions::COMPACT))->pack(new Ext($type, "\x00"));
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    var_dump(@msgpack_pack(new Ext($type, "\x00")));
}
ini_set('msgpack.compact', '0');
echo bin2hex(msgpack_pack(new Ext(0x41, ''))), "\n";
--EXPECT--
3006 dc03e8c7004191a178d44000d440
bool(true)
bool(true)
shared: yes
[["x"],["x","y"],["x"]]
objects: smaller
bool(true)
bool(true)
bool(true)
shared: yes
[["php","msgpack"],["php","msgpack","changed"],["php","msgpack"]]
93c7004193c7004193a161a162a163d4400192d44001d44001d44000d44001
bool(true)
no array ext: yes
bool(true)
int(1)
int(1)
bool(true)
bool(true)
bool(true)
bool(false)
93c7004193a161a162a163d44000d44000 9393a161a162a16393a161a162a16393a161a162a163
bool(true)
MessagePack\Type\Ext
bool(true)
9393a161a162a16393a161a162a16393a161a162a163
93c7004192a76c69746572616ca46c697374d44000d44000
MessagePack\Exception\PackingFailedException: Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: a MessagePack\Type\Ext of one of them cannot be packed with PackOptions::RECORDS or COMPACT
bool(false)
MessagePack\Exception\PackingFailedException: Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: a MessagePack\Type\Ext of one of them cannot be packed with PackOptions::RECORDS or COMPACT
bool(false)
c70041
