--TEST--
msgpack: MessagePack\Type\Map is final, has a public $map and always packs as a map, even for a list
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (a PHP_INT_MAX key packs as a uint64); 32-bit PHP: tests/962'); ?>
--FILE--
<?php
use MessagePack\Type\Map;
use MessagePack\Type\Bin;

$rc = new ReflectionClass(Map::class);
var_dump($rc->isFinal());
var_dump(array_map(fn ($p) => $p->getName() . ($p->isPublic() ? ' public' : ''), $rc->getProperties()));
echo $rc->getConstructor()->getParameters()[0]->getName(), "\n";

$m = new Map(['a' => 1]);
var_dump($m->map);

$cases = [
    'empty' => [],
    'list' => [1, 2, 3],
    'string keys' => ['a' => 1],
    'mixed' => [5 => 'x', 'k' => [1]],
    'negative and big keys' => [-1 => 0, PHP_INT_MAX => 1],
    'list of lists' => [[1], [2]],
];
foreach ($cases as $name => $array) {
    echo $name, ': ', bin2hex(msgpack_pack(new Map($array))), "\n";
}

// a packed Map of a list decodes to the same PHP array
var_dump(msgpack_unpack(msgpack_pack(new Map([1, 2, 3]))) === [1, 2, 3]);

// sizes: fixmap / map16 / map32
foreach ([15, 16, 65535, 65536] as $n) {
    $list = array_fill(0, $n, 1);
    $packed = msgpack_pack(new Map($list));
    printf("%d: header %s, %d bytes, round trip %s\n", $n, bin2hex(substr($packed, 0, $n < 16 ? 1 : ($n < 65536 ? 3 : 5))),
        strlen($packed), msgpack_unpack($packed) === $list ? 'same' : 'DIFFERENT');
}

// nesting, writable property, other types inside
echo bin2hex(msgpack_pack(new Map(['m' => new Map([])]))), "\n";
echo bin2hex(msgpack_pack([new Map([7]), [7]])), "\n";
echo bin2hex(msgpack_pack(new Map([new Bin('b')]))), "\n";
$m->map = [7];
echo bin2hex(msgpack_pack($m)), "\n";

// an empty Map decodes like any empty map
echo get_debug_type(msgpack_unpack(msgpack_pack(new Map([])))), "\n";
ini_set('msgpack.php_only', '0');
echo get_debug_type(msgpack_unpack(msgpack_pack(new Map([])))), "\n";
echo bin2hex(msgpack_pack(new Map([1]))), "\n";

try {
    new Map('x');
} catch (TypeError $e) {
    echo get_class($e), "\n";
}
?>
--EXPECT--
bool(true)
array(1) {
  [0]=>
  string(10) "map public"
}
map
array(1) {
  ["a"]=>
  int(1)
}
empty: 80
list: 83000101020203
string keys: 81a16101
mixed: 8205a178a16b9101
negative and big keys: 82ff00cf7fffffffffffffff01
list of lists: 82009101019102
bool(true)
15: header 8f, 31 bytes, round trip same
16: header de0010, 35 bytes, round trip same
65535: header deffff, 261759 bytes, round trip same
65536: header df00010000, 261765 bytes, round trip same
81a16d80
928100079107
8100c40162
810007
stdClass
array
810001
TypeError
