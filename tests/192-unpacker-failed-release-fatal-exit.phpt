--TEST--
MessagePackUnpacker: a fatal error or exit() in a destructor while a failed message is released (in its value, or in the objects held for after it) ends as unserialize() ends there, and leaves nothing a later decode sees: shutdown functions decode and wake objects as usual, through msgpack_unpack(), the same unpacker and a new one, and the same failure again releases the value, then the held objects
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (PHP_OS_FAMILY !== 'Linux') die('skip reads /proc/self/cmdline to start a child process');
?>
--FILE--
<?php
/*
 * Each run is a process of its own: [W{D(held)}, X, C_bad], where C_bad's Serializable::unserialize() throws (or the
 * last element is a parse error), and either X's destructor (in the value) or D(held)'s (held with W, waiting for
 * __wakeup(), until after the value) ends the request with E_USER_ERROR or exit(). Every way of reading the message
 * through MessagePackUnpacker must print what unserialize() prints (msgpack_unpack() for the parse error, for which
 * unserialize() runs W::__wakeup() and this module runs none).
 */
require __DIR__ . '/470-child.inc';

$child = <<<'CODE'
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
function stop(string $who): void {
    global $cause, $where;
    if ($where === $who) {
        $where = 'done';
        $cause === 'exit' ? exit(0) : trigger_error('fatal in a destructor', E_USER_ERROR);
    }
}
class D {
    public $n;
    function __construct($n = null) { $this->n = $n; }
    function __destruct() { echo "  ~D({$this->n})\n"; if ($this->n === 'held') { stop('queue'); } }
}
class W {
    public $d;
    function __construct($d = null) { $this->d = $d; }
    function __wakeup() { echo "  W::__wakeup\n"; }
    function __destruct() { echo "  ~W({$this->d?->n})\n"; }
}
class X { function __destruct() { echo "  ~X\n"; stop('value'); } }

[, $cause, $where, $failure, $way] = $argv;
$armed = $where;
$where = 'not yet';
ob_start();
$v = [new W(new D('held')), new X, $failure === 'exception' ? new C('bad') : 'zzzz'];
$ser = str_replace('s:4:"zzzz"', 'Q:4:"zzzz"', serialize($v));
$mp = str_replace("\xa4zzzz", "\xc1zzzz", msgpack_pack($v));
$v = null;
ob_end_clean();

function run(string $way, string $ser, string $mp, ?MessagePackUnpacker $u = null): void {
    $u ??= new MessagePackUnpacker(true);
    try {
        switch ($way) {
            case 'unserialize':
                unserialize($ser);
                break;
            case 'msgpack_unpack':
                msgpack_unpack($mp);
                break;
            case 'one feed':
                $u->feed($mp);
                $u->execute();
                break;
            case '1-byte feeds':
                foreach (str_split($mp) as $b) {
                    $u->feed($b);
                    $u->execute();
                }
                break;
            case 'direct':
                $off = 0;
                $u->execute($mp, $off);
                break;
            case 'direct, growing string':
                $buf = '';
                $off = 0;
                foreach (str_split($mp) as $b) {
                    $buf .= $b;
                    $u->execute($buf, $off);
                }
                break;
            case 'compact read, 1-byte feeds':
                ini_set('msgpack.compact', 'read');
                $u = new MessagePackUnpacker(true);
                ini_set('msgpack.compact', '0');
                foreach (str_split($mp) as $b) {
                    $u->feed($b);
                    $u->execute();
                }
                break;
        }
    } catch (Exception $e) {
        echo "  ", $e->getMessage(), "\n";
    }
}
$u = new MessagePackUnpacker(true);
register_shutdown_function(function () use ($u, $ser, $mp, $way, $failure) {
    echo "shutdown\n";
    $ok = new W(new D('ok'));
    $bytes = msgpack_pack($ok);
    var_dump(msgpack_unpack($bytes) == $ok);
    if ($failure !== 'exception') {
        // (a parse error stops an unpacker, the fatal error or not, and reset() keeps the bytes from the bad one)
        $u->__construct(true);
    }
    $u->feed($bytes);
    var_dump($u->execute() && $u->data() == $ok);
    $fresh = new MessagePackUnpacker(true);
    foreach (str_split($bytes) as $b) {
        $fresh->feed($b);
        if ($fresh->execute()) {
            var_dump($fresh->data() == $ok);
        }
    }
    $ok = null;
    // (unserialize() after a fatal error inside it goes on in the context that call left: it releases neither its
    // value nor its queue until the request ends, so msgpack_unpack() stands for it here)
    echo "again:\n";
    run($way === 'unserialize' ? 'msgpack_unpack' : $way, $ser, $mp);
    echo "end\n";
});
$where = $armed;
run($way, $ser, $mp, $u);
echo "not reached\n";
CODE;
$script = sys_get_temp_dir() . '/msgpack-192-' . getmypid() . '.php';
file_put_contents($script, "<?php\n" . $child);
$cmd = msgpack_test_child(['display_errors' => 'stderr', 'log_errors' => '0', 'error_reporting' => (string) (E_ALL & ~E_DEPRECATED)]);
function child(string $cmd, string $script, array $args): string {
    exec($cmd . ' ' . escapeshellarg($script) . ' ' . implode(' ', array_map('escapeshellarg', $args)) . ' 2>/dev/null', $out);
    return implode("\n", $out) . "\n";
}
$ways = ['one feed', '1-byte feeds', 'direct', 'direct, growing string', 'compact read, 1-byte feeds'];
$runs = [
    ['fatal', 'value', 'exception'], ['fatal', 'queue', 'exception'], ['exit', 'value', 'exception'],
    ['exit', 'queue', 'exception'], ['fatal', 'value', 'parse error'], ['exit', 'queue', 'parse error'],
];
foreach ($runs as [$cause, $where, $failure]) {
    $reference = $failure === 'exception' ? 'unserialize' : 'msgpack_unpack';
    $expect = child($cmd, $script, [$cause, $where, $failure, $reference]);
    echo "== $cause in the $where, $failure ($reference):\n", $expect;
    foreach ($ways as $way) {
        if ($failure !== 'exception' && str_starts_with($way, 'compact')) {
            // (0xc1 begins msgpackr's bundled strings there, no parse error)
            continue;
        }
        $got = child($cmd, $script, [$cause, $where, $failure, $way]);
        if ($got !== $expect) {
            echo "-- $way DIFFERENT:\n$got";
        }
    }
}
unlink($script);
?>
--EXPECT--
== fatal in the value, exception (unserialize):
  ~X
