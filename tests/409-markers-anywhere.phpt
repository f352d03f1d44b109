--TEST--
PHP-only format: class markers are read at any position of a map, as PECL reads them ({"foo":1, nil:"stdClass"} is a stdClass)
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
--FILE--
<?php
class Foo { public $a = 0; public $b = 0; function __wakeup() { echo "Foo::__wakeup\n"; } }
class M { public $d; function __serialize(): array { return []; } function __unserialize(array $d): void { echo "M::__unserialize ", json_encode($d), "\n"; $this->d = $d; } }
class S implements Serializable {
    public $d;
    function serialize() { return 'x'; }
    function unserialize($s) { echo "S::unserialize ", json_encode($s), "\n"; $this->d = $s; }
    function __serialize(): array { return []; }
    function __unserialize(array $d): void { $this->d = $d; }
}
class Typed { public int $n = 0; }

function show(string $name, string $hex, array $options = []): void
{
    echo "-- $name\n";
    try {
        var_dump(msgpack_unpack(hex2bin($hex), null, $options));
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
// Every outcome below is PECL msgpack's for the same bytes, except where a comment says otherwise.
show('class name last', '82a3666f6f01c0a8737464436c617373');
show('class name in the middle', '83a3666f6f01c0a8737464436c617373a362617202');
// ours wakes the object (unserialize() does); PECL skips __wakeup when the marker is the last pair
show('declared class last', '83a16101a16202c0a3466f6f');
show('declared class in the middle', '83a16101c0a3466f6fa16202');
show('nested', '9183a3666f6f01c0a8737464436c617373a362617292a178a179');
show('unknown class', '82a16101c0a44e6f7065');
// a class with __unserialize() is only built through it: foo is not set besides (PECL also sets it)
show('__unserialize payload after a late class', '83a3666f6f01c0a14dc081a16ba176');
show('__unserialize with the pairs as payload', '83a3666f6f01c0a14da16202');
show('Serializable marker later', '83a3666f6f01c003a153a3616263');
show('payload before the class', '82c081a16ba176c0a14d');
// markers that PECL only reads first in a map are dropped elsewhere, without a warning
show('reference marker later', '83a3666f6f01c001a16202');
show('unknown marker later', '82a3666f6f01c007');
show('nil marker later', '83a3666f6f01c0c0c0a8737464436c617373');
show('enum marker later', '83a3666f6f01c006a453756974a6486561727473');
// a back-reference to a late object names the map's own id
show('back-reference to a late object', '9282a17801c0a8737464436c61737382c0040002');
// under a reference marker, the referenced array becomes the object
show('reference, then a late class', '9283c001a16101c0a8737464436c61737382c0020002');
// late objects follow the same rules as first-position ones
show('typed property checked', '82a16ea3616263c0a55479706564');
show('not an allowed class', '82a16101c0a3466f6f', ['allowed_classes' => false]);
show('truncated after a late class', '83a16101c0a3466f6fa162');
// php_only=0: a nil key is an illegal key, as in PECL
ini_set('msgpack.php_only', '0');
show('php_only=0', '82a3666f6f01c0a8737464436c617373');
ini_set('msgpack.php_only', '1');
ini_set('msgpack.assoc', '0');
show('assoc=0', '82a16101c0a3466f6f');
?>
--EXPECTF--
-- class name last
object(stdClass)#%d (1) {
  ["foo"]=>
  int(1)
}
-- class name in the middle
object(stdClass)#%d (2) {
  ["foo"]=>
  int(1)
  ["bar"]=>
  int(2)
}
-- declared class last
Foo::__wakeup
object(Foo)#%d (2) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
}
-- declared class in the middle
Foo::__wakeup
object(Foo)#%d (2) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(2)
}
-- nested
array(1) {
  [0]=>
  object(stdClass)#%d (2) {
    ["foo"]=>
    int(1)
    ["bar"]=>
    array(2) {
      [0]=>
      string(1) "x"
      [1]=>
      string(1) "y"
    }
  }
}
-- unknown class
object(__PHP_Incomplete_Class)#%d (2) {
  ["a"]=>
  int(1)
  ["__PHP_Incomplete_Class_Name"]=>
  string(4) "Nope"
}
-- __unserialize payload after a late class
M::__unserialize {"k":"v"}
object(M)#%d (1) {
  ["d"]=>
  array(1) {
    ["k"]=>
    string(1) "v"
  }
}
-- __unserialize with the pairs as payload
M::__unserialize {"foo":1,"b":2}
object(M)#%d (1) {
  ["d"]=>
  array(2) {
    ["foo"]=>
    int(1)
    ["b"]=>
    int(2)
  }
}
-- Serializable marker later
S::unserialize "abc"
object(S)#%d (1) {
  ["d"]=>
  string(3) "abc"
}
-- payload before the class
M::__unserialize []
object(M)#%d (1) {
  ["d"]=>
  array(0) {
  }
}
-- reference marker later
array(2) {
  ["foo"]=>
  int(1)
  ["b"]=>
  int(2)
}
-- unknown marker later
array(1) {
  ["foo"]=>
  int(1)
}
-- nil marker later
object(stdClass)#%d (1) {
  ["foo"]=>
  int(1)
}
-- enum marker later
array(2) {
  ["foo"]=>
  int(1)
  ["Suit"]=>
  string(6) "Hearts"
}
-- back-reference to a late object
array(2) {
  [0]=>
  object(stdClass)#%d (1) {
    ["x"]=>
    int(1)
  }
  [1]=>
  object(stdClass)#%d (1) {
    ["x"]=>
    int(1)
  }
}
-- reference, then a late class
array(2) {
  [0]=>
  &object(stdClass)#%d (1) {
    ["a"]=>
    int(1)
  }
  [1]=>
  &object(stdClass)#%d (1) {
    ["a"]=>
    int(1)
  }
}
-- typed property checked
TypeError: Cannot assign string to property Typed::$n of type int
-- not an allowed class
object(__PHP_Incomplete_Class)#%d (2) {
  ["a"]=>
  int(1)
  ["__PHP_Incomplete_Class_Name"]=>
  string(3) "Foo"
}
-- truncated after a late class

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- php_only=0

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
array(2) {
  ["foo"]=>
  int(1)
  [""]=>
  string(8) "stdClass"
}
-- assoc=0
Foo::__wakeup
object(Foo)#%d (2) {
  ["a"]=>
  int(1)
  ["b"]=>
  int(0)
}
