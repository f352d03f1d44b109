--TEST--
Compact reading: a value read once and used again through references costs object credit at each use where it costs work or memory again (a shared array copied by an internal __unserialize(), a Serializable payload parsed again, a long class or property name looked up again), so that a few bytes of references cannot multiply memory or time past the input's size; uses the input pays for decode as before
--INI--
msgpack.compact=read
memory_limit=512M
--FILE--
<?php
class P { public $x; }

function attempt(string $what, string $in): void
{
    $r = @msgpack_unpack($in);
    echo $what, ': ', $r === false ? 'refused: ' . msgpack_last_error_msg()
        : count($r) . ' ' . get_debug_type($r[count($r) - 1]), "\n";
}

// a list of n maps {nil: <class name>, nil: <data>}: the first defines both, the others refer to them
function shared_data(string $class, string $data, int $n): string
{
    return "\xdd" . pack('N', $n) . "\x82\xc0\xc7" . chr(strlen($class)) . "\x53" . $class . "\xc0\xc7\x00\x41" . $data
        . str_repeat("\x82\xc0\xd4\x5e\x00\xc0\xd4\x40\x00", $n - 1);
}
$k = 10000;
$fixed = "\xdc" . pack('n', $k) . str_repeat("\x01", $k);
attempt('SplFixedArray of 10,000, 1,000 copies', shared_data('SplFixedArray', $fixed, 1000));
attempt('SplFixedArray of 10,000, 5 copies', shared_data('SplFixedArray', $fixed, 5));
$list = "\x93\x00\xdc" . pack('n', $k) . str_repeat("\x01", $k) . "\x90";
attempt('SplDoublyLinkedList of 10,000, 1,000 copies', shared_data('SplDoublyLinkedList', $list, 1000));
attempt('SplDoublyLinkedList of 10,000, 5 copies', shared_data('SplDoublyLinkedList', $list, 5));

// Serializable: {nil: 3, "ArrayObject": <payload>}, the payload a reference after the first
$payload = 'x:i:0;' . serialize(range(0, 19999)) . ';m:a:0:{}';
$serializable = fn (int $n) => "\xdd" . pack('N', $n)
    . "\x82\xc0\x03\xabArrayObject\xc9" . pack('N', strlen($payload)) . "\x53" . $payload
    . str_repeat("\x82\xc0\x03\xabArrayObject\xd4\x5e\x00", $n - 1);
attempt('ArrayObject payload of 20,000, parsed 500 times', $serializable(500));
attempt('ArrayObject payload of 20,000, parsed twice', $serializable(2));

// two unknown classes of 100 KB names, alternating (one name is remembered)
$len = 100000;
$a = 'A' . str_repeat('x', $len - 1);
$b = 'B' . str_repeat('y', $len - 1);
$names = fn (int $n) => "\xdd" . pack('N', $n) . "\x81\xc0\xc9" . pack('N', $len) . "\x53" . $a
    . "\x81\xc0\xc9" . pack('N', $len) . "\x53" . $b . implode('', array_map(fn ($i) => "\x81\xc0\xd4\x5e" . chr($i & 1), range(2, $n - 1)));
attempt('class names of 100 KB, 4,000 lookups', $names(4000));
attempt('class names of 100 KB, 20 lookups', $names(20));

// a protected property name of 100 KB on a declared class
$prop = "\0*\0" . str_repeat('p', $len);
$props = fn (int $n) => "\xdd" . pack('N', $n) . "\x82\xc0\xa1P\xc9" . pack('N', strlen($prop)) . "\x53" . $prop . "\x01"
    . str_repeat("\x82\xc0\xa1P\xd4\x5e\x00\x01", $n - 1);
attempt('property names of 100 KB, 4,000 uses', $props(4000));
attempt('property names of 100 KB, 20 uses', $props(20));

// what the input spells out decodes as before: 1,000 SplFixedArrays of 100 elements, data written out each time
$one = "\x82\xc0\xadSplFixedArray\xc0\xdc" . pack('n', 100) . str_repeat("\x01", 100);
attempt('1,000 SplFixedArrays written out', "\xdd" . pack('N', 1000) . str_repeat($one, 1000));
?>
--EXPECTF--
SplFixedArray of 10,000, 1,000 copies: refused: Shared arrays copied into objects more often than the input's size allows at offset %d
SplFixedArray of 10,000, 5 copies: 5 SplFixedArray
SplDoublyLinkedList of 10,000, 1,000 copies: refused: Shared arrays copied into objects more often than the input's size allows at offset %d
SplDoublyLinkedList of 10,000, 5 copies: 5 SplDoublyLinkedList
ArrayObject payload of 20,000, parsed 500 times: refused: Serializable data read more often than the input's size allows at offset %d
ArrayObject payload of 20,000, parsed twice: 2 ArrayObject
class names of 100 KB, 4,000 lookups: refused: Long class names used more often than the input's size allows at offset %d
class names of 100 KB, 20 lookups: 20 __PHP_Incomplete_Class
property names of 100 KB, 4,000 uses: refused: Long property names used more often than the input's size allows at offset %d
property names of 100 KB, 20 uses: 20 P
1,000 SplFixedArrays written out: 1000 SplFixedArray
