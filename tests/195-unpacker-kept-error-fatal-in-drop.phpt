--TEST--
MessagePackUnpacker: a fatal error or exit() in a destructor run by the drop of a message rejected before its last byte arrived (an undefined enum case) does not lose the kept error: a shutdown function that feeds the rest gets the error once the message is complete, without decoding it (and its Serializable::unserialize()) again, and the next message as usual
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (PHP_OS_FAMILY !== 'Linux') die('skip reads /proc/self/cmdline to start a child process');
?>
--FILE--
<?php
// Each run is a process of its own; X's destructor (in the value) or D(held)'s (held with W, waiting for __wakeup())
// ends the request with E_USER_ERROR or exit() while the message's first bytes are dropped.
require __DIR__ . '/470-child.inc';

$child = <<<'CODE'
$unserialized = 0;
class C implements Serializable {
    public $v;
    function __construct($v = null) { $this->v = $v; }
    function serialize() { return serialize($this->v); }
    function unserialize($s) { global $unserialized; $unserialized++; echo "  C::unserialize\n"; $this->v = unserialize($s); }
    function __destruct() { echo "  ~C\n"; }
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
}
class X { function __destruct() { echo "  ~X\n"; stop('value'); } }
enum Suit { case Hearts; }

[, $cause, $where, $piece] = $argv;
$armed = $where;
$where = 'not yet';
ob_start();
$mp = strtr(msgpack_pack([new C('ok'), new W(new D('held')), new X, Suit::Hearts, str_repeat('t', 20)]),
    ['Hearts' => 'Heartz']);
$good = msgpack_pack(['fine', 1]);
ob_end_clean();
// the message up to just past the bad case, in pieces; the rest (from the first byte not fed) comes in the shutdown
// function
$cut = strpos($mp, 'Heartz') + 8;
$u = new MessagePackUnpacker(true);
$fed = 0;
register_shutdown_function(function () use ($u, $mp, $good) {
    global $unserialized, $fed;
    echo "shutdown\n";
    $u->feed(substr($mp, $fed) . $good);
    var_dump($u->execute());
    echo "  ", msgpack_last_error_msg(), "\n";
    $u->reset();
    var_dump($u->execute(), $u->data());
    echo "C::unserialize ran $unserialized time(s)\n";
});
$where = $armed;
foreach (str_split(substr($mp, 0, $cut), (int) $piece) as $b) {
    $u->feed($b);
    $fed += strlen($b);
    $u->execute();
}
echo "not reached\n";
CODE;
$script = sys_get_temp_dir() . '/msgpack-195-' . getmypid() . '.php';
file_put_contents($script, "<?php\n" . $child);
$cmd = msgpack_test_child(['display_errors' => 'stderr', 'log_errors' => '0', 'error_reporting' => (string) (E_ALL & ~E_DEPRECATED)]);
foreach ([['fatal', 'value'], ['fatal', 'queue'], ['exit', 'value'], ['exit', 'queue']] as [$cause, $where]) {
    $outs = [];
    // one piece, 1-byte pieces, 7-byte pieces (the decode meets the error before the message's end in each)
    foreach ([1000, 1, 7] as $piece) {
        exec($cmd . ' ' . escapeshellarg($script) . " $cause $where $piece 2>/dev/null", $out);
        $outs[$piece] = implode("\n", $out) . "\n";
        $out = [];
    }
    echo "== $cause in the $where\n", $outs[1000];
    foreach ([1, 7] as $piece) {
        if ($outs[$piece] !== $outs[1000]) {
            echo "-- $piece-byte pieces DIFFERENT:\n", $outs[$piece];
        }
    }
}
unlink($script);
?>
--EXPECT--
== fatal in the value
  C::unserialize
  ~C
  ~X
shutdown
bool(false)
  Undefined enum case Suit::Heartz at offset 52
bool(true)
array(2) {
  [0]=>
  string(4) "fine"
  [1]=>
  int(1)
}
C::unserialize ran 1 time(s)
== fatal in the queue
  C::unserialize
  ~C
  ~X
  ~D(held)
shutdown
bool(false)
  Undefined enum case Suit::Heartz at offset 52
bool(true)
array(2) {
  [0]=>
  string(4) "fine"
  [1]=>
  int(1)
}
C::unserialize ran 1 time(s)
== exit in the value
  C::unserialize
  ~C
  ~X
  ~D(held)
shutdown
bool(false)
  Undefined enum case Suit::Heartz at offset 52
bool(true)
array(2) {
  [0]=>
  string(4) "fine"
  [1]=>
  int(1)
}
C::unserialize ran 1 time(s)
== exit in the queue
  C::unserialize
  ~C
  ~X
  ~D(held)
shutdown
bool(false)
  Undefined enum case Suit::Heartz at offset 52
bool(true)
array(2) {
  [0]=>
  string(4) "fine"
  [1]=>
  int(1)
}
C::unserialize ran 1 time(s)
