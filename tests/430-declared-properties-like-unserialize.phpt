--TEST--
Objects with declared properties (written straight into their slots, without a property table) come out as unserialize() makes them from the same properties: mangled and plain names, a parent's private property, dynamic and numeric names, duplicates, any order, typed, uninitialized and readonly properties, errors and deprecations; objects of classes that share property names, decoded in turns
--INI--
msgpack.php_only=1
pcre.jit=0
--FILE--
<?php
class P { public $a = 1; protected $b = 2; private $c = 3; public int $t = 0; public ?array $n = null; public int $u; }
class C extends P { private $c = 'child'; public $d; }
#[AllowDynamicProperties] class D { public $x = 'x'; }
class R { public function __construct(public readonly int $id = 0, public readonly array $tags = []) {} }
class S { public static $st = 's'; public $a = 'S'; }
class Q { public $b = 'Q'; public $a = 'Q'; }

// [class, [[name, value], ...]]: the same properties in both formats
$cases = [
    ['P', [['a', 10], ["\0*\0b", 20], ["\0P\0c", 30], ['t', 5], ['n', [1]], ['u', 7]]],
    ['P', [['u', 1], ['n', null], ['t', 2], ["\0P\0c", 'c'], ["\0*\0b", 'b'], ['a', 'a']]],
    ['P', [['a', 1], ['a', 2], ['a', 3]]],
    ['P', [['b', 'plain name of a protected one'], ['c', 'plain name of a private one']]],
    ['P', [['zz', 'dynamic'], ['a', 'after it']]],
    ['P', [['a', 'before'], ['5', 'numeric'], [7, 'int name'], ['', 'empty name']]],
    ['P', [['t', 'not an int'], ['a', 'after the error']]],
    ['P', [['u', 'x']]],
    ['P', []],
    ['C', [["\0C\0c", 'own'], ["\0P\0c", 'parent'], ['d', 'd'], ['a', 'a'], ["\0*\0b", 'b']]],
    ['C', [["\0P\0c", 'parent only']]],
    ['C', [['c', 'plain c'], ["\0X\0c", 'another class']]],
    ['D', [['x', 1], ['y', 2], ['x', 3]]],
    ['R', [['id', 42], ['tags', ['a', 'b']]]],
    ['R', [['tags', ['only tags']]]],
    ['R', [['id', 'no']]],
    ['S', [['st', 'static name'], ['a', 'a']]],
    ['S', [['st', 1], ['st', 2], ["\0*\0st", 'mangled static name']]],
    ['P', [["\0*\0c", 'protected name of a private one'], ["\0P\0b", 'private name of a protected one'], ["\0*\0a", 'protected name of a public one']]],
    ['P', [["\0p\0c", 'class name in another case'], ["\0P\0a", 'private name of a public one']]],
    ['C', [["\0*\0c", 'protected name of the own private one'], ["\0c\0c", 'own class in another case']]],
    ['Q', [['a', 1], ['b', 2]]],
];

function php_bytes(string $class, array $pairs): string
{
    $s = 'O:' . strlen($class) . ':"' . $class . '":' . count($pairs) . ':{';
    foreach ($pairs as [$k, $v]) {
        $s .= serialize($k) . serialize($v);
    }
    return $s . '}';
}

function msgpack_bytes(string $class, array $pairs): string
{
    $s = chr(0x80 | (count($pairs) + 1)) . "\xc0" . msgpack_pack($class);
    foreach ($pairs as [$k, $v]) {
        $s .= msgpack_pack($k) . msgpack_pack($v);
    }
    return $s;
}

function show(callable $decode): string
{
    $notes = [];
    set_error_handler(function ($no, $msg) use (&$notes) {
        $notes[] = "error $no: $msg";
        return true;
    });
    try {
        $o = $decode();
        ob_start();
        var_dump($o);
        if (is_object($o)) {
            var_dump((array) $o, get_object_vars($o), json_encode($o));
            foreach ($o as $k => $v) {
                echo "$k ";
            }
            $o->a = 'written';
            var_dump($o->a);
        }
        // (object handles depend on what was freed before)
        $out = preg_replace('/#\d+/', '#', ob_get_clean());
    } catch (Throwable $e) {
        $out = get_class($e) . ': ' . $e->getMessage();
    } finally {
        restore_error_handler();
    }
    return implode("\n", $notes) . "\n" . $out;
}

$differ = 0;
// twice over, so that the second pass finds every name already known for its class
for ($pass = 0; $pass < 2; $pass++) {
    foreach ($cases as $i => [$class, $pairs]) {
        $php = show(fn () => unserialize(php_bytes($class, $pairs)));
        $ours = show(fn () => msgpack_unpack(msgpack_bytes($class, $pairs)));
        if ($php !== $ours) {
            $differ++;
            echo "case $i ($class), pass $pass:\n--- unserialize()\n$php\n--- msgpack_unpack()\n$ours\n";
        }
    }
}

// objects of several classes with the same names, in one message
$list = [];
for ($i = 0; $i < 30; $i++) {
    $list[] = [new Q(), new S(), new C(), new P(), new R($i, ["t$i"]), new D()][$i % 6];
    if (!$list[$i] instanceof R) {
        $list[$i]->a = "v$i";
    }
}
$same = show(fn () => unserialize(serialize($list))) === show(fn () => msgpack_unpack(msgpack_pack($list)));
echo $differ === 0 ? "all cases as unserialize()\n" : "$differ differ\n";
echo $same ? "mixed list as unserialize()\n" : "mixed list differs\n";

// a mangled name without its second NUL: unserialize() fails (after the engine's notice), so does the decode; a
// class without declared properties takes it as it is, as unserialize() does
var_dump(unserialize('O:1:"P":1:{s:4:"' . "\0abc" . '";i:5;}'));
var_dump(msgpack_unpack("\x82\xc0\xa1P\xa4\0abc\x05"));
var_dump(msgpack_unpack("\x82\xc0\xa1P\xa2\0a\x05"));
var_dump(array_keys((array) msgpack_unpack("\x82\xc0\xa8stdClass\xa4\0abc\x05")) === ["\0abc"]);
?>
--EXPECTF--
all cases as unserialize()
mixed list as unserialize()

Notice: Corrupt member variable name in %s on line %d

%s: unserialize(): Error at offset 22 of 27 bytes in %s on line %d
bool(false)

Notice: Corrupt member variable name in %s on line %d

Warning: [msgpack] (php_msgpack_unserialize) Malformed property name for P in %s on line %d
bool(false)

Notice: Illegal member variable name in %s on line %d

Warning: [msgpack] (php_msgpack_unserialize) Malformed property name for P in %s on line %d
bool(false)
bool(true)
