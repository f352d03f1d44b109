--TEST--
msgpack.assoc=0: a __serialize() payload reaches __unserialize() as an array, arrays all the way down (it failed with "Parse error")
--EXTENSIONS--
msgpack
--INI--
msgpack.assoc=0
--FILE--
<?php
class Box
{
    public $v;
    public function __construct($v = null) { $this->v = $v; }
    public function __serialize(): array { return ['v' => $this->v, 'meta' => ['tags' => ['a' => 1], 'list' => [1, 2]]]; }
    public function __unserialize(array $data): void
    {
        echo 'payload: ', get_debug_type($data['meta']), ' ', get_debug_type($data['meta']['tags']), "\n";
        $this->v = $data['v'];
    }
}

$value = [new Box(['k' => 'v']), ['plain' => 1], new Box(new Box(5))];
$decoded = msgpack_unpack(msgpack_pack($value));
var_dump($decoded[0] instanceof Box, $decoded[2]->v instanceof Box, $decoded[2]->v->v);
// the map outside any payload still follows msgpack.assoc=0
echo get_debug_type($decoded[1]), "\n";
// the boxed value is the object's own data, inside its payload: an array, as unserialize() hands it back
echo get_debug_type($decoded[0]->v), "\n";

// internal classes with __unserialize() round-trip as unserialize() has them
foreach ([new ArrayObject(['x' => [1, 2], 'y' => 3]), new ArrayIterator([1, 2]), new SplObjectStorage(),
          new SplDoublyLinkedList(), new DateTime('2020-01-02 03:04:05 UTC')] as $object) {
    $back = msgpack_unpack(msgpack_pack($object));
    echo get_class($object), ': ', $back == unserialize(serialize($object)) ? 'same as unserialize()' : 'differs', "\n";
}

// a broken payload (not a map) is still refused
var_dump(@msgpack_unpack("\x82\xc0\xa3Box\xc0\x05"));

// the streaming unpacker decodes the same
$u = new MessagePackUnpacker();
$bytes = msgpack_pack($value);
foreach (str_split($bytes, 3) as $piece) {
    $u->feed($piece);
    if ($u->execute()) {
        var_dump($u->data() == $decoded);
    }
}
?>
--EXPECT--
payload: array array
payload: array array
payload: array array
bool(true)
bool(true)
int(5)
stdClass
array
ArrayObject: same as unserialize()
ArrayIterator: same as unserialize()
SplObjectStorage: same as unserialize()
SplDoublyLinkedList: same as unserialize()
DateTime: same as unserialize()
bool(false)
payload: array array
payload: array array
payload: array array
bool(true)
