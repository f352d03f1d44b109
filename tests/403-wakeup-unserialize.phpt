--TEST--
__wakeup/__unserialize run after the whole input decoded, inner objects first (unserialize()'s order); objects without properties are woken; rejected input wakes nothing and destructs nothing
--FILE--
<?php
class W {
    public $name;
    public $child;
    function __wakeup() { echo "wakeup {$this->name}, child ", $this->child ? $this->child->name : '-', "\n"; }
}
class Bare { function __wakeup() { echo "Bare woken\n"; } }
class U {
    public $data;
    function __serialize(): array { return ['d' => $this->data]; }
    function __unserialize(array $a): void { echo "__unserialize ", json_encode($a), "\n"; $this->data = $a['d']; }
}
class D { public $n = 1; function __wakeup() { echo "D woken\n"; } function __destruct() { echo "D destructed\n"; } }
class Throws { public $x = 1; function __wakeup() { throw new RuntimeException('no wakeup'); } }

// __wakeup runs after the whole input is decoded, the child's before its parent's, as unserialize() runs them.
$w = new W; $w->name = 'outer'; $w->child = new W; $w->child->name = 'inner';
$r = msgpack_unpack(msgpack_pack($w));
var_dump($r->child->name);

// An object without properties is woken too (PECL never called it).
msgpack_unpack(msgpack_pack(new Bare));

// __unserialize gets the __serialize array.
$u = new U; $u->data = [1, 2];
var_dump(msgpack_unpack(msgpack_pack($u))->data);
// Data written by a version of the class without __serialize: its properties are handed to __unserialize.
var_dump(msgpack_unpack(hex2bin('82c0a155a164a178'))->data);

// Rejected input: no __wakeup and no destructor for the objects it had built.
$d = new D;
$bad = substr(msgpack_pack([$d, 1]), 0, -1) . "\xc1";
var_dump(msgpack_unpack($bad));
echo "after failed decode\n";

// A __wakeup that throws: the exception propagates, later objects are not woken, nothing is returned.
try {
    $t = [new Throws, new D];
    msgpack_unpack(msgpack_pack($t));
} catch (RuntimeException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
echo "done\n";
$d = $t = null;
echo "originals released\n";

--EXPECTF--
wakeup inner, child -
wakeup outer, child inner
string(5) "inner"
Bare woken
__unserialize {"d":[1,2]}
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
__unserialize {"d":"x"}
string(1) "x"

Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
after failed decode
RuntimeException: no wakeup
done
D destructed
D destructed
originals released
