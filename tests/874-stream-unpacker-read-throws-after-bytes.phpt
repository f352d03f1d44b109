--TEST--
StreamUnpacker: bytes a read returned before the stream threw (those PHP's stream layer had buffered, served with the wrapper's next read that throws) are kept: the exception goes up and the next foreach goes on with them, nothing lost or out of step
--FILE--
<?php
use MessagePack\{Packer, StreamUnpacker};

class W
{
    public $context;
    public static $data = '';
    public static $throwAt = -1;
    private $pos = 0;
    private $calls = 0;

    public function stream_open($path, $mode, $options, &$opened)
    {
        return true;
    }
    public function stream_read($count)
    {
        if (++$this->calls === self::$throwAt) {
            throw new RuntimeException("transient read error");
        }
        $chunk = substr(self::$data, $this->pos, 40);
        $this->pos += strlen($chunk);
        return $chunk;
    }
    public function stream_eof()
    {
        return $this->pos >= strlen(self::$data);
    }
}
stream_wrapper_register('wr', 'W');
$p = new Packer();
W::$data = "HEADER\n";
for ($i = 0; $i < 6; $i++) {
    W::$data .= $p->pack(['i' => $i, 'pad' => str_repeat('.', 5)]);
}
W::$throwAt = 2; // the read after the one fgets() took its line from
$s = fopen('wr://x', 'r');
echo 'header: ', trim(fgets($s)), "\n"; // leaves the rest of that read buffered in the stream
$u = new StreamUnpacker($s);
for ($round = 0; $round < 3; $round++) {
    try {
        foreach ($u as $k => $m) {
            echo "$k: ", json_encode($m), "\n";
        }
        echo "end\n";
        break;
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
header: HEADER
RuntimeException: transient read error
0: {"i":0,"pad":"....."}
1: {"i":1,"pad":"....."}
2: {"i":2,"pad":"....."}
3: {"i":3,"pad":"....."}
4: {"i":4,"pad":"....."}
5: {"i":5,"pad":"....."}
end
