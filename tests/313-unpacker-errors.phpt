--TEST--
MessagePackUnpacker: malformed input stops it until reset(); nesting limit; bad PHP-only data in a complete message
--EXTENSIONS--
msgpack
--INI--
msgpack.max_depth=4096
--FILE--
<?php
echo "-- a bad byte stops the unpacker; reset() keeps the bad byte (PECL: never recovers in buffered mode)\n";
$u = new MessagePackUnpacker();
$u->feed("\x01\x91\xc1\x02");
var_dump($u->execute(), $u->data(), $u->execute(), $u->execute(), $u->data());
$u->feed("\x03");
var_dump($u->execute());
$u->reset();
var_dump($u->execute());

echo "-- direct mode: the offset stays on the bad byte; errors are sticky until reset()\n";
$u = new MessagePackUnpacker();
$o = 0;
var_dump($u->execute("\x92\x01\xc1", $o), $o);
$o = 0;
var_dump($u->execute("\x05", $o), $o);
$u->reset();
$o = 0;
var_dump($u->execute("\x05", $o), $o, $u->data());

echo "-- nesting deeper than max_depth\n";
$u = new MessagePackUnpacker(false, ['max_depth' => 3]);
$o = 0;
var_dump($u->execute("\x91\x91\x91\x01", $o), $o, $u->data());
$o = 0;
var_dump($u->execute("\x91\x91\x91\x91\x01", $o), $o);
$u = new MessagePackUnpacker(false, ['max_depth' => 3]);
$o = 0;
var_dump($u->execute("\x91\x91\x91\x90", $o), $o);
$u = new MessagePackUnpacker(false, ['max_depth' => 3]);
$o = 0;
var_dump($u->execute("\x91\x91\x91\xdc", $o), $o);
$u = new MessagePackUnpacker(false, ['max_depth' => 3]);
$o = 0;
var_dump($u->execute("\x92\x91\x91\x01\x91\x91\x80", $o), $o);
echo "default limit (msgpack.max_depth=", ini_get('msgpack.max_depth'), ")\n";
$u = new MessagePackUnpacker();
$u->feed(str_repeat("\x91", 4096) . "\x01");
var_dump($u->execute(), count($u->data()));
$u->feed(str_repeat("\x91", 4097) . "\x01");
var_dump($u->execute());

echo "-- malformed PHP-only data in a complete message: that message is lost, reset() goes on after it\n";
$u = new MessagePackUnpacker(true);
$u->feed("\x82\xc0\x03\x01\xa3abc" . "\x07");
var_dump($u->execute(), $u->execute());
$u->reset();
var_dump($u->execute(), $u->data());
?>
--EXPECTF--
-- a bad byte stops the unpacker; reset() keeps the bad byte (PECL: never recovers in buffered mode)
bool(true)
int(1)
bool(false)
bool(false)
bool(false)
bool(false)
bool(false)
-- direct mode: the offset stays on the bad byte; errors are sticky until reset()
bool(false)
int(2)
bool(false)
int(0)
bool(true)
int(1)
int(5)
-- nesting deeper than max_depth
bool(true)
int(4)
array(1) {
  [0]=>
  array(1) {
    [0]=>
    array(1) {
      [0]=>
      int(1)
    }
  }
}
bool(false)
int(3)
bool(false)
int(3)
bool(false)
int(3)
bool(false)
int(6)
default limit (msgpack.max_depth=4096)
bool(true)
int(1)
bool(false)
-- malformed PHP-only data in a complete message: that message is lost, reset() goes on after it
bool(false)
bool(false)
bool(true)
int(7)
