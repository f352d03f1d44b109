--TEST--
PHP-only objects: a typed property whose value fails to decode, compared with unserialize() of the same data on the running PHP: before 8.6 the value stays there (unless the type refuses it), on PHP 8.6 the property gets its default back (uninitialised where it has none) and the value goes after the object, after what its own decode queued (a value a repeated key replaced) and after a value a repeated name replaced; also under another name of the property, over a PHP reference, and nested
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
class D { public $n; function __construct($n = null) { $this->n = $n; } function __destruct() { echo "  ~D({$this->n})\n"; } }
enum E { case A; case B; }
class T {
    public array $a = [1, 2, 3]; public array $nd; public ?array $na = null; public int $i = 5; public E $e = E::A;
    protected ?array $p = null; public $u; public $z1; public $z2;
    function __destruct() {
        $vars = get_object_vars($this);
        unset($vars['z1'], $vars['z2']);
        echo "  ~T ", json_encode(array_map(fn($v) => is_array($v) ? count($v) : get_debug_type($v), $vars)), "\n";
    }
}
// an object of class T whose properties are $props (z1 and z2 renamed to the names given after the encoding), with
// its serialize() and msgpack_pack() forms
function make(array $props, array $rename = []) {
    $t = (new ReflectionClass('T'))->newInstanceWithoutConstructor();
    $set = function ($props) {
        foreach ($props as $k => $v) {
            $this->$k = $v;
        }
    };
    $set->call($t, $props);
    return $t;
}
function forms($v, array $rename) {
    $ser = serialize($v);
    $mp = msgpack_pack($v);
    foreach ($rename as $from => $to) {
        $ser = str_replace('s:' . strlen($from) . ":\"$from\"", 's:' . strlen($to) . ":\"$to\"", $ser);
        $mp = str_replace(chr(0xa0 | strlen($from)) . $from, chr(0xa0 | strlen($to)) . $to, $mp);
    }
    return [$ser, $mp];
}
$bad = fn() => new C('bad');
$cases = [
    'a: [D1], a: [D2, bad]' => fn() => [make(['a' => [new D('1')], 'z1' => [new D('2'), $bad()]]), ['z1' => 'a']],
    'nd: [D1], nd: [D2, bad]' => fn() => [make(['nd' => [new D('1')], 'z1' => [new D('2'), $bad()]]), ['z1' => 'nd']],
    'na: [D1], na: [D2, bad]' => fn() => [make(['na' => [new D('1')], 'z1' => [new D('2'), $bad()]]), ['z1' => 'na']],
    'a: [D1], u: [D2, bad]' => fn() => [make(['a' => [new D('1')], 'u' => [new D('2'), $bad()]]), []],
    'na: [kk: D5, kk: D6, bad]' => fn() => [make(['na' => ['kk' => new D('5'), 'qq' => new D('6'), $bad()]]), ['qq' => 'kk']],
    'na: [kk: D5, kk: T{na: [D7, bad]}]' => fn() => [make(['na' => ['kk' => new D('5'),
        'qq' => make(['na' => [new D('7'), $bad()]])]]), ['qq' => 'kk']],
    'na: &[Dr], u: (the same), na: [D2, bad]' => function () use ($bad) {
        $r = [new D('r')];
        $t = make(['z1' => [new D('2'), $bad()]]);
        $t->na = &$r;
        $t->u = &$r;
        return [$t, ['z1' => 'na']];
    },
    '~*~p: [D1], p: [D2, bad]' => fn() => [make(['p' => [new D('1')], 'z1' => [new D('2'), $bad()]]), ['z1' => 'p']],
    '[D9, T{a: [D1, bad]}]' => fn() => [[new D('9'), make(['a' => [new D('1'), $bad()]])], []],
    '[kk: D5, kk: T{a: [D1, bad]}]' => fn() => [['kk' => new D('5'), 'qq' => make(['a' => [new D('1'), $bad()]])], ['qq' => 'kk']],
    // the type refuses the value (unserialize() before 8.6 leaves it there; ours releases it at once, test 045)
    'i: 1, i: bad' => fn() => [make(['i' => 1, 'z1' => $bad()]), ['z1' => 'i']],
    'e: B, e: bad' => fn() => [make(['e' => E::B, 'z1' => $bad()]), ['z1' => 'e']],
];
foreach ($cases as $name => $case) {
    ob_start();
    [$v, $rename] = $case();
    [$ser, $mp] = forms($v, $rename);
    $v = null;
    ob_end_clean();
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
    if ($out['unserialize'] === $out['msgpack']) {
        echo "$name: as unserialize()\n";
    } elseif (PHP_VERSION_ID < 80600 && str_ends_with($name, ': bad')) {
        echo "$name: as unserialize() but released at once\n";
    } else {
        echo "$name: DIFFERENT\n-- unserialize():\n{$out['unserialize']}-- msgpack:\n{$out['msgpack']}";
    }
    if (getenv('SHOW')) {
        echo $out['msgpack'];
    }
}
?>
--EXPECTF--
%ADeprecated: %s implements the Serializable interface, which is deprecated. %s
a: [D1], a: [D2, bad]: as unserialize()
nd: [D1], nd: [D2, bad]: as unserialize()
na: [D1], na: [D2, bad]: as unserialize()
a: [D1], u: [D2, bad]: as unserialize()
na: [kk: D5, kk: D6, bad]: as unserialize()
na: [kk: D5, kk: T{na: [D7, bad]}]: as unserialize()
na: &[Dr], u: (the same), na: [D2, bad]: as unserialize()
~*~p: [D1], p: [D2, bad]: as unserialize()
[D9, T{a: [D1, bad]}]: as unserialize()
[kk: D5, kk: T{a: [D1, bad]}]: as unserialize()
i: 1, i: bad: as unserialize()%S
e: B, e: bad: as unserialize()%S
