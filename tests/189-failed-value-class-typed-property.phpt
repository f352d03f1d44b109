--TEST--
PHP-only objects: a failed object value stays in a typed property whose type takes it also when that type is self, an intersection or a DNF type ((A&B)|null), as unserialize() leaves it there (the object's destructor first, seeing it; on PHP 8.6, as its unserialize(), the property keeps its default and the value goes after the object); a class the type names that is not loaded takes nothing and is not autoloaded
--EXTENSIONS--
msgpack
--FILE--
<?php
class C implements Serializable {
    public $v;
    function serialize() { return serialize($this->v); }
    function unserialize($s) {
        $this->v = unserialize($s);
        if ($this->v === 'bad') {
            throw new Exception('refused');
        }
    }
    function __destruct() { echo "  ~C({$this->v})\n"; }
}
spl_autoload_register(function ($c) { echo "  autoload($c)\n"; });
interface I1 {}
interface I2 {}
class W implements I1, I2 { public $w; function __destruct() { echo "  ~W\n"; } }
class Base {}
class S extends Base {
    public ?self $s = null; public $k; public I1&I2 $inter; public (I1&I2)|null $dnf = null;
    public ?parent $par = null; public Unloaded|Base|null $un = null; public (Unloaded&I1)|null $undnf = null;
    function __destruct() {
        echo "  ~S ", json_encode(array_map('get_debug_type', array_filter(get_object_vars($this)))), "\n";
    }
}
$bad = "\x82\xc0\x03\xa1C\xaas:3:\"bad\";";
$cbad = 'C:1:"C":10:{s:3:"bad";}';
// an object whose property k holds the failing value
$obj = fn($class) => ["\x82\xc0\xa1$class\xa1k" . $bad, "O:1:\"$class\":1:{s:1:\"k\";$cbad}"];
class P extends Base { public $k; function __destruct() { echo "  ~P\n"; } }
class Q { public $k; function __destruct() { echo "  ~Q\n"; } }
$cases = ['s' => 'S', 'inter' => 'W', 'dnf' => 'W', 'par' => 'P', 'un' => 'P', 'undnf' => 'W'];
foreach ($cases as $prop => $class) {
    if ($class === 'W') {
        [$mv, $sv] = ["\x82\xc0\xa1W\xa1w" . $bad, "O:1:\"W\":1:{s:1:\"w\";$cbad}"];
    } else {
        [$mv, $sv] = $obj($class);
    }
    $mp = "\x82\xc0\xa1S" . chr(0xa0 | strlen($prop)) . $prop . $mv;
    $ser = 'O:1:"S":1:{s:' . strlen($prop) . ":\"$prop\";$sv}";
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
    // (PHP 8.6's unserialize() writes no failed value to a typed property, see test 045: it keeps its default there,
    // and the value goes after the object)
    if ($prop === 'undnf' && PHP_VERSION_ID < 80600) {
        // W is no Unloaded: a value the type refuses is never written (unserialize() leaves it there, before 8.6)
        $how = " (refused by the type: released at once)\n";
    } elseif ($out['unserialize'] === $out['msgpack']) {
        $how = " (as unserialize())\n";
    } else {
        $how = " DIFFERENT\n-- unserialize():\n{$out['unserialize']}-- msgpack:\n";
    }
    echo "S::\$$prop", $how, $out['msgpack'];
}
?>
--EXPECTF--
%ADeprecated: %s implements the Serializable interface, which is deprecated. %s
S::$s (as unserialize())
  ~S %r(\{"s":"S"\}|\[\])%r
  ~S {"k":"C"}
  ~C(bad)
  refused
S::$inter (as unserialize())
  ~S %r(\{"inter":"W"\}|\[\])%r
  ~W
  ~C(bad)
  refused
S::$dnf (as unserialize())
  ~S %r(\{"dnf":"W"\}|\[\])%r
  ~W
  ~C(bad)
  refused
S::$par (as unserialize())
  ~S %r(\{"par":"P"\}|\[\])%r
  ~P
  ~C(bad)
  refused
S::$un (as unserialize())
  ~S %r(\{"un":"P"\}|\[\])%r
  ~P
  ~C(bad)
  refused
S::$undnf %r(\(refused by the type: released at once\)\n  ~W\n  ~C\(bad\)\n  ~S \[\]|\(as unserialize\(\)\)\n  ~S \[\]\n  ~W\n  ~C\(bad\))%r
  refused
