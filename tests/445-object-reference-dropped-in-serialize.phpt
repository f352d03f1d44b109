--TEST--
PHP-only format: the PHP reference an object was reached through is held while the object's __serialize() runs, which may drop both its sides (its address went to the next reference made, which came back as the object); one user code points at another value meanwhile names that value from then on, as serialize() writes it
--INI--
msgpack.php_only=1
--FILE--
<?php
class Inner {
    public $v = 1;
    public function __serialize(): array {
        // Drops both sides of the reference $outer->p was reached through...
        unset($GLOBALS['outer']->p);
        unset($GLOBALS['x']);
        // ...and makes a new reference, which the allocator may place where the old one was.
        $GLOBALS['outer']->q = &$GLOBALS['list'];
        return ['v' => $this->v];
    }
    public function __unserialize(array $a): void { $this->v = $a['v']; }
}
class Outer { public $p; public $q = 2; }
$list = [1, 2, 3];
$x = new Inner;
$outer = new Outer;
$outer->p = &$x;
$packed = msgpack_pack($outer);
echo bin2hex($packed), "\n";
var_dump(msgpack_unpack($packed));

class Repointed {
    public function __serialize(): array { $GLOBALS['y'] = [7, 8]; return []; }
    public function __unserialize(array $a): void {}
}
$y = new Repointed;
$value = [&$y, &$y];
$packed = msgpack_pack($value);
$y = new Repointed;
$value = [&$y, &$y];
var_dump(msgpack_unpack($packed) == unserialize(serialize($value)));
var_dump(msgpack_unpack($packed));
?>
--EXPECTF--
83c0a54f75746572a17082c0a5496e6e6572c081a17601a17184c001000101020203
object(Outer)#%d (2) {
  ["p"]=>
  object(Inner)#%d (1) {
    ["v"]=>
    int(1)
  }
  ["q"]=>
  array(3) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    [2]=>
    int(3)
  }
}
bool(true)
array(2) {
  [0]=>
  object(Repointed)#%d (0) {
  }
  [1]=>
  array(2) {
    [0]=>
    int(7)
    [1]=>
    int(8)
  }
}
