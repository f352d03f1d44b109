--TEST--
BufferUnpacker: exit() in a destructor run by a cycle collection in the middle of unpack() after that destructor's own unpack() took the message being decoded leaves the offset where that code left it, as a fatal error or an exception there does: shutdown functions read on from the next message. Before, the exit rolled the object back to the message's first byte and the message came twice
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;

final class Ring
{
    public $link;

    public function __destruct()
    {
        global $reader;
        echo 'destructor reads ', ids([$reader->unpack()]), "\n";
        exit(0);
    }
}

final class Padding
{
    public $link;
}

/* A map of 31 entries: "p" => a 160-byte string, 29 lists of 16 pairs replacing each other under "q" (garbage enough
 * to run the collector mid-decode once its root buffer is nearly full), then "id" => $id. */
function record(string $id): string
{
    $bytes = "\xde\x00\x1f\xa1p\xd9\xa0" . str_repeat('z', 160);
    for ($i = 0; $i < 29; $i++) {
        $bytes .= "\xa1q\xdc\x00\x10" . str_repeat("\x92\x05\x06", 16);
    }
    return $bytes . "\xa2id\xa3" . $id;
}

function ids(array $values): string
{
    return json_encode(array_map(fn ($v) => is_array($v) ? ($v['id'] ?? '?') : get_debug_type($v), $values));
}

register_shutdown_function(function (): void {
    global $reader;
    echo 'shutdown reads ', ids($reader->tryUnpack()), "\n";
});

$reader = new BufferUnpacker(record('AAA') . record('BBB') . record('CCC'));
gc_collect_cycles();
$limit = gc_status()['threshold'];
$ring = new Ring();
$ring->link = $ring;
unset($ring);
while (gc_status()['roots'] < $limit - 1) {
    $pad = new Padding();
    $pad->link = $pad;
    unset($pad);
}
$reader->unpack();
echo "not reached\n";
?>
--EXPECT--
destructor reads ["AAA"]
shutdown reads ["BBB","CCC"]
