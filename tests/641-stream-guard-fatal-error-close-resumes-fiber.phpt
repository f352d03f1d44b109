--TEST--
Streams: a fatal error in a read of ours whose stream pclose() closed there does not close the stream inside the error handler: its wrapper's stream_close() ran there, and a Fiber it resumed left a frame still to be abandoned (a segfault); the stream is closed with the other resources at the request's end
--EXTENSIONS--
msgpack
--INI--
fatal_error_backtraces=0
--FILE--
<?php
error_reporting(E_ALL & ~E_DEPRECATED);
use MessagePack\Packer;
use MessagePack\TypeTransformer\StreamTransformer;

class Steps
{
    public $context;
    public static array $reads = [];
    public static ?Closure $onClose = null;
    private bool $done = false;
    public function stream_open($path, $mode, $options, &$opened)
    {
        return true;
    }
    public function stream_read($count)
    {
        if ($f = array_shift(self::$reads)) {
            $f();
        }
        if ($this->done) {
            return '';
        }
        $this->done = true;
        return 'abc';
    }
    public function stream_eof()
    {
        return $this->done;
    }
    public function stream_close()
    {
        echo "stream_close\n";
        if ($f = self::$onClose) {
            self::$onClose = null;
            $f();
        }
    }
    public function stream_stat()
    {
        return [];
    }
}
stream_wrapper_register('steps', 'Steps');

$packer = new Packer();
$transformer = new StreamTransformer();
$t = fopen('steps://t', 'r');
$s = fopen('steps://s', 'r');
// A Fiber suspended in a read of $t: its guard is the frame just older than the main one's.
Steps::$reads[] = function () {
    Fiber::suspend();
};
$fiber = new Fiber(function () use ($packer, $transformer, $t) {
    $packed = $transformer->pack($packer, $t);
    echo "fiber read: ", bin2hex($packed), "\n";
});
$fiber->start();
Steps::$onClose = function () use ($fiber) {
    echo "suspended: ", var_export($fiber->isSuspended(), true), "\n";
    if ($fiber->isSuspended()) {
        $fiber->resume();
    }
};
register_shutdown_function(function () {
    echo "shutdown function\n";
});
Steps::$reads[] = function () use ($s) {
    pclose($s);
    trigger_error('fatal in the read', E_USER_ERROR);
};
$transformer->pack($packer, $s);
?>
--EXPECTF--
Fatal error: fatal in the read in %s on line %d
shutdown function
stream_close
suspended: false
stream_close
