--TEST--
PHP-only objects: a value whose decode fails under a new dynamic property's name, in a class that allows dynamic properties and declares some (no property table built yet), stays in that dynamic property, as unserialize() leaves it there: the object's destructor runs first and sees it (it was released at once, before the object)
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
function show($o) { return str_replace('\u0000', '~', json_encode(array_map('get_debug_type', (array) $o))); }
#[AllowDynamicProperties] class Dyn {
    public $k; protected $p = 0;
    function __destruct() { echo "  ~Dyn ", show($this), "\n"; }
}
#[AllowDynamicProperties] class Wide {
    public $a1, $a2, $a3, $a4, $a5, $a6, $a7, $a8, $a9, $a10, $a11, $a12, $a13, $a14, $a15, $a16, $a17, $a18, $a19, $a20;
    function __destruct() { echo "  ~Wide x: ", get_debug_type($this->x ?? null), "\n"; }
}
$bad = ['C:1:"C":10:{s:3:"bad";}', "\x82\xc0\x03\xa1C\xaas:3:\"bad\";"];
$list = ['a:2:{i:0;O:1:"D":1:{s:1:"n";i:1;}i:1;' . $bad[0] . '}', "\x92\x82\xc0\xa1D\xa1n\x01" . $bad[1]];
$d1 = ['O:1:"D":1:{s:1:"n";i:2;}', "\x82\xc0\xa1D\xa1n\x02"];
$str = fn($s) => 's:' . strlen($s) . ":\"$s\";";
$mstr = fn($s) => chr(0xa0 | strlen($s)) . $s;
$cases = [
    'Dyn{x: bad}' => ['Dyn', ['x', $bad]],
    'Dyn{x: [D1, bad]}' => ['Dyn', ['x', $list]],
    'Dyn{k: D2, x: bad}' => ['Dyn', ['k', $d1], ['x', $bad]],
    'Wide{x: [D1, bad]}' => ['Wide', ['x', $list]],
];
foreach ($cases as $name => $case) {
    $class = array_shift($case);
    $ser = 'O:' . strlen($class) . ":\"$class\":" . count($case) . ':{';
    $mp = chr(0x81 + count($case)) . "\xc0" . $mstr($class);
    foreach ($case as [$n, [$sv, $mv]]) {
        $ser .= $str($n) . $sv;
        $mp .= $mstr($n) . $mv;
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
    echo $name, $out['unserialize'] === $out['msgpack'] ? " (as unserialize())\n"
        : " DIFFERENT\n-- unserialize():\n{$out['unserialize']}-- msgpack:\n", $out['msgpack'];
}
?>
--EXPECTF--
%ADeprecated: %s implements the Serializable interface, which is deprecated. %s
Dyn{x: bad} (as unserialize())
  ~Dyn {"k":"null","~*~p":"int","x":"C"}
  ~C(bad)
  refused
Dyn{x: [D1, bad]} (as unserialize())
  ~Dyn {"k":"null","~*~p":"int","x":"array"}
  ~D(1)
  ~C(bad)
  refused
Dyn{k: D2, x: bad} (as unserialize())
  ~Dyn {"k":"D","~*~p":"int","x":"C"}
  ~C(bad)
  ~D(2)
  refused
Wide{x: [D1, bad]} (as unserialize())
  ~Wide x: array
  ~D(1)
  ~C(bad)
  refused
