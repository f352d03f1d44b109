--TEST--
MessagePack::unpacker(): a MessagePackUnpacker with the object's php_only and assoc
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
msgpack.assoc=1
--FILE--
<?php
$m = new MessagePack();
$u = $m->unpacker();
var_dump(get_class($u));
$u->feed("\x80\x81\xa1a\x01");
var_dump($u->execute(), get_debug_type($u->data()), $u->execute(), get_debug_type($u->data()));

$m = new MessagePack(false);
$u = $m->unpacker();
$u->feed("\x80");
var_dump($u->execute(), $u->data());

$m->setOption(MessagePack::OPT_ASSOC, false);
$u = $m->unpacker();
$u->feed("\x81\xa1a\x01");
var_dump($u->execute(), $u->data());
$m->setOption(MessagePack::OPT_ASSOC, true);
$u->feed("\x81\xa1a\x01");
var_dump($u->execute(), get_debug_type($u->data()), "(the unpacker keeps its own copy)");

class MyPack extends MessagePack {}
var_dump(get_class((new MyPack())->unpacker()));
?>
--EXPECTF--
string(19) "MessagePackUnpacker"
bool(true)
string(8) "stdClass"
bool(true)
string(5) "array"
bool(true)
array(0) {
}
bool(true)
object(stdClass)#%d (1) {
  ["a"]=>
  int(1)
}
bool(true)
string(8) "stdClass"
string(33) "(the unpacker keeps its own copy)"
string(19) "MessagePackUnpacker"
