--TEST--
MessagePackUnpacker::execute($str, &$offset), counted: a document cut across strings is taken up by the decoder, and $offset comes from a scan of the fields where it stopped, not of every byte; each byte is copied once, also where the next string repeats bytes the last call gave back
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (!function_exists('msgpack_test_counters')) die('skip needs a test build (PHP debug build or -DMSGPACK_TEST_COUNTERS)'); ?>
--FILE--
<?php
$rows = [];
for ($i = 0; $i < 2000; $i++) {
    $rows[] = ['id' => $i, 'login' => "user$i", 'title' => str_repeat('t', $i % 90), 'labels' => ['bug', 'ui'], 'score' => $i / 7];
}
$msg = msgpack_pack($rows);

foreach ([1024, 4096, 16384] as $size) {
    foreach ([false, true] as $phpOnly) {
        msgpack_test_counters(true);
        $u = new MessagePackUnpacker($phpOnly);
        $buffer = '';
        $offset = 0;
        $got = null;
        $pieces = str_split($msg, $size);
        foreach ($pieces as $piece) {
            $buffer .= $piece;
            if ($u->execute($buffer, $offset)) {
                $got = $u->data();
            }
        }
        $c = msgpack_test_counters(true);
        printf("%5d-byte pieces%s: %s; scanned %s; copied %s; %s; %s\n", $size, $phpOnly ? ', php_only' : '',
            $got === $rows ? 'same values' : 'DIFFERS',
            $c['scanned_bytes'] * 20 <= strlen($msg) ? 'under 5% of the bytes' : "{$c['scanned_bytes']} of " . strlen($msg) . ' bytes',
            $c['stream_moved'] <= strlen($msg) ? 'each byte at most once' : "{$c['stream_moved']} of " . strlen($msg) . ' bytes',
            $c['decodes'] === 1 && $c['resumes'] <= count($pieces) - 1 ? 'decoded once, taken up at most once per later piece'
                : "{$c['decodes']} decodes, {$c['resumes']} resumes for " . count($pieces) . ' pieces',
            $c['offset_scans'] >= count($pieces) - 1 && $c['offset_mismatches'] === 0
                ? 'each $offset scanned from where the decode stopped, as a scan of every byte finds it'
                : "{$c['offset_scans']} scans from where the decode stopped, {$c['offset_mismatches']} not as a whole scan");
    }
}
?>
--EXPECT--
 1024-byte pieces: same values; scanned under 5% of the bytes; copied each byte at most once; decoded once, taken up at most once per later piece; each $offset scanned from where the decode stopped, as a scan of every byte finds it
 1024-byte pieces, php_only: same values; scanned under 5% of the bytes; copied each byte at most once; decoded once, taken up at most once per later piece; each $offset scanned from where the decode stopped, as a scan of every byte finds it
 4096-byte pieces: same values; scanned under 5% of the bytes; copied each byte at most once; decoded once, taken up at most once per later piece; each $offset scanned from where the decode stopped, as a scan of every byte finds it
 4096-byte pieces, php_only: same values; scanned under 5% of the bytes; copied each byte at most once; decoded once, taken up at most once per later piece; each $offset scanned from where the decode stopped, as a scan of every byte finds it
16384-byte pieces: same values; scanned under 5% of the bytes; copied each byte at most once; decoded once, taken up at most once per later piece; each $offset scanned from where the decode stopped, as a scan of every byte finds it
16384-byte pieces, php_only: same values; scanned under 5% of the bytes; copied each byte at most once; decoded once, taken up at most once per later piece; each $offset scanned from where the decode stopped, as a scan of every byte finds it
