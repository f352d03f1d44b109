--TEST--
A decode suspended inside maps resumes at the depth it was at: a message cut many times in maps nested up to msgpack.max_depth is read once, as a whole decode reads it, through every streaming class and piece size (no read again from its start, no depth error)
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, StreamUnpacker};

/* Counts its values: a message read again from its start decodes the values before the cut again. */
final class Tally implements Extension
{
    public static int $calls = 0;

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
        self::$calls++;
        return ord($unpacker->read($extLength));
    }
}

/* depth 3: a list of maps whose values are maps and lists of scalars; an ext value (fixext 1, type 5) in each row */
$count = 400;
$bytes = "\xdc" . pack('n', $count);
$rows = [];
for ($i = 0; $i < $count; $i++) {
    $user = ['login' => "user$i", 'id' => $i * 7, 'site' => $i % 2 === 0];
    $title = str_repeat('t', $i % 50);
    $bytes .= "\x85" . msgpack_pack('id') . msgpack_pack($i) . msgpack_pack('user') . msgpack_pack($user)
        . msgpack_pack('tally') . "\xd4\x05" . chr($i % 256)
        . msgpack_pack('labels') . msgpack_pack(['bug', "l$i"]) . msgpack_pack('title') . msgpack_pack($title);
    $rows[] = ['id' => $i, 'user' => $user, 'tally' => $i % 256, 'labels' => ['bug', "l$i"], 'title' => $title];
}
$deeper = msgpack_pack([['user' => ['login' => ['one level more']]]]);
ini_set('msgpack.max_depth', '3');
var_dump((new BufferUnpacker($bytes, null, [new Tally()]))->unpack() === $rows, Tally::$calls);
/* one level more is refused */
try {
    (new BufferUnpacker($deeper))->unpack();
} catch (MessagePack\Exception\UnpackingFailedException $e) {
    echo $e->getMessage(), "\n";
}

$fails = [];
foreach ([4096, 997, 64, 7, 1] as $size) {
    $pieces = str_split($bytes, $size);

    Tally::$calls = 0;
    $u = new BufferUnpacker('', null, [new Tally()]);
    $got = [];
    try {
        foreach ($pieces as $p) {
            array_push($got, ...$u->append($p)->tryUnpack());
        }
    } catch (Throwable $e) {
        $got = [get_class($e) . ': ' . $e->getMessage()];
    }
    if ($got !== [$rows] || Tally::$calls !== $count) {
        $fails[] = "BufferUnpacker $size: " . Tally::$calls . ' ext values read; ' . json_encode($got[0] ?? null);
    }

    $m = new MessagePackUnpacker();
    $got = [];
    foreach ($pieces as $p) {
        $m->feed($p);
        if ($m->execute()) {
            $got[] = $m->data();
            $m->reset();
        }
    }
    if (count($got) !== 1 || count($got[0]) !== $count || $got[0][$count - 1]['labels'] !== $rows[$count - 1]['labels']) {
        $fails[] = "MessagePackUnpacker $size";
    }
}
/* a stream of two such messages */
Tally::$calls = 0;
$stream = fopen('php://memory', 'w+');
fwrite($stream, $bytes . $bytes);
rewind($stream);
$got = [];
try {
    foreach (new StreamUnpacker($stream, null, [new Tally()]) as $value) {
        $got[] = $value;
    }
} catch (Throwable $e) {
    $got = [get_class($e) . ': ' . $e->getMessage()];
}
if ($got !== [$rows, $rows] || Tally::$calls !== 2 * $count) {
    $fails[] = "StreamUnpacker: " . Tally::$calls . ' ext values read; ' . json_encode($got[0] ?? null);
}

var_dump($fails);
?>
--EXPECT--
bool(true)
int(400)
Maximum nesting depth of 3 exceeded
array(0) {
}
