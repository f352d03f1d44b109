--TEST--
PHP-only objects: a property value whose decode fails under another name of a declared property (a protected or private one's plain name, "\0*\0name" for a public one) stays in that property, as unserialize() leaves it there, so that the object's destructor runs first and sees it; also where no property table was built (a class that allows dynamic properties) and for a typed property whose type takes the value (before PHP 8.6: its unserialize() writes no failed value to a typed property, test 045)
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
function show($o) { return json_encode(array_map('get_debug_type', (array) $o)); }
class Old {
    public $n = 1; protected $p = 0; private $q = 0;
    function __destruct() { echo "  ~Old ", str_replace('\u0000', '~', show($this)), "\n"; }
}
#[AllowDynamicProperties] class Dyn {
    protected $p = 0;
    function __destruct() { echo "  ~Dyn ", str_replace('\u0000', '~', show($this)), "\n"; }
}
class Typed {
    protected ?C $p = null;
    function __destruct() { echo "  ~Typed ", str_replace('\u0000', '~', show($this)), "\n"; }
}
$bad = 'C:1:"C":10:{s:3:"bad";}';
$mbad = "\x82\xc0\x03\xa1C\xaas:3:\"bad\";";
$cases = [
    // class, name
    ['Old', 'p'], ['Old', 'q'], ['Old', "\0*\0n"], ['Dyn', 'p'], ['Typed', 'p'],
];
foreach ($cases as [$class, $name]) {
    $ser = 'O:' . strlen($class) . ":\"$class\":1:{s:" . strlen($name) . ":\"$name\";$bad}";
    $mp = "\x82\xc0" . chr(0xa0 | strlen($class)) . $class . chr(0xa0 | strlen($name)) . $name . $mbad;
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
    // (PHP 8.6's unserialize() writes no failed value to a typed property, see test 045: Typed::$p keeps null there)
    if ($out['unserialize'] === $out['msgpack']) {
        $how = " (as unserialize())\n";
    } else {
        $how = " DIFFERENT\n-- unserialize():\n{$out['unserialize']}-- msgpack:\n";
    }
    echo $class, '::', str_replace("\0", '~', $name), $how, $out['msgpack'];
}
?>
--EXPECTF--
%ADeprecated: %s implements the Serializable interface, which is deprecated. %s
Old::p (as unserialize())
  ~Old {"n":"int","~*~p":"C","~Old~q":"int"}
  ~C(bad)
  refused
Old::q (as unserialize())
  ~Old {"n":"int","~*~p":"int","~Old~q":"C"}
  ~C(bad)
  refused
Old::~*~n (as unserialize())
  ~Old {"n":"C","~*~p":"int","~Old~q":"int"}
  ~C(bad)
  refused
Dyn::p (as unserialize())
  ~Dyn {"~*~p":"C"}
  ~C(bad)
  refused
Typed::p (as unserialize())
  ~Typed {"~*~p":"%r(C|null)%r"}
  ~C(bad)
  refused
