--TEST--
Compact mode: a BufferUnpacker sharing a Structures reads only the key lists of finished packs, never those a pack() in progress (suspended in a Fiber) appended, which a failing pack() takes back and frees: unknown until that pack returns, one-byte and two-byte ids, unpack() and tryUnpack()
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, CanPack, Packer, Structures};

class Obj {}
class SuspendOnObj implements CanPack
{
    public function pack(Packer $packer, mixed $value): ?string
    {
        if ($value instanceof Obj) {
            Fiber::suspend();
            return $packer->packNil();
        }
        return null;
    }
}
function read(Structures $s, string $bytes): string
{
    $u = (new BufferUnpacker($bytes))->withStructures($s);
    try {
        $plain = json_encode($u->unpack());
    } catch (Throwable $e) {
        $plain = get_class($e) . ': ' . $e->getMessage();
    }
    try {
        $r = (new BufferUnpacker())->withStructures($s)->append($bytes)->tryUnpack();
        $try = json_encode($r);
    } catch (Throwable $e) {
        $try = get_class($e) . ': ' . $e->getMessage();
    }
    return "$plain | tryUnpack: $try";
}
// a pack() suspended in a Fiber after it appended its key list to the shared structures
function suspended_pack(Structures $s, array $row): Fiber
{
    $packer = (new Packer(null, [new SuspendOnObj]))->withStructures($s);
    $f = new Fiber(fn () => bin2hex($packer->pack($row)));
    $f->start();
    return $f;
}

echo "-- one-byte ids\n";
$s = new Structures();
$f = suspended_pack($s, ['aa' => 1, 'bb' => new Obj]);
echo "during the pack, ", count($s), " lists: ", read($s, "\x40\x01\x02"), "\n";
try {
    $f->throw(new Exception('pack aborted'));
} catch (Exception $e) {
    echo $e->getMessage(), "\n";
}
echo "after it failed, ", count($s), " lists: ", read($s, "\x40\x01\x02"), "\n";
$f = suspended_pack($s, ['cc' => 1, 'dd' => new Obj]);
echo "during another pack: ", read($s, "\x40\x01\x02"), "\n";
$f->resume();
echo "it wrote ", $f->getReturn(), "\n";
echo "after it finished, ", count($s), " list: ", read($s, "\x40\x01\x02"), "\n";

echo "-- two-byte ids (index 64: 60 01)\n";
$lists = [];
for ($i = 0; $i < 64; $i++) {
    $lists[] = ["k$i"];
}
$s = new Structures($lists, 80);
$f = suspended_pack($s, ['ee' => 1, 'ff' => new Obj]);
echo "during the pack: ", read($s, "\x60\x01\x01\x02"), "\n";
$f->resume();
echo "it wrote ", $f->getReturn(), "\n";
echo "after it finished: ", read($s, "\x60\x01\x01\x02"), "\n";
?>
--EXPECT--
-- one-byte ids
during the pack, 0 lists: MessagePack\Exception\UnpackingFailedException: Unknown shared structure 0x40: the structures hold 0 | tryUnpack: MessagePack\Exception\UnpackingFailedException: Unknown shared structure 0x40: the structures hold 0
pack aborted
after it failed, 0 lists: MessagePack\Exception\UnpackingFailedException: Unknown shared structure 0x40: the structures hold 0 | tryUnpack: MessagePack\Exception\UnpackingFailedException: Unknown shared structure 0x40: the structures hold 0
during another pack: MessagePack\Exception\UnpackingFailedException: Unknown shared structure 0x40: the structures hold 0 | tryUnpack: MessagePack\Exception\UnpackingFailedException: Unknown shared structure 0x40: the structures hold 0
it wrote 4001c0
after it finished, 1 list: {"cc":1,"dd":2} | tryUnpack: [{"cc":1,"dd":2}]
-- two-byte ids (index 64: 60 01)
during the pack: MessagePack\Exception\UnpackingFailedException: Unknown shared structure 0x60 0x01 (index 64): the structures hold 64 | tryUnpack: MessagePack\Exception\UnpackingFailedException: Unknown shared structure 0x60 0x01 (index 64): the structures hold 64
it wrote 600101c0
after it finished: {"ee":1,"ff":2} | tryUnpack: [{"ee":1,"ff":2}]
