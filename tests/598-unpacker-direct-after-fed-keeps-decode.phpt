--TEST--
MessagePackUnpacker: execute($str, $offset) on a message fed bytes took up (or with bytes fed behind a direct cut, or a field cut short at their end) goes on with the decode as a direct cut, the fed bytes not the message's waiting for the next execute(), not decoding the message again once complete: Serializable::unserialize(), the autoloader and "Array to string conversion" once each, as in PECL
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
$loads = 0;
spl_autoload_register(function ($c) use (&$loads) { $loads++; });
function show($u, $what) {
    global $loads;
    echo json_encode($u->data()), " unserialize() ", S::$calls, ", autoload ", $loads, "\n";
    S::$calls = $loads = 0;
}
$s = "\x82\xc0\x03\xa1S\xa3abc";            // a Serializable object
$m = "\x82\xc0\xa7Missing\xa1a\x01";       // an object of a class the autoloader does not define
$k = "\x81\x91\x01\x02";                   // an array as a map key

echo "-- a direct cut taken up by fed bytes, then a direct call\n";
$u = new MessagePackUnpacker(true);
$o = 0;
var_dump($u->execute("\x95" . $s . $k . $m, $o), $o);
$u->feed("\x81");
var_dump($u->execute());
$o = 0;
var_dump($u->execute("\xa1k\x05\x06", $o), $o);
show($u, 'direct');

echo "-- a message begun in fed bytes after another, then a direct call\n";
$u = new MessagePackUnpacker(true);
$u->feed("\x01\x94" . $s . $k);
var_dump($u->execute(), $u->data(), $u->execute());
$o = 0;
var_dump($u->execute($m . "\x07\x08", $o), $o);
show($u, 'begun in fed');
$u->feed("\x09");
var_dump($u->execute(), $u->data());

echo "-- fed bytes ending in a field cut short: its fed bytes wait for the next execute()\n";
$u = new MessagePackUnpacker(true);
$u->feed("\x93" . $s . $k . "\xcd\x01");
var_dump($u->execute());
$o = 0;
var_dump($u->execute("\x01\x02", $o), $o);
show($u, 'field cut');
var_dump($u->execute(), $u->data());

echo "-- bytes fed behind a direct cut wait while a direct call goes on with it\n";
$u = new MessagePackUnpacker(true);
$o = 0;
var_dump($u->execute("\x94" . $s . $k, $o), $o);
$u->feed("\x0a");
$o = 0;
var_dump($u->execute($m, $o), $o);
$o = 0;
var_dump($u->execute("\x0b", $o), $o);
show($u, 'fed behind');
var_dump($u->execute(), $u->data());

echo "-- more fed behind a message fed bytes took up\n";
$u = new MessagePackUnpacker(true);
$u->feed("\x93" . $s);
var_dump($u->execute());
$u->feed("\x0c");
$o = 0;
var_dump($u->execute($k . $m, $o), $o);
show($u, 'more fed');
var_dump($u->execute(), $u->data());
?>
--EXPECT--
-- a direct cut taken up by fed bytes, then a direct call
warning: Array to string conversion
bool(false)
int(27)
bool(false)
bool(true)
int(4)
[{"v":"abc"},{"Array":2},{"__PHP_Incomplete_Class_Name":"Missing","a":1},{"k":5},6] unserialize() 1, autoload 1
-- a message begun in fed bytes after another, then a direct call
warning: Array to string conversion
bool(true)
int(1)
bool(false)
bool(true)
int(14)
[{"v":"abc"},{"Array":2},{"__PHP_Incomplete_Class_Name":"Missing","a":1},7] unserialize() 1, autoload 1
bool(true)
int(9)
-- fed bytes ending in a field cut short: its fed bytes wait for the next execute()
warning: Array to string conversion
bool(false)
bool(true)
int(2)
[{"v":"abc"},{"Array":2},258] unserialize() 1, autoload 0
bool(true)
int(1)
-- bytes fed behind a direct cut wait while a direct call goes on with it
warning: Array to string conversion
bool(false)
int(14)
bool(false)
int(13)
bool(true)
int(1)
[{"v":"abc"},{"Array":2},{"__PHP_Incomplete_Class_Name":"Missing","a":1},11] unserialize() 1, autoload 1
bool(true)
int(10)
-- more fed behind a message fed bytes took up
bool(false)
warning: Array to string conversion
bool(true)
int(17)
[{"v":"abc"},{"Array":2},{"__PHP_Incomplete_Class_Name":"Missing","a":1}] unserialize() 1, autoload 1
bool(true)
int(12)
