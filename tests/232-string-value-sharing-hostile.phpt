--TEST--
String value sharing under hostile input: distinct short strings, strings that all fall into one cache slot, a cache already full; decode peak at most 256 bytes per input byte + 64 KiB, a bounded cache between calls, and linear work (counted in test builds)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
// The peak is read from the Zend allocator, which valgrind and ASan runs replace.
if (getenv('USE_ZEND_ALLOC') === '0') die('skip needs the Zend allocator to measure memory');
?>
--INI--
memory_limit=-1
msgpack.error_display=0
--FILE--
<?php
/** A list (array32 header) of the given strings, packed by hand so that any length keeps its str form. */
function str_list(array $strings): string {
    $out = "\xdd" . pack('N', count($strings));
    foreach ($strings as $s) {
        $n = strlen($s);
        $out .= $n < 32 ? chr(0xa0 | $n) . $s : "\xd9" . chr($n) . $s;
    }
    return $out;
}

$size = 1 << 20;
$inputs = [];

// Distinct strings of every shareable length, as many as fit in 1 MiB.
$strings = [];
$bytes = 0;
for ($i = 0; $bytes < $size; $i++) {
    $len = 2 + $i % 95;
    $s = substr(str_repeat(sprintf('%08x', $i), 12), 0, $len);
    $strings[] = $s;
    $bytes += $len + ($len < 32 ? 1 : 2);
}
$inputs['distinct, 2..96 bytes'] = str_list($strings);

// The densest: 2-byte strings (3 input bytes each), each of the 65536 repeated only far apart.
$strings = [];
for ($i = 0; count($strings) < $size / 3; $i++) {
    $strings[] = pack('n', $i & 0xffff);
}
$inputs['2-byte strings'] = str_list($strings);

// One cache slot for all: the slot is picked from the length and the first and last 8 bytes, so 40-byte strings
// that differ only in between collide. Alone, and alternating with a partner that keeps evicting them.
$strings = [];
for ($i = 0; count($strings) < $size / 42; $i++) {
    $strings[] = 'AAAAAAAA' . sprintf('%024d', $i) . 'ZZZZZZZZ';
}
$inputs['one slot, distinct'] = str_list($strings);
$strings = [];
for ($i = 0; count($strings) < $size / 42; $i++) {
    $strings[] = 'AAAAAAAA' . sprintf('%024d', $i % 2) . 'ZZZZZZZZ';
}
$inputs['one slot, two alternating'] = str_list($strings);
// Repeats that keep sharing on, between distinct strings that fall into the slots the repeats use.
$strings = [];
for ($i = 0; count($strings) < $size / 42; $i++) {
    $strings[] = $i % 2 ? 'AAAAAAAA' . sprintf('%024d', $i) . 'ZZZZZZZZ' : 'repeated-value-' . ($i % 64);
}
$inputs['one slot, between repeats'] = str_list($strings);
// Distinct 96-byte strings between repeats that keep sharing on: they fill the cache with its largest strings.
$strings = [];
for ($i = 0; count($strings) < $size / 60; $i++) {
    $strings[] = $i % 2 ? str_pad(sprintf('%d-', $i), 96, sprintf('%x', $i)) : 'repeated-value-' . ($i % 64);
}
$inputs['largest strings between repeats'] = str_list($strings);
// Map values, with keys of the same bytes.
$map = [];
for ($i = 0; count($map) < $size / 24; $i++) {
    $map['k' . $i] = 'k' . ($i * 7);
}
$inputs['map values equal to keys'] = msgpack_pack($map);

$decoders = [
    'msgpack_unpack' => fn (string $b) => msgpack_unpack($b),
    'BufferUnpacker' => fn (string $b) => (new MessagePack\BufferUnpacker($b))->unpack(),
];
$counters = function_exists('msgpack_test_counters');
$over = [];
$work = [];
foreach ([false, true] as $warm) {
    foreach ($inputs as $name => $bytes) {
        foreach ($decoders as $decoder => $decode) {
            if ($warm) {
                // The cache full of other strings from earlier calls: every slot a decode takes frees one.
                $fill = [];
                for ($i = 0; $i < 20000; $i++) {
                    $fill[] = sprintf('fill-%05d-', $i) . str_repeat('f', $i % 80);
                }
                $r = msgpack_unpack(msgpack_pack(array_merge($fill, $fill)));
                unset($r, $fill);
            }
            $bound = 256 * strlen($bytes) + 64 * 1024;
            gc_collect_cycles();
            if ($counters) {
                msgpack_test_counters(true);
            }
            $base = memory_get_usage();
            memory_reset_peak_usage();
            $result = $decode($bytes);
            $peak = memory_get_peak_usage() - $base;
            $label = ($warm ? 'warm cache, ' : '') . "$name, $decoder";
            if (!is_array($result) || count($result) < 1000) {
                $over[] = "$label: wrong result";
            }
            unset($result);
            if ($peak > $bound) {
                $over[] = "$label: peak $peak > $bound";
            }
            // What the cache keeps after the call: at most its 4096 slots of strings up to 96 bytes (128 each).
            $kept = memory_get_usage() - $base;
            if ($kept > 4096 * 128) {
                $over[] = "$label: $kept bytes kept after the call";
            }
            if ($counters) {
                $c = msgpack_test_counters(true);
                // Each lookup compares at most the string's own bytes: no more bytes than the input has.
                if ($c['value_compared'] > strlen($bytes) || $c['value_lookups'] > strlen($bytes) / 3) {
                    $work[] = "$label: " . json_encode($c) . ' for ' . strlen($bytes) . ' bytes';
                }
            }
        }
    }
}
echo $over ? implode("\n", $over) : 'all within 256 bytes per input byte + 64 KiB, at most 512 KiB kept', "\n";
echo $work ? implode("\n", $work) : 'work linear in the input', "\n";
?>
--EXPECT--
all within 256 bytes per input byte + 64 KiB, at most 512 KiB kept
work linear in the input
