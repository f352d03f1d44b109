--TEST--
msgpack: random and mutated input never crashes; every failure is false + one of the documented warnings
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=0
--FILE--
<?php
const FAIL_MESSAGES = [
    '[msgpack] (php_msgpack_unserialize) Insufficient data for unserializing',
    '[msgpack] (php_msgpack_unserialize) Parse error',
    '[msgpack] (php_msgpack_unserialize) Memory error',
];
// An illegal key becomes a string as PHP converts it: an array with PHP's warning, and from PHP 8.5 a NAN with
// PHP's warning too (as `(string) NAN` and PECL's own conversion give there).
define('OTHER_MESSAGES', array_merge([
    '[msgpack] (php_msgpack_unserialize) Extra bytes',
    '[msgpack] (msgpack_unserialize_map_item) illegal key type',
    'Array to string conversion',
], PHP_VERSION_ID >= 80500 ? ['unexpected NAN value was coerced to string'] : []));

$messages = [];
set_error_handler(function (int $no, string $msg) use (&$messages) {
    $messages[] = $msg;
    return true;
});

$stats = ['inputs' => 0, 'false' => 0, 'value' => 0, 'broken' => 0];
$broken = [];
function check(string $bytes, array &$stats, array &$broken, array &$messages): void
{
    $messages = [];
    $v = msgpack_unpack($bytes);
    $stats['inputs']++;
    $fails = array_values(array_intersect($messages, FAIL_MESSAGES));
    $unknown = array_diff($messages, FAIL_MESSAGES, OTHER_MESSAGES);
    if ($fails) {
        $stats['false']++;
        $ok = $v === false && count($fails) === 1 && end($messages) === $fails[0];
    } else {
        $stats['value']++;
        // false without a failure warning is only right for a real "false" (c2)
        $ok = $v !== false || $bytes[0] === "\xc2";
        // whatever was decoded can be packed again
        $ok = $ok && is_string(msgpack_pack($v));
    }
    if (!$ok || $unknown) {
        $stats['broken']++;
        if (count($broken) < 10) {
            $broken[] = bin2hex($bytes) . ' => ' . var_export($v, true) . ' ' . json_encode($messages);
        }
    }
}

// known crashers of other implementations
foreach (['9281c09101c1', '82c0c1', '9281c0910182c0c1', 'de0600' . str_repeat('00', 12), '8971' . str_repeat('c0', 17),
    '92c70300010203c1', 'dc0002d6ff000000', 'c7ffff' . str_repeat('00', 10)] as $hex) {
    check(hex2bin($hex), $stats, $broken, $messages);
}

// mutations of the conformance vectors: every byte replaced by a few other values, and pairs glued together
$suite = json_decode(file_get_contents(__DIR__ . '/data/msgpack-test-suite.json'), true);
$forms = [];
foreach ($suite as $entries) {
    foreach ($entries as $entry) {
        foreach ($entry['msgpack'] as $form) {
            $forms[] = hex2bin(str_replace('-', '', $form));
        }
    }
}
mt_srand(20240601);
foreach ($forms as $bytes) {
    for ($i = 0; $i < strlen($bytes); $i++) {
        foreach ([0x00, 0xff, 0xc1, 0x91, 0x81, mt_rand(0, 255)] as $b) {
            $m = $bytes;
            $m[$i] = chr($b);
            check($m, $stats, $broken, $messages);
        }
    }
}
for ($i = 0; $i < 300; $i++) {
    check("\x92" . $forms[mt_rand(0, count($forms) - 1)] . $forms[mt_rand(0, count($forms) - 1)], $stats, $broken, $messages);
    check("\x81" . $forms[mt_rand(0, count($forms) - 1)] . $forms[mt_rand(0, count($forms) - 1)], $stats, $broken, $messages);
}

// random byte strings, biased towards type bytes that open containers or carry lengths
$interesting = [0x80, 0x81, 0x8f, 0x90, 0x91, 0x9f, 0xc0, 0xc1, 0xc4, 0xc5, 0xc6, 0xc7, 0xc8, 0xc9, 0xca, 0xcb, 0xcf,
    0xd3, 0xd4, 0xd6, 0xd7, 0xd8, 0xd9, 0xda, 0xdb, 0xdc, 0xdd, 0xde, 0xdf, 0xff, 0x00, 0x01];
for ($i = 0; $i < 3000; $i++) {
    $len = mt_rand(1, 24);
    $s = '';
    for ($j = 0; $j < $len; $j++) {
        $s .= chr(mt_rand(0, 2) ? $interesting[mt_rand(0, count($interesting) - 1)] : mt_rand(0, 255));
    }
    check($s, $stats, $broken, $messages);
}
restore_error_handler();

echo 'inputs: ', $stats['inputs'] > 10000 ? 'more than 10000' : $stats['inputs'], "\n";
echo 'both outcomes seen: ', $stats['false'] > 100 && $stats['value'] > 100 ? 'yes' : 'no', "\n";
echo 'broken: ', $stats['broken'], "\n";
foreach ($broken as $line) {
    echo "  $line\n";
}
?>
--EXPECT--
inputs: more than 10000
both outcomes seen: yes
broken: 0
