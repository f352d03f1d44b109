--TEST--
MessagePackUnpacker::execute($str, &$offset), counted: messages the string holds whole are decoded in place, never scanned or copied; a message cut across calls is decoded once, taken up at most once per later piece, copied once, and scanned at most twice (PHP-only objects: by the decoder, which makes an object once all of it is there, and for the offset)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (!function_exists('msgpack_test_counters')) die('skip needs a test build (PHP debug build or -DMSGPACK_TEST_COUNTERS)'); ?>
--FILE--
<?php
class W { public $list; public $name; public function __wakeup() {} }

function direct_all(string $name, string $bytes, int $size, ?array $expect = null): void
{
    $expect ??= [msgpack_unpack($bytes)];
    $messages = count($expect);
    msgpack_test_counters(true);
    $u = new MessagePackUnpacker(true);
    $buf = '';
    $off = 0;
    $got = [];
    $pieces = str_split($bytes, $size);
    foreach ($pieces as $piece) {
        $buf .= $piece;
        while ($u->execute($buf, $off)) {
            $got[] = $u->data();
        }
    }
    $c = msgpack_test_counters(true);
    $times = fn (int $n, int $most) => $n === 0 ? 'nothing' : ($n <= $most * strlen($bytes) ? ($most === 1 ? 'each byte at most once' : 'each byte at most twice') : "$n of " . strlen($bytes) . ' bytes');
    printf("%s: %s; scanned %s; %s; copied %s\n", $name,
        serialize($got) === serialize($expect) ? 'same values' : 'DIFFERS',
        $times($c['scanned_bytes'], 2),
        $c['decodes'] === $messages && $c['resumes'] <= count($pieces) - 1 ? "decoded once a message, taken up at most once per later piece"
            : "{$c['decodes']} decodes, {$c['resumes']} resumes for " . count($pieces) . ' pieces',
        $times($c['stream_moved'], 1));
}

$many = '';
$values = [];
foreach (range(1, 1000) as $i) {
    $values[] = $v = ['id' => $i, 'name' => "n$i", 'tags' => ['a', 'b']];
    $many .= msgpack_pack($v);
}
direct_all('1,000 messages in one string', $many, strlen($many), $values);
// PHP-only objects in a cut message are scanned twice: by the decoder, which makes an object once all of it is
// there, and for PECL's offsets
$w = new W;
$w->list = range(1, 2000);
$w->name = str_repeat('n', 100);
$message = msgpack_pack([$w, [$w], str_repeat('long', 5000), 'tail']);
direct_all('an object and a long string, 1-byte pieces', $message, 1);
direct_all('an object and a long string, 7-byte pieces', $message, 7);
direct_all('an object and a long string, 4 KiB pieces', $message, 4096);
direct_all('a 200 KB string, 1 KiB pieces', msgpack_pack([str_repeat('x', 200000)]), 1024);
direct_all('a 200 KB string, 1-byte pieces at its end', msgpack_pack([str_repeat('x', 200000)]), 199990);
?>
--EXPECT--
1,000 messages in one string: same values; scanned nothing; decoded once a message, taken up at most once per later piece; copied nothing
an object and a long string, 1-byte pieces: same values; scanned each byte at most twice; decoded once a message, taken up at most once per later piece; copied each byte at most once
an object and a long string, 7-byte pieces: same values; scanned each byte at most twice; decoded once a message, taken up at most once per later piece; copied each byte at most once
an object and a long string, 4 KiB pieces: same values; scanned each byte at most twice; decoded once a message, taken up at most once per later piece; copied each byte at most once
a 200 KB string, 1 KiB pieces: same values; scanned each byte at most twice; decoded once a message, taken up at most once per later piece; copied each byte at most once
a 200 KB string, 1-byte pieces at its end: same values; scanned each byte at most twice; decoded once a message, taken up at most once per later piece; copied each byte at most once
