--TEST--
An unknown or disallowed class that came with a __serialize() payload keeps the payload's entries as properties of the __PHP_Incomplete_Class, as unserialize() keeps them; once the class exists its __unserialize() gets them back
--FILE--
<?php
function same(string $what, $ours, $theirs): void
{
    echo $what, ': ', var_export($ours, true) === var_export($theirs, true) ? 'same as unserialize()' : "DIFFERENT:\n" . var_export($ours, true) . "\n" . var_export($theirs, true), "\n";
}

// {nil:"Gone", nil:[1, 2]} and serialize()'s O:4:"Gone":2:{...}: what Gone::__serialize() returned
$ours = msgpack_unpack("\x82\xc0\xa4Gone\xc0\x92\x01\x02");
same('unknown class', $ours, unserialize('O:4:"Gone":2:{i:0;i:1;i:1;i:2;}'));
$ours = msgpack_unpack("\x82\xc0\xa4Gone\xc0\x82\xa1a\x01\xa1b\xc3");
same('string keys', $ours, unserialize('O:4:"Gone":2:{s:1:"a";i:1;s:1:"b";b:1;}'));
$repacked = msgpack_pack(msgpack_unpack("\x82\xc0\xa4Gone\xc0\x92\x01\x02"));

foreach ([new ArrayObject([1, 2]), new SplObjectStorage(), new ArrayIterator(['x' => 1])] as $object) {
    $ours = msgpack_unpack(msgpack_pack($object), null, ['allowed_classes' => false]);
    same(get_class($object) . ' not allowed', $ours, unserialize(serialize($object), ['allowed_classes' => false]));
}

// the class arrives: the repacked incomplete object gives its __unserialize() the payload
class Gone
{
    public $data;
    public function __serialize(): array { return [1, 2]; }
    public function __unserialize(array $data): void { $this->data = $data; }
}
var_dump(msgpack_unpack($repacked));
?>
--EXPECTF--
unknown class: same as unserialize()
string keys: same as unserialize()
ArrayObject not allowed: same as unserialize()
SplObjectStorage not allowed: same as unserialize()
ArrayIterator not allowed: same as unserialize()
object(Gone)#%d (1) {
  ["data"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
