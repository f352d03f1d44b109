--TEST--
MessagePack\StreamUnpacker: a Fiber suspended inside the stream's read keeps the object busy (another Fiber is refused), destroying that Fiber frees it; compact mode's records and string references split at every byte; cycles through extensions and the foreach iterator are collected
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, PackOptions, StreamUnpacker, UnpackOptions};

$packer = new Packer();

/* A wrapper whose stream_read() suspends the Fiber it runs in (when it runs in one) before giving 4 bytes. */
class Suspending
{
    public $context;
    public static string $data = '';
    private int $pos = 0;
    public function stream_open($path, $mode, $options, &$opened)
    {
        return true;
    }
    public function stream_read($count)
    {
        if (Fiber::getCurrent()) {
            Fiber::suspend('reading');
        }
        $chunk = substr(self::$data, $this->pos, 4);
        $this->pos += strlen($chunk);
        return $chunk;
    }
    public function stream_eof()
    {
        return $this->pos >= strlen(self::$data);
    }
}
stream_wrapper_register('suspending', 'Suspending');

echo "-- Fibers\n";
Suspending::$data = $packer->pack('one') . $packer->pack(['two' => 2]);
$u = new StreamUnpacker(fopen('suspending://', 'r'));
$reader = new Fiber(function () use ($u) {
    foreach ($u as $i => $m) {
        echo "fiber got $i ", json_encode($m), "\n";
    }
    return 'done';
});
var_dump($reader->start());
try {
    foreach ($u as $m) {
        echo "unexpected\n";
    }
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
while (!$reader->isTerminated()) {
    $reader->resume();
}
var_dump($reader->getReturn());

echo "-- a Fiber destroyed while suspended in the read\n";
$u = new StreamUnpacker(fopen('suspending://', 'r'));
$reader = new Fiber(function () use ($u) {
    foreach ($u as $i => $m) {
        echo "fiber got $i\n";
    }
});
$reader->start();
$reader = null; // unwinds the suspended read
foreach ($u as $i => $m) {
    echo "main got $i ", json_encode($m), "\n";
}

echo "-- compact mode, one byte at a time\n";
$rows = [];
for ($i = 0; $i < 5; $i++) {
    $rows[] = ['id' => $i, 'name' => 'a repeated string', 'inner' => ['id' => $i, 'name' => 'a repeated string']];
}
$bytes = (new Packer(PackOptions::COMPACT))->pack($rows) . (new Packer(PackOptions::COMPACT))->pack($rows[0]);
[$w, $r] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
stream_set_blocking($r, false);
$u = new StreamUnpacker($r, UnpackOptions::COMPACT);
$got = [];
$at = [];
for ($k = 0; $k < strlen($bytes); $k++) {
    fwrite($w, $bytes[$k]);
    foreach ($u as $i => $m) {
        $got[$i] = $m;
        $at[$i] = $k;
    }
}
var_dump($got === [$rows, $rows[0]], $at === [strlen((new Packer(PackOptions::COMPACT))->pack($rows)) - 1, strlen($bytes) - 1]);

echo "-- cycles\n";
class Keeper implements Extension
{
    public $keep;
    public function getType(): int
    {
        return 3;
    }
    public function pack(Packer $packer, mixed $value): ?string
    {
        return null;
    }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        return $unpacker->read($extLength);
    }
}
class Holding extends StreamUnpacker
{
    public $held;
}
gc_collect_cycles();
$keeper = new Keeper();
$u = new StreamUnpacker(fopen('php://memory', 'r'), null, [$keeper]);
$keeper->keep = $u; // StreamUnpacker -> its BufferUnpacker -> the extension -> StreamUnpacker
$weak = [WeakReference::create($keeper), WeakReference::create($u)];
unset($keeper, $u);
// The StreamUnpacker, its BufferUnpacker, the extensions array and the Keeper; before PHP 8.5 gc_collect_cycles()
// also counted the stream resource freed with them.
$collected = gc_collect_cycles();
var_dump($collected === (PHP_VERSION_ID >= 80500 ? 4 : 5) ?: $collected, $weak[0]->get(), $weak[1]->get());
$s = fopen('php://memory', 'w+');
fwrite($s, $packer->pack([1]) . $packer->pack([2]));
rewind($s);
$u = new Holding($s);
$g = (function ($u) {
    foreach ($u as $m) {
        yield $m;
    }
})($u);
$u->held = $g;      // StreamUnpacker -> Generator -> its foreach's iterator (and the message in hand) -> StreamUnpacker
var_dump($g->current());
$weak = WeakReference::create($u);
unset($u, $g);
// (what gc_collect_cycles() counts depends on the engine version: the cycle is gone, whatever the count)
var_dump(gc_collect_cycles() > 0, $weak->get());
?>
--EXPECT--
-- Fibers
string(7) "reading"
Error: Cannot iterate a MessagePack\StreamUnpacker while it reads or unpacks a message
fiber got 0 "one"
fiber got 1 {"two":2}
string(4) "done"
-- a Fiber destroyed while suspended in the read
main got 0 "one"
main got 1 {"two":2}
-- compact mode, one byte at a time
bool(true)
bool(true)
-- cycles
bool(true)
NULL
NULL
array(1) {
  [0]=>
  int(1)
}
bool(true)
NULL
