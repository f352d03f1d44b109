--TEST--
MessagePackUnpacker's decodes share one frame that stays registered between calls: a fatal error ends no Fiber that only decoded on an unpacker before it suspended, an unpacker freed while its frame is registered leaves the others' intact, and a decode after a fatal error registers the frame again, so a second fatal error (in a shutdown function) still leaves the unpacker usable, with only the message being read lost
--EXTENSIONS--
msgpack
--INI--
display_errors=1
log_errors=0
error_reporting=E_ALL & ~E_DEPRECATED
--FILE--
<?php
class Boom {
    public $n;
    public function __wakeup() { trigger_error("boom {$this->n}", E_USER_ERROR); }
}
$first = new MessagePackUnpacker();
$first->feed(msgpack_pack([1]));
var_dump($first->execute(), $first->data());
// a Fiber decodes, then suspends outside any decode: a fatal error must not end it
$fiber = new Fiber(function () {
    $u = new MessagePackUnpacker();
    $u->feed(msgpack_pack(['in fiber']));
    $u->execute();
    Fiber::suspend($u->data());
    return 'fiber done';
});
echo "suspended with ", json_encode($fiber->start()), "\n";
$newest = new MessagePackUnpacker();
$newest->feed(msgpack_pack('newest'));
$newest->execute();
echo "newest: ", json_encode($newest->data()), "\n";
unset($first, $newest); // freed while their frames are registered (the oldest, the newest)
$u = new MessagePackUnpacker();
// user code after the second fatal error: the unpacker's frame, registered again after the first, put it right
ob_start(function (string $buffer) use ($u) {
    try {
        $u->feed(msgpack_pack('in ob'));
        $read = [];
        while ($u->execute()) {
            $read[] = $u->data();
        }
        return $buffer . 'output callback: ' . json_encode($read) . "\n";
    } catch (Throwable $e) {
        return $buffer . 'output callback: ' . get_class($e) . ': ' . $e->getMessage() . "\n";
    }
});
register_shutdown_function(function () use ($fiber, $u) {
    $fiber->resume();
    echo "fiber: ", $fiber->getReturn(), "\n";
    while ($u->execute()) {
        echo "shutdown: ", json_encode($u->data()), "\n";
    }
    $b = new Boom();
    $b->n = 2;
    $u->feed(msgpack_pack($b) . msgpack_pack('lost?'));
    $u->execute();
    echo "not reached\n";
});
$b = new Boom();
$b->n = 1;
$u->feed(msgpack_pack($b) . msgpack_pack('next'));
$u->execute();
echo "not reached\n";
?>
--EXPECTF--
bool(true)
array(1) {
  [0]=>
  int(1)
}
suspended with ["in fiber"]
newest: "newest"

Fatal error: boom 1 in %s on line %d
fiber: fiber done
shutdown: "next"

Fatal error: boom 2 in %s on line %d
output callback: ["lost?","in ob"]
