--TEST--
msgpack: templates with decoded references, and user code changing the template or the object meanwhile
--EXTENSIONS--
msgpack
--FILE--
<?php
class Two {
    public $a;
    public $b;
}
class Mutator {
    public $a;
    public function __construct() {
        // Changes the template while it is being applied.
        $GLOBALS['tpl']['second'] = 'changed';
        unset($GLOBALS['tpl']['third']);
        $GLOBALS['list'][0] = 'Two';
    }
}
class Unsetter {
    public $a;
    public $b;
    public $c;
    public function __construct() { unset($this->b); }
    public function __set($name, $value) {
        echo "__set($name)\n";
        unset($this->c);
    }
}

echo "-- decoded references: kept in copied arrays, assigned by value to properties\n";
$x = [1];
$packed = msgpack_pack([&$x, &$x]);
$r = msgpack_unpack($packed, [null]);
$r[0][] = 2;
var_dump($r[1]);
$o = msgpack_unpack($packed, 'Two');
$o->a[] = 2;
var_dump($o->b);

echo "-- user code that changes the template meanwhile\n";
$tpl = ['first' => new Mutator, 'second' => null, 'third' => null];
var_dump(msgpack_unpack(msgpack_pack([[1], 2, 3]), $tpl));
$list = ['Mutator'];
var_dump(msgpack_unpack(msgpack_pack([[1], [2]]), $list));

echo "-- properties unset by the constructor and by __set\n";
var_dump(msgpack_unpack(msgpack_pack([1, 2, 3]), 'Unsetter'));
?>
--EXPECTF--
-- decoded references: kept in copied arrays, assigned by value to properties
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
array(1) {
  [0]=>
  int(1)
}
-- user code that changes the template meanwhile
array(3) {
  ["first"]=>
  object(Mutator)#%d (1) {
    ["a"]=>
    int(1)
  }
  ["second"]=>
  int(2)
  ["third"]=>
  int(3)
}
array(2) {
  [0]=>
  object(Mutator)#%d (1) {
    ["a"]=>
    int(1)
  }
  [1]=>
  object(Mutator)#%d (1) {
    ["a"]=>
    int(2)
  }
}
-- properties unset by the constructor and by __set
__set(b)
__set(c)
object(Unsetter)#%d (1) {
  ["a"]=>
  int(1)
}
