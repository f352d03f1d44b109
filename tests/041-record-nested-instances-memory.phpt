--TEST--
Records: instances nested in each other (one byte each) stay within 512 bytes per input byte + 64 KiB
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
// The peak is read from the Zend allocator, which valgrind and ASan runs replace.
if (getenv('USE_ZEND_ALLOC') === '0') die('skip needs the Zend allocator to measure memory');
// A debug build's allocator adds a header to every block: objects of one property take 570 bytes there.
if (PHP_DEBUG) die('skip the bound is for release builds');
?>
--INI--
memory_limit=-1
msgpack.compact=read
--FILE--
<?php
use MessagePack\{BufferUnpacker, UnpackOptions};

// Record 0x40 of one field; then chains of its instances, each the value of the one before: `40 40 40 ... c0`.
function chains(string $name): string
{
    $chain = str_repeat("\x40", 4000) . "\xc0";
    return "\xdd" . pack('N', 51) . "\xd4\x72\x40\x91" . $name . "\xc0" . str_repeat($chain, 50);
}

$readers = [
    'msgpack_unpack' => fn (string $b) => msgpack_unpack($b),
    'msgpack_unpack assoc=0' => function (string $b) {
        ini_set('msgpack.assoc', '0');
        ini_set('msgpack.php_only', '0');
        try {
            return msgpack_unpack($b);
        } finally {
            ini_restore('msgpack.assoc');
            ini_restore('msgpack.php_only');
        }
    },
    'BufferUnpacker' => fn (string $b) => (new BufferUnpacker($b, UnpackOptions::COMPACT))->unpack(),
];
foreach (['"a"' => "\xa1a", '"9" (no template)' => "\xa19"] as $label => $name) {
    $bytes = chains($name);
    $bound = 512 * strlen($bytes) + 64 * 1024;
    foreach ($readers as $reader => $read) {
        gc_collect_cycles();
        memory_reset_peak_usage();
        $base = memory_get_usage();
        $value = $read($bytes);
        $peak = memory_get_peak_usage() - $base;
        $deepest = $value[1];
        $levels = 0;
        while ($deepest !== null) {
            $deepest = is_object($deepest) ? current(get_object_vars($deepest)) : current($deepest);
            $levels++;
        }
        echo "$label, $reader: ", count($value), " values, $levels levels, ",
            $peak <= $bound ? 'within the bound' : "$peak bytes > $bound", "\n";
        unset($value, $deepest);
    }
}

// Data of maps of one key nested in each other, written with records, is not refused: one byte an instance is what
// the bound above is for
$rows = [];
for ($i = 0; $i < 20000; $i++) {
    $rows[] = ['data' => ['user' => ['id' => $i % 64]]];
}
$bytes = (new MessagePack\Packer(MessagePack\PackOptions::RECORDS))->pack($rows);
$bound = 512 * strlen($bytes) + 64 * 1024;
gc_collect_cycles();
memory_reset_peak_usage();
$base = memory_get_usage();
$value = (new BufferUnpacker($bytes, UnpackOptions::COMPACT))->unpack();
$peak = memory_get_peak_usage() - $base;
echo 'rows: ', $value === $rows ? 'the same' : 'different', ', ', $peak <= $bound ? 'within the bound' : "$peak bytes > $bound", "\n";
?>
--EXPECT--
"a", msgpack_unpack: 51 values, 4000 levels, within the bound
"a", msgpack_unpack assoc=0: 51 values, 4000 levels, within the bound
"a", BufferUnpacker: 51 values, 4000 levels, within the bound
"9" (no template), msgpack_unpack: 51 values, 4000 levels, within the bound
"9" (no template), msgpack_unpack assoc=0: 51 values, 4000 levels, within the bound
"9" (no template), BufferUnpacker: 51 values, 4000 levels, within the bound
rows: the same, within the bound
