--TEST--
Compact mode: the streaming scanner and the decoder frame record definitions alike whatever their field names are (containers, definitions, bundles among the names: refused by both at the same byte), whole, cut and in chunks
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (!function_exists('msgpack_test_frame')) die('skip needs a test build (PHP debug build or -DMSGPACK_TEST_COUNTERS)'); ?>
--FILE--
<?php
// [hex, php_only]: a definition `d4 72 40` of two names, the second one varying, and its instance's values
$cases = [];
foreach (['91a178', '81a178c0', '01', 'c0', 'c3', 'ca3f800000', 'c40178', 'd40178', 'd6ff00000001', 'd4724191a17901', '40',
        'c7004191a178', 'a162', 'd90162', 'c705536e616d6531'] as $name) {
    $cases[] = ["d4724092a161{$name}0102", false];
}
$cases[] = ['d4724092a161d6620000000991a1780102a0a0', false];              // a bundle wrapping an array
$cases[] = ['d4724092a161d6620000000dd4724191a179010102a0a0', false];      // a bundle wrapping a definition
$cases[] = ['d4724092d6620000000ac103c1030102a0a6616263646566', false];    // bundled names
$cases[] = ['92d4724092c705536e616d6531a1610102d4724192c705536e616d6532d45e000304', false];
$cases[] = ['d472409491a178a161a1620102', true];                           // an object record's class: an array
$cases[] = ['d4724094c0a150a161a1620102', true];
// fuzz findings, once open (fuzz/open-findings): the scanner stopped at a name the decoder read on, or called a message
// done that the decoder wanted more of
$cases[] = ['d5726100999ac3636c61737391c100c3', true];
$cases[] = ['d4724094a6bc0060700023a1baa2c000d75301020977d4724094d4724092a2010240400140200000000154c000', true];
$cases[] = ['d4724094c0a344796ea161a162d47240918f74656e746502400102010263616c6c5f7573725f66753fffffff02400102406e746502', true];

$checked = 0;
$failures = [];
foreach ($cases as [$hex, $phpOnly]) {
    $bytes = hex2bin($hex);
    $m = msgpack_test_frame($bytes, 0, $phpOnly, true)[0];
    printf("%-40s %-12s %-5s at %d\n", strlen($hex) > 40 ? substr($hex, 0, 36) . '..' : $hex, $m['decode'], $m['scan'], $m['decode_end']);
    $inputs = [$bytes . $bytes];
    foreach (range(1, strlen($bytes)) as $cut) {
        $inputs[] = substr($bytes, 0, $cut);
    }
    foreach ($inputs as $input) {
        foreach ([0, 1, 2, 3] as $chunk) {
            $checked++;
            foreach (msgpack_test_frame($input, $chunk, $phpOnly, true) as $m) {
                // both read a message whole, or both refuse it at one byte, or both want more; but a cut message
                // that opened a bundle: the decoder wants the bundle's strings (at its end) before the value it wraps
                $ok = match (true) {
                    $m['decode'] === 'ok' => $m['scan'] === 'done' && $m['scan_end'] === $m['decode_end'],
                    $m['scan'] === 'error' => $m['scan_end'] === $m['decode_end']
                        || ($m['decode'] === 'insufficient' && str_contains($input, "\xd6\x62") && strlen($input) < strlen($bytes)),
                    default => $m['scan'] === 'more' && $m['decode'] === 'insufficient',
                };
                if (!$ok && count($failures) < 10) {
                    $failures[] = bin2hex($input) . " chunk=$chunk: " . json_encode($m);
                }
            }
        }
    }
}
echo "checked: ", $checked > 1000 ? 'many' : $checked, "\n";
echo $failures ? implode("\n", $failures) . "\n" : "disagreements: none\n";
?>
--EXPECT--
d4724092a16191a1780102                   invalid      error at 6
d4724092a16181a178c00102                 invalid      error at 6
d4724092a161010102                       invalid      error at 6
d4724092a161c00102                       invalid      error at 6
d4724092a161c30102                       invalid      error at 6
d4724092a161ca3f8000000102               invalid      error at 6
d4724092a161c401780102                   ok           done  at 11
d4724092a161d401780102                   invalid      error at 6
d4724092a161d6ff000000010102             invalid      error at 6
d4724092a161d4724191a179010102           invalid      error at 6
d4724092a161400102                       invalid      error at 6
d4724092a161c7004191a1780102             invalid      error at 6
d4724092a161a1620102                     ok           done  at 10
d4724092a161d901620102                   ok           done  at 11
d4724092a161c705536e616d65310102         ok           done  at 16
d4724092a161d6620000000991a1780102a0a0   invalid      error at 12
d4724092a161d6620000000dd4724191a179..   invalid      error at 12
d4724092d6620000000ac103c1030102a0a6..   ok           done  at 24
92d4724092c705536e616d6531a1610102d4..   ok           done  at 34
d472409491a178a161a1620102               invalid      error at 4
d4724094c0a150a161a1620102               ok           done  at 13
d5726100999ac3636c61737391c100c3         invalid      error at 5
d4724094a6bc0060700023a1baa2c000d753..   invalid      error at 33
d4724094c0a344796ea161a162d47240918f..   invalid      error at 17
checked: many
disagreements: none
