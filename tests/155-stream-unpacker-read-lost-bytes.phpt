--TEST--
StreamUnpacker: a read in which user code throws after the wrapper gave bytes (its stream_eof(), an error handler of PHP's warning, exit()) loses them in PHP's stream layer, which marks the stream's end but reads the wrapper again later: the stream ends there, a message it cut short throws InsufficientDataException, and no later bytes are taken as its rest or as messages of their own
--FILE--
<?php
use MessagePack\{Packer, StreamUnpacker};

class W
{
    public $context;
    public static string $data = '';
    public static int $step = 5;
    public static ?Closure $onEof = null;
    public static bool $excess = false;
    private int $pos = 0;

    public function stream_open($path, $mode, $options, &$opened)
    {
        return true;
    }
    public function stream_read($count)
    {
        $chunk = substr(self::$data, $this->pos, self::$step);
        $this->pos += strlen($chunk);
        if (self::$excess && $this->pos > 10) {
            self::$excess = false;
            return str_repeat('!', $count + 1); // PHP warns and keeps $count of them
        }
        return $chunk;
    }
    public function stream_eof()
    {
        if (self::$onEof) {
            (self::$onEof)($this->pos);
        }
        return $this->pos >= strlen(self::$data);
    }
}
stream_wrapper_register('lost', 'W');

$p = new Packer();
// 4 + 22 + 5 bytes: the read of bytes 5-9 (inside the string) is the one that fails
$messages = $p->pack([1, 2, 3]) . $p->pack(str_repeat('s', 20)) . $p->pack(['k' => 'v']);

function iterate(StreamUnpacker $u, int $rounds = 3): void
{
    for ($r = 0; $r < $rounds; $r++) {
        try {
            foreach ($u as $i => $m) {
                echo "  $i: ", json_encode($m) ?: var_export($m, true), "\n";
            }
            echo "  end\n";
        } catch (Throwable $e) {
            echo '  ', get_class($e), ': ', $e->getMessage(), "\n";
        }
    }
}

function throwAt(int $pos): Closure
{
    return function (int $at) use ($pos) {
        if ($at === $pos) {
            throw new RuntimeException("stream_eof() failed at $at");
        }
    };
}

echo "-- stream_eof() throws inside a message\n";
W::$data = $messages;
W::$onEof = throwAt(10);
iterate(new StreamUnpacker(fopen('lost://', 'r')));

echo "-- stream_eof() throws where the lost bytes hold whole messages\n";
W::$data = str_repeat($p->pack(7), 5) . $p->pack('abc') . str_repeat($p->pack(8), 4);
W::$onEof = throwAt(10);
iterate(new StreamUnpacker(fopen('lost://', 'r')));

echo "-- an error handler throws on the warning of a read that gave too much\n";
W::$data = $messages;
W::$onEof = null;
W::$excess = true;
set_error_handler(function ($no, $str) {
    throw new ErrorException(str_contains($str, 'more data than requested') ? 'the read gave more than asked' : $str);
});
iterate(new StreamUnpacker(fopen('lost://', 'r')));
restore_error_handler();

echo "-- a filter fails: the bytes it passed before are read, then the stream ends\n";
class FailingFilter extends php_user_filter
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
stream_filter_register('failing', 'FailingFilter');
W::$data = $messages;
$s = fopen('lost://', 'r');
stream_filter_append($s, 'failing', STREAM_FILTER_READ);
iterate(new StreamUnpacker($s));

echo "-- constructed again on another stream: read\n";
W::$data = $messages;
W::$onEof = throwAt(10);
$u = new StreamUnpacker(fopen('lost://', 'r'));
iterate($u, 1);
W::$onEof = null;
$u->__construct(fopen('lost://', 'r'));
iterate($u, 1);

echo "-- exit() in stream_eof(): a shutdown function iterates on\n";
W::$data = $messages;
W::$onEof = function (int $at) {
    if ($at === 10) {
        W::$onEof = null;
        exit;
    }
};
$u = new StreamUnpacker(fopen('lost://', 'r'));
register_shutdown_function(function () use ($u) {
    echo "shutdown:\n";
    iterate($u, 2);
});
iterate($u, 1);
?>
--EXPECTF--
-- stream_eof() throws inside a message
  0: [1,2,3]
  RuntimeException: stream_eof() failed at 10
  MessagePack\Exception\InsufficientDataException: Not enough data to read: the stream ended after 1 bytes of an incomplete message
  MessagePack\Exception\InsufficientDataException: Not enough data to read: the stream ended after 1 bytes of an incomplete message
-- stream_eof() throws where the lost bytes hold whole messages
  0: 7
  1: 7
  2: 7
  3: 7
  4: 7
  RuntimeException: stream_eof() failed at 10
  end
  end
-- an error handler throws on the warning of a read that gave too much
  0: [1,2,3]
  ErrorException: the read gave more than asked
  MessagePack\Exception\InsufficientDataException: Not enough data to read: the stream ended after 6 bytes of an incomplete message
  MessagePack\Exception\InsufficientDataException: Not enough data to read: the stream ended after 6 bytes of an incomplete message
-- a filter fails: the bytes it passed before are read, then the stream ends
  0: [1,2,3]
%A  RuntimeException: filter failed
  MessagePack\Exception\InsufficientDataException: Not enough data to read: the stream ended after 1 bytes of an incomplete message
  MessagePack\Exception\InsufficientDataException: Not enough data to read: the stream ended after 1 bytes of an incomplete message
-- constructed again on another stream: read
  0: [1,2,3]
  RuntimeException: stream_eof() failed at 10
  0: [1,2,3]
  1: "ssssssssssssssssssss"
  2: {"k":"v"}
  end
-- exit() in stream_eof(): a shutdown function iterates on
  0: [1,2,3]
shutdown:
  MessagePack\Exception\InsufficientDataException: Not enough data to read: the stream ended after 1 bytes of an incomplete message
  MessagePack\Exception\InsufficientDataException: Not enough data to read: the stream ended after 1 bytes of an incomplete message
