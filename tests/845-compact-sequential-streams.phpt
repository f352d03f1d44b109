--TEST--
Compact mode: msgpackr's sequential form (PackrStream, UnpackrStream) both ways: records kept from message to message by StreamUnpacker and BufferUnpacker, PackOptions::SEQUENTIAL
--SKIPIF--
<?php
if ((string) getenv('MSGPACK_NODE_MODULES') === '') {
    die('skip MSGPACK_NODE_MODULES is empty (set it to a node_modules directory holding msgpackr@2)');
}
$dirs = array_filter(explode(PATH_SEPARATOR, (string) getenv('PATH')), fn ($d) => $d !== '' && is_executable("$d/node"));
if (!$dirs) {
    die('skip node is not on PATH');
}
?>
--INI--
serialize_precision=-1
; PHP 8.5+ prints a backtrace after the fatal error at the end unless this is 0 (8.2-8.4 ignore it)
fatal_error_backtraces=0
--FILE--
<?php
use MessagePack\{BufferUnpacker, CanPack, Packer, PackOptions, StreamUnpacker, Structures, UnpackOptions};

function node(string $mode, array $request): stdClass
{
    $env = ['MSGPACK_NODE_MODULES' => getenv('MSGPACK_NODE_MODULES'), 'PATH' => getenv('PATH')];
    $proc = proc_open(['node', __DIR__ . '/data/msgpackr-interop.js', $mode], [['pipe', 'r'], ['pipe', 'w'], ['pipe', 'w']], $pipes, null, $env);
    fwrite($pipes[0], json_encode($request, JSON_THROW_ON_ERROR));
    fclose($pipes[0]);
    [$out, $err] = [stream_get_contents($pipes[1]), stream_get_contents($pipes[2])];
    if (proc_close($proc) !== 0) {
        throw new RuntimeException("node $mode failed: $err");
    }
    return json_decode($out, false, 512, JSON_THROW_ON_ERROR);
}
function stream_of(string $bytes)
{
    $fh = fopen('php://memory', 'w+');
    fwrite($fh, $bytes);
    rewind($fh);
    return $fh;
}
function attempt(callable $f): string
{
    try {
        return json_encode($f());
    } catch (Exception $e) {
        return get_class($e) . ': ' . $e->getMessage();
    }
}

// Rows of a few shapes, a plain value between them, ints 64..127, then more shapes than the 32 ids (they cycle: old
// shapes are defined again), nested records, and the first shape once more.
$values = [];
for ($i = 0; $i < 6; $i++) {
    $values[] = ['id' => $i, 'name' => "user $i", 'tags' => [['tag' => "t$i", 'n' => 64 + $i]]];
}
$values[] = ['plain', 100, 127, 128];
for ($i = 0; $i < 40; $i++) {
    $values[] = ["k$i" => $i, 'at' => ['x' => $i, 'y' => -$i]];
}
$values[] = ['id' => 9, 'name' => 'after cycling', 'tags' => []];

echo "-- msgpackr's PackrStream, read by PHP\n";
$theirs = hex2bin(node('pack-stream', ['values' => $values])->stream);
echo strlen($theirs), ' bytes, ', substr_count($theirs, "\xd4\x72"), " definitions for ", count($values), " messages\n";
echo 'StreamUnpacker: ', iterator_to_array(new StreamUnpacker(stream_of($theirs), UnpackOptions::COMPACT)) === $values ? 'ok' : 'DIFFERS', "\n";
foreach ([1, 5, 4096] as $chunk) {
    $u = new BufferUnpacker('', UnpackOptions::COMPACT);
    $got = [];
    foreach (str_split($theirs, $chunk) as $piece) {
        array_push($got, ...$u->append($piece)->tryUnpack());
        $u->release();
    }
    printf("tryUnpack() in pieces of %d: %s\n", $chunk, $got === $values ? 'ok' : 'DIFFERS');
}
$u = new BufferUnpacker($theirs, UnpackOptions::COMPACT);
$got = [];
while ($u->hasRemaining()) {
    $got[] = $u->unpack();
}
echo 'unpack() message after message: ', $got === $values ? 'ok' : 'DIFFERS', "\n";
// Without compact mode, or a message read alone, the later messages are not what was sent.
echo 'without COMPACT: ', count(iterator_to_array(new StreamUnpacker(stream_of($theirs)))), " values\n";
$first = strlen((new Packer(PackOptions::RECORDS))->pack($values[0]));
echo 'the second message alone: ', attempt(fn () => (new BufferUnpacker(substr($theirs, $first), UnpackOptions::COMPACT))->unpack()), "\n";

