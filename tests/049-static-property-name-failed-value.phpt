--TEST--
PHP-only objects: a value under a static property's name (its own, or another of its names such as "\0*\0s") goes into the dynamic property of the declared name that unserialize() makes of it as it reads the name: a value whose decode fails stays there, so that the object's destructor runs first and sees it, and a value that name held before is released after the decode, as unserialize() releases them
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
    public $n = 1; static $s = 0; protected static $t = 0;
    function __destruct() { echo "  ~Old ", show($this), "\n"; }
}
#[AllowDynamicProperties] class Dyn {
    static $s = 0;
    function __destruct() { echo "  ~Dyn ", show($this), "\n"; }
}
set_error_handler(function (int $no, string $text) {
    if ($no !== E_DEPRECATED || !str_contains($text, 'Serializable')) {
        echo "  error: $text\n";
    }
    return true;
});
$str = fn($s) => 's:' . strlen($s) . ":\"$s\";";
$mstr = fn($s) => chr(0xa0 | strlen($s)) . $s;
$d1 = ['O:1:"D":1:{s:1:"n";s:2:"d1";}', "\x82\xc0\xa1D\xa1n\xa2d1"];
$bad = ['C:1:"C":10:{s:3:"bad";}', "\x82\xc0\x03\xa1C\xaas:3:\"bad\";"];
$w = ['O:1:"W":1:{s:1:"n";i:1;}', "\x82\xc0\xa1W\xa1n\x01"];
$cases = [
    // class, [name, value]...
    ['Old', ['s', $bad]], ['Old', ["\0*\0s", $bad]], ['Old', ["\0Old\0s", $bad]], ['Old', ['t', $bad]],
    ['Old', ["\0*\0t", $bad]], ['Dyn', ['s', $bad]], ['Dyn', ["\0*\0s", $bad]],
    ['Old', ['s', $d1], ['s', $bad]], ['Old', ['s', $d1], ["\0*\0s", $bad]], ['Old', ["\0*\0s", $d1], ['s', $bad]],
    ['Old', ['t', $d1], ["\0*\0t", $bad]], ['Dyn', ["\0*\0s", $d1], ['s', $bad]],
    ['Old', ['s', $d1], ["\0*\0s", $w]], ['Dyn', ["\0*\0s", $d1], ['s', $w]], ['Old', ['t', $d1], ['t', $w]],
];
foreach ($cases as $case) {
    $class = array_shift($case);
    $ser = 'O:' . strlen($class) . ":\"$class\":" . count($case) . ':{';
    $mp = chr(0x81 + count($case)) . "\xc0" . $mstr($class);
    $name = $class;
    foreach ($case as [$n, [$sv, $mv]]) {
        $ser .= $str($n) . $sv;
        $mp .= $mstr($n) . $mv;
        $name .= ' ' . str_replace("\0", '~', $n) . ': ' . ($sv === $bad[0] ? 'bad' : ($sv === $w[0] ? 'W' : 'D'));
    }
    $ser .= '}';
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
    echo $name, $how, $out['msgpack'];
}
?>
--EXPECTF--
%ADeprecated: %s implements the Serializable interface, which is deprecated. %s
Old s: bad (as unserialize())
  ~Old {"n":"int","s":"C"}
  ~C(bad)
  refused
Old ~*~s: bad (as unserialize())
  ~Old {"n":"int","s":"C"}
  ~C(bad)
  refused
Old ~Old~s: bad (as unserialize())
  ~Old {"n":"int","s":"C"}
  ~C(bad)
  refused
Old t: bad (as unserialize())
  ~Old {"n":"int","~*~t":"C"}
  ~C(bad)
  refused
Old ~*~t: bad (as unserialize())
  ~Old {"n":"int","~*~t":"C"}
  ~C(bad)
  refused
Dyn s: bad (as unserialize())
  ~Dyn {"s":"C"}
  ~C(bad)
  refused
Dyn ~*~s: bad (as unserialize())
  ~Dyn {"s":"C"}
  ~C(bad)
  refused
Old s: D s: bad (as unserialize())
  ~Old {"n":"int","s":"C"}
  ~C(bad)
  ~D(d1)
  refused
Old s: D ~*~s: bad (as unserialize())
  ~Old {"n":"int","s":"C"}
  ~C(bad)
  ~D(d1)
  refused
Old ~*~s: D s: bad (as unserialize())
  ~Old {"n":"int","s":"C"}
  ~C(bad)
  ~D(d1)
  refused
Old t: D ~*~t: bad (as unserialize())
  ~Old {"n":"int","~*~t":"C"}
  ~C(bad)
  ~D(d1)
  refused
Dyn ~*~s: D s: bad (as unserialize())
  ~Dyn {"s":"C"}
  ~C(bad)
  ~D(d1)
  refused
Old s: D ~*~s: W (as unserialize())
  ~D(d1)
  W::__wakeup
  ~Old {"n":"int","s":"W"}
  ~W
  returned
Dyn ~*~s: D s: W (as unserialize())
  ~D(d1)
  W::__wakeup
  ~Dyn {"s":"W"}
  ~W
  returned
Old t: D t: W (as unserialize())
  ~D(d1)
  W::__wakeup
  ~Old {"n":"int","~*~t":"W"}
  ~W
  returned
