--TEST--
Streaming costs O(total bytes), counted: many messages in one feed, one message in many chunks (MessagePackUnpacker, BufferUnpacker)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (!function_exists('msgpack_test_counters')) die('skip needs a test build (PHP debug build or -DMSGPACK_TEST_COUNTERS)'); ?>
--FILE--
<?php
// Work is counted, not timed: every byte fed is scanned once, each message is decoded once, and the stream buffer
// moves or copies at most as many bytes as were fed. Re-parsing a message from its start on every chunk, or copying
// the rest of the buffer for every message (PECL's data()/reset()), would show up here as multiples of the input.
function report(string $name, int $fed, int $messages, ?int $pieces = null): void
{
    $c = msgpack_test_counters(true);
    // (the buffered modes decode first and scan nothing; direct mode scans each byte, then decodes what it found)
    printf("%s: scanned %s, decodes %s, moved %s%s\n", $name,
        $c['scanned_bytes'] === 0 ? 'nothing' : ($c['scanned_bytes'] <= $fed ? 'each byte at most once' : "{$c['scanned_bytes']} of $fed bytes"),
        $c['decodes'] === $messages ? 'one per message' : "{$c['decodes']} for $messages messages",
        $c['stream_moved'] <= $fed ? 'at most the input' : "{$c['stream_moved']} for $fed bytes",
        $pieces === null ? '' : ($c['resumes'] === $pieces - 1 ? ', taken up once per later piece' : ", {$c['resumes']} resumes for $pieces pieces"));
}

$one = msgpack_pack(['id' => 1, 'ok' => true, 'msg' => 'hello', 'v' => [1, 2, 3]]);
$n = 40000;
$stream = str_repeat($one, $n);
msgpack_test_counters(true);
$u = new MessagePackUnpacker(false);
$u->feed($stream);
$count = 0;
while ($u->execute()) {
    $u->data();
    $u->reset();
    $count++;
}
var_dump($count);
report('many messages, one feed', strlen($stream), $n);

// the same in 1000-byte feeds, each drained before the next
$u = new MessagePackUnpacker(false);
$count = 0;
foreach (str_split($stream, 1000) as $chunk) {
    $u->feed($chunk);
    while ($u->execute()) {
        $u->data();
        $u->reset();
        $count++;
    }
}
var_dump($count);
report('many messages, 1000-byte feeds', strlen($stream), $n);

$msg = msgpack_pack(array_fill(0, 20000, ['id' => 12345, 'name' => str_repeat('n', 20), 'list' => [1, 2, 3]]));
$chunks = str_split($msg, 1024);
echo count($chunks), " chunks\n";

$u = new MessagePackUnpacker(false);
$done = 0;
foreach ($chunks as $c) {
    $u->feed($c);
    $done += $u->execute();
}
var_dump($done, $u->data() === msgpack_unpack($msg));
msgpack_test_counters(true); // the reference decode above is not the stream's
$u = new MessagePackUnpacker(false);
foreach ($chunks as $c) {
    $u->feed($c);
    $u->execute();
}
report('one message, buffered 1 KiB feeds', strlen($msg), 1, count($chunks));
// the PHP-only format too: a pair cut before or in its str key is taken up from the key, not scanned until whole
$u = new MessagePackUnpacker(true);
foreach ($chunks as $c) {
    $u->feed($c);
    $u->execute();
}
report('one message, buffered 1 KiB feeds, PHP-only', strlen($msg), 1, count($chunks));

// PECL's direct mode: execute($buffer, $offset) over a growing string
$u = new MessagePackUnpacker(false);
$buffer = '';
$offset = 0;
$done = 0;
foreach ($chunks as $c) {
    $buffer .= $c;
    $done += $u->execute($buffer, $offset);
}
var_dump($done, $offset === strlen($msg));
report('one message, direct mode', strlen($msg), 1);

// BufferUnpacker::tryUnpack(): the same message appended 1 KiB at a time, decoded once (suspended and taken up)
$u = new MessagePack\BufferUnpacker();
$got = [];
foreach ($chunks as $c) {
    foreach ($u->append($c)->tryUnpack() as $m) {
        $got[] = $m;
    }
}
var_dump(count($got));
$c = msgpack_test_counters(true);
printf("BufferUnpacker: scanned %s, decodes %d, taken up %s\n", $c['scanned_bytes'] <= strlen($msg) ? 'each byte at most once' : $c['scanned_bytes'], $c['decodes'],
    $c['resumes'] === count($chunks) - 1 ? 'once per later chunk' : "{$c['resumes']} times in " . count($chunks) . ' chunks');
?>
--EXPECT--
int(40000)
many messages, one feed: scanned nothing, decodes one per message, moved at most the input
int(40000)
many messages, 1000-byte feeds: scanned nothing, decodes one per message, moved at most the input
821 chunks
int(1)
bool(true)
one message, buffered 1 KiB feeds: scanned nothing, decodes one per message, moved at most the input, taken up once per later piece
one message, buffered 1 KiB feeds, PHP-only: scanned nothing, decodes one per message, moved at most the input, taken up once per later piece
int(1)
bool(true)
one message, direct mode: scanned each byte at most once, decodes one per message, moved at most the input
int(1)
BufferUnpacker: scanned each byte at most once, decodes 1, taken up once per later chunk
