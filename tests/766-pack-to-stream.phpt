--TEST--
Packer::packToStream(): the bytes pack() gives (shared datasets, tricky values, options, transformers that pack again), written as the encoding grows (every write but the last at least 64 KiB, none beyond 64 KiB and the largest token; compact mode's string references in one write at the end); the return value; errors and hostile stream wrappers
--FILE--
<?php
use MessagePack\{BufferUnpacker, CanBePacked, CanPack, Packer, PackOptions, StreamUnpacker, Structures, UnpackOptions};
use MessagePack\Extension\TimestampExtension;
use MessagePack\Type\{Bin, Ext, Map, Timestamp};

/* A stream wrapper that keeps what it is given and the size of every write. */
class Sink
{
    public $context;
    public static string $data = '';
    public static array $writes = [];
    public static ?Closure $onWrite = null;

    public function stream_open($path, $mode, $options, &$opened)
    {
        self::$data = '';
        self::$writes = [];
        return true;
    }
    public function stream_write($data)
    {
        if (self::$onWrite) {
            $r = (self::$onWrite)($data);
            if ($r !== null) {
                return $r;
            }
        }
        self::$writes[] = strlen($data);
        self::$data .= $data;
        return strlen($data);
    }
}
stream_wrapper_register('sink', 'Sink');

/* The longest string in a value (the largest token it has, but for its header). */
function longest($value): int
{
    if (is_string($value)) {
        return strlen($value);
    }
    $max = 0;
    if (is_array($value) || is_object($value)) {
        foreach (is_object($value) ? get_object_vars($value) : $value as $v) {
            $max = max($max, longest($v));
        }
    }
    return $max;
}

/* Every write but the last at least 64 KiB, and none beyond 64 KiB and the largest token (and a page of slack). */
function write_sizes(array $writes, $value): string
{
    $last = array_pop($writes);
    $small = array_filter($writes, fn ($n) => $n < 65536);
    $large = array_filter($writes, fn ($n) => $n > 65536 + longest($value) + 5 + 4096);
    return ($small ? count($small) . ' below 64 KiB' : 'none below 64 KiB') . ($large ? ', ' . count($large) . ' TOO LARGE' : '');
}

function to_stream(Packer $p, $value): array
{
    $s = fopen('sink://x', 'w');
    // one stream_write() per write: PHP cuts writes to a wrapper into chunks of this size
    stream_set_chunk_size($s, 1 << 30);
    $n = $p->packToStream($s, $value);
    fclose($s);
    return [$n, Sink::$data, Sink::$writes];
}

class Point implements CanBePacked
{
    public function __construct(public int $x, public int $y) {}
    public function pack(Packer $packer): string
    {
        return $packer->packExt(5, $packer->pack([$this->x, $this->y]));
    }
}
class Wrapped
{
    public function __construct(public $inner) {}
}
/* A transformer that packs its value's contents with the same Packer, and also writes them to another stream. */
class WrappedTransformer implements CanPack
{
    public $side;
    public function pack(Packer $packer, mixed $value): ?string
    {
        if (!$value instanceof Wrapped) {
            return null;
        }
        $packer->packToStream($this->side, $value->inner);
        return $packer->packMapHeader(1) . $packer->packStr('wrapped') . $packer->pack($value->inner);
    }
}

echo "-- same bytes as pack(), read back by StreamUnpacker\n";
$values = [];
foreach (glob(__DIR__ . '/../benchmarks/data/*.json') as $file) {
    $values[basename($file)] = json_decode(file_get_contents($file), true);
}
$rows = [];
for ($i = 0; $i < 3000; $i++) {
    $rows[] = ['id' => $i, 'name' => "user $i", 'score' => $i / 7, 'tags' => ['a', 'b', str_repeat('c', $i % 300)]];
}
$values += [
    'rows' => $rows,
    'scalars' => [null, true, false, 0, -1, 127, 128, -33, PHP_INT_MAX, PHP_INT_MIN, 0.1, -0.0, INF, '', 'é'],
    'empty array' => [],
    'just over 64 KiB' => str_repeat('x', 65536),
    'strings across the buffer boundary' => array_map(fn ($n) => str_repeat('s', $n), range(60000, 70000, 97)),
    'large string' => ['head', str_repeat('0123456789', 500000), 'tail'],
    'deep' => array_reduce(range(1, 100), fn ($carry) => [$carry], 'core'),
    'types' => [new Bin(str_repeat("\xff", 70000)), new Map([1, 2]), new Ext(3, str_repeat('e', 100000)), new Point(1, -2)],
    'many objects' => array_map(fn ($i) => new Point($i, -$i), range(1, 20000)),
    'timestamps' => array_map(fn ($i) => new Timestamp(1700000000 + $i, $i), range(1, 20000)),
];
$packer = new Packer(null, [new TimestampExtension()]);
foreach ($values as $name => $value) {
    [$n, $bytes, $writes] = to_stream($packer, $value);
    $packed = $packer->pack($value);
    $s = fopen('php://temp', 'w+');
    $packer->packToStream($s, $value);
    rewind($s);
    $back = iterator_to_array(new StreamUnpacker($s, null, [new TimestampExtension()]));
    $readable = !str_contains($name, 'types') && !str_contains($name, 'objects');
    printf("%s: %s, %s, %d writes, %s, read back %s\n", $name, $bytes === $packed ? 'same bytes' : 'DIFFERENT',
        $n === strlen($packed) ? 'count right' : "count $n", count($writes), write_sizes($writes, $value),
        !$readable ? 'n/a' : (count($back) === 1 && $back[0] == $value ? 'equal' : 'DIFFERENT'));
}

echo "-- options\n";
$options = [
    'FORCE_BIN' => PackOptions::FORCE_BIN,
    'DETECT_STR_BIN' => PackOptions::DETECT_STR_BIN,
    'FORCE_ARR | FORCE_FLOAT32' => PackOptions::FORCE_ARR | PackOptions::FORCE_FLOAT32,
    'RECORDS' => PackOptions::RECORDS,
    'COMPACT' => PackOptions::COMPACT,
];
foreach ($options as $name => $option) {
    $p = new Packer($option);
    [$n, $bytes, $writes] = to_stream($p, $rows);
    printf("%s: %s, %d %s\n", $name, $bytes === $p->pack($rows) ? 'same bytes' : 'DIFFERENT', count($writes),
        count($writes) === 1 ? 'write (at the end)' : 'writes');
}
$structures = new Structures();
$p = (new Packer())->withStructures($structures);
$q = (new Packer())->withStructures(new Structures());
[$n, $bytes] = to_stream($p, $rows);
var_dump($bytes === $q->pack($rows), count($structures));

echo "-- a transformer that packs again (pack(), and packToStream() to another stream)\n";
$t = new WrappedTransformer();
$t->side = fopen('php://memory', 'w+');
$p = new Packer(null, [$t]);
$value = [new Wrapped(['a' => 1]), str_repeat('z', 100000), new Wrapped([new Wrapped('inner')])];
[$n, $bytes] = to_stream($p, $value);
$side = stream_get_contents($t->side, -1, 0);
var_dump($bytes === $p->pack($value));
echo "the other stream: ", bin2hex($side), "\n";

echo "-- errors\n";
$p = new Packer();
$tries = [
    'unsupported after 200000 bytes' => [str_repeat('x', 200000), fn () => 1],
    'a resource' => [1, 2, STDIN],
    'too deep' => array_reduce(range(1, 5000), fn ($carry) => [$carry], 1),
];
foreach ($tries as $name => $value) {
    $s = fopen('sink://x', 'w');
    try {
        $p->packToStream($s, $value);
        echo "$name: no error\n";
    } catch (Throwable $e) {
        try {
            $p->pack($value);
        } catch (Throwable $e2) {
        }
        printf("%s: %s: %s (pack(): %s), %d bytes written before\n", $name, get_class($e), $e->getMessage(),
            $e2->getMessage() === $e->getMessage() ? 'the same' : $e2->getMessage(), strlen(Sink::$data));
    }
}

echo "-- hostile stream wrappers\n";
$big = [str_repeat('a', 100000), range(1, 50000), str_repeat('b', 100000)];
$cases = [
    'stream_write() returns 0' => fn ($data) => 0,
    'stream_write() throws' => function ($data) {
        static $n = 0;
        if (++$n === 2) {
            throw new RuntimeException('write failed');
        }
    },
    'stream_write() closes the stream' => function ($data) {
        global $s;
        static $once = false;
        if (!$once) {
            $once = true;
            var_dump(fclose($s));
        }
    },
    'stream_write() packs to the same stream' => function ($data) {
        global $s, $p;
        static $depth = 0;
        if ($depth++ === 0) {
            $p->packToStream($s, 'inner');
        }
        $depth--;
    },
    'stream_write() drops the Packer' => function ($data) {
        global $p;
        $p = null;
    },
];
foreach ($cases as $name => $f) {
    echo "$name:\n";
    $p = new Packer();
    $s = fopen('sink://x', 'w');
    stream_set_chunk_size($s, 1 << 30);
    Sink::$onWrite = $f;
    try {
        $n = $p ? $p->packToStream($s, $big) : 0;
        printf("  returned %d, %d bytes kept\n", $n, strlen(Sink::$data));
    } catch (Throwable $e) {
        printf("  %s: %s; %d bytes kept\n", get_class($e), $e->getMessage(), strlen(Sink::$data));
    }
    Sink::$onWrite = null;
}

echo "-- a non-blocking socket that takes no more: a short write\n";
[$w, $r] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
stream_set_blocking($w, false);
try {
    (new Packer())->packToStream($w, str_repeat("x", 8 << 20));
} catch (MessagePack\Exception\PackingFailedException $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECTF--
-- same bytes as pack(), read back by StreamUnpacker
blob-mimes.json: same bytes, count right, 6 writes, none below 64 KiB, read back equal
example4.json: same bytes, count right, 1 writes, none below 64 KiB, read back equal
github-issues.json: same bytes, count right, 2 writes, none below 64 KiB, read back equal
sample-large.json: same bytes, count right, 1 writes, none below 64 KiB, read back equal
rows: same bytes, count right, 9 writes, none below 64 KiB, read back equal
scalars: same bytes, count right, 1 writes, none below 64 KiB, read back equal
empty array: same bytes, count right, 1 writes, none below 64 KiB, read back equal
just over 64 KiB: same bytes, count right, 2 writes, none below 64 KiB, read back equal
strings across the buffer boundary: same bytes, count right, 77 writes, none below 64 KiB, read back equal
large string: same bytes, count right, 3 writes, none below 64 KiB, read back equal
deep: same bytes, count right, 1 writes, none below 64 KiB, read back equal
types: same bytes, count right, 3 writes, none below 64 KiB, read back n/a
many objects: same bytes, count right, 4 writes, none below 64 KiB, read back n/a
timestamps: same bytes, count right, 4 writes, none below 64 KiB, read back equal
-- options
FORCE_BIN: same bytes, 9 writes
DETECT_STR_BIN: same bytes, 9 writes
FORCE_ARR | FORCE_FLOAT32: same bytes, 8 writes
RECORDS: same bytes, 8 writes
COMPACT: same bytes, 1 write (at the end)
bool(true)
int(1)
-- a transformer that packs again (pack(), and packToStream() to another stream)
bool(true)
the other stream: 81a16101a5696e6e65729181a777726170706564a5696e6e6572a5696e6e6572
-- errors
unsupported after 200000 bytes: MessagePack\Exception\PackingFailedException: Unsupported type "Closure", maybe you forgot to register the type transformer or extension? (pack(): the same), 200006 bytes written before
a resource: MessagePack\Exception\PackingFailedException: Unsupported type "resource", maybe you forgot to register the type transformer or extension? (pack(): the same), 0 bytes written before
too deep: MessagePack\Exception\PackingFailedException: Maximum nesting depth of 4096 exceeded (pack(): the same), 0 bytes written before
-- hostile stream wrappers
stream_write() returns 0:
  MessagePack\Exception\PackingFailedException: Could not write to the stream: 0 of %d bytes written; 0 bytes kept
stream_write() throws:
  RuntimeException: write failed; %d bytes kept
stream_write() closes the stream:

Warning: fclose(): %r(\d+ is not a valid stream resource|cannot close the provided stream, as it must not be manually closed)%r in %s on line %d
bool(false)
  returned 349632, 349632 bytes kept
stream_write() packs to the same stream:
  returned 349632, 349662 bytes kept
stream_write() drops the Packer:
  returned 349632, 349632 bytes kept
-- a non-blocking socket that takes no more: a short write
Could not write to the stream: %d of 8388613 bytes written
