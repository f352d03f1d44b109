--TEST--
PHP-only objects: a failed decode releases its value first, then the objects still waiting for __wakeup()/__unserialize() and the values repeated keys replaced, as unserialize() does (it frees its value, then its queue); PECL's warning comes before all of them
--EXTENSIONS--
msgpack
session
--INI--
session.serialize_handler=msgpack
session.use_cookies=0
session.save_handler=files
--FILE--
<?php
// (started before any output: a session cannot start after it)
ini_set('session.save_path', sys_get_temp_dir());
session_start();
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
class D {
    public $n;
    function __construct($n = null) { $this->n = $n; }
    function __destruct() { echo "  ~D({$this->n})\n"; }
}
class W {
    public $d; public $e;
    function __construct($d = null, $e = null) { $this->d = $d; $this->e = $e; }
    function __wakeup() { echo "  W::__wakeup\n"; }
    function __destruct() { echo "  ~W\n"; }
}
class U {
    public $d;
    function __construct($d = null) { $this->d = $d; }
    function __serialize(): array { return ['d' => $this->d]; }
    function __unserialize(array $a): void { echo "  U::__unserialize\n"; $this->d = $a['d']; }
    function __destruct() { echo "  ~U\n"; }
}
class Throws {
    public $d;
    function __construct($d = null) { $this->d = $d; }
    function __wakeup() { echo "  Throws::__wakeup\n"; throw new Exception('no wakeup'); }
    function __destruct() { echo "  ~Throws\n"; }
}
set_error_handler(function (int $no, string $text) {
    if ($no === E_DEPRECATED) {
        return true;
    }
    echo "  warned\n";
    return true;
});

$cases = [
    '[W{D}, C_bad]' => [new W(new D('w'), null), new C('bad')],
    '[W{D1, W{D2}}, D3, C_bad]' => [new W(new D('1'), new W(new D('2'))), new D('3'), new C('bad')],
    '[[W{D}], [D2, C_bad]]' => [[new W(new D('w'))], [new D('2'), new C('bad')]],
    'W{D, C_bad}' => [new W(new D('w'), new C('bad'))],
    '[U{D}, C_bad]' => [new U(new D('u')), new C('bad')],
    '[U{W{D}}, D2, C_bad]' => [new U(new W(new D('w'))), new D('2'), new C('bad')],
    '[Throws{D1}, W{D2}]' => [new Throws(new D('1')), new W(new D('2'))],
    '[W{D1}, Throws{D2}, D3]' => [new W(new D('1')), new Throws(new D('2')), new D('3')],
];
$fronts = [
    'msgpack_unpack' => fn($mp) => msgpack_unpack($mp),
    'msgpack_unserialize' => fn($mp) => msgpack_unserialize($mp),
    'MessagePack::unpack' => fn($mp) => (new MessagePack(true))->unpack($mp),
];
function run(callable $f) {
    ob_start();
    try {
        $r = $f();
        echo "  returned ", get_debug_type($r), "\n";
        $r = null;
    } catch (Exception $e) {
        echo "  ", $e->getMessage(), "\n";
    }
    return ob_get_clean();
}
foreach ($cases as $name => $v) {
    $ser = serialize($v);
    $mp = msgpack_pack($v);
    $v = null;
    $expect = run(fn() => unserialize($ser));
    echo $name, ":\n", $expect;
    foreach ($fronts as $how => $f) {
        $got = run(fn() => $f($mp));
        if ($got !== $expect) {
            echo "-- $how DIFFERENT:\n$got";
        }
    }
}
// (the originals' destructors are not what this test looks at)
ob_start();
$cases = null;
ob_end_clean();

// a value a repeated key replaced goes after the value, and after the warning
$v = ['a' => new D('r'), 'b' => 1, 'c' => new D('x'), 'd' => 2];
$ser = substr(str_replace('s:1:"b"', 's:1:"a"', serialize($v)), 0, -5);
$mp = substr(str_replace("\xa1b", "\xa1a", msgpack_pack($v)), 0, -1);
ob_start();
$v = null;
ob_end_clean();
$expect = run(fn() => unserialize($ser));
echo "repeated key:\n", $expect;
foreach ($fronts + ['session_decode' => fn($mp) => session_decode($mp)] as $how => $f) {
    $got = run(fn() => $f($mp));
    if ($got !== $expect) {
        echo "-- $how:\n$got";
    }
}
session_destroy();
echo "done\n";
?>
--EXPECTF--
%ADeprecated: %s implements the Serializable interface, which is deprecated. %s
[W{D}, C_bad]:
  ~C(bad)
  ~D(w)
  refused
[W{D1, W{D2}}, D3, C_bad]:
  ~D(3)
  ~C(bad)
  ~D(1)
  ~D(2)
  refused
[[W{D}], [D2, C_bad]]:
  ~D(2)
  ~C(bad)
  ~D(w)
  refused
W{D, C_bad}:
  ~D(w)
  ~C(bad)
  refused
[U{D}, C_bad]:
  ~C(bad)
  ~D(u)
  refused
[U{W{D}}, D2, C_bad]:
  ~D(2)
  ~C(bad)
  ~D(w)
  refused
[Throws{D1}, W{D2}]:
  Throws::__wakeup
  ~D(1)
  ~D(2)
  no wakeup
[W{D1}, Throws{D2}, D3]:
  W::__wakeup
  Throws::__wakeup
  ~W
  ~D(1)
  ~D(2)
  ~D(3)
  no wakeup
repeated key:
  warned
  ~D(x)
  ~D(r)
  returned bool
-- session_decode:
  ~D(x)
  ~D(r)
  returned bool
done
