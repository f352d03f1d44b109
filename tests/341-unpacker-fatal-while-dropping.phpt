--TEST--
MessagePackUnpacker::execute(): a fatal error in a destructor that execute() runs outside the decoder (dropping the partial value of a malformed message read in place) leaves the unpacker usable in a shutdown function, not busy for good
--EXTENSIONS--
msgpack
--FILE--
<?php
error_reporting(E_ALL & ~E_DEPRECATED);
eval('class S implements Serializable {
    public $held;
    public function serialize() { return "x"; }
    public function unserialize($s) { $this->held = new Fatal; }
}');
class Fatal
{
    public function __destruct()
    {
        echo "destructor\n";
        @trigger_error('fatal in a destructor', E_USER_ERROR); // (@: PHP 8.4 deprecates E_USER_ERROR)
    }
}
$u = new MessagePackUnpacker(true);
register_shutdown_function(function () use ($u) {
    echo "shutdown\n";
    $u->feed(msgpack_pack(['fed' => 1]));
    var_dump($u->execute(), $u->data());
    $s = msgpack_pack(['direct' => 2]);
    $off = 0;
    var_dump($u->execute($s, $off), $u->data());
});
$m = "\x92\x82\xc0\x03\xa1S\xa1x\xc1"; // [S, 0xc1]: the byte 0xc1 is never used
$off = 0;
$u->execute($m, $off);
echo "not reached\n";
?>
--EXPECTF--
destructor

Fatal error: fatal in a destructor in %s on line %d
shutdown
bool(true)
array(1) {
  ["fed"]=>
  int(1)
}
bool(true)
array(1) {
  ["direct"]=>
  int(2)
}
