--TEST--
MessagePackUnpacker feed()/execute(), a message in pieces: user code as an attacker writes it (objects woken only at the end of their message, reset() mid-message, an autoloader re-entering or throwing mid-message, direct mode after a partial buffered message, an option changed mid-message, a cycle through a partial value, a fatal error mid-message and the unpacker in a shutdown function)
--EXTENSIONS--
msgpack
--FILE--
<?php
$log = [];
class W { public $a = 1; function __wakeup() { global $log; $log[] = "wakeup W{$this->a}"; } function __destruct() { global $log; $log[] = "destruct W{$this->a}"; } }
function show($label) { global $log; echo $label, ': ', json_encode($log), "\n"; $log = []; }

echo "-- objects finished in an earlier piece wake at the end of their message\n";
$w1 = new W; $w1->a = 1; $w2 = new W; $w2->a = 2;
$m = msgpack_pack([$w1, str_repeat('s', 100), $w2]);
unset($w1, $w2);
$log = [];
$u = new MessagePackUnpacker();
$u->feed(substr($m, 0, 40)); var_dump($u->execute()); show('after piece 1');
$u->feed(substr($m, 40)); var_dump($u->execute()); show('after piece 2');
$v = $u->data(); unset($v); $u->reset(); show('released');

echo "-- reset() mid-message drops the objects made so far, neither woken nor destructed\n";
$w1 = new W; $w1->a = 3;
$m = msgpack_pack([$w1, str_repeat('s', 100)]);
unset($w1);
$log = [];
$u->feed(substr($m, 0, 40)); var_dump($u->execute());
$u->reset(); show('after reset');
unset($u); show('unpacker released');

echo "-- an autoloader re-entering the unpacker mid-message is refused; the decode goes on\n";
spl_autoload_register(function ($c) use (&$u) {
    global $log;
    foreach (['feed', 'execute', 'reset', 'data'] as $f) {
        try {
            $f === 'feed' ? $u->feed('x') : $u->$f();
            $log[] = "$f allowed";
        } catch (Error $e) {
            $log[] = "$f: " . $e->getMessage();
        }
    }
    if ($c === 'Late1') {
        eval('class Late1 { public $k; }');
    }
    if ($c === 'Thrower') {
        throw new RuntimeException("autoload $c");
    }
    if ($c === 'Fatal') {
        @trigger_error('fatal in autoload', E_USER_ERROR); // (@: PHP 8.4 deprecates E_USER_ERROR; a fatal error shows anyway)
    }
});
$m = "\x93\xa4head" . "\x82\xc0\xa5Late1\xa1k\x07" . "\xa4tail";
$u = new MessagePackUnpacker();
$u->feed(substr($m, 0, 8)); var_dump($u->execute());
$u->feed(substr($m, 8)); var_dump($u->execute());
show('autoload');
var_dump($u->data());

