--TEST--
Streams: pclose() and proc_close() inside a read or write of ours (a wrapper's stream_read() or stream_write(), a user filter, a Fiber suspended there) close the resource without the fclose() refusal: the stream is kept until the read or write returns, then freed (it was freed under PHP's stream layer: a crash); what the read gave is kept, the next read says the stream was closed
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{Packer, StreamUnpacker};
use MessagePack\TypeTransformer\StreamTransformer;

class Closing
{
    public $context;
    public static string $data = '';
    public static ?Closure $during = null;
    public static int $writes = 0;
    private int $pos = 0;
    public function stream_open($path, $mode, $options, &$opened)
    {
        return true;
    }
    private function during()
    {
        if (self::$during) {
            $f = self::$during;
            self::$during = null;
            $f();
        }
    }
    public function stream_read($count)
    {
        $this->during();
        $chunk = substr(self::$data, $this->pos, $count);
        $this->pos += strlen($chunk);
        return $chunk;
    }
    public function stream_write($data)
    {
        $this->during();
        self::$writes++;
        return strlen($data);
    }
    public function stream_eof()
    {
        return $this->pos >= strlen(self::$data);
    }
    public function stream_stat()
    {
        return [];
    }
}
stream_wrapper_register('closing', 'Closing');

$packer = new Packer();
Closing::$data = $packer->pack([1, 2]) . $packer->pack('next');

function iterate($u)
{
    try {
        foreach ($u as $i => $m) {
            echo "  $i: ", json_encode($m), "\n";
        }
        echo "  end\n";
    } catch (Throwable $e) {
        echo '  ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}

echo "-- pclose() in stream_read()\n";
$s = fopen('closing://', 'r');
Closing::$during = function () use ($s) {
    echo "  pclose: ", gettype(pclose($s)), "\n";
};
iterate(new StreamUnpacker($s));
var_dump(is_resource($s));

echo "-- pclose() in stream_write()\n";
$s = fopen('closing://', 'w');
Closing::$during = function () use ($s) {
    pclose($s);
};
try {
    $n = $packer->packToStream($s, str_repeat('x', 200000));
    echo "  wrote $n\n";
} catch (Throwable $e) {
    echo '  ', get_class($e), ': ', $e->getMessage(), "\n";
}

echo "-- pclose() in a StreamTransformer's read\n";
$s = fopen('closing://', 'r');
Closing::$during = function () use ($s) {
    pclose($s);
};
echo "  ", bin2hex((new Packer(null, [new StreamTransformer()]))->pack($s)), "\n";

echo "-- pclose() from main while a Fiber is suspended in the read\n";
$s = fopen('closing://', 'r');
Closing::$during = function () {
    Fiber::suspend();
};
$u = new StreamUnpacker($s);
$fiber = new Fiber(function () use ($u) {
    iterate($u);
});
$fiber->start();
pclose($s);
$fiber->resume();

echo "-- proc_close() in a user filter on its pipe\n";
class CloseProcess extends php_user_filter
{
    public static $proc = null;
    public function filter($in, $out, &$consumed, bool $closing): int
    {
        if (self::$proc) {
            $p = self::$proc;
            self::$proc = null;
            echo "  proc_close: ", proc_close($p), "\n";
        }
        while ($bucket = stream_bucket_make_writeable($in)) {
            $consumed += $bucket->datalen;
            stream_bucket_append($out, $bucket);
        }
        return PSFS_PASS_ON;
    }
}
stream_filter_register('close_process', 'CloseProcess');
$hex = bin2hex(Closing::$data);
CloseProcess::$proc = proc_open([PHP_BINARY, '-n', '-r', "echo hex2bin('$hex');"], [1 => ['pipe', 'w']], $pipes);
stream_filter_append($pipes[1], 'close_process', STREAM_FILTER_READ);
iterate(new StreamUnpacker($pipes[1]));
echo "done\n";
?>
--EXPECT--
-- pclose() in stream_read()
  pclose: integer
  0: [1,2]
  1: "next"
  MessagePack\Exception\UnpackingFailedException: Cannot read from the stream: it was closed
bool(false)
-- pclose() in stream_write()
  MessagePack\Exception\PackingFailedException: Could not write to the stream: it was closed
-- pclose() in a StreamTransformer's read
  c408920102a46e657874
-- pclose() from main while a Fiber is suspended in the read
  0: [1,2]
  1: "next"
  MessagePack\Exception\UnpackingFailedException: Cannot read from the stream: it was closed
-- proc_close() in a user filter on its pipe
  proc_close: 0
  0: [1,2]
  1: "next"
  MessagePack\Exception\UnpackingFailedException: Cannot read from the stream: it was closed
done
