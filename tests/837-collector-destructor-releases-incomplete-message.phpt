--TEST--
BufferUnpacker: a destructor run by a cycle collection in the middle of tryUnpack()'s decode of an incomplete message that release()s the bytes read before it (no read of its own) leaves the offset at that message's first byte, where it is in the shortened buffer: once its rest is appended, the next tryUnpack() returns it. Before, the offset the call began at, counted in the old buffer, was set in the new one (clamped to its end), and the next call returned pieces from the middle of the message
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;

final class Releaser
{
    public $cycle;

    public function __destruct()
    {
        global $stream;
        echo "destructor releases\n";
        $stream->release();
    }
}

final class Noise
{
    public $cycle;
}

/* A map of 31 entries: "h" => a 190-byte string, 29 lists of 16 pairs replacing each other under "l" (garbage that
 * runs the collector mid-decode once its root buffer is nearly full), then "tag" => $tag. */
function frame(string $tag): string
{
    $out = "\xde\x00\x1f\xa1h\xd9\xbe" . str_repeat('w', 190);
    for ($i = 0; $i < 29; $i++) {
        $out .= "\xa1l\xdc\x00\x10" . str_repeat("\x92\x07\x08", 16);
    }
    return $out . "\xa3tag\xa4" . $tag;
}

function tags(array $values): string
{
    return json_encode(array_map(fn ($v) => is_array($v) ? ($v['tag'] ?? '?') : get_debug_type($v), $values));
}

$second = frame('beta');
$stream = new BufferUnpacker(frame('alfa') . substr($second, 0, 900));
echo 'first: ', tags([$stream->unpack()]), "\n";

gc_collect_cycles();
$limit = gc_status()['threshold'];
$r = new Releaser();
$r->cycle = $r;
unset($r);
while (gc_status()['roots'] < $limit - 1) {
    $n = new Noise();
    $n->cycle = $n;
    unset($n);
}
$got = $stream->tryUnpack();
echo 'incomplete: ', tags($got), "\n";
echo 'remaining: ', $stream->getRemainingCount(), "\n";
$stream->append(substr($second, 900));
echo 'completed: ', tags($stream->tryUnpack()), "\n";
?>
--EXPECT--
first: ["alfa"]
destructor releases
incomplete: []
remaining: 900
completed: ["beta"]
