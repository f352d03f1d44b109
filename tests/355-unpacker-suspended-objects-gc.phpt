--TEST--
MessagePackUnpacker: the cycle collector walks a suspended decode's objects and their waiting __wakeup() calls; the message then completes with each __wakeup() run once, and one never completed is freed without destructors
--EXTENSIONS--
msgpack
--FILE--
<?php
class W {
    public $n;
    public $peer;
    function __wakeup() { echo "W::__wakeup {$this->n}\n"; }
    function __destruct() { echo "W::__destruct {$this->n}\n"; }
}
$a = new W; $a->n = 1;
$b = new W; $b->n = 2; $b->peer = $a;
$bytes = msgpack_pack([$a, $b, str_repeat('x', 40)]);
unset($a, $b);
$u = new MessagePackUnpacker();
// both objects are whole in the first piece, the string is not: their __wakeup() calls wait for the message's end
$u->feed(substr($bytes, 0, strlen($bytes) - 10));
var_dump($u->execute());
// the unpacker in a cycle: the collector walks the suspended decode (its objects and waiting calls)
$holder = new stdClass;
$holder->u = $u;
$holder->self = $holder;
unset($u);
var_dump(gc_collect_cycles() >= 0);
$u = $holder->u;
unset($holder);
gc_collect_cycles();
$u->feed(substr($bytes, -10));
var_dump($u->execute());
$v = $u->data();
var_dump($v[1]->peer === $v[0], strlen($v[2]));
unset($v);
echo "the second message, left incomplete, then the unpacker freed\n";
$u->feed(substr($bytes, 0, strlen($bytes) - 10));
var_dump($u->execute());
$holder = new stdClass;
$holder->u = $u;
$holder->self = $holder;
unset($u, $holder);
var_dump(gc_collect_cycles() > 0);
echo "done\n";
?>
--EXPECT--
W::__destruct 2
W::__destruct 1
bool(false)
bool(true)
W::__wakeup 1
W::__wakeup 2
bool(true)
bool(true)
int(40)
W::__destruct 2
W::__destruct 1
the second message, left incomplete, then the unpacker freed
bool(false)
bool(true)
done