echo "-- an autoloader throwing mid-message: the exception at once, then the rest of that message is skipped as it arrives\n";
$m = "\x93\xa4head" . "\x82\xc0\xa7Thrower\xa1k\x07" . "\xda\x01\x00" . str_repeat('t', 256);
$u = new MessagePackUnpacker();
$u->feed(substr($m, 0, 8)); var_dump($u->execute());
$u->feed(substr($m, 8, 30));
try {
    var_dump($u->execute());
} catch (RuntimeException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
$log = [];
$u->feed(substr($m, 38)); var_dump($u->execute());
$u->feed(msgpack_pack(['next'])); var_dump($u->execute(), $u->data());

echo "-- direct mode after a partial buffered message goes on with that message\n";
$m = msgpack_pack(['a' => [1, 2, 3], 'b' => str_repeat('x', 30)]);
$u = new MessagePackUnpacker();
$u->feed(substr($m, 0, 10)); var_dump($u->execute());
$off = 0;
var_dump($u->execute(substr($m, 10), $off), $off, $u->data() === msgpack_unpack($m));

echo "-- an option changed mid-message applies to the whole message (read again under it)\n";
$m = msgpack_pack([['a' => 1], ['b' => 2], ['c' => 3]]);
$u = new MessagePackUnpacker();
$u->feed(substr($m, 0, 6)); var_dump($u->execute());
var_dump($u->setOption(MessagePack::OPT_ASSOC, false));
$u->feed(substr($m, 6)); var_dump($u->execute());
echo json_encode(array_map('get_debug_type', $u->data())), "\n";

echo "-- a cycle through a partial value (Serializable::unserialize() runs at once and keeps the unpacker)\n";
class S implements Serializable {
    public $hold;
    public static $made = 0;
    function serialize() { return 'x'; }
    public static $self;
    function unserialize($s) { global $cu; $this->hold = $cu; S::$made++; S::$self = WeakReference::create($this); }
    function __serialize(): array { return []; }
    function __unserialize(array $a): void {}
}
$cu = new MessagePackUnpacker();
$cu->feed("\x92\x82\xc0\x03\xa1S\xa1x\xd9\x64sss"); var_dump($cu->execute());
$weak = WeakReference::create($cu);
unset($cu);
var_dump(S::$made, $weak->get() !== null, S::$self->get() !== null);
gc_collect_cycles();
var_dump($weak->get(), S::$self->get());

echo "-- a fatal error mid-message; the unpacker in a shutdown function\n";
$u = new MessagePackUnpacker();
register_shutdown_function(function () use (&$u) {
    echo "shutdown\n";
    // the broken message's string takes these bytes: it never completed
    $u->feed(msgpack_pack(['after' => 1]));
    var_dump($u->execute());
    $u->reset();
    $u2 = new MessagePackUnpacker();
    $u2->feed(msgpack_pack(['fresh' => 2]));
    var_dump($u2->execute(), $u2->data());
});
$m = "\x93\xa4head" . "\x82\xc0\xa5Fatal\xa1k\x07" . "\xd9\x40" . str_repeat('t', 64);
$u->feed(substr($m, 0, 8)); var_dump($u->execute());
$u->feed(substr($m, 8, 20));
$u->execute();
echo "not reached\n";
?>
--EXPECTF--
-- objects finished in an earlier piece wake at the end of their message
bool(false)
after piece 1: []
bool(true)
after piece 2: ["wakeup W1","wakeup W2"]
released: ["destruct W1","destruct W2"]
-- reset() mid-message drops the objects made so far, neither woken nor destructed
bool(false)
after reset: []
unpacker released: []
-- an autoloader re-entering the unpacker mid-message is refused; the decode goes on
bool(false)
bool(true)
autoload: ["feed: Cannot modify a MessagePackUnpacker while it is decoding","execute: Cannot modify a MessagePackUnpacker while it is decoding","reset: Cannot modify a MessagePackUnpacker while it is decoding","data: Cannot modify a MessagePackUnpacker while it is decoding"]
array(3) {
  [0]=>
  string(4) "head"
  [1]=>
  object(Late1)#%d (1) {
    ["k"]=>
    int(7)
  }
  [2]=>
  string(4) "tail"
}
-- an autoloader throwing mid-message: the exception at once, then the rest of that message is skipped as it arrives
bool(false)
RuntimeException: autoload Thrower
bool(false)
bool(true)
array(1) {
  [0]=>
  string(4) "next"
}
-- direct mode after a partial buffered message goes on with that message
bool(false)
bool(true)
int(30)
bool(true)
-- an option changed mid-message applies to the whole message (read again under it)
bool(false)
bool(true)
bool(true)
["stdClass","stdClass","stdClass"]
-- a cycle through a partial value (Serializable::unserialize() runs at once and keeps the unpacker)
bool(false)
int(1)
bool(true)
bool(true)
NULL
NULL
-- a fatal error mid-message; the unpacker in a shutdown function
bool(false)

Fatal error: fatal in autoload in %s on line 43
shutdown
bool(false)
bool(true)
array(1) {
  ["fresh"]=>
  int(2)
}
