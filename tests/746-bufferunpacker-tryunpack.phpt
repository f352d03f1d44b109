--TEST--
MessagePack\BufferUnpacker::tryUnpack(): complete and partial messages, rollback, propagation of other errors, no release
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Exception\InsufficientDataException;
use MessagePack\Exception\UnpackingFailedException;
use MessagePack\Extension;
use MessagePack\Packer;

function show(BufferUnpacker $u): void
{
    try {
        $r = $u->tryUnpack();
        echo json_encode($r), ' remaining ', $u->getRemainingCount(), "\n";
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), ', remaining ', $u->getRemainingCount(), "\n";
    }
}

$u = new BufferUnpacker();
show($u);
$u->append("\x01\x02\x03");
show($u);
show($u);
// null and false are messages too
$u->append("\xc0\xc2\x90\x80");
show($u);
// complete + partial
$u->append("\x01\x92\x01");
show($u);
// the partial message is kept: a plain unpack() sees it from its start
$u2 = clone $u;
try {
    $u2->unpack();
} catch (InsufficientDataException $e) {
    echo "unpack: ", $e->getMessage(), ', remaining ', $u2->getRemainingCount(), "\n";
}
$u->append("\x02\xa3ab");
show($u);
$u->append('c');
show($u);

echo "-- tryUnpack() does not release the buffer\n";
$u = new BufferUnpacker("\x01\x02");
show($u);
try {
    $u->unpack();
} catch (InsufficientDataException $e) {
    echo "unpack after tryUnpack: ", $e->getMessage(), "\n";
}
var_dump($u->release(), $u->getRemainingCount());

echo "-- it starts at the current offset\n";
$u = new BufferUnpacker("\x01\x02\x03\x04");
$u->unpack();
show($u);

echo "-- other exceptions propagate, the offset is left after the bad byte\n";
$u = new BufferUnpacker("\xc3\xc1\xc2");
show($u);
var_dump($u->unpack());
$u = new BufferUnpacker("\x01\x81\xc0\x01\x02");
show($u);
$u = new BufferUnpacker("\x01\x92\x02\xc1\x03");
show($u);

echo "-- exceptions thrown by an extension\n";
class Reader implements Extension
{
    public function __construct(private int $extra, private ?Throwable $throw = null) {}
    public function getType(): int { return 4; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        if ($this->throw) {
            throw $this->throw;
        }
        // reads more than the ext body: the rest must follow in the stream
        return $unpacker->read($extLength + $this->extra);
    }
}
$u = new BufferUnpacker("\x07\xd4\x04a", null, [new Reader(2)]);
show($u);
$u->append('b');
show($u);
$u->append("c\x08");
show($u);

$u = new BufferUnpacker("\x07\xd4\x04a", null, [new Reader(0, new InsufficientDataException('custom'))]);
show($u);
$u = new BufferUnpacker("\x07\xd4\x04a", null, [new Reader(0, new UnpackingFailedException('bad ext'))]);
show($u);
$u = new BufferUnpacker("\x07\xd4\x04a", null, [new Reader(0, new LogicException('logic'))]);
show($u);
?>
--EXPECT--
[] remaining 0
[1,2,3] remaining 0
[] remaining 0
[null,false,[],[]] remaining 0
[1] remaining 2
unpack: Not enough data to read, remaining 0
[[1,2]] remaining 3
["abc"] remaining 0
-- tryUnpack() does not release the buffer
[1,2] remaining 0
unpack after tryUnpack: Not enough data to read
int(2)
int(0)
-- it starts at the current offset
[2,3,4] remaining 0
-- other exceptions propagate, the offset is left after the bad byte
MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1, remaining 1
bool(false)
MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0), remaining 2
MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1, remaining 1
-- exceptions thrown by an extension
[7] remaining 3
[] remaining 4
["abc",8] remaining 0
[7] remaining 3
MessagePack\Exception\UnpackingFailedException: bad ext, remaining 1
LogicException: logic, remaining 1
