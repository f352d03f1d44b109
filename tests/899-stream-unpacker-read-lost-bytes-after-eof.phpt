--TEST--
StreamUnpacker: a read that loses its bytes (user code throws in the wrapper's stream_eof() after stream_read() gave them) ends the stream also once the wrapper's stream_eof() has said true before (more came after: a growing file): PHP never clears a user wrapper's end flag, so the loss, told by the flag the failing read sets, went unnoticed there and the bytes after the gap were taken as the rest of the message (a string with the next message's bytes in it)
--FILE--
<?php
use MessagePack\{Packer, StreamUnpacker};

class Growing
{
    public $context;
    public static string $data = '';
    public static int $throwAt = -1;
    private int $pos = 0;

    public function stream_open($path, $mode, $options, &$opened)
    {
        return true;
    }

    public function stream_read($count)
    {
        $chunk = substr(self::$data, $this->pos, 5);
        $this->pos += strlen($chunk);
        return $chunk;
    }

    public function stream_eof()
    {
        if ($this->pos === self::$throwAt) {
            self::$throwAt = -1;
            throw new RuntimeException("stream_eof() failed at $this->pos");
        }
        return $this->pos >= strlen(self::$data);
    }
}
stream_wrapper_register('growing', 'Growing');

function iterate(StreamUnpacker $u): void
{
    try {
        foreach ($u as $i => $m) {
            echo "  $i: ", var_export($m, true), "\n";
        }
        echo "  end\n";
    } catch (Throwable $e) {
        echo '  ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}

$p = new Packer();
$first = $p->pack(7) . $p->pack('abcdef'); // 1 + 7 bytes: ends the wrapper's data at a read's end

echo "-- more comes after the end, and nothing is lost: read\n";
Growing::$data = $first;
$s = fopen('growing://', 'r');
$u = new StreamUnpacker($s);
iterate($u);
echo 'feof: ', var_export(feof($s), true), "\n";
Growing::$data .= $p->pack('more') . $p->pack([1, 2]);
iterate($u);
echo 'feof: ', var_export(feof($s), true), "\n";

echo "-- more comes after the end, and a read inside a message loses its bytes\n";
Growing::$data = $first;
$u = new StreamUnpacker(fopen('growing://', 'r'));
iterate($u);
Growing::$data .= $p->pack(str_repeat('s', 20)) . $p->pack(['k' => 'v']);
Growing::$throwAt = 18; // the read of bytes 13-17, inside the 22-byte string at 8 (reads of 5 from byte 8 on)
for ($round = 0; $round < 3; $round++) {
    iterate($u);
}

echo "-- more comes after the end, and a read of whole messages loses them\n";
Growing::$data = $first . '  '; // two positive fixints: reads end at 10
$u = new StreamUnpacker(fopen('growing://', 'r'));
iterate($u);
Growing::$data .= str_repeat($p->pack(8), 10) . $p->pack('xyz');
Growing::$throwAt = 15; // the read of bytes 10-14: five of the ten messages
for ($round = 0; $round < 2; $round++) {
    iterate($u);
}
?>
--EXPECT--
-- more comes after the end, and nothing is lost: read
  0: 7
  1: 'abcdef'
  end
feof: true
  2: 'more'
  3: array (
  0 => 1,
  1 => 2,
)
  end
feof: true
-- more comes after the end, and a read inside a message loses its bytes
  0: 7
  1: 'abcdef'
  end
  RuntimeException: stream_eof() failed at 18
  MessagePack\Exception\InsufficientDataException: Not enough data to read: the stream ended after 5 bytes of an incomplete message
  MessagePack\Exception\InsufficientDataException: Not enough data to read: the stream ended after 5 bytes of an incomplete message
-- more comes after the end, and a read of whole messages loses them
  0: 7
  1: 'abcdef'
  2: 32
  3: 32
  end
  RuntimeException: stream_eof() failed at 15
  end
