--TEST--
BufferUnpacker::tryUnpack(): taking up a suspended decode costs one step per container finished or still open, so a deep message fed one byte at a time is linear; a message the decoder cannot take up where it stopped (a key path that reads pairs into temporaries) is scanned instead, still once
--SKIPIF--
<?php if (!function_exists('msgpack_test_counters')) die('skip needs a test build (PHP debug build or -DMSGPACK_TEST_COUNTERS)'); ?>
--FILE--
<?php
use MessagePack\BufferUnpacker;

function feed(string $bytes, int $size): array
{
    msgpack_test_counters(true);
    $u = new BufferUnpacker();
    $got = [];
    $pieces = str_split($bytes, $size);
    foreach ($pieces as $piece) {
        foreach ($u->append($piece)->tryUnpack() as $m) {
            $got[] = $m;
        }
    }
    return [$got, count($pieces), msgpack_test_counters(true)];
}

// 400 nested arrays, each with a string and the next array: fed one byte at a time
$depth = 400;
// each array's second element is the next array, the innermost one's is nil
$bytes = str_repeat("\x92\xa3abc", $depth) . "\xc0";
[$got, $pieces, $c] = feed($bytes, 1);
$v = $got[0] ?? null;
for ($i = 0; $i < $depth && is_array($v); $i++) {
    $v = $v[1];
}
echo "deep: ", count($got), " message, innermost reached: ", var_export($i === $depth && $v === null, true), "\n";
echo "taken up ", $c['resumed_opens'] <= $pieces + 2 * $depth ? 'linearly' : "{$c['resumed_opens']} containers for $pieces pieces", ", decodes {$c['decodes']}\n";

// a wide map of rows fed 7 bytes at a time
$rows = [];
for ($i = 0; $i < 2000; $i++) {
    $rows["k$i"] = ['a' => $i, 'b' => [$i, "v$i"]];
}
$bytes = msgpack_pack($rows);
[$got, $pieces, $c] = feed($bytes, 7);
echo 'rows: ', $got === [$rows] ? 'same' : 'differs', ', taken up ', $c['resumed_opens'] <= $pieces + 3 * 2001 ? 'linearly' : "{$c['resumed_opens']} containers for $pieces pieces", ", decodes {$c['decodes']}\n";

// an int key above 127 goes the general key path, whose pair is stored only whole: a value cut inside it is not kept,
// and the message is scanned as it arrives and decoded once complete
$bytes = "\x82\xcc\xc8" . msgpack_pack(range(1, 3000)) . "\xa1k\x01";
[$got, $pieces, $c] = feed($bytes, 100);
echo 'general key path: ', $got === [[200 => range(1, 3000), 'k' => 1]] ? 'same' : 'differs',
    ", scanned ", $c['scanned_bytes'] <= strlen($bytes) ? 'each byte at most once' : $c['scanned_bytes'], ", decodes {$c['decodes']}\n";
?>
--EXPECT--
deep: 1 message, innermost reached: true
taken up linearly, decodes 1
rows: same, taken up linearly, decodes 1
general key path: same, scanned each byte at most once, decodes 2
