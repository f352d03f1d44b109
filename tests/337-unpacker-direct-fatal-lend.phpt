--TEST--
MessagePackUnpacker::execute($str, &$offset): a fatal error in user code while decoding the message read in place, in the caller's string; the unpacker reads direct and fed messages in a shutdown function
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
    // the string the decode read in place is gone: the unpacker reads new ones, direct and fed
    $s = str_repeat('z', 100) . msgpack_pack(['after' => 1]);
    $off = 100;
    var_dump($u->execute($s, $off), $off === strlen($s), $u->data());
    $u->feed(msgpack_pack(['fed' => 2]));
    var_dump($u->execute(), $u->data());
});
$m = "\x93\xa4head" . "\x82\xc0\xa5Fatal\xa1k\x07" . "\xd9\x40" . str_repeat('t', 64);
$buf = str_repeat('-', 10) . ('lend' === 'lend' ? $m : substr($m, 0, 6));
$off = 10;
var_dump($u->execute($buf, $off));
$buf .= substr($m, 6);
$u->execute($buf, $off);
echo "not reached\n";
?>
--EXPECTF--

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
