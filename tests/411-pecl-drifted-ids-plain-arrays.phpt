--TEST--
PECL's drifted back-reference ids that name a plain array read as PECL's decoder read them (a copy of the array, no warning), whole and in pieces
--FILE--
<?php
// What PECL msgpack 2.2 wrote for these graphs. Its encoder did not count the back-reference maps {nil:2, 0:id} it wrote
// for the second &$b, so the last $o points at the container before the object: PECL's decoder gave a copy of that
// container. The expected values are PECL's own decode of these bytes.
//   $o = new stdClass; $o->n = 'o'; $b = [1];
$cases = [
    // [&$b, &$b, [1, 2], $o, $o]
    'list' => ['9582c001000182c002000292010282c0a8737464436c617373a16ea16f82c0040004', 'a:2:{i:0;i:1;i:1;i:2;}'],
    // [&$b, &$b, ['k' => 'v'], $o, $o]
    'map' => ['9582c001000182c002000281a16ba17682c0a8737464436c617373a16ea16f82c0040004', 'a:1:{s:1:"k";s:1:"v";}'],
    // [&$b, &$b, array_fill(0, 17, [1]), $o, $o]: the last inner list is a repeat the decoder shares
    'repeated lists' => ['9582c001000182c0020002dc0011' . str_repeat('9101', 17)
        . '82c0a8737464436c617373a16ea16f82c0040015', 'a:1:{i:0;i:1;}'],
    // [&$b, &$b, ['x' => [[3], [4]]], $o, $o]
    'nested' => ['9582c001000182c002000281a178929103910482c0a8737464436c617373a16ea16f82c0040007', 'a:1:{i:0;i:4;}'],
    // [&$b, &$b, $t, $t2, $t3, $t4, $o, $o], four objects of class Tg whose $tags is ['a', 'b']: the later ones share
    // the list (object shapes)
    'shared property list' => ['9882c001000182c0020002' . str_repeat('82c0a25467a47461677392a161a162', 4)
        . '81c0a8737464436c61737382c004000b', 'a:2:{i:0;s:1:"a";i:1;s:1:"b";}'],
    // [&$b, &$b, $x, $o, $o] with $x->list = [5, 6]: a property's array
    'property' => ['9582c001000182c002000282c0a8737464436c617373a46c69737492050682c0a8737464436c617373a16ea16f82c0040005',
        'a:2:{i:0;i:5;i:1;i:6;}'],
];
$last = function ($v) {
    return serialize(end($v));
};
class Tg { public $tags; }
foreach ($cases as $name => [$hex, $expected]) {
    $bytes = hex2bin($hex);
    $whole = msgpack_unpack($bytes);
    $at = $name === 'shared property list' ? 6 : 3;
    $ok = $last($whole) === $expected && $whole[$at] instanceof stdClass;
    // The same through MessagePackUnpacker, a byte at a time and in two halves: a message with such a back-reference
    // is read whole once complete, so its arrays are recorded as in one decode.
    foreach ([1, intdiv(strlen($bytes), 2) + 1] as $piece) {
        $u = new MessagePackUnpacker();
        $got = null;
        foreach (str_split($bytes, $piece) as $p) {
            $u->feed($p);
            if ($u->execute()) {
                $got = $u->data();
            }
        }
        $ok = $ok && $got !== null && serialize($got) === serialize($whole);
    }
    $m = new MessagePack();
    $ok = $ok && serialize($m->unpack($bytes)) === serialize($whole);
    echo $name, ': ', $ok ? 'as PECL' : 'DIFFERENT ' . serialize($whole), "\n";
}

// An id naming a container still open (here the list holding the back-reference) or the root: null, without a
// warning as with PECL, whose decoder gave the unfinished container there (which then contained itself). An id beyond
// the containers read so far keeps PECL's warning.
//   [&$b, &$b, [$o, $o]]
var_dump(msgpack_unpack(hex2bin('9382c001000182c00200029282c0a8737464436c617373a16ea16f82c0040004'))[2][1]);
var_dump(msgpack_unpack(hex2bin('920182c0040001')));
var_dump(msgpack_unpack(hex2bin('920182c0040003')));

// A drifted id landing on the second reference duplicate's own map: that reference, as before.
//   [&$b, &$b, $p, &$b, [7], $o, $o] with $p an empty stdClass
$r = msgpack_unpack(hex2bin('9782c001000182c002000281c0a8737464436c61737382c0020002910782c0a8737464436c617373a16ea16f82c0040005'));
$r[0][] = 'shared';
var_dump(count($r[6]));

// The array a drifted id names, given to a typed property it does not fit: unserialize()'s TypeError, as for any
// value of the wrong type (PECL stored it unchecked).
//   [&$b, &$b, [1, 2], $o, $t] with $t->obj = $o, class T { public ?object $obj = null; }
class T { public ?object $obj = null; }
try {
    msgpack_unpack(hex2bin('9582c001000182c002000292010281c0a8737464436c61737382c0a154a36f626a82c0040004'));
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}

// This extension's own bytes for the same graphs count every map, so they read back as written.
$o = new stdClass;
$b = [1];
$r = msgpack_unpack(msgpack_pack([&$b, &$b, [1, 2], $o, $o]));
var_dump($r[4] === $r[3], $r[4] instanceof stdClass);
?>
--EXPECTF--
list: as PECL
map: as PECL
repeated lists: as PECL
nested: as PECL
shared property list: as PECL
property: as PECL
NULL
array(2) {
  [0]=>
  int(1)
  [1]=>
  NULL
}

Warning: [msgpack] (msgpack_unserialize_map_item) Invalid references value: 2 in %s on line %d
array(2) {
  [0]=>
  int(1)
  [1]=>
  NULL
}
int(2)
Cannot assign array to property T::$obj of type ?object
bool(true)
bool(true)
