--TEST--
msgpack.assoc=0: a stdClass inside a __serialize() payload (ArrayObject, SplObjectStorage, a user class) keeps its class marker, so it comes back an object as from unserialize() (the reader takes the payload's maps for arrays)
--EXTENSIONS--
msgpack
--INI--
msgpack.assoc=0
--FILE--
<?php
class U {
    public $d;
    function __serialize(): array { return ['o' => $this->d, 'list' => [$this->d], 'map' => ['k' => 1]]; }
    function __unserialize(array $a): void { $this->d = $a; }
}
$o = new stdClass();
$o->a = 1;
$storage = new SplObjectStorage();
$storage[$o] = 'info';
$u = new U();
$u->d = $o;
$values = [
    'ArrayObject' => new ArrayObject([$o, [$o]]),
    'ArrayIterator' => new ArrayIterator(['x' => $o]),
    'SplObjectStorage' => $storage,
    'user __serialize' => $u,
];
foreach ($values as $name => $v) {
    try {
        $ours = msgpack_unpack(msgpack_pack($v));
        $same = serialize($ours) === serialize(unserialize(serialize($v)));
        echo $name, ': ', $same ? 'as unserialize()' : 'DIFFERS: ' . serialize($ours), "\n";
    } catch (Throwable $e) {
        echo $name, ': ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}
// Outside a payload a stdClass stays the plain map PECL 3.0 writes with assoc off.
echo bin2hex(msgpack_pack([$o])), "\n";
var_dump(msgpack_unpack(msgpack_pack([$o])));
?>
--EXPECTF--
ArrayObject: as unserialize()
ArrayIterator: as unserialize()
SplObjectStorage: as unserialize()
user __serialize: as unserialize()
9181a16101
array(1) {
  [0]=>
  object(stdClass)#%d (1) {
    ["a"]=>
    int(1)
  }
}
