--TEST--
Malformed PHP-only markers are parse errors (a value of no marker's type is skipped, as PECL skips it); PECL's crash inputs, truncations and mutations of object data fail cleanly
--FILE--
<?php
// Marker maps of the wrong shape are parse errors, not guesses.
$inputs = [
    // a __serialize() payload with no class to give it to: dropped, as PECL drops it ({nil:[1]} alone is null)
    'marker array' => '81c09101',
    'back-reference id not int' => '82c00400a178',
    'back-reference with extra pair' => '83c004000101a101',
    'back-reference alone' => '81c004',
    'reference twice' => '83c001c001a101',
    'Serializable payload not string' => '82c003a153c3',
    'Serializable class not string' => '82c0030101',
    'enum without pair' => '81c006',
    '__unserialize payload not array' => '82c0a4444c6f63c0a178',
];
class DLoc { function __unserialize(array $a): void { echo "never\n"; } }
foreach ($inputs as $label => $hex) {
    echo $label, ': ';
    var_dump(msgpack_unpack(hex2bin($hex)));
}
// PECL's outcomes kept: an id that names nothing gives null with a warning; {nil:1} alone gives null; a marker
// number the format does not define is skipped, and so is a value no marker is ({nil:true} alone is null).
var_dump(msgpack_unpack(hex2bin('81c0c3')));
var_dump(msgpack_unpack(hex2bin('81c0cb3ff0000000000000')));
var_dump(msgpack_unpack(hex2bin('83c009c0a8737464436c617373a17801')));
var_dump(msgpack_unpack(hex2bin('920182c0040063')));
var_dump(msgpack_unpack(hex2bin('81c001')));
// PECL's use-after-free input (#136/#144): a nil-keyed array then a parse error.
var_dump(msgpack_unpack(hex2bin('9281c09101c1')));
// Every truncation of object data fails cleanly.
class Q { public $a = [1, 2]; public $o; }
$q = new Q;
$q->o = new ArrayObject([new Q]);
$full = msgpack_pack([$q, $q, 'tail']);
$ok = 0;
for ($i = 1; $i < strlen($full); $i++) {
    $ok += @msgpack_unpack(substr($full, 0, $i)) === false;
}
var_dump($ok === strlen($full) - 1);
// Mutated object data never crashes (the valgrind and ASan runs check the memory side).
mt_srand(7);
for ($i = 0; $i < 3000; $i++) {
    $m = $full;
    for ($k = mt_rand(1, 3); $k > 0; $k--) {
        $m[mt_rand(0, strlen($m) - 1)] = chr(mt_rand(0, 255));
    }
    try {
        @msgpack_unpack($m);
    } catch (Throwable $e) {
    }
}
echo "done\n";

--EXPECTF--
marker array: NULL
back-reference id not int: 
Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
back-reference with extra pair: 
Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
back-reference alone: 
Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
reference twice: 
Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
Serializable payload not string: 
Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
Serializable class not string: 
Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
enum without pair: 
Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
__unserialize payload not array: 
Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
NULL
NULL
object(stdClass)#1 (1) {
  ["x"]=>
  int(1)
}

Warning: [msgpack] (msgpack_unserialize_map_item) Invalid references value: 98 in %s on line %d
array(2) {
  [0]=>
  int(1)
  [1]=>
  NULL
}
NULL

Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
bool(true)
done
