--TEST--
StreamUnpacker on a user stream wrapper with a read filter: the messages one stream_read() gave are yielded before the wrapper is read again (a user wrapper always has a seek handler, so it was taken for a regular file and asked for 64 KiB: PHP's filtered read called stream_read() on and on, which waits where the wrapper reads a socket)
--FILE--
<?php
use MessagePack\{Packer, StreamUnpacker};

class PassThrough extends php_user_filter
{
    public function filter($in, $out, &$consumed, $closing): int
    {
        while ($bucket = stream_bucket_make_writeable($in)) {
            $consumed += $bucket->datalen;
            stream_bucket_append($out, $bucket);
        }
        return PSFS_PASS_ON;
    }
}
// Holds back everything until the stream's end, then gives it all at once.
class HoldUntilClose extends php_user_filter
{
    private string $held = '';

    public function filter($in, $out, &$consumed, $closing): int
    {
        while ($bucket = stream_bucket_make_writeable($in)) {
            $consumed += $bucket->datalen;
            $this->held .= $bucket->data;
        }
        if (!$closing) {
            return PSFS_FEED_ME;
        }
        stream_bucket_append($out, stream_bucket_new($this->stream, $this->held));
        $this->held = '';
        return PSFS_PASS_ON;
    }
}
stream_filter_register('passthrough', 'PassThrough');
stream_filter_register('holduntilclose', 'HoldUntilClose');

// Gives the scripted pieces one per stream_read(); after them, '' (nothing yet: a socket would wait here) until done.
class Scripted
{
    public $context;
    public static array $pieces = [];
    public static bool $done = false;
    public static array $log = [];
    public static int $reads = 0;

    public function stream_open($path, $mode, $options, &$opened)
    {
        return true;
    }

    public function stream_read($count)
    {
        self::$reads++;
        if (self::$pieces) {
            $piece = array_shift(self::$pieces);
            self::$log[] = 'read ' . strlen($piece);
            return $piece;
        }
        self::$log[] = self::$done ? 'read: end' : 'read again (a socket waits here)';
        return '';
    }

    public function stream_eof()
    {
        return !self::$pieces && self::$done;
    }
}
stream_wrapper_register('scripted', 'Scripted');

$p = new Packer();

echo "-- two messages, then nothing yet\n";
Scripted::$pieces = [$p->pack('one') . $p->pack(['two' => 2])];
$s = fopen('scripted://x', 'r');
stream_filter_append($s, 'passthrough', STREAM_FILTER_READ);
foreach (new StreamUnpacker($s) as $i => $m) {
    Scripted::$log[] = "message $i " . json_encode($m);
    if ($i === 1) {
        break;
    }
}
echo implode("\n", Scripted::$log), "\n";

echo "-- a message of 300,000 bytes in 8 KiB reads: read once each\n";
$big = $p->pack(str_repeat('x', 300000)) . $p->pack('after');
Scripted::$pieces = str_split($big, 8192);
Scripted::$done = true;
Scripted::$reads = 0;
$pieces = count(Scripted::$pieces);
$s = fopen('scripted://x', 'r');
stream_filter_append($s, 'passthrough', STREAM_FILTER_READ);
$got = [];
foreach (new StreamUnpacker($s) as $m) {
    $got[] = strlen($m);
}
echo json_encode($got), ' reads beyond the pieces: ', Scripted::$reads - $pieces, "\n";

echo "-- a filter that holds everything back until the end\n";
Scripted::$pieces = str_split($p->pack('a') . $p->pack([1, 2, 3]) . $p->pack('c'), 3);
Scripted::$done = true;
Scripted::$log = [];
$s = fopen('scripted://x', 'r');
stream_filter_append($s, 'holduntilclose', STREAM_FILTER_READ);
foreach (new StreamUnpacker($s) as $i => $m) {
    echo "$i ", json_encode($m), "\n";
}

echo "-- a seekable stream still read 64 KiB at a time: a filter failing at its second chunk leaves the first's messages\n";
// (tests/155's failing filter on a user wrapper now fails after its first read's message: this keeps the case where
// the failure comes inside one read of PHP's stream layer, after the filter passed bytes that wait in its buffer)
class FailSecond extends php_user_filter
{
    public static int $calls = 0;

    public function filter($in, $out, &$consumed, $closing): int
    {
        if (++self::$calls === 2) {
            throw new RuntimeException('filter failed');
        }
        while ($bucket = stream_bucket_make_writeable($in)) {
            $consumed += $bucket->datalen;
            stream_bucket_append($out, $bucket);
        }
        return PSFS_PASS_ON;
    }
}
stream_filter_register('failsecond', 'FailSecond');
$s = fopen('php://memory', 'w+');
fwrite($s, str_repeat($p->pack([1, 2, 3]), 2100) . $p->pack(str_repeat('s', 20000)));
rewind($s);
stream_filter_append($s, 'failsecond', STREAM_FILTER_READ);
$u = new StreamUnpacker($s);
for ($round = 0; $round < 3; $round++) {
    $n = 0;
    try {
        foreach ($u as $m) {
            $n++;
        }
        echo "$n, end\n";
    } catch (Throwable $e) {
        echo "$n, ", get_class($e), ': ', $e->getMessage(), "\n";
    }
}
?>
--EXPECTF--
-- two messages, then nothing yet
read 10
message 0 "one"
message 1 {"two":2}
-- a message of 300,000 bytes in 8 KiB reads: read once each
[300000,5] reads beyond the pieces: 0
-- a filter that holds everything back until the end
0 "a"
1 [1,2,3]
2 "c"
-- a seekable stream still read 64 KiB at a time: a filter failing at its second chunk leaves the first's messages
%A0, RuntimeException: filter failed
2048, end
0, end
