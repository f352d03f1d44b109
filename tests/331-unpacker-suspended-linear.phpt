--TEST--
MessagePackUnpacker feed()/execute(), PHP-only format: work counted for messages in pieces (an object waits for its bytes with one resumable scan; a map after a late class marker asks for the rest of itself at every pair; neither scans a byte twice; an object waiting over more pieces than the depth limit is still taken up)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (!function_exists('msgpack_test_counters')) die('skip needs a test build (PHP debug build or -DMSGPACK_TEST_COUNTERS)'); ?>
--FILE--
<?php
class W { public $list; public $name; public function __wakeup() {} }

function feed_all(string $name, string $bytes, int $size, array $options = []): void
{
    $chunks = str_split($bytes, $size);
    msgpack_test_counters(true);
    $u = new MessagePackUnpacker(true, $options);
    $done = 0;
    foreach ($chunks as $chunk) {
        $u->feed($chunk);
        $done += $u->execute();
    }
    $c = msgpack_test_counters(true);
    $same = $done === 1 && serialize($u->data()) === serialize(msgpack_unpack($bytes));
    printf("%s: %s, scanned %s, %s\n", $name, $same ? 'same value' : 'DIFFERS',
        $c['scanned_bytes'] <= strlen($bytes) ? 'each byte at most once' : "{$c['scanned_bytes']} of " . strlen($bytes) . ' bytes',
        $c['decodes'] === 1 && $c['resumes'] <= count($chunks) - 1 ? 'decoded once, taken up at most once per later piece'
            : "{$c['decodes']} decodes, {$c['resumes']} resumes for " . count($chunks) . ' pieces');
}

$w = new W;
$w->list = range(1, 2000);
$w->name = str_repeat('n', 100);
$message = msgpack_pack([$w, [$w], 'tail']);
feed_all('an object, 1-byte pieces', $message, 1);
feed_all('an object, 7-byte pieces', $message, 7);
// more pieces than levels allowed: waiting must not count as nesting
feed_all('an object, 1-byte pieces, depth limit 8', $message, 1, ['max_depth' => 8]);

// {a: 1, nil: nil, nil: nil, ...}: after the first pair every nil key is a late class marker, and the decoder asks
// whether the rest of the map has arrived at each of them
$n = 30000;
$late = "\x92\xde" . pack('n', $n) . "\xa1a\x01" . str_repeat("\xc0\xc0", $n - 1) . "\xa3end";
feed_all('late markers, 4 KiB pieces', $late, 4096);
feed_all('late markers, whole', $late, strlen($late));
?>
--EXPECT--
an object, 1-byte pieces: same value, scanned each byte at most once, decoded once, taken up at most once per later piece
an object, 7-byte pieces: same value, scanned each byte at most once, decoded once, taken up at most once per later piece
an object, 1-byte pieces, depth limit 8: same value, scanned each byte at most once, decoded once, taken up at most once per later piece
late markers, 4 KiB pieces: same value, scanned each byte at most once, decoded once, taken up at most once per later piece
late markers, whole: same value, scanned each byte at most once, decoded once, taken up at most once per later piece
