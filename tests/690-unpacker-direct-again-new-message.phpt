--TEST--
MessagePackUnpacker: execute($str, $offset) on a message fed bytes took up goes on with its decode for every such message, not only the first: the mark of the message it went on with last (its root) could name a later one whose root took the same address, which was then read again once complete (Serializable::unserialize() twice where PECL runs it once)
--EXTENSIONS--
msgpack
--FILE--
<?php
set_error_handler(function ($no, $msg) {
    if (!str_contains($msg, 'Serializable interface')) {
        echo "warning: $msg\n";
    }
    return true;
});
class S implements Serializable
{
    public static $calls = 0;
    public $v;
    public function serialize() { return 'x'; }
    public function unserialize($d) { self::$calls++; $this->v = rtrim($d, "\0"); }
}
$s = "\x82\xc0\x03\xa1S\xa3abc";            // a Serializable object
$u = new MessagePackUnpacker(true);
for ($round = 1; $round <= 3; $round++) {
    // a message fed bytes took up, a byte fed behind it, and the rest in a direct call
    $u->feed("\x93" . $s);
    $u->execute();
    $u->feed("\x0c");
    $o = 0;
    $r = $u->execute("\x01\x02", $o);
    $d = $r ? $u->data() : null;
    echo "round $round: ", json_encode($r), " $o ", json_encode($d), " unserialize() ", S::$calls, "\n";
    S::$calls = 0;
    unset($d);
    var_dump($u->execute(), $u->data());
}
?>
--EXPECT--
round 1: true 2 [{"v":"abc"},1,2] unserialize() 1
bool(true)
int(12)
round 2: true 2 [{"v":"abc"},1,2] unserialize() 1
bool(true)
int(12)
round 3: true 2 [{"v":"abc"},1,2] unserialize() 1
bool(true)
int(12)
