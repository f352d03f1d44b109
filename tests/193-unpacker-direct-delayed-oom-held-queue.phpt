--TEST--
MessagePackUnpacker::execute($str, $offset): memory_limit reached in Serializable::unserialize() while a message is read in place, with an object before it waiting for __wakeup(), on an engine that delays the error to the next opcode and unwinds the call with an exit (PHP 8.2.36, 8.4.27): the call that stops there drops the failed value, then releases the held object once; a shutdown function decodes and wakes objects with the same unpacker, direct and fed
--SKIPIF--
<?php
if (getenv('USE_ZEND_ALLOC') === '0') die('skip needs the engine\'s allocator (memory_limit)');
?>
--FILE--
<?php
class C implements Serializable {
    public $v;
    function __construct($v = null) { $this->v = $v; }
    function serialize() { return serialize($this->v); }
    function unserialize($s) {
        $this->v = unserialize($s);
        $x = [];
        for ($i = 0; $i < 10000000; $i++) {
            $x[] = str_repeat('z', 100);
        }
    }
}
class D { public $n; function __construct($n = null) { $this->n = $n; } }
class W {
    public $d;
    function __construct($d = null) { $this->d = $d; }
    function __wakeup() { echo "  W::__wakeup\n"; }
}
$mp = msgpack_pack([new W(new D('held')), new C('grow'), 'tail']);
$u = new MessagePackUnpacker(true);
register_shutdown_function(function () use ($u) {
    ini_set('memory_limit', '-1');
    echo "shutdown\n";
    $ok = new W(new D('ok'));
    $s = 'xyz' . msgpack_pack($ok);
    $off = 3;
    var_dump($u->execute($s, $off), $off === strlen($s), $u->data() == $ok);
    $u->feed(msgpack_pack($ok));
    var_dump($u->execute(), $u->data() == $ok);
});
$s = str_repeat('-', 1000) . $mp;
$off = 1000;
ini_set('memory_limit', (string) (memory_get_usage(true) + 4 * 1024 * 1024));
$u->execute($s, $off);
echo "not reached\n";
?>
--EXPECTF--
%ADeprecated: %s implements the Serializable interface, which is deprecated. %s

Fatal error: Allowed memory size of %d bytes exhausted %s in %s on line %d
shutdown
  W::__wakeup
bool(true)
bool(true)
bool(true)
  W::__wakeup
bool(true)
bool(true)
