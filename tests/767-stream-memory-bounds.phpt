--TEST--
Streams keep memory bounded: StreamUnpacker decodes 50 MB generated on the fly by a stream wrapper within a fixed peak (and one large message costs about twice its size, once), packToStream() packs a value whose encoding is megabytes within a fixed peak where pack() needs the whole string
--INI--
memory_limit=256M
--FILE--
<?php
use MessagePack\{Packer, StreamUnpacker};
use MessagePack\Extension\TimestampExtension;
use MessagePack\Type\Timestamp;

/* Yields parts[i][0] parts[i][1] times each, in order, without holding the whole stream. */
class Source
{
    public $context;
    public static array $parts = [];
    public static int $reads = 0;
    private string $buf = '';
    private int $pos = 0;
    private int $part = 0;
    private int $left = -1;

    public function stream_open($path, $mode, $options, &$opened)
    {
        return true;
    }
    public function stream_read($n)
    {
        self::$reads++;
        if ($this->pos > 0 && $this->pos >= strlen($this->buf) - $this->pos) {
            $this->buf = substr($this->buf, $this->pos);
            $this->pos = 0;
        }
        while (strlen($this->buf) - $this->pos < $n && $this->part < count(self::$parts)) {
            if ($this->left < 0) {
                $this->left = self::$parts[$this->part][1];
            }
            if ($this->left === 0) {
                $this->part++;
                $this->left = -1;
                continue;
            }
            $this->buf .= self::$parts[$this->part][0];
            $this->left--;
        }
        $out = substr($this->buf, $this->pos, $n);
        $this->pos += strlen($out);
        return $out;
    }
    public function stream_eof()
    {
        return $this->part >= count(self::$parts) && $this->pos >= strlen($this->buf);
    }
}
stream_wrapper_register('source', 'Source');

/* Counts what it is given, keeps nothing. */
class Sink
{
    public $context;
    public static int $bytes = 0;
    public function stream_open($path, $mode, $options, &$opened)
    {
        self::$bytes = 0;
        return true;
    }
    public function stream_write($data)
    {
        self::$bytes += strlen($data);
        return strlen($data);
    }
}
stream_wrapper_register('sink', 'Sink');

// Without PHP's allocator (USE_ZEND_ALLOC=0, the valgrind runs) memory is not counted: the same work, smaller, checks
// only that it completes.
$counted = memory_get_usage() > 0;
$within = fn (int $peak, float $bound) => !$counted || $peak < $bound;

$packer = new Packer(null, [new TimestampExtension()]);
$rows = [];
for ($i = 0; $i < 20; $i++) {
    $rows[] = ['id' => $i, 'name' => "user $i", 'email' => "u$i@example.org", 'score' => $i / 7, 'tags' => ['a', 'b']];
}
$row = $packer->pack($rows);

echo "-- StreamUnpacker: 50 MB of messages\n";
$count = intdiv(($counted ? 50 : 5) << 20, strlen($row));
Source::$parts = [[$row, $count]];
$u = new StreamUnpacker(fopen('source://', 'r'));
$base = memory_get_usage();
memory_reset_peak_usage();
$n = 0;
$ok = true;
foreach ($u as $i => $m) {
    $ok = $ok && $i === $n && $m === $rows;
    $n++;
}
$peak = memory_get_peak_usage() - $base;
var_dump($n === $count, $ok, Source::$reads > $count * strlen($row) / 8192);
echo 'peak below 512 KiB: ', $within($peak, 512 * 1024) ? 'yes' : "no ($peak)", "\n";

echo "-- StreamUnpacker: one 8 MiB message among small ones\n";
$big = $packer->pack(str_repeat('b', 8 << 20));
Source::$parts = [[$row, 100], [$big, 1], [$row, 10000]];
$u = new StreamUnpacker(fopen('source://', 'r'));
$base = memory_get_usage();
memory_reset_peak_usage();
$n = 0;
foreach ($u as $m) {
    $n++;
}
$peak = memory_get_peak_usage() - $base;
var_dump($n);
echo 'peak below 2.2 x the large message: ', $within($peak, 2.2 * strlen($big)) ? 'yes' : "no ($peak)", "\n";
unset($big);

echo "-- packToStream(): megabytes of rows, objects through the extension\n";
$many = [];
for ($i = 0; $i < 100000; $i++) {
    $many[] = ['id' => $i, 'name' => "user $i", 'email' => "u$i@example.org", 'score' => $i / 7];
}
$timestamps = array_map(fn ($i) => new Timestamp(1700000000 + $i, $i), range(1, 200000));
foreach (['rows' => $many, 'timestamps' => $timestamps] as $name => $value) {
    // The cycle collector off: objects the encoder holds for a moment are possible roots, and a collection run in the
    // middle would walk the whole value (its own memory, not the encoder's).
    gc_disable();
    $base = memory_get_usage();
    memory_reset_peak_usage();
    $packed = $packer->pack($value);
    $packPeak = memory_get_peak_usage() - $base;
    $s = fopen('sink://', 'w');
    $base = memory_get_usage();
    memory_reset_peak_usage();
    $written = $packer->packToStream($s, $value);
    $streamPeak = memory_get_peak_usage() - $base;
    gc_enable();
    fclose($s);
    printf("%s: %s MB written, %s\n", $name, $written === strlen($packed) && $written === Sink::$bytes ? round($written / 1e6, 1) : 'WRONG',
        $within($streamPeak, 256 * 1024) && (!$counted || $packPeak > $written)
            ? 'packToStream() peak below 256 KiB, pack() above the size' : "peaks $streamPeak, $packPeak");
    unset($packed);
}
?>
--EXPECT--
-- StreamUnpacker: 50 MB of messages
bool(true)
bool(true)
bool(true)
peak below 512 KiB: yes
-- StreamUnpacker: one 8 MiB message among small ones
int(10101)
peak below 2.2 x the large message: yes
-- packToStream(): megabytes of rows, objects through the extension
rows: 6.3 MB written, packToStream() peak below 256 KiB, pack() above the size
timestamps: 2 MB written, packToStream() peak below 256 KiB, pack() above the size
