--TEST--
PHP-only objects: a fatal error in the destructor of an object whose typed property's value failed to decode (on PHP 8.6 that value is held until after the object, as unserialize() holds it, beside the objects waiting for __wakeup()) leaves nothing a later decode sees: shutdown functions decode and wake objects as usual, the same failure then goes as unserialize()'s does, and the held values' destructors never run
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
class W {
    public $d;
    function __construct($d = null) { $this->d = $d; }
    function __wakeup() { echo "  W::__wakeup\n"; }
    function __destruct() { echo "  ~W({$this->d?->n})\n"; }
}
class T {
    static $armed = false;
    public ?C $c = null; public array $a = [];
    function __construct($c = null, $a = []) { $this->c = $c; $this->a = $a; }
    function __destruct() {
        echo "  ~T c: ", get_debug_type($this->c), ", a: ", count($this->a), "\n";
        if (self::$armed) {
            trigger_error('fatal in a destructor', E_USER_ERROR);
        }
    }
}
ob_start();
$v = [new W(new D('held')), new T(null, [new D('a'), new C('bad')])];
$mp = msgpack_pack($v);
$ser = serialize($v);
$v = null;
ob_end_clean();
register_shutdown_function(function () use ($mp, $ser) {
    echo "shutdown\n";
    T::$armed = false;
    $ok = new W(new D('ok'));
    var_dump(msgpack_unpack(msgpack_pack($ok)) == $ok);
    $ok = null;
    // the same failure again, now without a fatal error
    $out = [];
    foreach (['unserialize' => fn() => unserialize($ser), 'msgpack' => fn() => msgpack_unpack($mp)] as $how => $f) {
        ob_start();
        try {
            $f();
        } catch (Exception $e) {
            echo "  ", $e->getMessage(), "\n";
        }
        $out[$how] = ob_get_clean();
    }
    echo $out['unserialize'] === $out['msgpack'] ? "as unserialize()\n"
        : "DIFFERENT\n-- unserialize():\n{$out['unserialize']}-- msgpack:\n{$out['msgpack']}";
    echo "end\n";
});
T::$armed = true;
echo "decode:\n";
msgpack_unpack($mp);
echo "not reached\n";
?>
--EXPECTF--
%ADeprecated: %s implements the Serializable interface, which is deprecated. %s
decode:
  ~T c: null, a: %r(2|0)%r
%AFatal error: fatal in a destructor in %s on line %d
shutdown
  W::__wakeup
  ~W(ok)
  ~D(ok)
bool(true)
  ~W(ok)
  ~D(ok)
as unserialize()
end
