--TEST--
BufferUnpacker::tryUnpack() after an exception that put the offset back where the call began: the next call returns the messages before the one that threw also after release() and append() (the api.md loop), in pieces read where they are, and in a compact stream whose messages define records (read again with the records the call began with); reset() or a seek elsewhere forgets it
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension;
use MessagePack\Packer;
use MessagePack\PackOptions;
use MessagePack\UnpackOptions;

/* Type 5 throws the first time it is met. */
final class Once implements Extension
{
    private bool $thrown = false;
    public function getType(): int { return 5; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $data = $unpacker->read($extLength);
        if (!$this->thrown) {
            $this->thrown = true;
            throw new RuntimeException('once');
        }
        return "ext:$data";
    }
}

function attempt(BufferUnpacker $u, string $label): void
{
    try {
        $got = json_encode($u->tryUnpack());
    } catch (Throwable $e) {
        $got = get_class($e) . ' ' . $e->getMessage();
    }
    echo "$label: $got, remaining ", $u->getRemainingCount(), "\n";
}

echo "-- append(), tryUnpack(), release() in a loop, as in api.md\n";
$u = new BufferUnpacker('', null, [new Once()]);
foreach (["\x01\x02", "\x03\xd4\x05x\x04", "\x05", "\x06"] as $piece) {
    $u->append($piece);
    attempt($u, bin2hex($piece));
    echo 'released ', $u->release(), "\n";
}

echo "-- reset() forgets the call that threw\n";
$u = new BufferUnpacker("\x01\x02\xd4\x05x\x03", null, [new Once()]);
attempt($u, 'first');
$u->reset("\x07\x08\x09");
attempt($u, 'after reset');

echo "-- so does a call from elsewhere\n";
$u = new BufferUnpacker("\x01\x02\xd4\x05x\x03", null, [new Once()]);
attempt($u, 'first');
$u->seek(1);
attempt($u, 'from 1');

echo "-- pieces read where they are: a message suspended, then a piece that completes it, another, a bad byte\n";
$big = "\x92\xd9\xc8" . str_repeat('a', 200) . "\x01";
$u = new BufferUnpacker();
$u->append(substr($big, 0, 100));
attempt($u, 'head');
$u->append(substr($big, 100) . "\x02\xc1\x03" . str_repeat("\x04", 130));
attempt($u, 'piece');
attempt($u, 'again');
attempt($u, 'then');
echo 'left: ', count($u->tryUnpack()), "\n";

echo "-- a compact stream whose messages define records (msgpackr's sequential form)\n";
$p = new Packer(PackOptions::COMPACT | PackOptions::SEQUENTIAL);
$row = fn (int $n) => ['id' => $n, 'name' => "n$n"];
$bytes = $p->pack([$row(1)]) . $p->pack([$row(2), ['x' => 1, 'y' => 2]]) . $p->pack(new MessagePack\Type\Ext(5, 'z'))
    . $p->pack([['x' => 3, 'y' => 4], $row(3)]);
$u = new BufferUnpacker($bytes, UnpackOptions::COMPACT, [new Once()]);
attempt($u, 'first');
attempt($u, 'again');
attempt($u, 'then');
?>
--EXPECTF--
-- append(), tryUnpack(), release() in a loop, as in api.md
0102: [1,2], remaining 0
released 2
03d4057804: RuntimeException once, remaining 5
released 0
05: [3], remaining 5
released 1
06: ["ext:x",4,5,6], remaining 0
released 6
-- reset() forgets the call that threw
first: RuntimeException once, remaining 6
after reset: [7,8,9], remaining 0
-- so does a call from elsewhere
first: RuntimeException once, remaining 6
from 1: [2,"ext:x",3], remaining 0
-- pieces read where they are: a message suspended, then a piece that completes it, another, a bad byte
head: [], remaining 100
piece: MessagePack\Exception\UnpackingFailedException Unknown code: 0xc1, remaining 337
again: [[%s,1],2], remaining 132
then: MessagePack\Exception\UnpackingFailedException Unknown code: 0xc1, remaining 131
left: 131
-- a compact stream whose messages define records (msgpackr's sequential form)
first: RuntimeException once, remaining 45
again: [[{"id":1,"name":"n1"}],[{"id":2,"name":"n2"},{"x":1,"y":2}]], remaining 12
then: ["ext:z",[{"x":3,"y":4},{"id":3,"name":"n3"}]], remaining 0
