--TEST--
PHP-only objects: a property name that makes a dynamic property (deprecated), that the class refuses or that is malformed is judged as it is read, before its value is decoded, as unserialize() judges it: the deprecation comes before the user code the value runs, and a refusal (or a handler that throws) runs none of it
--EXTENSIONS--
msgpack
--FILE--
<?php
class C implements Serializable {
    public $v;
    function __construct($v = null) { $this->v = $v; }
    function serialize() { return serialize($this->v); }
    function unserialize($s) { $this->v = unserialize($s); echo "  C::unserialize({$this->v})\n"; }
}
class K { public $a = 1; }                       // declared properties: the direct path
class N {}                                       // none: the property table from the start
#[AllowDynamicProperties] class A { public $a = 1; }
readonly class R { public int $a; function __construct() { $this->a = 1; } }   // refuses dynamic properties

// the same object as serialize() writes it and as msgpack_pack() writes it, with the value of $name a C
function forms(string $class, string $name, bool $nested = false): array {
    $value = $nested ? [new C($name)] : new C($name);
    // (a declared property first, when the class has one)
    $a = property_exists($class, 'a');
    $ser = 'O:' . strlen($class) . ':"' . $class . '":' . ($a ? 2 : 1) . ':{' . ($a ? 's:1:"a";i:1;' : '')
        . serialize($name) . serialize($value) . '}';
    $mp = ($a ? "\x83" : "\x82") . "\xc0" . msgpack_pack($class) . ($a ? "\xa1a\x01" : '') . msgpack_pack($name)
        . substr(msgpack_pack([$value]), 1);
    return [$ser, $mp];
}
function run(string $label, array $forms): void {
    [$ser, $mp] = $forms;
    $out = [];
    foreach (['unserialize' => fn() => unserialize($ser), 'msgpack' => fn() => msgpack_unpack($mp)] as $how => $f) {
        ob_start();
        try {
            $r = $f();
            echo '  -> ', get_debug_type($r), "\n";
        } catch (Throwable $e) {
            echo '  -> ', get_class($e), ': ', $e->getMessage(), "\n";
        }
        $out[$how] = ob_get_clean();
    }
    echo $label, $out['unserialize'] === $out['msgpack'] ? " (as unserialize())\n" : " DIFFERENT\n-- unserialize():\n{$out['unserialize']}-- msgpack:\n", $out['msgpack'];
}

set_error_handler(function (int $no, string $str) { echo "  handler: $str\n"; return true; });
run('declared class, dynamic name', forms('K', 'dyn'));
run('declared class, dynamic name, C in an array', forms('K', 'dyn', true));
run('no declared property', forms('N', 'dyn'));
run('allowed dynamic properties', forms('A', 'dyn'));
run('readonly class', forms('R', 'dyn'));
run('declared name', forms('K', 'a'));

set_error_handler(function (int $no, string $str) { echo "  handler throws: $str\n"; throw new ErrorException($str, 0, $no); });
run('throwing handler, declared class', forms('K', 'dyn'));
run('throwing handler, no declared property', forms('N', 'dyn'));
restore_error_handler();

// a name read twice: the second finds the property (no second deprecation), and the earlier value is replaced
$mp = "\x83\xc0\xa1K\xa3dyn\x01\xa3dyn" . substr(msgpack_pack([new C('twice')]), 1);
set_error_handler(function (int $no, string $str) { echo "handler: $str\n"; return true; });
$k = msgpack_unpack($mp);
var_dump($k->dyn->v, array_keys(get_object_vars($k)));
set_error_handler(null);

// a malformed name (a NUL without its second): refused as read, its value not decoded, as unserialize() refuses it
$c = serialize(new C('malformed'));
var_dump(@unserialize('O:1:"K":2:{s:1:"a";i:1;s:2:"' . "\0K" . '";' . $c . '}'));
var_dump(@msgpack_unpack("\x83\xc0\xa1K\xa1a\x01\xa2\x00K" . substr(msgpack_pack([new C('malformed')]), 1)));
?>
--EXPECTF--
%ADeprecated: %s implements the Serializable interface, which is deprecated. %s
declared class, dynamic name (as unserialize())
  handler: Creation of dynamic property K::$dyn is deprecated
  C::unserialize(dyn)
  -> K
declared class, dynamic name, C in an array (as unserialize())
  handler: Creation of dynamic property K::$dyn is deprecated
  C::unserialize(dyn)
  -> K
no declared property (as unserialize())
  handler: Creation of dynamic property N::$dyn is deprecated
  C::unserialize(dyn)
  -> N
allowed dynamic properties (as unserialize())
  C::unserialize(dyn)
  -> A
readonly class (as unserialize())
  -> Error: Cannot create dynamic property R::$dyn
declared name (as unserialize())
  C::unserialize(a)
  -> K
throwing handler, declared class (as unserialize())
  handler throws: Creation of dynamic property K::$dyn is deprecated
  -> ErrorException: Creation of dynamic property K::$dyn is deprecated
throwing handler, no declared property (as unserialize())
  handler throws: Creation of dynamic property N::$dyn is deprecated
  -> ErrorException: Creation of dynamic property N::$dyn is deprecated
handler: Creation of dynamic property K::$dyn is deprecated
  C::unserialize(twice)
string(5) "twice"
array(2) {
  [0]=>
  string(1) "a"
  [1]=>
  string(3) "dyn"
}
bool(false)
bool(false)
