--TEST--
BufferUnpacker: a destructor run by a cycle collection in the middle of unpack()'s decode of an incomplete message that only release()s the bytes read before it gets InsufficientDataException, with the offset where the same call without that destructor leaves it, so that a caller can wait for more bytes as it would. Before, the call threw UnpackingFailedException ("The buffer was replaced while unpacking")
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
try {
    $stream->unpack();
    echo "no exception\n";
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
$left = $stream->getRemainingCount();

/* the same bytes, no destructor */
$plain = new BufferUnpacker(substr($second, 0, 900));
try {
    $plain->unpack();
} catch (Throwable $e) {
    echo 'plain: ', get_class($e), "\n";
}
echo 'same offset as without it: ', var_export($left === $plain->getRemainingCount(), true), "\n";
echo 'remaining of 900: ', $left, "\n";
?>
--EXPECT--
first: ["alfa"]
destructor releases
MessagePack\Exception\InsufficientDataException: Not enough data to read
plain: MessagePack\Exception\InsufficientDataException
same offset as without it: true
remaining of 900: 0
