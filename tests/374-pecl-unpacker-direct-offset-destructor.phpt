--TEST--
MessagePackUnpacker::execute($str, $offset): an $offset that user code in the decode replaced is released while the unpacker is still busy: its destructor cannot rebuild the unpacker under the call
--FILE--
<?php
error_reporting(E_ALL & ~E_DEPRECATED);
class Holder implements Serializable {
    public $held;
    public function serialize() { return "x"; }
    // runs in the decode execute() makes of the string: only leaves an object in $offset
    public function unserialize($s) { $this->held = $s; $GLOBALS['off'] = new Replacer; }
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
echo "-- a message the fed bytes began, finished by a direct call\n";
$u->feed("\x92\xa3abc");                         // ["abc", ...
var_dump($u->execute());
$off = 0;
var_dump($u->execute("\x82\xc0\x03\xa6Holder\xa1x", $off));   // completes ["abc", Holder]
var_dump($off);
$v = $u->data();
var_dump($v[0], get_class($v[1]), $v[1]->held);
$u->feed("\x05");
var_dump($u->execute(), $u->data());
echo "-- a message in the string alone\n";
$off = 0;
var_dump($u->execute("\x92\xa3abc\x82\xc0\x03\xa6Holder\xa1x\x06", $off), $off);
$v = $u->data();
var_dump($v[0], get_class($v[1]));
?>
--EXPECT--
-- a message the fed bytes began, finished by a direct call
bool(false)
old $offset released
Error: Cannot modify a MessagePackUnpacker while it is decoding
bool(true)
int(12)
string(3) "abc"
string(6) "Holder"
string(1) "x"
bool(true)
int(5)
-- a message in the string alone
bool(true)
int(17)
string(3) "abc"
string(6) "Holder"
