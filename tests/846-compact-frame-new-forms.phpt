--TEST--
Compact mode: the streaming scanner and the decoder frame msgpackr's bundles, two-byte record ids and sequential streams alike, whole, cut, in chunks
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (!function_exists('msgpack_test_frame')) die('skip needs a test build (PHP debug build or -DMSGPACK_TEST_COUNTERS)'); ?>
--FILE--
<?php
use MessagePack\{Packer, PackOptions};

set_error_handler(fn () => true);
$messages = [
    // msgpackr bundleStrings (records on): strings of both kinds, an emoji, record names and map keys bundled
    '94d66200000012c104c1fbd4724091c107c106c1fbae4772c3bcc39f65f09f9880616263b1616263646c6f6e676b657976616c756531',
    '82d6620000000ac1060105c104a0aa6d61706b657966697665',
    // two bundles: the second ext (ext 16) carries the first one's strings, the last strings end the message
    '92d6620000000ec102c80008620000000aa0a26162c102a0a26364',
    // the same with the first bundle's first string 16 bytes long: it cannot lie inside the second ext's body, which
    // the scanner checks there, so that it does not call done what the decoder reads as cut (fuzz)
    '92d6620000000ec102c80008620000000ab0a26162c102a0a26364',
    // two-byte ids: slot 33 named with a second byte, index 97 through it
    '94d572610091a16101d572610291a16202610003610204',
    // a bundle wrapping a record definition in a two-byte id
    '91d6620000000cd572610091c10305a0a3616263',
];
$stream = '';
$p = new Packer(PackOptions::SEQUENTIAL);
foreach ([['a' => 1, 'b' => 2], ['a' => 3, 'b' => 4], [['c' => 5], ['a' => 6, 'b' => 7]], ['c' => 8]] as $v) {
    $stream .= $p->pack($v);
}
for ($i = 0; $i < 40; $i++) {                      // more shapes than the 32 ids: redefinitions in later messages
    $stream .= $p->pack(["k$i" => $i]);
}
$stream .= $p->pack(['a' => 9, 'b' => 10]);

$checked = $framed = 0;
$failures = [];
$check = function (string $bytes, int $chunk, bool $sequential) use (&$checked, &$framed, &$failures): void {
    $checked++;
    foreach (msgpack_test_frame($bytes, $chunk, false, true, $sequential) as $m) {
        $ok = match (true) {
            $m['decode'] === 'ok' => $m['scan'] === 'done' && $m['scan_end'] === $m['decode_end'],
            $m['decode'] === 'parse' => $m['scan'] === 'error' && $m['scan_end'] === $m['decode_end'],
            $m['scan'] === 'done' => !in_array($m['decode'], ['insufficient', 'depth'], true) && $m['decode_end'] <= $m['scan_end'],
            default => true,
        };
        if (!$ok && count($failures) < 10) {
            $failures[] = bin2hex($bytes) . " chunk=$chunk sequential=" . (int) $sequential . ': ' . json_encode($m);
        }
        $framed += $m['decode'] === 'ok';
    }
};
$inputs = array_map('hex2bin', $messages);
// each reads whole (the success path is what the agreement is about), but the one that cannot be read at all
foreach ($inputs as $bytes) {
    $m = msgpack_test_frame($bytes, 0, false, true)[0];
    echo $m['decode'], ' ', $m['scan'], ' ', $m['decode_end'] === strlen($bytes) ? 'whole' : 'PART', "\n";
}
$inputs[] = implode('', $inputs);
foreach ($inputs as $bytes) {
    foreach (range(1, strlen($bytes)) as $cut) {
        $check(substr($bytes, 0, $cut), 0, false);
    }
    foreach ([1, 2, 5, 0] as $chunk) {
        $check($bytes . $bytes, $chunk, false);
        $check($bytes . $bytes, $chunk, true);
    }
}
foreach ([1, 3, 0] as $chunk) {
    $check($stream, $chunk, true);
}
foreach (range(1, strlen($stream), 7) as $cut) {
    $check(substr($stream, 0, $cut), 3, true);
}
// the stream's messages read as a stream, message after message
$whole = msgpack_test_frame($stream, 0, false, true, true);
echo count($whole), ' messages, all read: ', var_export(array_unique(array_column($whole, 'decode')) === ['ok'], true), "\n";
// read each alone, the later messages are not records: they frame as other values, alike
echo "checked: $checked inputs, framed alike: ", $framed > 1000 ? 'many' : "too few ($framed)", "\n";
echo $failures ? implode("\n", $failures) . "\n" : "disagreements: none\n";
?>
--EXPECT--
ok done whole
ok done whole
ok done whole
insufficient error PART
ok done whole
ok done whole
45 messages, all read: true
checked: 467 inputs, framed alike: many
disagreements: none
