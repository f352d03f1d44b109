--TEST--
msgpack: every encoding of msgpack-test-suite.json cut at every offset gives false + "Insufficient data"
--EXTENSIONS--
msgpack
--FILE--
<?php
$suite = json_decode(file_get_contents(__DIR__ . '/data/msgpack-test-suite.json'), true, 512, JSON_THROW_ON_ERROR);

$warnings = [];
set_error_handler(function (int $no, string $msg) use (&$warnings) {
    $warnings[] = $msg;
    return true;
});

$cuts = 0;
$bad = [];
$messages = [];
foreach ($suite as $group => $entries) {
    foreach ($entries as $entry) {
        foreach ($entry['msgpack'] as $form) {
            $bytes = hex2bin(str_replace('-', '', $form));
            for ($len = 1; $len < strlen($bytes); $len++) {
                $warnings = [];
                $got = msgpack_unpack(substr($bytes, 0, $len));
                $cuts++;
                foreach ($warnings as $w) {
                    $messages[$w] = ($messages[$w] ?? 0) + 1;
                }
                if ($got !== false || count($warnings) !== 1) {
                    $bad[] = sprintf('%s cut to %d: %s, %d warning(s)', $form, $len, var_export($got, true), count($warnings));
                }
            }
        }
    }
}
restore_error_handler();

echo "cuts: $cuts\n";
echo "wrong: ", count($bad), "\n";
foreach (array_slice($bad, 0, 20) as $line) {
    echo "  $line\n";
}
ksort($messages);
foreach ($messages as $msg => $n) {
    echo "$n x $msg\n";
}
?>
--EXPECT--
cuts: 1436
wrong: 0
1436 x [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing
