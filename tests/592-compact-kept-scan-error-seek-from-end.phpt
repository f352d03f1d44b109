--TEST--
BufferUnpacker with UnpackOptions::COMPACT: a message whose decode waits, with a scan error kept, for the bytes a container declares is decoded again at the next tryUnpack() when its Extension read the buffer's last byte through seek() from the end (its value may change with any byte more), as a fresh tryUnpack() of the message cut there decodes it; and StreamUnpacker reading the message a byte at a time
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, StreamUnpacker, UnpackOptions};

/* Ext 5 at offset 3: its body, or 6 bytes more when the buffer's last byte is 02 (found by seek(-1); the offset goes
 * back to the body, so it is not moved) */
final class Tail implements Extension
{
    public function getType(): int { return 5; }
    public function pack(Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $u, int $n): mixed
    {
        $u->seek(-1);
        $long = $u->read(1) === "\x02";
        $u->seek(3);
        return bin2hex($u->read($long ? $n + 6 : $n));
    }
}

/* [ext 5, an array declaring 16 entries whose first is a string reference to nothing (the scan's error)], 1, 2, ... */
$msg = "\x92\xd4\x05\x07\xdc\x00\x10\xd4\x5e\x05\x01\x02" . str_repeat("\x01", 18);

function outcome(BufferUnpacker $u): string
{
    try {
        return json_encode($u->tryUnpack());
    } catch (Throwable $e) {
        return get_class($e) . ': ' . $e->getMessage();
    }
}

/* The first cut at which tryUnpack() returns or throws something, appended byte by byte, or a fresh one per cut. */
function first(string $msg, bool $fresh): string
{
    $make = fn() => new BufferUnpacker('', UnpackOptions::COMPACT, [new Tail()]);
    $u = $make();
    $u->append(substr($msg, 0, 10));
    for ($cut = 10; $cut <= strlen($msg); $cut++) {
        if ($fresh) {
            $u = $make();
            $u->append(substr($msg, 0, $cut));
        }
        $out = outcome($u);
        if ($out !== '[]') {
            return "$cut: $out";
        }
        if (!$fresh && $cut < strlen($msg)) {
            $u->append($msg[$cut]);
        }
    }
    return 'none';
}

echo "in pieces: ", first($msg, false), "\n";
echo "fresh:     ", first($msg, true), "\n";

/* a stream that gives one byte a read */
final class OneByte
{
    public $context;
    public static string $data;
    private int $at = 0;
    public function stream_open($path, $mode, $options, &$opened) { return true; }
    public function stream_read($n) { return $this->at < strlen(self::$data) ? self::$data[$this->at++] : ''; }
    public function stream_eof() { return $this->at >= strlen(self::$data); }
    public function stream_stat() { return []; }
    public function stream_set_option($option, $a, $b) { return false; }
}
stream_wrapper_register('onebyte', OneByte::class);
OneByte::$data = $msg;
$h = fopen('onebyte://', 'r');
stream_set_read_buffer($h, 0);
stream_set_chunk_size($h, 1);
try {
    foreach (new StreamUnpacker($h, UnpackOptions::COMPACT, [new Tail()]) as $i => $m) {
        echo "stream $i: ", json_encode($m), "\n";
        if ($i === 1) {
            break;
        }
    }
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECT--
in pieces: 12: [["07dc0010d45e05",1],2]
fresh:     12: [["07dc0010d45e05",1],2]
stream 0: ["07dc0010d45e05",1]
stream 1: 2
