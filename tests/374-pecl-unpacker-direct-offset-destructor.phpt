--TEST--
MessagePackUnpacker::execute($str, $offset): releasing the old $offset cannot free the message about to be decoded
--FILE--
<?php
error_reporting(E_ALL & ~E_DEPRECATED);
class Holder implements Serializable {
    public $held;
    public function serialize() { return "x"; }
    public function unserialize($s) { $this->held = new Dropped; }
}
class Dropped {
    // runs while execute() drops the suspended decode: only leaves an object in $offset
    public function __destruct() {
        static $once = 0;
        if (!$once++) {
            $GLOBALS['off'] = new Replacer;
        }
    }
}
class Replacer {
    // runs when execute() writes the new offset over this object
    public function __destruct() {
        static $once = 0;
        if ($once++) {
            return;
        }
        echo "old \$offset released\n";
        try {
            $GLOBALS['u']->__construct(true);
        } catch (Error $e) {
            echo get_class($e), ": ", $e->getMessage(), "\n";
        }
        $GLOBALS['junk'] = str_repeat("\xc3", 220);
    }
}
$u = new MessagePackUnpacker(true);
$u->feed("\x92\x82\xc0\x03\xa6Holder\xa1x\xa3a");   // [Holder, and a str cut short: its "a" stays fed
var_dump($u->execute());
$off = 0;
// completes [Holder, "abc"]; the decode the fed bytes stopped in a field cut short is dropped (a decode that stopped
// between fields goes on instead, and drops nothing: tests/598)
var_dump($u->execute("abc", $off));
var_dump($off);
$v = $u->data();
var_dump(get_class($v[0]), $v[1]);
$u->feed("\x05");
var_dump($u->execute(), $u->data());
?>
--EXPECT--
bool(false)
old $offset released
Error: Cannot modify a MessagePackUnpacker while it is decoding
bool(true)
int(3)
string(6) "Holder"
string(3) "abc"
bool(true)
int(97)