echo "-- PackOptions::SEQUENTIAL, read by msgpackr's UnpackrStream\n";
$packer = new Packer(PackOptions::SEQUENTIAL);
$out = fopen('php://memory', 'w+');
foreach ($values as $v) {
    $packer->packToStream($out, $v);
}
rewind($out);
$ours = stream_get_contents($out);
echo 'the bytes of PackrStream: ', var_export($ours === $theirs, true), "\n";
foreach ([1, 7, 4096] as $chunk) {
    $back = node('unpack-stream', ['stream' => bin2hex($ours), 'chunk' => $chunk]);
    printf("UnpackrStream in pieces of %d: %s\n", $chunk, json_encode($back->values) === json_encode($values) && !isset($back->error) ? 'ok' : 'DIFFERS');
}
$p2 = new Packer(PackOptions::SEQUENTIAL);
echo 'pack() writes the same: ', var_export(implode('', array_map(fn ($v) => $p2->pack($v), $values)) === $ours, true), "\n";
foreach ([PackOptions::SEQUENTIAL, PackOptions::SEQUENTIAL | PackOptions::RECORDS, PackOptions::SEQUENTIAL | PackOptions::COMPACT,
        PackOptions::RECORDS] as $bits) {
    $o = PackOptions::fromBitmask($bits);
    printf("bitmask %4d: records %s, compact %s, sequential %s\n", $bits, var_export($o->isRecordsMode(), true),
        var_export($o->isCompactMode(), true), var_export($o->isSequentialMode(), true));
}
// With COMPACT, string references stay per message; records run on.
$c = new Packer(PackOptions::SEQUENTIAL | PackOptions::COMPACT);
$m = [$c->pack([['k' => 'a long string', 'l' => 'a long string']]), $c->pack(['k' => 'a long string', 'l' => 1])];
echo bin2hex($m[0]), ' ', bin2hex($m[1]), ' ', json_encode(iterator_to_array(new StreamUnpacker(stream_of(implode('', $m)), UnpackOptions::COMPACT))), "\n";

