--TEST--
PECL's plain format (msgpack.php_only=0): an object being written no longer carries the engine's recursion flag, which its own __serialize()/__sleep() saw (json_encode($this) failed, var_export($this) called it circular) and which var_dump() set for an encode started from __debugInfo() (the object came out as nil); a value that contains itself is still cut with nil
--FILE--
<?php
// php_only=0 (PECL's plain format): a value that contains itself is cut with nil, as before, but an object being
// written is not marked with the engine's recursion flag, which its own methods and other engine code see.
ini_set('msgpack.php_only', '0');

class Money {
    public $cents = 250;
    public function __serialize(): array {
        echo "  __serialize: json_encode(\$this) = ", var_export(json_encode($this), true), "\n";
        return ['cents' => $this->cents];
    }
    public function __unserialize(array $d): void {}
}
class Slept {
    public $a = 1;
    public function __sleep() {
        echo "  __sleep: var_export(\$this) = ", str_replace("\n", ' ', var_export($this, true)), "\n";
        return ['a'];
    }
}
foreach ([new Money, new Slept] as $o) {
    echo get_class($o), " serialize():\n";
    serialize($o);
    echo get_class($o), " msgpack_pack():\n";
    $packed = msgpack_pack([$o]);
    echo '  ', bin2hex($packed), "\n";
}

// The other way: an encode started while var_dump() marks the object writes it whole, as serialize() does.
class Dumped {
    public $v = 7;
    public function __debugInfo() {
        echo "  msgpack_pack(\$this) = ", bin2hex(msgpack_pack($this)), ", serialize(\$this) = ", serialize($this), "\n";
        return ['v' => $this->v];
    }
}
var_dump(new Dumped);

// A recursion is still cut with nil, nested ones too, and the object is whole after
class Node { public $name; public $next; public $self; }
$a = new Node; $a->name = 'a';
$b = new Node; $b->name = 'b';
$a->next = $b; $b->next = $a; $a->self = $a; $b->self = [$b, $a];
echo bin2hex(msgpack_pack($a)), "\n";
echo json_encode(msgpack_unpack(msgpack_pack([$a, $a]))), "\n";
?>
--EXPECT--
Money serialize():
  __serialize: json_encode($this) = '{"cents":250}'
Money msgpack_pack():
  __serialize: json_encode($this) = '{"cents":250}'
  9182c0a54d6f6e6579c081a563656e7473ccfa
Slept serialize():
  __sleep: var_export($this) = \Slept::__set_state(array(    'a' => 1, ))
Slept msgpack_pack():
  __sleep: var_export($this) = \Slept::__set_state(array(    'a' => 1, ))
  9182c0a5536c657074a16101
  msgpack_pack($this) = 9107, serialize($this) = O:6:"Dumped":1:{s:1:"v";i:7;}
object(Dumped)#1 (1) {
  ["v"]=>
  int(7)
}
93a16193a162c092c0c0c0
[["a",["b",null,[null,null]],null],["a",["b",null,[null,null]],null]]
