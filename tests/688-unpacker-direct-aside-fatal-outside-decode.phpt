--TEST--
MessagePackUnpacker: a fatal error in user code a direct call runs outside its decode (a destructor of the value a failed decode built) while bytes fed behind the message are set aside for the call: the next call puts them back, as after a fatal error in the decode itself
--EXTENSIONS--
msgpack
--FILE--
<?php
// (PHP 8.4 deprecates E_USER_ERROR; it still ends the script)
error_reporting(E_ALL & ~E_DEPRECATED);
class D
{
    public $a;
    public function __destruct()
    {
        echo "destruct\n";
        trigger_error("boom", E_USER_ERROR);
    }
}
$u = new MessagePackUnpacker(true);
register_shutdown_function(function () use ($u) {
    echo "-- shutdown\n";
    // the message the fatal error cut short is forgotten, as one cut short in its decode; the bytes fed behind it
    // are read next, once each
    for ($i = 0; $i < 3; $i++) {
        $r = $u->execute();
        echo "execute: ", json_encode($r), " ", json_encode($r ? $u->data() : null), "\n";
    }
    $u->feed("\x09");
    var_dump($u->execute(), $u->data());
});
// a direct cut, bytes fed behind it, then a direct call that goes on with the message: an object, then a byte no
// message may hold, and the failed decode's value (holding the object) is dropped before the call ends
$o = 0;
var_dump($u->execute("\x94\x01", $o), $o);
$u->feed("\x05\x06");
$o = 0;
$u->execute("\x02\x82\xc0\xa1D\xa1a\x01\xc1", $o);
echo "not reached\n";
?>
--EXPECTF--
bool(false)
int(2)
destruct

Fatal error: boom in %s on line %d
-- shutdown
execute: true 5
execute: true 6
execute: false null
bool(true)
int(9)
