--TEST--
PHP-only objects: exit() or a fatal error in the destructor of an object whose typed property's value failed to decode (on PHP 8.6 that value is held until after the object, beside the objects waiting for __wakeup()) ends the request as it ends unserialize()'s of the same data: the same destructors run, in the same order, and shutdown functions decode and wake objects as usual
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (!is_file(__DIR__ . '/../modules/msgpack.so')) die('skip needs the module built in this tree');
?>
--FILE--
<?php
$child = <<<'CHILD'
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
    static $armed = null;
    public ?C $c = null; public array $a = [];
    function __construct($c = null, $a = []) { $this->c = $c; $this->a = $a; }
    function __destruct() {
        echo "  ~T c: ", get_debug_type($this->c), ", a: ", count($this->a), "\n";
        if (self::$armed === 'exit') {
            exit(0);
        } elseif (self::$armed === 'fatal') {
            trigger_error('fatal in a destructor', E_USER_ERROR);
        }
    }
}
set_error_handler(fn(int $no) => $no === E_DEPRECATED);
ob_start();
$v = [new W(new D('held')), new T(null, [new D('a'), new C('bad')])];
$data = $argv[1] === 'unserialize' ? serialize($v) : msgpack_pack($v);
$v = null;
ob_end_clean();
register_shutdown_function(function () {
    echo "shutdown\n";
    T::$armed = null;
    $ok = new W(new D('ok'));
    var_dump(msgpack_unpack(msgpack_pack($ok)) == $ok);
    $ok = null;
    echo "end\n";
});
T::$armed = $argv[2];
echo "decode:\n";
try {
    $argv[1] === 'unserialize' ? unserialize($data) : msgpack_unpack($data);
} catch (Exception $e) {
    echo $e->getMessage(), "\n";
}
echo "not reached\n";
CHILD;
foreach (['exit', 'fatal'] as $cause) {
    $out = [];
    foreach (['unserialize', 'msgpack'] as $how) {
        $cmd = sprintf('%s -n -d extension=%s -d display_errors=1 -d log_errors=0 -d fatal_error_backtraces=0 -r %s %s %s 2>&1',
            escapeshellarg(PHP_BINARY), escapeshellarg(__DIR__ . '/../modules/msgpack.so'), escapeshellarg($child),
            $how, $cause);
        exec($cmd, $lines, $status);
        $out[$how] = implode("\n", $lines) . "\n(exit status $status)\n";
        $lines = [];
    }
    echo "$cause:", $out['unserialize'] === $out['msgpack'] ? " as unserialize()\n"
        : " DIFFERENT\n-- unserialize():\n{$out['unserialize']}-- msgpack:\n", $out['msgpack'];
}
?>
--EXPECTF--
exit: as unserialize()
%Adecode:
  ~T c: null, a: %r(2|0)%r
%A
shutdown
  W::__wakeup
  ~W(ok)
  ~D(ok)
bool(true)
  ~W(ok)
  ~D(ok)
end
(exit status 0)
fatal: as unserialize()
%Adecode:
  ~T c: null, a: %r(2|0)%r
%AFatal error: fatal in a destructor in %s on line %d
shutdown
  W::__wakeup
  ~W(ok)
  ~D(ok)
bool(true)
  ~W(ok)
  ~D(ok)
end
(exit status 255)
