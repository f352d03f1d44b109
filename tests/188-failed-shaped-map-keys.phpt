--TEST--
PHP-only objects: a map decoded through a map shape (a template of keys learnt from earlier maps) whose value fails keeps only the keys read, where it stays after the failure (an object of a class without declared properties, a map in a property): the destructors see what unserialize() has there, not the template's later keys as null
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
#[AllowDynamicProperties] class Dyn {
    function __destruct() { if ($GLOBALS['quiet']) return; echo "  ~Dyn ", json_encode(array_keys((array) $this)), ' ', count((array) $this), "\n"; }
}
$quiet = false;
class D {
    public $x;
    function __destruct() { if ($GLOBALS['quiet']) return; echo "  ~D x: ", json_encode(array_keys($this->x)), ' ', count($this->x), "\n"; }
}
$pairs = fn($b) => "\xa2aa\x01\xa2bb" . $b . "\xa2cc\x03\xa2dd\x04";
$bad = "\x82\xc0\x03\xa1C\xaas:3:\"bad\";";
$cbad = 'C:1:"C":10:{s:3:"bad";}';
$cases = [
    'object' => ["\x85\xc0\xa3Dyn" . $pairs("\x02"), "\x85\xc0\xa3Dyn" . $pairs($bad),
        'O:3:"Dyn":4:{s:2:"aa";i:1;s:2:"bb";' . $cbad . 's:2:"cc";i:3;s:2:"dd";i:4;}'],
    'map in a property' => ["\x82\xc0\xa1D\xa1x\x84" . $pairs("\x02"), "\x82\xc0\xa1D\xa1x\x84" . $pairs($bad),
        'O:1:"D":1:{s:1:"x";a:4:{s:2:"aa";i:1;s:2:"bb";' . $cbad . 's:2:"cc";i:3;s:2:"dd";i:4;}}'],
];
foreach ($cases as $name => [$good, $failing, $ser]) {
    echo "$name:\n";
    // two maps of that shape teach it (the shapes last the request); the one that fails comes through its template
    $quiet = true;
    msgpack_unpack("\x92" . $good . $good);
    $quiet = false;
    $out = [];
    foreach (['unserialize' => fn() => unserialize($ser), 'msgpack' => fn() => msgpack_unpack($failing)] as $how => $f) {
        ob_start();
        try {
            $f();
            echo "  returned\n";
        } catch (Exception $e) {
            echo "  ", $e->getMessage(), "\n";
        }
        $out[$how] = ob_get_clean();
    }
    echo $out['unserialize'] === $out['msgpack'] ? "" : "DIFFERENT\n-- unserialize():\n{$out['unserialize']}-- msgpack:\n",
        $out['msgpack'];
}
?>
--EXPECTF--
%ADeprecated: %s implements the Serializable interface, which is deprecated. %s
object:
  ~Dyn ["aa","bb"] 2
  ~C(bad)
  refused
map in a property:
  ~D x: ["aa","bb"] 2
  ~C(bad)
  refused
