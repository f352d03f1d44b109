--TEST--
Serializable::unserialize() that throws, and an abstract Serializable class: every front end throws what unserialize() throws, and runs no destructor of the objects left unfinished
--EXTENSIONS--
msgpack
--INI--
error_reporting=E_ALL & ~E_DEPRECATED
--FILE--
<?php
class S implements Serializable {
    function serialize() { return "x"; }
    function unserialize($d) { throw new RuntimeException("S::unserialize($d) refuses"); }
}
abstract class A implements Serializable {
    function serialize() { return "y"; }
    function unserialize($d) { echo "A::unserialize\n"; }
}
class Outer {
    public $a = 1;
    public $b;
    function __wakeup() { echo "Outer::__wakeup\n"; }
    function __destruct() { echo "Outer::__destruct\n"; }
}

function attempt(string $label, callable $f): void
{
    try {
        $r = $f();
        echo "$label: returned ", is_scalar($r) ? var_export($r, true) : get_debug_type($r), "\n";
    } catch (Throwable $e) {
        echo "$label: ", get_class($e), ": ", $e->getMessage(), "\n";
    }
}

function fronts(string $packed, string $serialized): void
{
    attempt('unserialize()', fn() => unserialize($serialized));
    attempt('msgpack_unpack()', fn() => msgpack_unpack($packed));
    attempt('MessagePack::unpack()', fn() => (new MessagePack())->unpack($packed));
    attempt('execute($str)', function () use ($packed) {
        $u = new MessagePackUnpacker();
        $offset = 0;
        return $u->execute($packed, $offset) ? $u->data() : 'incomplete';
    });
    attempt('feed(), 1-byte pieces', function () use ($packed) {
        $u = new MessagePackUnpacker();
        foreach (str_split($packed) as $byte) {
            $u->feed($byte);
            if ($u->execute()) {
                return $u->data();
            }
        }
        return 'incomplete';
    });
}

$o = new Outer();
$o->b = new S();
echo "-- Serializable::unserialize() throws, inside an object with a destructor\n";
fronts(msgpack_pack([$o, 2]), serialize([$o, 2]));
$o = null;

echo "-- an abstract Serializable class\n";
// our bytes for [new S, 2] name S; the same with A, as unserialize()'s C: form names it
$packed = msgpack_pack([new S(), 2]);
var_dump(bin2hex($packed));
fronts(str_replace("\xa1S", "\xa1A", $packed), 'a:2:{i:0;C:1:"A":1:{y}i:1;i:2;}');
echo "-- the unpacker after the exception\n";
$u = new MessagePackUnpacker();
$u->feed(msgpack_pack([new S(), 2]) . msgpack_pack('next'));
attempt('execute()', fn() => $u->execute());
attempt('execute() again', fn() => $u->execute() ? $u->data() : false);
$u->reset();
$u->feed(msgpack_pack([1, 2]));
var_dump($u->execute(), $u->data());
echo "done\n";
?>
--EXPECT--
-- Serializable::unserialize() throws, inside an object with a destructor
unserialize(): RuntimeException: S::unserialize(x) refuses
msgpack_unpack(): RuntimeException: S::unserialize(x) refuses
MessagePack::unpack(): RuntimeException: S::unserialize(x) refuses
execute($str): RuntimeException: S::unserialize(x) refuses
feed(), 1-byte pieces: RuntimeException: S::unserialize(x) refuses
Outer::__destruct
-- an abstract Serializable class
string(18) "9282c003a153a17802"
unserialize(): Error: Cannot instantiate abstract class A
msgpack_unpack(): Error: Cannot instantiate abstract class A
MessagePack::unpack(): Error: Cannot instantiate abstract class A
execute($str): Error: Cannot instantiate abstract class A
feed(), 1-byte pieces: Error: Cannot instantiate abstract class A
-- the unpacker after the exception
execute(): RuntimeException: S::unserialize(x) refuses
execute() again: returned 'next'
bool(true)
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
done
