--TEST--
Streams: a fatal error in a StreamUnpacker's read whose stream pclose() closed there leaves the StreamUnpacker usable for a shutdown function even when the stream's stream_close() fails fatally too: it ran inside the error handler, whose second fatal error left the StreamUnpacker's frame unabandoned ("while it reads"); the stream is closed at the request's end
--EXTENSIONS--
msgpack
--INI--
fatal_error_backtraces=0
--FILE--
<?php
error_reporting(E_ALL & ~E_DEPRECATED);
use MessagePack\{Packer, StreamUnpacker};

class FailingClose
{
    public $context;
    public static string $data = '';
    public static ?Closure $during = null;
    private int $pos = 0;
    public function stream_open($path, $mode, $options, &$opened)
    {
        return true;
    }
    public function stream_read($count)
    {
        if ($f = self::$during) {
            self::$during = null;
            $f();
        }
        $chunk = substr(self::$data, $this->pos, $count);
        $this->pos += strlen($chunk);
        return $chunk;
    }
    public function stream_eof()
    {
        return $this->pos >= strlen(self::$data);
    }
    public function stream_close()
    {
        echo "stream_close\n";
        trigger_error('fatal in stream_close', E_USER_ERROR);
    }
    public function stream_stat()
    {
        return [];
    }
}
stream_wrapper_register('failing-close', 'FailingClose');

FailingClose::$data = (new Packer())->pack([1, 2]);
$s = fopen('failing-close://', 'r');
$u = new StreamUnpacker($s);
register_shutdown_function(function () use ($u) {
    echo "shutdown function\n";
    try {
        foreach ($u as $m) {
            var_dump($m);
        }
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
});
FailingClose::$during = function () use ($s) {
    pclose($s);
    trigger_error('fatal in the read', E_USER_ERROR);
};
foreach ($u as $m) {
    var_dump($m);
}
?>
--EXPECTF--
Fatal error: fatal in the read in %s on line %d
shutdown function
MessagePack\Exception\UnpackingFailedException: Cannot read from the stream: it was closed
stream_close

Fatal error: fatal in stream_close in %s on line %d
