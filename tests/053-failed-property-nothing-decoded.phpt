--TEST--
PHP-only objects: a property value of which nothing decodes (the data ends, or a byte no value starts with) leaves null in the property, as unserialize() leaves it (it clears the property as it reads the name): the object's destructor sees null, not the property's default or an earlier value under a repeated name, which goes after the object as before; a typed property whose type refuses null keeps its value before PHP 8.6 (nothing invalid is written, where unserialize() writes null) and gets its default back on 8.6, as unserialize() there
--EXTENSIONS--
msgpack
--FILE--
<?php
class D {
    public $n = 5;
    function __construct($n = 5) { $this->n = $n; }
    function __destruct() { echo "  ~D(", is_object($this->n) ? 'D(' . $this->n->n . ')' : var_export($this->n, true), ")\n"; }
}
class P {
    protected $p = 5;
    function __destruct() { echo "  ~P(", is_object($this->p) ? 'D' : var_export($this->p, true), ")\n"; }
}
#[AllowDynamicProperties] class Dyn {
    public $k;
    function __destruct() { echo "  ~Dyn(", json_encode(get_object_vars($this)), ")\n"; }
}
class T {
    public ?D $t = null; public int $i = 5;
    function __destruct() { echo "  ~T(", get_debug_type($this->t), ", {$this->i})\n"; }
}
$d1 = ['O:1:"D":1:{s:1:"n";i:1;}', "\x82\xc0\xa1D\xa1n\x01"];
$ends = ['i:', "\xcd"];
$c1 = ['X', "\xc1"];
$str = fn($s) => 's:' . strlen($s) . ":\"$s\";";
$mstr = fn($s) => chr(0xa0 | strlen($s)) . $s;
$cases = [
    // name, class, pairs
    'D{n: ends}' => ['D', ['n', $ends]],
    'D{n: 0xc1}' => ['D', ['n', $c1]],
    'D{n: D1, n: ends}' => ['D', ['n', $d1], ['n', $ends]],
    'D{n: D1, n: 0xc1}' => ['D', ['n', $d1], ['n', $c1]],
    'P{~*~p: D1, p: ends}' => ['P', ["\0*\0p", $d1], ['p', $ends]],
    'P{p: ends}' => ['P', ['p', $ends]],
    'Dyn{x: D1, x: ends}' => ['Dyn', ['x', $d1], ['x', $ends]],
    'Dyn{x: ends}' => ['Dyn', ['x', $ends]],
    'T{t: D1, t: ends}' => ['T', ['t', $d1], ['t', $ends]],
    'T{i: 1, i: ends}' => ['T', ['i', ['i:1;', "\x01"]], ['i', $ends]],
];
foreach ($cases as $name => $case) {
    $class = array_shift($case);
    $ser = 'O:' . strlen($class) . ":\"$class\":" . count($case) . ':{';
    $mp = chr(0x81 + count($case)) . "\xc0" . $mstr($class);
    foreach ($case as [$n, [$sv, $mv]]) {
        $ser .= $str($n) . $sv;
        $mp .= $mstr($n) . $mv;
    }
    $out = [];
    foreach (['unserialize' => fn() => unserialize($ser), 'msgpack' => fn() => msgpack_unpack($mp)] as $how => $f) {
        ob_start();
        var_dump(@$f());
        $out[$how] = ob_get_clean();
    }
    if ($out['unserialize'] === $out['msgpack']) {
        echo "$name (as unserialize())\n", $out['msgpack'];
    } elseif (PHP_VERSION_ID < 80600 && $name === 'T{i: 1, i: ends}') {
        echo "$name (int refuses null: the property keeps its value)\n", $out['msgpack'];
    } else {
        echo "$name DIFFERENT\n-- unserialize():\n{$out['unserialize']}-- msgpack:\n{$out['msgpack']}";
    }
}
?>
--EXPECTF--
D{n: ends} (as unserialize())
  ~D(NULL)
bool(false)
D{n: 0xc1} (as unserialize())
  ~D(NULL)
bool(false)
D{n: D1, n: ends} (as unserialize())
  ~D(NULL)
  ~D(1)
bool(false)
D{n: D1, n: 0xc1} (as unserialize())
  ~D(NULL)
  ~D(1)
bool(false)
P{~*~p: D1, p: ends} (as unserialize())
  ~P(NULL)
  ~D(1)
bool(false)
P{p: ends} (as unserialize())
  ~P(NULL)
bool(false)
Dyn{x: D1, x: ends} (as unserialize())
  ~Dyn({"k":null,"x":null})
  ~D(1)
bool(false)
Dyn{x: ends} (as unserialize())
  ~Dyn({"k":null,"x":null})
bool(false)
T{t: D1, t: ends} (as unserialize())
  ~T(null, 5)
  ~D(1)
bool(false)
T{i: 1, i: ends} %r(\(int refuses null: the property keeps its value\)\n  ~T\(null, 1\)|\(as unserialize\(\)\)\n  ~T\(null, 5\))%r
bool(false)
