--TEST--
Packer::packToStream() with PackOptions::SEQUENTIAL: a message whose last write the stream refuses (or throws in) defines no record for the next ones, as a pack() that fails defines nothing; a Fiber suspended in that write keeps the Packer's stream busy, so a second message cannot go out before it; RECORDS with shared Structures likewise keeps nothing of a message not written
--FILE--
<?php
use MessagePack\{Packer, PackOptions, StreamUnpacker, Structures, UnpackOptions};

class W
{
    public $context;
    public static $out = '';
    public static $fail = null; // 'zero' or 'throw', for the next write only

    public function stream_open($path, $mode, $options, &$opened)
    {
        return true;
    }
    public function stream_write($data)
    {
        if (Fiber::getCurrent()) {
            Fiber::suspend();
        }
        $fail = self::$fail;
        self::$fail = null;
        if ($fail === 'zero') {
            return 0;
        }
        if ($fail === 'throw') {
            throw new RuntimeException('write refused');
        }
        self::$out .= $data;
        return strlen($data);
    }
}
stream_wrapper_register('wr', 'W');

function read_back(): void
{
    $m = fopen('php://memory', 'w+');
    fwrite($m, W::$out);
    rewind($m);
    try {
        foreach (new StreamUnpacker($m, UnpackOptions::COMPACT) as $row) {
            echo '  ', json_encode($row), "\n";
        }
    } catch (Throwable $e) {
        echo '  ', get_class($e), ': ', $e->getMessage(), "\n";
    }
    W::$out = '';
}

foreach (['zero', 'throw'] as $how) {
    $p = new Packer(PackOptions::SEQUENTIAL);
    $s = fopen('wr://x', 'w');
    W::$fail = $how;
    try {
        $p->packToStream($s, ['id' => 1, 'ok' => true]);
    } catch (Throwable $e) {
        echo "$how: ", get_class($e), ': ', $e->getMessage(), "\n";
    }
    echo '  then ', $p->packToStream($s, ['id' => 2, 'ok' => false]), ' bytes, ';
    echo $p->packToStream($s, ['id' => 3, 'ok' => true]), " bytes\n";
    read_back();
}

echo "a Fiber suspended in the write\n";
$p = new Packer(PackOptions::SEQUENTIAL);
$s = fopen('wr://x', 'w');
$f = new Fiber(fn () => $p->packToStream($s, ['id' => 1, 'ok' => true]));
$f->start();
try {
    $p->packToStream($s, ['id' => 2, 'ok' => false]);
} catch (Throwable $e) {
    echo '  ', get_class($e), ': ', $e->getMessage(), "\n";
}
$f->resume();
echo '  then ', $p->packToStream($s, ['id' => 2, 'ok' => false]), " bytes\n";
read_back();

echo "RECORDS with shared Structures\n";
$structures = new Structures();
$p = (new Packer(PackOptions::RECORDS))->withStructures($structures);
$s = fopen('wr://x', 'w');
W::$fail = 'zero';
try {
    $p->packToStream($s, [['id' => 1, 'ok' => true], ['id' => 2, 'ok' => false]]);
} catch (Throwable $e) {
    echo '  ', get_class($e), ': ', $e->getMessage(), "\n";
}
echo '  structures kept: ', json_encode($structures->toArray()), "\n";
$p->packToStream($s, [['id' => 1, 'ok' => true], ['id' => 2, 'ok' => false]]);
echo '  after a message written: ', json_encode($structures->toArray()), "\n";
?>
--EXPECT--
zero: MessagePack\Exception\PackingFailedException: Could not write to the stream: 0 of 12 bytes written
  then 12 bytes, 3 bytes
  {"id":2,"ok":false}
  {"id":3,"ok":true}
throw: RuntimeException: write refused
  then 12 bytes, 3 bytes
  {"id":2,"ok":false}
  {"id":3,"ok":true}
a Fiber suspended in the write
  MessagePack\Exception\PackingFailedException: Cannot pack with PackOptions::SEQUENTIAL while another pack() of this Packer is in progress: its messages must go out in order
  then 3 bytes
  {"id":1,"ok":true}
  {"id":2,"ok":false}
RECORDS with shared Structures
  MessagePack\Exception\PackingFailedException: Could not write to the stream: 0 of 7 bytes written
  structures kept: []
  after a message written: [["id","ok"]]
