--TEST--
__sleep() naming an uninitialised typed property leaves it out silently, as serialize() does (it was written as nil with a "does not exist" notice, which then failed to unpack with a TypeError); a declared untyped property unset keeps PECL's notice and nil
--INI--
msgpack.php_only=1
--FILE--
<?php
class A {
    public int $id;
    protected ?string $label;
    private array $tags;
    public string $name = 'x';
    public $gone = 1;
    public function __sleep() { return ['id', 'label', 'tags', 'name']; }
}
$a = new A;
var_dump(serialize($a));
$p = msgpack_pack($a);
echo bin2hex($p), "\n";
var_dump(msgpack_unpack($p));
var_dump(msgpack_unpack($p) == unserialize(serialize($a)));

// initialised ones are written as before
class B {
    public int $id;
    private array $tags;
    public function __construct() { $this->id = 7; $this->tags = ['t']; }
    public function __sleep() { return ['id', 'tags']; }
}
var_dump(msgpack_unpack(msgpack_pack(new B)) == new B);

// an untyped property that was unset: PECL's notice, and nil
class C {
    public $gone = 1;
    public int $typed;
    public function __sleep() { return ['gone', 'typed']; }
}
$c = new C;
unset($c->gone);
echo bin2hex(msgpack_pack($c)), "\n";
?>
--EXPECTF--
string(31) "O:1:"A":1:{s:4:"name";s:1:"x";}"
82c0a141a46e616d65a178
object(A)#%d (2) {
  ["id"]=>
  uninitialized(int)
  ["label":protected]=>
  uninitialized(?string)
  ["tags":"A":private]=>
  uninitialized(array)
  ["name"]=>
  string(1) "x"
  ["gone"]=>
  int(1)
}
bool(true)
bool(true)

Notice: [msgpack] (msgpack_serialize_class) "gone" returned as member variable from __sleep() but does not exist in %s on line %d
82c0a143a4676f6e65c0
