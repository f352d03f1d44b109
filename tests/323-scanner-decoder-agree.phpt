--TEST--
The streaming scanner and the decoder frame every message alike: fixtures, fuzz regressions, test literals, their truncations and concatenations, in chunks
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (!function_exists('msgpack_test_frame')) die('skip needs a test build (PHP debug build or -DMSGPACK_TEST_COUNTERS)'); ?>
--FILE--
<?php
// Streaming finds where a message ends with the scanner, then decodes exactly those bytes. If the two disagreed, a
// release build would silently cut messages in the wrong place. Both read the one lead-byte table (msgpack_wire.h);
// this checks, over every byte string the project keeps, that they agree:
// - a message the decoder reads completely ends where the scanner says it ends (and vice versa);
// - where the decoder finds a byte that starts no value, the scanner stops at that same byte;
// - input the scanner calls incomplete or malformed never decodes.
$root = dirname(__DIR__);
// Warnings some inputs cause (a map key of an illegal type is converted) are not what this test is about.
set_error_handler(fn () => true);
$inputs = [];
foreach (json_decode(file_get_contents("$root/tests/data/msgpack-test-suite.json"), true) as $group) {
    foreach ($group as $case) {
        foreach ($case['msgpack'] as $hex) {
            $inputs[] = hex2bin(str_replace('-', '', $hex));
        }
    }
}
foreach (json_decode(file_get_contents("$root/tests/data/pecl-fixtures.json"), true)['cases'] as $case) {
    $hex = $case['pecl']['hex'] ?? null;
    if (is_string($hex) && $hex !== '' && strlen($hex) % 2 === 0) {
        $inputs[] = hex2bin($hex);
    }
}
foreach (glob("$root/tests/fuzz-regressions/*") as $file) {
    $bytes = file_get_contents($file);
    // as stored (the fuzz targets' option prefix included) and without that prefix
    array_push($inputs, $bytes, substr($bytes, 1), substr($bytes, 2));
}
// the hand-written hostile bytes of the phpt tests
foreach (glob("$root/tests/*.phpt") as $phpt) {
    if (preg_match_all('/"((?:[^"\\\\]|\\\\.)*\\\\x[0-9a-fA-F]{2}(?:[^"\\\\]|\\\\.)*)"/', file_get_contents($phpt), $m)) {
        foreach ($m[1] as $literal) {
            if (!str_contains($literal, '$') && strlen($literal) < 2000) {
                $inputs[] = stripcslashes($literal);
            }
        }
    }
}
// compact-mode messages as the packers write them
$compactValues = [[['id' => 1, 'name' => 'a'], ['id' => 2, 'name' => 'a']], ['k' => ['k' => ['k' => 'deep']]],
    ['repeated', 'repeated', ['x' => 'repeated']], [64, 127, 200], ['a' => [], 'b' => ['a' => [], 'b' => null]]];
foreach ($compactValues as $v) {
    $inputs[] = (new MessagePack\Packer(MessagePack\PackOptions::COMPACT))->pack($v);
    $inputs[] = (new MessagePack\Packer(MessagePack\PackOptions::RECORDS))->pack($v);
}
$o = new stdClass;
$o->a = 1;
$o->b = [$o, new ArrayObject([1])];
ini_set('msgpack.compact', 'full');
$inputs[] = msgpack_pack([$o, $o, clone $o, [clone $o]]);
ini_set('msgpack.compact', '0');
// every lead byte alone, and followed by enough bytes for any head
for ($b = 0; $b < 256; $b++) {
    array_push($inputs, chr($b), chr($b) . "\x00\x00\x00\x01\x00", chr($b) . str_repeat("\x01", 20));
}
// the scanner's fast loop reads sizes off the bytes only more than 32 bytes from the end: the items it sizes that way
// (fixints, fixstrs, str 8, fixmaps and fixarrays) and the ones it must hand to the checks, amid 40 items each side
$far = ["\xd9\x05hello", "\xd9\x00", "\xd9\x28" . str_repeat('y', 40), "\xd9\xff" . str_repeat('x', 255), "\xd9\x7f",
    "\xa0", "\xbf" . str_repeat('z', 31), "\x7f", "\x80", "\x90", "\x8f", "\x9f", "\x81\x81\x01\x02\x03", "\x81\x91\x01\x02",
    "\x82\xa1a\x81\xa1b\x01\xa1c\x90", "\x81\xc0\x01", "\x81\xc3\x01", "\x81\xd9\x03abc\x93\x01\x02\x03", "\x81\xc4\x01z\x01",
    str_repeat("\x91", 40) . "\x01", str_repeat("\x81\xa1k", 20) . "\x01", "\xc1", "\x92\x80\x90", "\x81\x80\x01",
    "\x81\xc0\xc3", "\x82\xc0\xa3Foo\xa1a\x01"];
foreach ($far as $item) {
    $pad = str_repeat("\x01", 40);
    array_push($inputs, "\xdc\x00\x51" . $pad . $item . $pad, "\xde\x00\x29" . str_repeat("\xa1k\x01", 20) . "\xa1v" . $item . $pad,
        str_repeat("\xa2ab", 20) . $item . $pad);
}
$inputs = array_values(array_unique(array_filter($inputs, 'strlen')));

$checked = 0;
$messages = 0;
$failures = [];
$check = function (string $bytes, int $chunk, bool $phpOnly, bool $compact = false) use (&$checked, &$messages, &$failures): void {
    $checked++;
    foreach (msgpack_test_frame($bytes, $chunk, $phpOnly, $compact) as $m) {
        $ok = match (true) {
            $m['decode'] === 'ok' => $m['scan'] === 'done' && $m['scan_end'] === $m['decode_end'],
            // in PHP-only mode a marker map that cannot become a PHP value is a parse error too, where the scanner went past
            $m['decode'] === 'parse' && $phpOnly => $m['decode_end'] <= $m['scan_end'],
            $m['decode'] === 'parse' => $m['scan'] === 'error' && $m['scan_end'] === $m['decode_end'],
            $m['scan'] === 'done' => !in_array($m['decode'], ['insufficient', 'depth'], true)
                && $m['decode_end'] <= $m['scan_end'],
            default => true, // neither reads a whole message
        };
        if (!$ok && count($failures) < 10) {
            $failures[] = bin2hex($bytes) . " chunk=$chunk php_only=" . (int) $phpOnly . ' compact=' . (int) $compact
                . ': ' . json_encode($m);
        }
        $messages += $m['decode'] === 'ok' ? 1 : 0;
    }
};
foreach ($inputs as $bytes) {
    $len = strlen($bytes);
    // every prefix of short inputs, 64 spread over long ones
    $cuts = $len <= 256 ? range(1, $len) : array_unique(array_map(fn ($i) => intdiv($len * $i, 64), range(1, 64)));
    foreach ($cuts as $cut) {
        $check(substr($bytes, 0, $cut), 0, false);
    }
    foreach ([1, 3, 0] as $chunk) {
        $check($bytes . $bytes, $chunk, false);
        $check($bytes, $chunk, true);
        // compact mode: records (definitions, instances, object records) and string references
        $check($bytes . $bytes, $chunk, false, true);
        $check($bytes, $chunk, true, true);
    }
}
echo count($inputs) > 1000 ? "inputs: many\n" : "inputs: too few (" . count($inputs) . ")\n";
echo $messages > 10000 ? "messages framed alike: many\n" : "messages framed alike: too few ($messages)\n";
echo $failures ? implode("\n", $failures) . "\n" : "disagreements: none\n";
?>
--EXPECT--
inputs: many
messages framed alike: many
disagreements: none
