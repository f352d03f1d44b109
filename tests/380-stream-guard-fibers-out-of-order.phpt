--TEST--
Streams: two of our reads and writes of one stream suspended in Fibers and left in another order than they began (a StreamUnpacker's read, a packToStream() write, a StreamTransformer's read): fclose() stays refused until the last of them leaves; the first to leave took the refusal off, and fclose() freed the stream under a write still going on
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{Packer, StreamUnpacker};
use MessagePack\TypeTransformer\StreamTransformer;

/* Suspends the Fiber it runs in (the first time, for a read; every time, for a write). */
class Pausing
{
    public $context;
    public static string $data = '';
    public static string $written = '';
    public static bool $pauseRead = true;
    private int $pos = 0;
    public function stream_open($path, $mode, $options, &$opened)
    {
        return true;
    }
    public function stream_read($count)
    {
        if (self::$pauseRead && Fiber::getCurrent()) {
            self::$pauseRead = false;
            Fiber::suspend('read');
        }
        $chunk = substr(self::$data, $this->pos, $count);
        $this->pos += strlen($chunk);
        return $chunk;
    }
    public function stream_write($data)
    {
        if (Fiber::getCurrent()) {
            Fiber::suspend('write');
        }
        self::$written .= $data;
        return strlen($data);
    }
    public function stream_flush()
    {
        // (without it PHP 8.6's fclose() returns false after a write: the flush it makes then fails)
        return true;
    }
    public function stream_stat()
    {
        return [];
    }
    public function stream_eof()
    {
        return $this->pos >= strlen(self::$data);
    }
}
stream_wrapper_register('pausing', 'Pausing');

$packer = new Packer();
Pausing::$data = $packer->pack([1, 2, 3]);

function tryClose($s)
{
    $r = @fclose($s);
    // (the warning's text changed in PHP 8.5: docs/api.md)
    echo $r ? "closed\n" : "refused\n";
    return $r;
}

$readers = [
    'StreamUnpacker' => function ($s) {
        foreach (new StreamUnpacker($s) as $m) {
            echo "read ", json_encode($m), "\n";
        }
    },
    'StreamTransformer' => function ($s) {
        $p = new Packer(null, [new StreamTransformer()]);
        $bytes = $p->pack($s);
        echo "transformed ", bin2hex($bytes), "\n";
    },
];
foreach ($readers as $name => $read) {
    foreach (['reader leaves first', 'writer leaves first'] as $order) {
        echo "-- $name, $order\n";
        Pausing::$pauseRead = true;
        Pausing::$written = '';
        $s = fopen('pausing://', 'r+');
        $reader = new Fiber($read);
        $writer = new Fiber(function ($s) use ($packer) {
            $n = $packer->packToStream($s, 'abc');
            echo "wrote $n\n";
        });
        echo $reader->start($s), "\n";
        echo $writer->start($s), "\n";
        if ($order === 'reader leaves first') {
            $reader->resume();
            tryClose($s); // the write goes on: refused
            $writer->resume();
        } else {
            $writer->resume();
            tryClose($s); // the read goes on: refused
            $reader->resume();
        }
        tryClose($s); // both done
        echo bin2hex(Pausing::$written), "\n";
    }
}
?>
--EXPECT--
-- StreamUnpacker, reader leaves first
read
write
read [1,2,3]
refused
wrote 4
closed
a3616263
-- StreamUnpacker, writer leaves first
read
write
wrote 4
refused
read [1,2,3]
closed
a3616263
-- StreamTransformer, reader leaves first
read
write
transformed c40493010203
refused
wrote 4
closed
a3616263
-- StreamTransformer, writer leaves first
read
write
wrote 4
refused
transformed c40493010203
closed
a3616263
