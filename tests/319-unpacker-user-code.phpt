--TEST--
MessagePackUnpacker: exceptions from user code during decode; no re-entry while decoding
--EXTENSIONS--
msgpack
--FILE--
<?php
echo "-- an exception thrown by user code costs only its message\n";
class Boom
{
    public $x = 1;
    public function __wakeup()
    {
        throw new RuntimeException("no wakeup");
    }
}
$u = new MessagePackUnpacker(true);
$u->feed(msgpack_pack(new Boom()) . msgpack_pack('next'));
try {
    var_dump($u->execute());
} catch (RuntimeException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
var_dump($u->data(), $u->execute(), $u->data());

echo "-- user code cannot change the unpacker while it decodes\n";
class Reenter
{
    public $x = 1;
    public function __wakeup()
    {
        global $u;
        foreach (['feed', 'execute', 'data', 'reset', '__destruct', '__construct'] as $m) {
            try {
                $m === 'feed' ? $u->feed("\x01") : $u->$m();
                echo "$m: allowed\n";
            } catch (Error $e) {
                echo "$m: ", $e->getMessage(), "\n";
            }
        }
        var_dump($u->setOption(MessagePack::OPT_ASSOC, true));
    }
}
$u = new MessagePackUnpacker(true);
$u->feed(msgpack_pack([new Reenter(), str_repeat('z', 50)]) . "\x09");
var_dump($u->execute());
$v = $u->data();
var_dump(get_class($v[0]), strlen($v[1]), $u->execute(), $u->data());
$o = 0;
var_dump($u->execute(msgpack_pack(new Reenter()), $o), get_class($u->data()));
?>
--EXPECTF--
-- an exception thrown by user code costs only its message
RuntimeException: no wakeup
bool(false)
bool(true)
string(4) "next"
-- user code cannot change the unpacker while it decodes
feed: Cannot modify a MessagePackUnpacker while it is decoding
execute: Cannot modify a MessagePackUnpacker while it is decoding
data: Cannot modify a MessagePackUnpacker while it is decoding
reset: Cannot modify a MessagePackUnpacker while it is decoding
__destruct: Cannot modify a MessagePackUnpacker while it is decoding
__construct: Cannot modify a MessagePackUnpacker while it is decoding
bool(true)
bool(true)
string(7) "Reenter"
int(50)
bool(true)
int(9)
feed: Cannot modify a MessagePackUnpacker while it is decoding
execute: Cannot modify a MessagePackUnpacker while it is decoding
data: Cannot modify a MessagePackUnpacker while it is decoding
reset: Cannot modify a MessagePackUnpacker while it is decoding
__destruct: Cannot modify a MessagePackUnpacker while it is decoding
__construct: Cannot modify a MessagePackUnpacker while it is decoding
bool(true)
bool(true)
string(7) "Reenter"