shutdown
  W::__wakeup
  ~W(ok)
  ~D(ok)
bool(true)
  W::__wakeup
  ~W(ok)
  ~D(ok)
bool(true)
  W::__wakeup
  ~W(ok)
  ~D(ok)
bool(true)
  ~W(ok)
  ~D(ok)
again:
  ~X
  ~C(bad)
  ~D(held)
  refused
end
== fatal in the queue, exception (unserialize):
  ~X
  ~C(bad)
  ~D(held)
shutdown
  W::__wakeup
  ~W(ok)
  ~D(ok)
bool(true)
  W::__wakeup
  ~W(ok)
  ~D(ok)
bool(true)
  W::__wakeup
  ~W(ok)
  ~D(ok)
bool(true)
  ~W(ok)
  ~D(ok)
again:
  ~X
  ~C(bad)
  ~D(held)
  refused
end
== exit in the value, exception (unserialize):
  ~X
  ~C(bad)
  ~D(held)
shutdown
  W::__wakeup
  ~W(ok)
  ~D(ok)
bool(true)
  W::__wakeup
  ~W(ok)
  ~D(ok)
bool(true)
  W::__wakeup
  ~W(ok)
  ~D(ok)
bool(true)
  ~W(ok)
  ~D(ok)
again:
  ~X
  ~C(bad)
  ~D(held)
  refused
end
== exit in the queue, exception (unserialize):
  ~X
  ~C(bad)
  ~D(held)
shutdown
  W::__wakeup
  ~W(ok)
  ~D(ok)
bool(true)
  W::__wakeup
  ~W(ok)
  ~D(ok)
bool(true)
  W::__wakeup
  ~W(ok)
  ~D(ok)
bool(true)
  ~W(ok)
  ~D(ok)
again:
  ~X
  ~C(bad)
  ~D(held)
  refused
end
== fatal in the value, parse error (msgpack_unpack):
  ~X
shutdown
  W::__wakeup
  ~W(ok)
  ~D(ok)
bool(true)
  W::__wakeup
  ~W(ok)
  ~D(ok)
bool(true)
  W::__wakeup
  ~W(ok)
  ~D(ok)
bool(true)
  ~W(ok)
  ~D(ok)
again:
  ~X
  ~D(held)
end
== exit in the queue, parse error (msgpack_unpack):
  ~X
  ~D(held)
shutdown
  W::__wakeup
  ~W(ok)
  ~D(ok)
bool(true)
  W::__wakeup
  ~W(ok)
  ~D(ok)
bool(true)
  W::__wakeup
  ~W(ok)
  ~D(ok)
bool(true)
  ~W(ok)
  ~D(ok)
again:
  ~X
  ~D(held)
end
