--TEST--
serialize()/unserialize() called from __serialize(), __sleep(), __unserialize(), __wakeup(), an autoloader or unserialize_callback_func that the codec runs inside PHP's serialize()/unserialize() starts afresh, as when PHP runs them (its back-references count from its own values)
--EXTENSIONS--
msgpack
--INI--
error_reporting=E_ALL & ~E_DEPRECATED
--FILE--
<?php
class Y { public $n = 1; }

// Its inner serialize() and unserialize() see only their own values.
class X {
    public $v;
    public function __serialize(): array { $s = serialize($this->v); echo "__serialize: $s\n"; return ['s' => $s]; }
    public function __unserialize(array $d): void { $this->v = unserialize($d['s']); }
}
class S {
    public $v;
    public $s;
    public function __sleep() { $this->s = serialize($this->v); echo "__sleep: {$this->s}\n"; return ['s']; }
    public function __wakeup() { $this->v = unserialize($this->s); $this->s = null; }
}
// Serializable: PHP runs it with serialize()'s state open, so the codec runs there nested in PHP's call.
class Box implements Serializable {
    public $p;
    public function serialize() { return msgpack_pack($this->p); }
    public function unserialize($s) { $this->p = msgpack_unpack($s); }
}

$y = new Y;
foreach ([new X, new S] as $inner) {
    $inner->v = [$y, $y];
    $box = new Box;
    $box->p = $inner;
    $r = unserialize(serialize([$y, $box]));
    $v = $r[1]->p->v;
    var_dump(get_class($r[1]->p), $v[0] instanceof Y, $v[0] === $v[1], $v[0] !== $r[0]);
}

// Data written at the top level, read back nested.
class Later implements Serializable {
    public $p;
    public function serialize() { return $this->p; }
    public function unserialize($s) { $this->p = msgpack_unpack($s); }
}
$x = new X;
$x->v = [$y, $y, 'k'];
$later = new Later;
$later->p = msgpack_pack($x);
$r = unserialize(serialize(['first', $later]));
var_dump($r[1]->p->v[0] === $r[1]->p->v[1], $r[1]->p->v[2]);

$standalone = serialize([new Y, 'k', 'k2']);
$standalone = str_replace('s:2:"k2"', 'r:2', $standalone);
echo $standalone, "\n";
spl_autoload_register(function ($class) use ($standalone) {
    if ($class === 'Auto') {
        $got = unserialize($standalone);
        echo "autoloader: ", is_array($got) ? get_debug_type($got[2]) : "false", "\n";
        eval('class Auto {}');
    }
});
$later->p = msgpack_pack([new Y]);
$later->p = str_replace("\xa1Y", "\xa4Auto", $later->p);
$r = unserialize(serialize(['first', $later]));
var_dump(get_class($r[1]->p[0]));

ini_set('unserialize_callback_func', 'callback');
function callback($class) {
    global $standalone;
    $got = unserialize($standalone);
    echo "callback: ", is_array($got) ? get_debug_type($got[2]) : "false", "\n";
    eval("class $class {}");
}
$later->p = str_replace("\xa4Auto", "\xa4Call", $later->p);
$r = unserialize(serialize(['first', $later]));
var_dump(get_class($r[1]->p[0]));
?>
--EXPECT--
__serialize: a:2:{i:0;O:1:"Y":1:{s:1:"n";i:1;}i:1;r:2;}
string(1) "X"
bool(true)
bool(true)
bool(true)
__sleep: a:2:{i:0;O:1:"Y":1:{s:1:"n";i:1;}i:1;r:2;}
string(1) "S"
bool(true)
bool(true)
bool(true)
__serialize: a:3:{i:0;O:1:"Y":1:{s:1:"n";i:1;}i:1;r:2;i:2;s:1:"k";}
bool(true)
string(1) "k"
a:3:{i:0;O:1:"Y":1:{s:1:"n";i:1;}i:1;s:1:"k";i:2;r:2;}
autoloader: Y
string(4) "Auto"
callback: Y
string(4) "Call"
