--TEST--
PHP-only objects: a property value whose decode fails (a Serializable::unserialize() that throws in it) stays in the object's property, as unserialize() leaves it there, so that the object's destructor runs before those of the objects in that value, in unserialize()'s order, and sees them; on PHP 8.6, whose unserialize() writes no failed value to a typed property, a typed property keeps its default and the value goes after the object, as there
--EXTENSIONS--
msgpack
--FILE--
<?php
class C implements Serializable {
    public $v;
    function __construct($v = null) { $this->v = $v; }
    function serialize() { return serialize($this->v); }
    function unserialize($s) {
        $this->v = unserialize($s);
        if ($this->v === 'bad') {
            throw new Exception('refused');
        }
    }
    function __destruct() { echo "  ~C({$this->v})\n"; }
}
class D {
    public $n; public $x; public $y;
    function __construct($n, $x = null, $y = null) { $this->n = $n; $this->x = $x; $this->y = $y; }
    function __destruct() { echo "  ~D({$this->n}) x: ", get_debug_type($this->x), "\n"; }
}
class T {
    public ?C $c = null; public int $i = 0; public array $a = [];
    function __construct($c = null, $a = []) { $this->c = $c; $this->a = $a; }
    function __destruct() { echo "  ~T c: ", get_debug_type($this->c), ", a: ", count($this->a), "\n"; }
}
#[AllowDynamicProperties] class Dyn { function __destruct() { echo "  ~Dyn x: ", get_debug_type($this->x ?? null), "\n"; } }
class OldStyle { public $n = 'dep'; function __destruct() { echo "  ~OldStyle x: ", get_debug_type($this->x ?? null), "\n"; } }
set_error_handler(fn(int $no) => $no === E_DEPRECATED);

$dyn = new Dyn; $dyn->x = [new C('ok'), new C('bad')];
$dep = new OldStyle; $dep->x = new C('bad');
$cases = [
    'D{C_bad}' => [new D('d', new C('bad'))],
    'D{C_ok, C_bad}' => [new D('d', new C('ok'), new C('bad'))],
    'D{[C_ok, C_bad]}' => [new D('d', [new C('ok'), new C('bad')])],
    'D1{D2{C_bad}}' => [new D('d1', new D('d2', new C('bad')))],
    'dynamic property' => [$dyn],
    'deprecated dynamic property' => [$dep],
    'typed properties' => [new T(new C('bad'))],
    'typed array property' => [new T(null, [new C('ok'), new C('bad')])],
];
foreach ($cases as $name => $v) {
    $ser = serialize($v);
    $mp = msgpack_pack($v);
    $v = null;
    $out = [];
    foreach (['unserialize' => fn() => unserialize($ser), 'msgpack' => fn() => msgpack_unpack($mp)] as $how => $f) {
        ob_start();
        try {
            $f();
            echo "  returned\n";
        } catch (Exception $e) {
            echo "  ", $e->getMessage(), "\n";
        }
        $out[$how] = ob_get_clean();
    }
    // (PHP 8.6's unserialize() writes no failed value to a typed property: the property keeps its default, and the
    // value goes after the object; before 8.6 the value stays there)
    if ($out['unserialize'] === $out['msgpack']) {
        $how = " (as unserialize())\n";
    } else {
        $how = " DIFFERENT\n-- unserialize():\n{$out['unserialize']}-- msgpack:\n";
    }
    echo $name, $how, $out['msgpack'];
}
$cases = $dyn = $dep = null;
echo "done\n";

// a value a typed property's type does not take as it is: before PHP 8.6 it goes at once (nothing invalid is written,
// where unserialize() leaves it in the property); PHP 8.6's unserialize() holds it until after the object, as ours
$mp = "\x82\xc0\xa1T\xa1i" . substr(msgpack_pack([new C('bad')]), 1);
$ser = 'O:1:"T":1:{s:1:"i";C:1:"C":10:{s:3:"bad";}}';
$out = [];
foreach (['unserialize' => fn() => unserialize($ser), 'msgpack' => fn() => msgpack_unpack($mp)] as $how => $f) {
    ob_start();
    try {
        $f();
    } catch (Exception $e) {
        echo $e->getMessage(), "\n";
    }
    $out[$how] = ob_get_clean();
}
echo "int property", PHP_VERSION_ID < 80600 ? ':' : ($out['unserialize'] === $out['msgpack'] ? ' (as unserialize()):'
    : " DIFFERENT\n-- unserialize():\n{$out['unserialize']}-- msgpack:"), "\n", $out['msgpack'];
?>
--EXPECTF--
%ADeprecated: %s implements the Serializable interface, which is deprecated. %s
D{C_bad} (as unserialize())
  ~D(d) x: C
  ~C(bad)
  refused
D{C_ok, C_bad} (as unserialize())
  ~D(d) x: C
  ~C(ok)
  ~C(bad)
  refused
D{[C_ok, C_bad]} (as unserialize())
  ~D(d) x: array
  ~C(ok)
  ~C(bad)
  refused
D1{D2{C_bad}} (as unserialize())
  ~D(d1) x: D
  ~D(d2) x: C
  ~C(bad)
  refused
dynamic property (as unserialize())
  ~Dyn x: array
  ~C(ok)
  ~C(bad)
  refused
deprecated dynamic property (as unserialize())
  ~OldStyle x: C
  ~C(bad)
  refused
typed properties (as unserialize())
  ~T c: %r(C|null)%r, a: 0
  ~C(bad)
  refused
typed array property (as unserialize())
  ~T c: null, a: %r(2|0)%r
  ~C(ok)
  ~C(bad)
  refused
%Adone
%Aint property%r(:\n  ~C\(bad\)\n  ~T c: null, a: 0| \(as unserialize\(\)\):\n  ~T c: null, a: 0\n  ~C\(bad\))%r
refused
