--TEST--
PHP-only objects: a declared property named again under another of its names ("\0*\0p" then "p" for a protected one, "\0C\0q" then "q" for a private one, "n" then "\0*\0n" for a public one; also in a class that allows dynamic properties) holds the first value among what is released after the decode, as the name is read, as unserialize() holds it: after the object when the second value fails, before the __wakeup() of the second value's objects when it does not
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
class D { public $n; function __destruct() { echo "  ~D({$this->n})\n"; } }
class W { public $n; function __wakeup() { echo "  W::__wakeup\n"; } function __destruct() { echo "  ~W\n"; } }
function show($o) { return str_replace('\u0000', '~', json_encode(array_map('get_debug_type', (array) $o))); }
class Old {
    public $n = 1; protected $p = 0; private $q = 0;
    function __destruct() { echo "  ~Old ", show($this), "\n"; }
}
#[AllowDynamicProperties] class Dyn {
    protected $p = 0;
    function __destruct() { echo "  ~Dyn ", show($this), "\n"; }
}
$str = fn($s) => 's:' . strlen($s) . ":\"$s\";";
$mstr = fn($s) => chr(0xa0 | strlen($s)) . $s;
$first = ['O:1:"D":1:{s:1:"n";s:2:"d1";}', "\x82\xc0\xa1D\xa1n\xa2d1"];
$seconds = [
    'fails' => ['C:1:"C":10:{s:3:"bad";}', "\x82\xc0\x03\xa1C\xaas:3:\"bad\";"],
    'wakes' => ['O:1:"W":1:{s:1:"n";i:1;}', "\x82\xc0\xa1W\xa1n\x01"],
];
$cases = [
    // class, first name, second name
    ['Old', "\0*\0p", 'p'], ['Old', 'p', "\0*\0p"], ['Old', 'p', 'p'], ['Old', "\0Old\0q", 'q'], ['Old', 'q', 'q'],
    ['Old', 'n', "\0*\0n"], ['Old', "\0Old\0n", 'n'], ['Dyn', "\0*\0p", 'p'], ['Dyn', 'p', 'p'],
];
foreach ($seconds as $what => [$ser2, $mp2]) {
    foreach ($cases as [$class, $n1, $n2]) {
        $ser = 'O:' . strlen($class) . ":\"$class\":2:{" . $str($n1) . $first[0] . $str($n2) . "$ser2}";
        $mp = "\x83\xc0" . $mstr($class) . $mstr($n1) . $first[1] . $mstr($n2) . $mp2;
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
        $how = $out['unserialize'] === $out['msgpack'] ? " (as unserialize())\n"
            : " DIFFERENT\n-- unserialize():\n{$out['unserialize']}-- msgpack:\n";
        echo "$class ", str_replace("\0", '~', "$n1, $n2"), " $what", $how, $out['msgpack'];
    }
}
?>
--EXPECTF--
%ADeprecated: %s implements the Serializable interface, which is deprecated. %s
Old ~*~p, p fails (as unserialize())
  ~Old {"n":"int","~*~p":"C","~Old~q":"int"}
  ~C(bad)
  ~D(d1)
  refused
Old p, ~*~p fails (as unserialize())
  ~Old {"n":"int","~*~p":"C","~Old~q":"int"}
  ~C(bad)
  ~D(d1)
  refused
Old p, p fails (as unserialize())
  ~Old {"n":"int","~*~p":"C","~Old~q":"int"}
  ~C(bad)
  ~D(d1)
  refused
Old ~Old~q, q fails (as unserialize())
  ~Old {"n":"int","~*~p":"int","~Old~q":"C"}
  ~C(bad)
  ~D(d1)
  refused
Old q, q fails (as unserialize())
  ~Old {"n":"int","~*~p":"int","~Old~q":"C"}
  ~C(bad)
  ~D(d1)
  refused
Old n, ~*~n fails (as unserialize())
  ~Old {"n":"C","~*~p":"int","~Old~q":"int"}
  ~C(bad)
  ~D(d1)
  refused
Old ~Old~n, n fails (as unserialize())
  ~Old {"n":"C","~*~p":"int","~Old~q":"int"}
  ~C(bad)
  ~D(d1)
  refused
Dyn ~*~p, p fails (as unserialize())
  ~Dyn {"~*~p":"C"}
  ~C(bad)
  ~D(d1)
  refused
Dyn p, p fails (as unserialize())
  ~Dyn {"~*~p":"C"}
  ~C(bad)
  ~D(d1)
  refused
Old ~*~p, p wakes (as unserialize())
  ~D(d1)
  W::__wakeup
  ~Old {"n":"int","~*~p":"W","~Old~q":"int"}
  ~W
  returned
Old p, ~*~p wakes (as unserialize())
  ~D(d1)
  W::__wakeup
  ~Old {"n":"int","~*~p":"W","~Old~q":"int"}
  ~W
  returned
Old p, p wakes (as unserialize())
  ~D(d1)
  W::__wakeup
  ~Old {"n":"int","~*~p":"W","~Old~q":"int"}
  ~W
  returned
Old ~Old~q, q wakes (as unserialize())
  ~D(d1)
  W::__wakeup
  ~Old {"n":"int","~*~p":"int","~Old~q":"W"}
  ~W
  returned
Old q, q wakes (as unserialize())
  ~D(d1)
  W::__wakeup
  ~Old {"n":"int","~*~p":"int","~Old~q":"W"}
  ~W
  returned
Old n, ~*~n wakes (as unserialize())
  ~D(d1)
  W::__wakeup
  ~Old {"n":"W","~*~p":"int","~Old~q":"int"}
  ~W
  returned
Old ~Old~n, n wakes (as unserialize())
  ~D(d1)
  W::__wakeup
  ~Old {"n":"W","~*~p":"int","~Old~q":"int"}
  ~W
  returned
Dyn ~*~p, p wakes (as unserialize())
  ~D(d1)
  W::__wakeup
  ~Dyn {"~*~p":"W"}
  ~W
  returned
Dyn p, p wakes (as unserialize())
  ~D(d1)
  W::__wakeup
  ~Dyn {"~*~p":"W"}
  ~W
  returned