echo "-- failures\n";
// A pack() that fails defines nothing for the next: its records are undone, the next message defines them again.
$p = new Packer(PackOptions::SEQUENTIAL);
$ok = [$p->pack(['a' => 1])];
echo attempt(fn () => $p->pack([['new' => 1], ['a' => 2, 'r' => STDIN]])), "\n";
$ok[] = $p->pack([['new' => 2], ['a' => 3]]);
echo implode(' ', array_map('bin2hex', $ok)), ' ', json_encode(iterator_to_array(new StreamUnpacker(stream_of(implode('', $ok)), UnpackOptions::COMPACT))), "\n";
// Another pack() of a sequential Packer while one is suspended in a Fiber: refused (the stream's order).
class Suspending implements CanPack
{
    public function pack(Packer $packer, $value): ?string
    {
        if (!$value instanceof ArrayObject) {
            return null;
        }
        Fiber::suspend();
        return $packer->pack($value->getArrayCopy());
    }
}
$p = new Packer(PackOptions::SEQUENTIAL, [new Suspending()]);
$fiber = new Fiber(fn () => $p->pack(['a' => new ArrayObject(['b' => 1])]));
$fiber->start();
echo attempt(fn () => $p->pack(['a' => 1])), "\n";
try {
    $p->__construct(PackOptions::SEQUENTIAL);
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
$fiber->resume();
$stream = [$fiber->getReturn(), $p->pack(['a' => 2]), $p->pack(['a' => 3])];
echo implode(' ', array_map('bin2hex', $stream)), ' ', json_encode(iterator_to_array(new StreamUnpacker(stream_of(implode('', $stream)), UnpackOptions::COMPACT))), "\n";
// The reader: a message that fails leaves the records as they were; an incomplete one is read once it is complete.
$u = new BufferUnpacker("\xd4\x72\x40\x91\xa1a\x01", UnpackOptions::COMPACT);
echo attempt(fn () => $u->unpack()), ' ';
$u->append("\xd4\x72\x40\x91\xa1b\xc1" . "\x40\x02");
echo attempt(fn () => $u->unpack()), ' ', attempt(fn () => $u->seek(14)->unpack()), "\n";
$u = new BufferUnpacker('', UnpackOptions::COMPACT);
foreach (str_split("\xd4\x72\x40\x92\xa1a\xa1b\x01\x02" . "\x40\x03\x04", 1) as $byte) {
    foreach ($u->append($byte)->tryUnpack() as $message) {
        echo json_encode($message), ' ';
    }
}
echo "\n";
// reset() and withBuffer() start a new stream; a clone carries the records so far.
$u = new BufferUnpacker("\xd4\x72\x40\x91\xa1a\x01", UnpackOptions::COMPACT);
$u->unpack();
echo attempt(fn () => (clone $u)->append("\x40\x05")->unpack()), ' ', attempt(fn () => $u->withBuffer("\x40\x05")->unpack()), ' ',
    attempt(fn () => $u->reset("\x40\x05")->unpack()), "\n";

echo "-- a fatal error in a transformer of a sequential pack()\n";
class Fatal implements CanPack
{
    public function pack(Packer $packer, $value): ?string
    {
        if (!$value instanceof ArrayObject) {
            return null;
        }
        eval('function strlen() {}');  // a fatal error (a compile error: whatever the allocator)
        return null;
    }
}
$p = new Packer(PackOptions::SEQUENTIAL, [new Fatal()]);
$first = $p->pack(['a' => 1]);
register_shutdown_function(function () use ($p, $first) {
    // The stream's records are those of the messages that went out: 'a' is named, 'z' defined.
    $next = $p->pack([['a' => 2], ['z' => 3]]);
    echo "\n", bin2hex($first), ' ', bin2hex($next), ' ',
        json_encode(iterator_to_array(new StreamUnpacker(stream_of($first . $next), UnpackOptions::COMPACT))), "\n";
});
$p->pack([['z' => 1], new ArrayObject()]);
?>
--EXPECTF--
-- msgpackr's PackrStream, read by PHP
778 bytes, 45 definitions for 48 messages
StreamUnpacker: ok
tryUnpack() in pieces of 1: ok
tryUnpack() in pieces of 5: ok
tryUnpack() in pieces of 4096: ok
unpack() message after message: ok
without COMPACT: 286 values
the second message alone: 64
-- PackOptions::SEQUENTIAL, read by msgpackr's UnpackrStream
the bytes of PackrStream: true
UnpackrStream in pieces of 1: ok
UnpackrStream in pieces of 7: ok
UnpackrStream in pieces of 4096: ok
pack() writes the same: true
bitmask 1024: records true, compact false, sequential true
bitmask 1280: records true, compact false, sequential true
bitmask 1536: records true, compact true, sequential true
bitmask  256: records true, compact false, sequential false
91d4724092a16ba16cc70d5361206c6f6e6720737472696e67d45e00 40ad61206c6f6e6720737472696e6701 [[{"k":"a long string","l":"a long string"}],{"k":"a long string","l":1}]
-- failures
MessagePack\Exception\PackingFailedException: Unsupported type "resource", maybe you forgot to register the type transformer or extension?
d4724091a16101 92d4724191a36e6577024003 [{"a":1},[{"new":2},{"a":3}]]
MessagePack\Exception\PackingFailedException: Cannot pack with PackOptions::SEQUENTIAL while another pack() of this Packer is in progress: its messages must go out in order
Error: Cannot call MessagePack\Packer::__construct() while a pack() with PackOptions::SEQUENTIAL is in progress
d4724091a16181a16201 4002 4003 [{"a":{"b":1}},{"a":2},{"a":3}]
{"a":1} MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1 {"a":2}
{"a":1,"b":2} {"a":3,"b":4} 
{"a":5} 64 64
-- a fatal error in a transformer of a sequential pack()

Fatal error: Cannot redeclare %s in %s on line %d

d4724091a16101 924002d4724191a17a03 [{"a":1},[{"a":2},{"z":3}]]
