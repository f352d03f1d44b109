--TEST--
Containers nested thousands deep, arriving a byte at a time: one-byte ones past where the reservation budget pays for the list of open containers wait until all their bytes are there (scanned once, then decoded once) while the levels above them stay open from piece to piece, not read again from the message's start at every piece; ones the budget pays for are taken up at every piece, each piece taking up a container or two, and direct mode's scan for $offset is not set up inside all of them at every call (counted)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (!function_exists('msgpack_test_counters')) die('skip needs a test build (PHP debug build or -DMSGPACK_TEST_COUNTERS)'); ?>
--INI--
msgpack.max_depth=8000
--FILE--
<?php
function report(string $name, int $len, bool $same): void
{
    $c = msgpack_test_counters(true);
    printf("%s: %s, scanned %s, decoded %s, %s, %s, %s\n", $name, $same ? 'the whole decode\'s value' : 'a different value',
        $c['scanned_bytes'] <= 2 * $len ? 'each byte at most twice' : "{$c['scanned_bytes']} of $len bytes",
        $c['decodes'] <= 3 ? 'at most three times' : "{$c['decodes']} times",
        // (kept open at every piece: the levels above a container waited for too)
        $c['suspends'] > $len / 4 ? 'kept open from piece to piece' : "suspended at {$c['suspends']} of $len pieces",
        // (a resume takes up the innermost container, and those a piece finishes: not the list from the root)
        $c['resumed_opens'] <= 2 * $len ? 'taken up in linear work' : "{$c['resumed_opens']} containers taken up for $len bytes",
        $c['scan_set_opens'] <= $len ? 'scans set up in linear work' : "{$c['scan_set_opens']} containers pushed to set scans up for $len bytes");
}

// (the last: {"k": nil, "j": {...}}, six bytes a level, which the budget pays to keep open: suspended at every piece)
foreach (['arrays' => "\x91", 'maps' => "\x81\xa0", 'wider maps' => "\x82\xa1k\xc0\xa1j"] as $kind => $head) {
    $message = str_repeat($head, 6000 / strlen($head)) . "\xc0";
    $want = msgpack_unpack($message);
    $len = strlen($message);
    $pieces = str_split($message, 1);

    msgpack_test_counters(true);
    $u = new MessagePackUnpacker();
    $got = null;
    foreach ($pieces as $p) {
        $u->feed($p);
        if ($u->execute()) {
            $got = $u->data();
        }
    }
    report("$kind, MessagePackUnpacker", $len, $got === $want);

    $u = new MessagePack\BufferUnpacker();
    $got = null;
    foreach ($pieces as $p) {
        foreach ($u->append($p)->tryUnpack() as $v) {
            $got = $v;
        }
    }
    report("$kind, BufferUnpacker", $len, $got === $want);

    $u = new MessagePackUnpacker();
    $s = '';
    $offset = 0;
    $got = null;
    foreach ($pieces as $p) {
        $s .= $p;
        if ($u->execute($s, $offset)) {
            $got = $u->data();
        }
    }
    report("$kind, MessagePackUnpacker direct", $len, $got === $want);
}
?>
--EXPECT--
arrays, MessagePackUnpacker: the whole decode's value, scanned each byte at most twice, decoded at most three times, kept open from piece to piece, taken up in linear work, scans set up in linear work
arrays, BufferUnpacker: the whole decode's value, scanned each byte at most twice, decoded at most three times, kept open from piece to piece, taken up in linear work, scans set up in linear work
arrays, MessagePackUnpacker direct: the whole decode's value, scanned each byte at most twice, decoded at most three times, kept open from piece to piece, taken up in linear work, scans set up in linear work
maps, MessagePackUnpacker: the whole decode's value, scanned each byte at most twice, decoded at most three times, kept open from piece to piece, taken up in linear work, scans set up in linear work
maps, BufferUnpacker: the whole decode's value, scanned each byte at most twice, decoded at most three times, kept open from piece to piece, taken up in linear work, scans set up in linear work
maps, MessagePackUnpacker direct: the whole decode's value, scanned each byte at most twice, decoded at most three times, kept open from piece to piece, taken up in linear work, scans set up in linear work
wider maps, MessagePackUnpacker: the whole decode's value, scanned each byte at most twice, decoded at most three times, kept open from piece to piece, taken up in linear work, scans set up in linear work
wider maps, BufferUnpacker: the whole decode's value, scanned each byte at most twice, decoded at most three times, kept open from piece to piece, taken up in linear work, scans set up in linear work
wider maps, MessagePackUnpacker direct: the whole decode's value, scanned each byte at most twice, decoded at most three times, kept open from piece to piece, taken up in linear work, scans set up in linear work
