--TEST--
BufferUnpacker and StreamUnpacker with UnpackOptions::COMPACT: while a scan error is kept and the decode stops at a container that declares more entries than the bytes left, behind a large value, tryUnpack() decodes the message again only once those bytes are there, not at every append: each byte is decoded a bounded number of times (counted; 61,416,832 bytes decoded for 19,114 in the first case before, the Extension called 204,600 times where it is now called 150 times: a value per decode, of which there are three)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (!function_exists('msgpack_test_counters')) die('skip needs a test build (PHP debug build or -DMSGPACK_TEST_COUNTERS)'); ?>
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, StreamUnpacker, Structures, UnpackOptions};

final class Five implements Extension
{
    public static int $calls = 0;
    public function getType(): int { return 5; }
    public function pack(Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        self::$calls++;
        return $unpacker->read($extLength);
    }
}

/* A list of $n uint16 (every 100th an ext 5 value when $ext): what every decode of the message goes through first. */
function large(int $n, bool $ext = false): string
{
    $s = "\xdd" . pack('N', $n);
    for ($i = 0; $i < $n; $i++) {
        $s .= $ext && $i % 100 === 0 ? "\xd4\x05\x07" : "\xcd\x12\x34";
    }
    return $s;
}

/* A stream that gives one byte per read. */
class Trickle
{
    public static string $data = '';
    public $context;
    private int $pos = 0;

    function stream_open($path, $mode, $options, &$opened) { $this->pos = 0; return true; }
    function stream_read($count)
    {
        $read = substr(self::$data, $this->pos, 1);
        $this->pos += strlen($read);
        return $read;
    }
    function stream_eof() { return $this->pos >= strlen(self::$data); }
    function stream_stat() { return []; }
}
stream_wrapper_register('trickle', 'Trickle');

$n = 5000;
$wait = "\xdc\x10\x00";    // an array declaring 4096 elements
$bad = "\xd4\x5e\x05";     // string reference 5, none defined: the scan fails there at once
$cases = [
    'large value, then an over-declared array' => ["\x92" . large($n) . $wait . "\x01\x01" . $bad, 4100],
    'an over-declared map' => ["\x92" . large($n) . "\xde\x08\x00\xa1a\x01\xa1b" . $bad, 4100],
    "a record's over-declared names" => ["\x92" . large($n) . "\xd4\x72\x40\xdc\x10\x00\xa1a" . $bad, 4100],
    'two over-declared arrays, one in the other' => ["\x92" . large($n) . "\xdc\x01\x00" . large($n) . $wait . "\x01" . $bad, 4400],
];
foreach ($cases as $name => [$plain, $fill]) {
    foreach (['BufferUnpacker', 'withStructures()', 'with an Extension', 'StreamUnpacker'] as $how) {
        $head = $how === 'with an Extension' ? str_replace(large($n), large($n, true), $plain) : $plain;
        $bytes = $head . str_repeat("\x01", $fill);
        Five::$calls = 0;
        msgpack_test_counters(true);
        $error = 'no error';
        try {
            if ($how === 'StreamUnpacker') {
                Trickle::$data = $bytes;
                foreach (new StreamUnpacker(fopen('trickle://x', 'rb'), UnpackOptions::COMPACT) as $value) {
                }
            } else {
                $u = new BufferUnpacker('', UnpackOptions::COMPACT, $how === 'with an Extension' ? [new Five()] : []);
                if ($how === 'withStructures()') {
                    $u = $u->withStructures(new Structures());
                }
                $u->append($head);
                for ($i = 0; $i <= $fill; $i++) {
                    $u->tryUnpack();
                    $u->append("\x01");
                }
            }
        } catch (Throwable $e) {
            $error = get_class($e) . ': ' . $e->getMessage();
        }
        $c = msgpack_test_counters(true);
        $len = strlen($bytes);
        echo "$name, $how: $error\n  ", $c['decoded_bytes'] <= 4 * $len ? 'each byte decoded at most 4 times'
            : "{$c['decoded_bytes']} bytes decoded for $len", $how === 'with an Extension' ? ', ' . Five::$calls . ' extension calls' : '', "\n";
    }
}
?>
--EXPECT--
large value, then an over-declared array, BufferUnpacker: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0)
  each byte decoded at most 4 times
large value, then an over-declared array, withStructures(): MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0)
  each byte decoded at most 4 times
large value, then an over-declared array, with an Extension: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0)
  each byte decoded at most 4 times, 150 extension calls
large value, then an over-declared array, StreamUnpacker: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0)
  each byte decoded at most 4 times
an over-declared map, BufferUnpacker: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0)
  each byte decoded at most 4 times
an over-declared map, withStructures(): MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0)
  each byte decoded at most 4 times
an over-declared map, with an Extension: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0)
  each byte decoded at most 4 times, 150 extension calls
an over-declared map, StreamUnpacker: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0)
  each byte decoded at most 4 times
a record's over-declared names, BufferUnpacker: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0)
  each byte decoded at most 4 times
a record's over-declared names, withStructures(): MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0)
  each byte decoded at most 4 times
a record's over-declared names, with an Extension: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0)
  each byte decoded at most 4 times, 150 extension calls
a record's over-declared names, StreamUnpacker: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0)
  each byte decoded at most 4 times
two over-declared arrays, one in the other, BufferUnpacker: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0)
  each byte decoded at most 4 times
two over-declared arrays, one in the other, withStructures(): MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0)
  each byte decoded at most 4 times
two over-declared arrays, one in the other, with an Extension: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0)
  each byte decoded at most 4 times, 300 extension calls
two over-declared arrays, one in the other, StreamUnpacker: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0)
  each byte decoded at most 4 times
