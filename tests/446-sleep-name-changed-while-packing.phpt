--TEST--
__sleep(): the names are read once, before the map's header: a name held through a PHP reference that user code run by an earlier value changes (the header promised 3 entries, 2 were written, and the pack reported success) is written as it was, and as serialize() writes it
--INI--
msgpack.php_only=1
--FILE--
<?php
class Changer {
    public function __serialize(): array { $GLOBALS['second'] = 42; return []; }
    public function __unserialize(array $a): void {}
}
class S {
    public $a;
    public $b = 'bee';
    public function __sleep() { return ['a', &$GLOBALS['second']]; }
}

$second = 'b';
$s = new S;
$s->a = new Changer;
$bytes = msgpack_pack([$s, 'after']);
echo bin2hex($bytes), "\n";
var_dump(msgpack_unpack($bytes));

// serialize() takes the names the same way
$second = 'b';
var_dump(msgpack_unpack($bytes) == unserialize(serialize([$s, 'after'])));

// more names than the encoder keeps on its stack: each read once as well
class Many {
    public $p0, $p1, $p2, $p3, $p4, $p5, $p6, $p7, $p8, $p9, $p10, $p11, $p12, $p13, $p14, $p15, $p16, $p17;
    public function __sleep() {
        $names = [];
        for ($i = 0; $i < 18; $i++) {
            $names[] = &$GLOBALS['names'][$i];
        }
        return $names;
    }
}
$names = [];
for ($i = 0; $i < 18; $i++) {
    $names[$i] = "p$i";
}
$m = new Many;
class Renamer {
    public function __serialize(): array {
        for ($i = 1; $i < 18; $i++) {
            $GLOBALS['names'][$i] = 7;   // through the references __sleep() returned
        }
        return [];
    }
    public function __unserialize(array $a): void {}
}
$m->p0 = new Renamer;
$m->p17 = 'last';
$bytes = msgpack_pack([$m, 'after']);
$back = msgpack_unpack($bytes);
var_dump(count((array) $back[0]), $back[0]->p17, $back[1]);
?>
--EXPECTF--
9283c0a153a16182c0a74368616e676572c090a162a3626565a56166746572
array(2) {
  [0]=>
  object(S)#%d (2) {
    ["a"]=>
    object(Changer)#%d (0) {
    }
    ["b"]=>
    string(3) "bee"
  }
  [1]=>
  string(5) "after"
}
bool(true)
int(18)
string(4) "last"
string(5) "after"
