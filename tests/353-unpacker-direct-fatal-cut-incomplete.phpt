--TEST--
MessagePackUnpacker::execute($str, &$offset): a fatal error in user code while a direct cut is taken up and the message is still short of its end; a shutdown function finds the unpacker as a fresh one (it neither swallows the next message as the rest of the old one nor splices the old one's bytes into a fed message)
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
register_shutdown_function(function () use (&$u) {
    echo "shutdown\n";
    // the call that died never gave its $offset back: the message is forgotten, a new string is read from its offset
    $s = 'zzz' . msgpack_pack(['after' => 1]);
    $off = 3;
    var_dump($u->execute($s, $off), $off === strlen($s), $u->data());
    $u->feed(msgpack_pack(['fed' => 2]));
    var_dump($u->execute(), $u->data());
});
// "head", then an object whose class autoloads, then 64 bytes that the second string cuts
$m = "\x93\xa4head" . "\x82\xc0\xa5Fatal\xa1k\x07" . "\xd9\x40" . str_repeat('t', 64);
$buf = str_repeat('-', 10) . substr($m, 0, 3);
$off = 10;
var_dump($u->execute($buf, $off));
// the pending "head" is complete here: the decode takes the cut up first, and meets the object
$buf = str_repeat('-', 10) . substr($m, 0, 30);
$u->execute($buf, $off);
echo "not reached\n";
?>
--EXPECTF--
bool(false)

Fatal error: fatal in autoload in %s on line 4
shutdown
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
