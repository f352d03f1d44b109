--TEST--
MessagePackUnpacker: uncloneable; explicit __destruct() (PECL: use after free), subclasses, unserialize(), cycles
--EXTENSIONS--
msgpack
--FILE--
<?php
echo "-- not cloneable, as in PECL\n";
$u = new MessagePackUnpacker();
try {
    $c = clone $u;
} catch (Error $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

echo "-- explicit __destruct() frees everything; the object stays usable and dies safely\n";
$u = new MessagePackUnpacker();
$u->feed(msgpack_pack(['a' => str_repeat('x', 1000)]) . "\x93\x01");
var_dump($u->execute());
$u->__destruct();
var_dump($u->data(), $u->execute());
$u->feed("\x05");
var_dump($u->execute(), $u->data());
$u->__destruct();
$u->__destruct();
unset($u);

$u = new MessagePackUnpacker();
$o = 0;
var_dump($u->execute("\x92\xa3ab", $o), $o);
$u->__destruct();
$o = 0;
var_dump($u->execute("\x07", $o), $o, $u->data());

echo "-- a finished value that nobody took is freed with the object\n";
$u = new MessagePackUnpacker();
$u->feed(msgpack_pack([str_repeat('y', 100), [1, 2]]));
var_dump($u->execute());
unset($u);

echo "-- subclasses\n";
class MyUnpacker extends MessagePackUnpacker
{
    public $log = [];
    public function __construct() {}   // skips the parent constructor
    public function __destruct()
    {
        echo "MyUnpacker::__destruct\n";
        parent::__destruct();
    }
}
$u = new MyUnpacker();
$u->feed("\x92\x01\x02");
var_dump($u->execute(), $u->data());
$u->feed("\x93");
var_dump($u->execute());
unset($u);
class Quiet extends MessagePackUnpacker
{
    public function __destruct() {}
}
$q = new Quiet();
$q->feed("\x92\x01");
var_dump($q->execute());
unset($q);

echo "-- serialize()/unserialize() give an empty, valid unpacker\n";
$u = new MessagePackUnpacker();
$u->feed("\x92\x01");
$s = serialize($u);
echo $s, "\n";
$v = unserialize($s);
$v->feed("\x05");
var_dump($v->execute(), $v->data());
$r = (new ReflectionClass('MessagePackUnpacker'))->newInstanceWithoutConstructor();
$r->feed("\x06");
var_dump($r->execute(), $r->data());

echo "-- the constructor called again starts over\n";
$u = new MessagePackUnpacker();
$u->feed("\x92\x01\x03");
$u->__construct();
var_dump($u->execute());
$u->feed("\x04");
var_dump($u->execute(), $u->data());

echo "-- a cycle through a value not taken yet is collected\n";
class Holder
{
    public $u;
    public function __wakeup()
    {
        $this->u = $GLOBALS['u'];
    }
    public function __destruct()
    {
        echo "Holder::__destruct\n";
    }
}
$u = new MessagePackUnpacker(true);
$u->feed(msgpack_pack(new Holder()));
var_dump($u->execute());
unset($u);
echo "collecting\n";
var_dump(gc_collect_cycles() > 0);
echo "done\n";
?>
--EXPECTF--
-- not cloneable, as in PECL
Error: Trying to clone an uncloneable object of class MessagePackUnpacker
-- explicit __destruct() frees everything; the object stays usable and dies safely
bool(true)
bool(false)
bool(false)
bool(true)
int(5)
bool(false)
int(2)
bool(true)
int(1)
int(7)
-- a finished value that nobody took is freed with the object
bool(true)
-- subclasses
bool(true)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
bool(false)
MyUnpacker::__destruct
bool(false)
-- serialize()/unserialize() give an empty, valid unpacker
O:19:"MessagePackUnpacker":0:{}
bool(true)
int(5)
bool(true)
int(6)
-- the constructor called again starts over
bool(false)
bool(true)
int(4)
-- a cycle through a value not taken yet is collected
Holder::__destruct
bool(true)
collecting
Holder::__destruct
bool(true)
done
