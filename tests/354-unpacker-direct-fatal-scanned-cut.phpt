--TEST--
MessagePackUnpacker::execute($str, &$offset): a fatal error in user code while a direct cut is decoded over the bytes the scanner took, the message still short of its end; a shutdown function finds the unpacker as a fresh one, its next string read from the offset given and a fed message read alone
--EXTENSIONS--
msgpack
--FILE--
<?php
spl_autoload_register(function ($c) {
    if ($c === 'Fatal') {
        @trigger_error('fatal in autoload', E_USER_ERROR); // (@: PHP 8.4 deprecates E_USER_ERROR; a fatal error shows anyway)
    }
});
$u = new MessagePackUnpacker();
// [object whose class autoloads, 64-byte string]
$m = "\x92" . "\x82\xc0\xa5Fatal\xa1k\x07" . "\xd9\x40" . str_repeat('t', 64);
register_shutdown_function(function () use (&$u, $m) {
    echo "shutdown\n";
    // what comes after the dead call's string: read as a fresh object reads it (the 64-byte string is the first value)
    $s = substr($m, 12) . msgpack_pack(['after' => 1]);
    $off = 0;
    var_dump($u->execute($s, $off), $off, $u->data());
    var_dump($u->execute($s, $off), $off === strlen($s), $u->data());
    // the old message's 12 buffered bytes are gone: not the start of this one
    $u->feed(msgpack_pack(['fed' => 2]));
    var_dump($u->execute(), $u->data());
});
$buf = str_repeat('-', 10) . substr($m, 0, 6);
$off = 10;
var_dump($u->execute($buf, $off), $off);
// the object is complete here, the message is not: the scanner takes the bytes, then the decoder meets the object
$buf = str_repeat('-', 10) . substr($m, 0, 12);
$u->execute($buf, $off);
echo "not reached\n";
?>
--EXPECTF--
bool(false)
int(14)

Fatal error: fatal in autoload in %s on line 4
shutdown
bool(true)
int(66)
string(64) "tttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttttt"
bool(true)
bool(true)
array(1) {
  ["after"]=>
  int(1)
}
bool(true)
array(1) {
  ["fed"]=>
  int(2)
}
