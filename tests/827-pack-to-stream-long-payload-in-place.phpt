--TEST--
Packer::packToStream(): a str, bin or ext payload over 64 KiB goes to the stream from its string, never copied into the encoder's buffer (peak memory far below the payload), writes still at least 64 KiB but the last; the string stays alive while a user filter drops it mid-write
--INI--
memory_limit=256M
--FILE--
<?php
use MessagePack\{Packer, PackOptions};
use MessagePack\Type\{Bin, Ext};

/* Counts the writes a stream wrapper gets, and checks their bytes against the expected output as they come. */
class Sink
{
    public $context;
    public static string $expect = '';
    public static int $at = 0;
    public static array $writes = [];
    public static bool $same = true;

    public function stream_open($path, $mode, $options, &$opened)
    {
        self::$at = 0;
        self::$writes = [];
        self::$same = true;
        return true;
    }
    public function stream_write($data)
    {
        self::$writes[] = strlen($data);
        self::$same = self::$same && substr_compare(self::$expect, $data, self::$at, strlen($data)) === 0;
        self::$at += strlen($data);
        return strlen($data);
    }
}
stream_wrapper_register('sink', 'Sink');

// Without PHP's allocator (USE_ZEND_ALLOC=0, the valgrind runs) memory is not counted: only the bytes are checked.
$counted = memory_get_usage() > 0;
$mib = 8 << 20;
$big = str_repeat('a', $mib);
$packer = new Packer();
$values = [
    'str' => $big,
    'str among others' => ['x' => 1, 'big' => $big, 'tail' => str_repeat('t', 100)],
    'key' => [$big => 1],
    'Bin' => new Bin($big),
    'Ext' => new Ext(7, $big),
    'str as bin (FORCE_BIN)' => [$big, 'short'],
    'a little over 64 KiB' => [str_repeat('s', 65536), str_repeat('u', 65536 + 100), 'end'],
];

echo "-- a file: the same bytes as pack(), within a peak far below the payload\n";
foreach ($values as $name => $value) {
    $p = $name === 'str as bin (FORCE_BIN)' ? new Packer(PackOptions::FORCE_BIN) : $packer;
    $expect = $p->pack($value);
    $f = tmpfile();
    $base = memory_get_usage();
    memory_reset_peak_usage();
    $n = $p->packToStream($f, $value);
    $peak = memory_get_peak_usage() - $base;
    rewind($f);
    $same = $n === strlen($expect) && stream_get_contents($f) === $expect;
    fclose($f);
    unset($expect);
    printf("%s: %s, %s\n", $name, $same ? 'same bytes' : 'WRONG', !$counted || $peak < 512 * 1024 ? 'peak below 512 KiB' : "peak $peak");
}

echo "-- a stream wrapper: every write but the last at least 64 KiB, the long payload's rest in one write\n";
foreach (['str among others', 'Bin', 'a little over 64 KiB'] as $name) {
    Sink::$expect = $packer->pack($values[$name]);
    $s = fopen('sink://x', 'w');
    stream_set_chunk_size($s, 1 << 30);
    $n = $packer->packToStream($s, $values[$name]);
    fclose($s);
    $writes = Sink::$writes;
    array_pop($writes);
    printf("%s: %s, %d writes, %s below 64 KiB but the last, largest %d\n", $name,
        Sink::$same && $n === strlen(Sink::$expect) && Sink::$at === $n ? 'same bytes' : 'WRONG', count(Sink::$writes),
        count(array_filter($writes, fn ($w) => $w < 65536)) ?: 'none', max(Sink::$writes));
}

echo "-- a user filter drops the string being written (its only holder was a reference)\n";
class Dropper extends php_user_filter
{
    public static bool $done = false;
    public function filter($in, $out, &$consumed, bool $closing): int
    {
        if (!self::$done) {
            self::$done = true;
            $GLOBALS['ref'] = null;
            $GLOBALS['junk'] = array_map(fn ($i) => str_repeat(chr(65 + $i % 26), 1 << 16), range(0, 200));
        }
        while ($bucket = stream_bucket_make_writeable($in)) {
            $consumed += $bucket->datalen;
            stream_bucket_append($out, $bucket);
        }
        return PSFS_PASS_ON;
    }
}
stream_filter_register('dropper', 'Dropper');
$ref = str_repeat('r', 3 << 20) . 'end';
// (its first write, the buffer topped up from the payload's head, runs the filter before the rest is written)
$value = ['big' => &$ref];
$expect = $packer->pack($value);
$f = tmpfile();
stream_filter_append($f, 'dropper', STREAM_FILTER_WRITE);
$n = $packer->packToStream($f, $value);
rewind($f);
var_dump($n === strlen($expect), stream_get_contents($f) === $expect, $ref, Dropper::$done);
fclose($f);
?>
--EXPECT--
-- a file: the same bytes as pack(), within a peak far below the payload
str: same bytes, peak below 512 KiB
str among others: same bytes, peak below 512 KiB
key: same bytes, peak below 512 KiB
Bin: same bytes, peak below 512 KiB
Ext: same bytes, peak below 512 KiB
str as bin (FORCE_BIN): same bytes, peak below 512 KiB
a little over 64 KiB: same bytes, peak below 512 KiB
-- a stream wrapper: every write but the last at least 64 KiB, the long payload's rest in one write
str among others: same bytes, 3 writes, none below 64 KiB but the last, largest 8323085
Bin: same bytes, 2 writes, none below 64 KiB but the last, largest 8323077
a little over 64 KiB: same bytes, 3 writes, none below 64 KiB but the last, largest 65536
-- a user filter drops the string being written (its only holder was a reference)
bool(true)
bool(true)
NULL
bool(true)
