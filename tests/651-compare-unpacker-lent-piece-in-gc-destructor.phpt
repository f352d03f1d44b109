--TEST--
BufferUnpacker compared by a destructor of a cycle collection due while tryUnpack() reads an appended piece where it is (lent): the collection waits until the decode is over (tests/653), which goes on in valid memory and gives the whole message; the compare then sees the offset past it, and the object reads on
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;

final class Collected
{
    public $self;
    public function __destruct()
    {
        global $u, $same, $seen;
        $seen = true;
        var_dump($u == $same, $u <=> $same, $u == new BufferUnpacker('z'));
    }
}

// (before: the collection ran in the decode, and the compare put the pieces together in the object, freeing the piece
// the decode was reading: a crash, or a use after free under valgrind and ASan)
// A map whose repeated key replaces a list of 16 shared lists: releasing it puts a list among the possible roots,
// which, with the root buffer full, runs a cycle collection in the middle of the decode.
$n = 300;
$msg = "\xde" . pack('n', $n) . "\xa1a\xd9\xc8" . str_repeat('x', 200);
for ($i = 1; $i < $n; $i++) {
    $msg .= "\xa1k\xdc\x00\x10" . str_repeat("\x92\x01\x02", 16);
}
$msg .= "\x07";
$first = substr($msg, 0, 100);
$rest = substr($msg, 100);

$u = new BufferUnpacker();
$u->append($first);
var_dump($u->tryUnpack());
$u->append($rest);
$same = new BufferUnpacker($msg);
$same->seek(0);
$rest = null;

$seen = false;
gc_collect_cycles();
$c = new Collected();
$c->self = $c;
$c = null;
$threshold = gc_status()['threshold'];
while (gc_status()['roots'] < $threshold - 1) {
    $o = new stdClass();
    $o->self = $o;
    $o = null;
}
$got = $u->tryUnpack();
echo 'collected in tryUnpack: ', var_export($seen, true), "\n";
$want = (new BufferUnpacker($msg))->unpack();
var_dump(count($got), $got[0] === $want, $got[1] ?? null);
var_dump($u->getRemainingCount(), $u->tryUnpack());
$u->append("\x93\x01\x02\x03");
var_dump($u->tryUnpack() === [[1, 2, 3]], $u->release(), $u->getRemainingCount());
?>
--EXPECTF--
array(0) {
}
bool(false)
int(1)
bool(false)
collected in tryUnpack: true
int(2)
bool(true)
int(7)
int(0)
array(0) {
}
bool(true)
int(%d)
int(0)
