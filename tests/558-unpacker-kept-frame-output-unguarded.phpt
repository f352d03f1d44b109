--TEST--
MessagePackUnpacker's frame, kept registered between its calls, does not count as a call in progress: output written after a decode (plain, direct, in pieces) reaches the SAPI without the guard that catches an aborted connection's bailout (it cost every unbuffered echo after a script's first decode), output written inside one still goes through it, as it does with two unpackers nested, an unpacker whose last reference its own decode dropped, a Fiber suspended inside a decode (until it is destroyed) and exit() inside a decode (counted in test builds)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (!function_exists('msgpack_test_counters')) die('skip needs a build with -DMSGPACK_TEST_COUNTERS');
?>
--INI--
output_buffering=0
implicit_flush=1
--FILE--
<?php
// What the frames are now, and the SAPI writes and flushes the guard took since the last call (implicit_flush: an echo
// is one of each). A MessagePackUnpacker's __wakeup() runs in its frame and in the serialize lock's.
function frames(): string
{
    $c = msgpack_test_counters(true);
    return "registered {$c['frames_registered']}, in a call {$c['frames_in_call']}, guarded writes {$c['guarded_writes']}";
}
class Talks
{
    public $n = 0;
    public function __wakeup()
    {
        echo "wakeup {$this->n}: ", frames(), "\n";
        if (isset($GLOBALS['hook'])) {
            ($GLOBALS['hook'])($this);
        }
    }
}
function talks(int $n): Talks
{
    $t = new Talks;
    $t->n = $n;
    return $t;
}

echo "start: ", frames(), "\n";
$u = new MessagePackUnpacker();
$u->feed(msgpack_pack([1, 2]));
var_dump($u->execute());
echo "after a decode: ", frames(), "\n";
echo "one", " two", " three\n";
flush();
echo "echo and flush after it: ", frames(), "\n";

// inside a decode: guarded (the echos of __wakeup, 4 writes before frames() is read)
$u->feed(msgpack_pack(talks(1)));
var_dump($u->execute());
echo "after: ", frames(), "\n";

// direct: the string lent (one write inside, the rest after)
$offset = 0;
$bytes = msgpack_pack(talks(2));
var_dump($u->execute($bytes, $offset), $offset === strlen($bytes));
echo "direct, after: ", frames(), "\n";
$offset = 0;
$bytes = msgpack_pack([1, 2, 3]);
$u->execute($bytes, $offset);
echo "direct without user code: ", frames(), "\n";

// in pieces: a decode suspended in the first, taken up in the second
$bytes = msgpack_pack([talks(3), str_repeat('x', 64), talks(4)]);
$u->feed(substr($bytes, 0, 20));
var_dump($u->execute());
echo "suspended: ", frames(), "\n";
$u->feed(substr($bytes, 20));
var_dump($u->execute());
echo "pieces, after: ", frames(), "\n";

// two unpackers nested: the inner one's frame registered and counted in its call
$inner = new MessagePackUnpacker();
$hook = function (Talks $t) use ($inner) {
    if ($t->n === 5) {
        $inner->feed(msgpack_pack(talks(6)));
        $inner->execute();
        echo "inner done: ", frames(), "\n";
    }
};
$u->feed(msgpack_pack(talks(5)));
var_dump($u->execute());
echo "nested, after: ", frames(), "\n";

// the unpacker's last reference dropped by its own decode: the call holds it to the end, then it is freed
$hook = function (Talks $t) {
    if ($t->n === 7) {
        unset($GLOBALS['gone']);
    }
};
$gone = new MessagePackUnpacker();
$gone->feed(msgpack_pack(talks(7)));
var_dump($gone->execute());
echo "freed in its own decode: ", frames(), "\n";

// a Fiber suspended inside a decode: a call in progress until the Fiber is destroyed (it unwinds)
$hook = function (Talks $t) {
    if ($t->n >= 8) {
        Fiber::suspend($t->n);
    }
};
$fiber = new Fiber(function () use ($u) {
    $u->feed(msgpack_pack(talks(8)));
    return $u->execute();
});
var_dump($fiber->start());
echo "suspended in a decode: ", frames(), "\n";
unset($fiber);
echo "Fiber destroyed: ", frames(), "\n";
$hook = null;
$u->feed(msgpack_pack('after the Fiber'));
var_dump($u->execute(), $u->data());
echo "used again: ", frames(), "\n";

// exit() inside a decode unwinds the call
register_shutdown_function(function () use ($u) {
    echo "shutdown: ", frames(), "\n";
    $u->feed(msgpack_pack('in shutdown'));
    var_dump($u->execute(), $u->data());
    echo "shutdown, after: ", frames(), "\n";
});
$hook = function (Talks $t) {
    exit("exit in wakeup {$t->n}\n");
};
$u->feed(msgpack_pack(talks(9)));
$u->execute();
echo "not reached\n";
?>
--EXPECT--
start: registered 0, in a call 0, guarded writes 0
bool(true)
after a decode: registered 1, in a call 0, guarded writes 0
one two three
echo and flush after it: registered 1, in a call 0, guarded writes 0
wakeup 1: registered 2, in a call 2, guarded writes 2
bool(true)
after: registered 1, in a call 0, guarded writes 4
wakeup 2: registered 2, in a call 2, guarded writes 2
bool(true)
bool(true)
direct, after: registered 1, in a call 0, guarded writes 4
direct without user code: registered 1, in a call 0, guarded writes 0
bool(false)
suspended: registered 1, in a call 0, guarded writes 0
wakeup 3: registered 2, in a call 2, guarded writes 2
wakeup 4: registered 2, in a call 2, guarded writes 6
bool(true)
pieces, after: registered 1, in a call 0, guarded writes 4
wakeup 5: registered 2, in a call 2, guarded writes 2
wakeup 6: registered 4, in a call 4, guarded writes 6
inner done: registered 3, in a call 2, guarded writes 6
bool(true)
nested, after: registered 2, in a call 0, guarded writes 4
wakeup 7: registered 4, in a call 2, guarded writes 2
bool(true)
freed in its own decode: registered 2, in a call 0, guarded writes 4
wakeup 8: registered 3, in a call 2, guarded writes 2
int(8)
suspended in a decode: registered 3, in a call 2, guarded writes 8
Fiber destroyed: registered 2, in a call 0, guarded writes 4
bool(true)
string(15) "after the Fiber"
used again: registered 2, in a call 0, guarded writes 0
wakeup 9: registered 3, in a call 2, guarded writes 2
exit in wakeup 9
shutdown: registered 2, in a call 0, guarded writes 6
bool(true)
string(11) "in shutdown"
shutdown, after: registered 2, in a call 0, guarded writes 0
