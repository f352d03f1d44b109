--TEST--
PHP-only objects: a typed property named again after a PHP reference was stored in it, whose second value fails to decode and stays there (on PHP 8.6, as its unserialize(), the property gets its default back instead), lets go of that reference as a property type: the reference kept by another property (and by user code after) is not held to the type of a property it left, and its type-source list is not leaked
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
class T {
    public ?array $x; public ?array $y;
    function __destruct() {
        echo "  ~T x: ", get_debug_type($this->x ?? null), ", y: ", get_debug_type($this->y ?? null), "\n";
        $GLOBALS['kept'] = &$this->y;
    }
}
// {nil: "T", "x": {nil: 1, 0: 1} (a reference, container 2), "y": {nil: 2, 0: 2} (the same), "x": [C('bad')]}
$mp = "\x84\xc0\xa1T" . "\xa1x\x82\xc0\x01\x00\x01" . "\xa1y\x82\xc0\x02\x00\x02"
    . "\xa1x\x91\x82\xc0\x03\xa1C\xaas:3:\"bad\";";
$ser = 'O:1:"T":3:{s:1:"x";a:1:{i:0;i:1;}s:1:"y";R:2;s:1:"x";a:1:{i:0;C:1:"C":10:{s:3:"bad";}}}';
// (PHP 8.6's unserialize() writes no failed value to a typed property: x is uninitialised there, as ours, test 045)
$out = [];
foreach (['unserialize' => fn() => unserialize($ser), 'msgpack' => fn() => msgpack_unpack($mp)] as $how => $f) {
    ob_start();
    try {
        $f();
    } catch (Exception $e) {
        echo "  ", $e->getMessage(), "\n";
    }
    // T is gone: the reference T::$y held is restricted by no property now
    try {
        $kept = 'a string';
        echo "  kept reference takes a string\n";
    } catch (TypeError $e) {
        echo "  ", $e->getMessage(), "\n";
    }
    unset($kept);
    $out[$how] = ob_get_clean();
}
echo "unserialize:\n", $out['unserialize'], "msgpack:",
    $out['unserialize'] === $out['msgpack'] ? " as unserialize()\n" : "\n{$out['msgpack']}";

// the reference still in a property keeps that property's type
$mp = "\x84\xc0\xa1T" . "\xa1x\x82\xc0\x01\x00\x01" . "\xa1y\x82\xc0\x02\x00\x02" . "\xa1x\x91\x05";
$t = msgpack_unpack($mp);
var_dump($t->x, $t->y);
try {
    $t->y = 'a string';
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
echo "done\n";
?>
--EXPECTF--
%ADeprecated: %s implements the Serializable interface, which is deprecated. %s
unserialize:
  ~T x: %r(array|null)%r, y: array
  ~C(bad)
  refused
  kept reference takes a string
msgpack: as unserialize()
array(1) {
  [0]=>
  int(5)
}
array(1) {
  [0]=>
  int(1)
}
Cannot assign string to property T::$y of type ?array
%Adone
  ~T x: array, y: array
