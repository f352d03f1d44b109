--TEST--
MessagePack\Packer::packToStream(): a stream a transformer closes mid-encode throws "it was closed"; after a short write no transformer runs; a token larger than 256 KiB followed by more values writes the bytes pack() returns
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\CanPack;
use MessagePack\Packer;

function attempt(string $label, callable $f): void
{
    try {
        $r = $f();
        echo $label, ': ', var_export($r, true), "\n";
    } catch (Throwable $e) {
        echo $label, ': ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}

/* Closes the stream it is given when it packs a stdClass. */
final class Closer implements CanPack
{
    public function __construct(private $stream)
    {
    }

    public function pack(Packer $packer, $value): ?string
    {
        if (!$value instanceof stdClass) {
            return null;
        }
        fclose($this->stream);
        return "\xc0";
    }
}

echo "-- closed by a transformer\n";
// Nothing written yet: the one write at the end finds the stream closed.
$s = fopen('php://memory', 'w+');
attempt('small', fn () => (new Packer(null, [new Closer($s)]))->packToStream($s, [1, new stdClass(), 2]));
var_dump(is_resource($s));
// 64 KiB written before the object (flushed before the transformer runs), then the next flush finds it closed.
$s = fopen('php://memory', 'w+');
attempt('large', fn () => (new Packer(null, [new Closer($s)]))->packToStream($s, [str_repeat('a', 70000), new stdClass(), str_repeat('b', 70000)]));

echo "-- a short write, then an object\n";
final class Limited
{
    public static int $room = 0;
    public $context;

    public function stream_open(string $path, string $mode, int $options, ?string &$opened): bool
    {
        return true;
    }

    public function stream_write(string $data): int
    {
        $n = min(strlen($data), self::$room);
        self::$room -= $n;
        return $n;
    }
}
stream_wrapper_register('limited', Limited::class);
final class Counting implements CanPack
{
    public int $calls = 0;

    public function pack(Packer $packer, $value): ?string
    {
        $this->calls++;
        return "\xc0";
    }
}
$counting = new Counting();
Limited::$room = 1000;
$s = fopen('limited://x', 'w');
// The output before the first object goes out when the object is reached; the stream takes 1000 bytes of it.
attempt('short write', fn () => (new Packer(null, [$counting]))->packToStream($s, [str_repeat('a', 70000), new stdClass(), new stdClass()]));
echo "transformer calls: {$counting->calls}\n";
Limited::$room = PHP_INT_MAX;
attempt('room again', fn () => (new Packer(null, [$counting]))->packToStream($s, [new stdClass(), 'x']));
echo "transformer calls: {$counting->calls}\n";

echo "-- a large token, then more\n";
$value = [str_repeat('x', 300000), 1, str_repeat('y', 70000), ['z' => str_repeat('w', 70000)], 2];
$s = fopen('php://memory', 'w+');
$written = (new Packer())->packToStream($s, $value);
rewind($s);
$bytes = stream_get_contents($s);
$expected = (new Packer())->pack($value);
var_dump($written === strlen($expected), $bytes === $expected);
?>
--EXPECT--
-- closed by a transformer
small: MessagePack\Exception\PackingFailedException: Could not write to the stream: it was closed
bool(false)
large: MessagePack\Exception\PackingFailedException: Could not write to the stream: it was closed
-- a short write, then an object
short write: MessagePack\Exception\PackingFailedException: Could not write to the stream: 1000 of 65536 bytes written
transformer calls: 0
room again: 4
transformer calls: 1
-- a large token, then more
bool(true)
bool(true)
