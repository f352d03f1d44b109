--TEST--
MessagePackUnpacker that no constructor ran for (unserialize(), newInstanceWithoutConstructor(), a subclass skipping it) reads with php_only off, as PECL 2.2.0's zeroed object does; serialize(), var_export(), ==, clone as in PECL
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
msgpack.assoc=1
--FILE--
<?php
set_error_handler(function ($no, $msg) {
    echo "warning: $msg\n";
    return true;
});
class SkipsConstructor extends MessagePackUnpacker
{
    public function __construct() {}
}
$object = "\x82\xc0\xa8stdClass\xa1a\x01";
$made = [
    'unserialize' => fn () => unserialize('O:19:"MessagePackUnpacker":0:{}'),
    'serialize round trip' => fn () => unserialize(serialize(new MessagePackUnpacker(true))),
    'no constructor' => fn () => (new ReflectionClass('MessagePackUnpacker'))->newInstanceWithoutConstructor(),
    'subclass skipping it' => fn () => new SkipsConstructor(),
    'new (INI)' => fn () => new MessagePackUnpacker(),
];
foreach ($made as $how => $make) {
    echo "-- $how\n";
    $u = $make();
    $u->feed($object . "\x80");
    var_dump($u->execute());
    echo json_encode($u->data()), "\n";
    var_dump($u->execute());
    echo get_debug_type($u->data()), "\n";
    $o = 0;
    var_dump($u->execute($object, $o), $o);
    echo json_encode($u->data()), "\n";
}

echo "-- a constructor run later, or setOption(), decides\n";
$u = unserialize('O:19:"MessagePackUnpacker":0:{}');
$u->__construct();
$u->feed("\x80");
$u->execute();
echo get_debug_type($u->data()), "\n";
$u = new SkipsConstructor();
var_dump($u->setOption(MessagePack::OPT_PHPONLY, true));
$u->feed("\x80");
$u->execute();
echo get_debug_type($u->data()), "\n";

echo "-- serialize(), var_export(), ==, clone\n";
$u = new MessagePackUnpacker();
$u->feed("\x92\x01");
var_dump($u->execute());
echo serialize($u), "\n";
var_export($u);
echo "\n";
var_dump($u == unserialize(serialize($u)), $u == new MessagePackUnpacker(false));
try {
    clone $u;
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
// the original goes on with its message
$u->feed("\x02");
var_dump($u->execute(), $u->data());
?>
--EXPECT--
-- unserialize
bool(true)
{"":"stdClass","a":1}
bool(true)
array
bool(true)
int(14)
{"":"stdClass","a":1}
-- serialize round trip
bool(true)
{"":"stdClass","a":1}
bool(true)
array
bool(true)
int(14)
{"":"stdClass","a":1}
-- no constructor
bool(true)
{"":"stdClass","a":1}
bool(true)
array
bool(true)
int(14)
{"":"stdClass","a":1}
-- subclass skipping it
bool(true)
{"":"stdClass","a":1}
bool(true)
array
bool(true)
int(14)
{"":"stdClass","a":1}
-- new (INI)
bool(true)
{"a":1}
bool(true)
stdClass
bool(true)
int(14)
{"a":1}
-- a constructor run later, or setOption(), decides
stdClass
bool(true)
stdClass
-- serialize(), var_export(), ==, clone
bool(false)
O:19:"MessagePackUnpacker":0:{}
\MessagePackUnpacker::__set_state(array(
))
bool(true)
bool(true)
Error: Trying to clone an uncloneable object of class MessagePackUnpacker
bool(true)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
