--TEST--
PHP-only objects: a fatal error in a destructor of a failed decode's value, while the objects waiting for __wakeup() are still held (released after the value, as unserialize() does), leaves nothing a later decode sees: shutdown functions decode and wake objects as usual, and the held object's destructor never runs
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
class X {
    static $armed = false;
    function __destruct() {
        echo "  ~X\n";
        if (self::$armed) {
            trigger_error('fatal in a destructor', E_USER_ERROR);
        }
    }
}
$v = [new W(new D('held')), new X, new C('bad')];
$mp = msgpack_pack($v);
$v = null;
register_shutdown_function(function () use ($mp) {
    echo "shutdown\n";
    X::$armed = false;
    $ok = new W(new D('ok'));
    var_dump(msgpack_unpack(msgpack_pack($ok)) == $ok);
    $ok = null;
    // the same failure again, now without a fatal error: the value, then the held object
    try {
        msgpack_unpack($mp);
    } catch (Exception $e) {
        echo "  ", $e->getMessage(), "\n";
    }
    echo "end\n";
});
X::$armed = true;
echo "decode:\n";
msgpack_unpack($mp);
echo "not reached\n";
?>
--EXPECTF--
%ADeprecated: %s implements the Serializable interface, which is deprecated. %s
  ~W(held)
  ~D(held)
  ~X
  ~C(bad)
decode:
  ~X
%AFatal error: fatal in a destructor in %s on line %d
shutdown
  W::__wakeup
  ~W(ok)
  ~D(ok)
bool(true)
  ~W(ok)
  ~D(ok)
  ~X
  ~C(bad)
  ~D(held)
  refused
end
