--TEST--
MessagePack\BufferUnpacker subclasses that override none of unpack(), read(), unpackArrayHeader(), unpackMapHeader() read natively: no user method is called, tryUnpack() goes on with incomplete messages as BufferUnpacker does; with an override tryUnpack() reads each attempt from the message's start, as the library's
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension;
use MessagePack\Packer;

// Every public method the library's own code never calls on $this.
class Unrelated extends BufferUnpacker
{
    public static array $log = [];
    public function unpackNil() { self::$log[] = __FUNCTION__; return parent::unpackNil(); }
    public function unpackBool() { self::$log[] = __FUNCTION__; return parent::unpackBool(); }
    public function unpackInt() { self::$log[] = __FUNCTION__; return parent::unpackInt(); }
    public function unpackFloat() { self::$log[] = __FUNCTION__; return parent::unpackFloat(); }
    public function unpackStr() { self::$log[] = __FUNCTION__; return parent::unpackStr(); }
    public function unpackBin() { self::$log[] = __FUNCTION__; return parent::unpackBin(); }
    public function unpackArray() { self::$log[] = __FUNCTION__; return parent::unpackArray(); }
    public function unpackMap() { self::$log[] = __FUNCTION__; return parent::unpackMap(); }
    public function unpackExt() { self::$log[] = __FUNCTION__; return parent::unpackExt(); }
    public function hasRemaining(): bool { self::$log[] = __FUNCTION__; return parent::hasRemaining(); }
    public function getRemainingCount(): int { self::$log[] = __FUNCTION__; return parent::getRemainingCount(); }
    public function seek(int $offset): BufferUnpacker { self::$log[] = __FUNCTION__; return parent::seek($offset); }
    public function skip(int $length): BufferUnpacker { self::$log[] = __FUNCTION__; return parent::skip($length); }
}
class Nothing extends BufferUnpacker
{
}
class Passing extends BufferUnpacker
{
    public function unpack()
    {
        return parent::unpack();
    }
}

$data = msgpack_pack([null, true, 1, -1.5, 'str', ['k' => [1, 2]], [[]], 'y']);
$data .= "\xc4\x02ab\xd4\x01z";
foreach ([BufferUnpacker::class, Unrelated::class, Nothing::class] as $class) {
    $u = new $class($data);
    echo $class, ': ', json_encode([$u->unpack(), $u->unpack(), $u->unpack()]), "\n";
    echo $class, ': ', json_encode((new $class($data))->tryUnpack()), "\n";
}
var_dump(Unrelated::$log);

echo "-- a message arriving in three chunks: BufferUnpacker reads it once, each tryUnpack() going on where the last\n";
echo "-- stopped (1 extension call); a subclass with overrides reads it from its start at each tryUnpack(), as the library (3)\n";
class Counting implements Extension
{
    public int $calls = 0;
    public function getType(): int
    {
        return 5;
    }
    public function pack(Packer $packer, $value): ?string
    {
        return null;
    }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $this->calls++;
        return $unpacker->read($extLength);
    }
}
foreach ([BufferUnpacker::class, Unrelated::class, Nothing::class, Passing::class] as $class) {
    $ext = new Counting();
    $u = new $class('', null, [$ext]);
    $got = [];
    foreach (["\x93\xd4\x05x", "\x01", "\x02\xc3"] as $chunk) {
        $got[] = $u->append($chunk)->tryUnpack();
    }
    echo $class, ': ', json_encode($got), ', extension called ', $ext->calls, "\n";
}
?>
--EXPECT--
MessagePack\BufferUnpacker: [[null,true,1,-1.5,"str",{"k":[1,2]},[[]],"y"],"ab",{"type":1,"data":"z"}]
MessagePack\BufferUnpacker: [[null,true,1,-1.5,"str",{"k":[1,2]},[[]],"y"],"ab",{"type":1,"data":"z"}]
Unrelated: [[null,true,1,-1.5,"str",{"k":[1,2]},[[]],"y"],"ab",{"type":1,"data":"z"}]
Unrelated: [[null,true,1,-1.5,"str",{"k":[1,2]},[[]],"y"],"ab",{"type":1,"data":"z"}]
Nothing: [[null,true,1,-1.5,"str",{"k":[1,2]},[[]],"y"],"ab",{"type":1,"data":"z"}]
Nothing: [[null,true,1,-1.5,"str",{"k":[1,2]},[[]],"y"],"ab",{"type":1,"data":"z"}]
array(0) {
}
-- a message arriving in three chunks: BufferUnpacker reads it once, each tryUnpack() going on where the last
-- stopped (1 extension call); a subclass with overrides reads it from its start at each tryUnpack(), as the library (3)
MessagePack\BufferUnpacker: [[],[],[["x",1,2],true]], extension called 1
Unrelated: [[],[],[["x",1,2],true]], extension called 1
Nothing: [[],[],[["x",1,2],true]], extension called 1
Passing: [[],[],[["x",1,2],true]], extension called 3
