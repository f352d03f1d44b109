--TEST--
Compact mode: shared arrays from hostile input (references before, inside or beyond their definitions, bodies of other lengths, truncation, depth, many definitions)
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, UnpackOptions};

$inputs = [
    'reference before any definition'     => '91d44000',
    'reference to a later definition'     => '92d44001c7004191a178',
    'reference inside its own definition' => 'c7004192a178d44000',
    'nested self-reference'               => 'c7004191c7004191d44000',
    'huge id (2 bytes)'                   => '92c7004191a178d540ffff',
    'huge id (4 bytes)'                   => '92c7004191a178d640ffffffff',
    'reference of 3 bytes'                => '92c7004191a178c70340000000',
    'definition with a body'              => 'd4410091a178',
    'definition as fixext 1'              => '92d4410091a178d44000',
    'definition of a scalar, referenced'  => '92c7004105d44000',
    'definition of a map, referenced'     => '92c7004181a16101d44000',
    'definition alone at the end'         => 'c70041',
    'truncated in the value'              => 'c7004192a178',
    'truncated reference'                 => '92c7004191a178d440',
    'chain of definitions too deep'       => str_repeat('c70041', 100000) . '90',
];
foreach ($inputs as $what => $hex) {
    $bytes = hex2bin($hex);
    try {
        $v = (new BufferUnpacker($bytes, UnpackOptions::COMPACT))->unpack();
        echo "$what: ", json_encode($v), "\n";
    } catch (Throwable $e) {
        echo "$what: ", get_class($e), ': ', $e->getMessage(), "\n";
    }
}

// msgpack_unpack() at read: a warning and false, with PHP-only objects referenced too
ini_set('msgpack.compact', 'read');
var_dump(@msgpack_unpack(hex2bin('92d44001c7004191a178')), error_get_last()['message']);
$obj = msgpack_pack(new ArrayObject([1]));
var_dump(@msgpack_unpack(hex2bin('92c7004191') . $obj . hex2bin('d44000')), error_get_last()['message']);
// a definition not referenced reads as its value, whatever it holds; a scalar one too
var_dump(msgpack_unpack(hex2bin('92c7004105c7004181a16101')));

// many definitions: the table grows with them, bounded by the input
$many = '';
for ($i = 0; $i < 70000; $i++) {
    $many .= hex2bin('c7004191') . chr($i & 0x7f);
}
$refs = hex2bin('d44000d540ffffd6400001116f');
$in = hex2bin('dd') . pack('N', 70003) . $many . $refs;
$before = memory_get_usage();
$v = (new BufferUnpacker($in, UnpackOptions::COMPACT))->unpack();
echo count($v), ' ', json_encode(array_slice($v, -3)), ' ', (memory_get_peak_usage() - $before) < 256 * strlen($in) + 65536 ? 'bounded' : 'TOO MUCH', "\n";
echo "done\n";
--EXPECT--
reference before any definition: MessagePack\Exception\UnpackingFailedException: Array reference 0 out of range (arrays defined before it: 0)
reference to a later definition: MessagePack\Exception\UnpackingFailedException: Array reference 1 out of range (arrays defined before it: 0)
reference inside its own definition: MessagePack\Exception\UnpackingFailedException: Array reference 0 inside its own definition
nested self-reference: MessagePack\Exception\UnpackingFailedException: Array reference 0 inside its own definition
huge id (2 bytes): MessagePack\Exception\UnpackingFailedException: Array reference 65535 out of range (arrays defined before it: 1)
huge id (4 bytes): MessagePack\Exception\UnpackingFailedException: Array reference 4294967295 out of range (arrays defined before it: 1)
reference of 3 bytes: MessagePack\Exception\UnpackingFailedException: Array reference with a 3-byte body
definition with a body: MessagePack\Exception\UnpackingFailedException: An array definition (ext 0x41) must be c7 00 41, not a 1-byte body
definition as fixext 1: MessagePack\Exception\UnpackingFailedException: An array definition (ext 0x41) must be c7 00 41, not a 1-byte body
definition of a scalar, referenced: MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays
definition of a map, referenced: [{"a":1},{"a":1}]
definition alone at the end: MessagePack\Exception\InsufficientDataException: Not enough data to read
truncated in the value: MessagePack\Exception\InsufficientDataException: Not enough data to read
truncated reference: MessagePack\Exception\InsufficientDataException: Not enough data to read
chain of definitions too deep: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 4096 exceeded
bool(false)
string(96) "[msgpack] (php_msgpack_unserialize) Array reference 1 out of range (arrays defined before it: 0)"
bool(false)
string(116) "[msgpack] (php_msgpack_unserialize) Array reference 0 to a value that is not an array of scalars, strings and arrays"
array(2) {
  [0]=>
  int(5)
  [1]=>
  array(1) {
    ["a"]=>
    int(1)
  }
}
70003 [[0],[127],[111]] bounded
done
