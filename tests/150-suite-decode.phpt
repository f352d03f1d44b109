--TEST--
msgpack: every encoding of every value of msgpack-test-suite.json decodes to that value
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (suite ints and timestamps beyond 32 bits); 32-bit PHP: tests/961, 963, 965, 967'); ?>
--INI--
msgpack.php_only=0
--FILE--
<?php
use MessagePack\Type\Ext;
use MessagePack\Type\Timestamp;

$suite = json_decode(file_get_contents(__DIR__ . '/data/msgpack-test-suite.json'), true, 512, JSON_THROW_ON_ERROR);

function describe($v): string
{
    if ($v instanceof Timestamp) {
        return 'Timestamp(' . $v->getSeconds() . ', ' . $v->getNanoseconds() . ')';
    }
    if ($v instanceof Ext) {
        return 'Ext(' . var_export($v->type, true) . ', ' . bin2hex($v->data) . ')';
    }
    return get_debug_type($v) . ' ' . var_export($v, true);
}

function fromHex(string $dashed): string
{
    return hex2bin(str_replace('-', '', $dashed));
}

// returns null if $got is right, else a description of what was expected
function mismatch(array $entry, string $bytes, $got): ?string
{
    if (array_key_exists('nil', $entry)) {
        return $got === null ? null : 'NULL';
    }
    if (array_key_exists('bool', $entry)) {
        return $got === $entry['bool'] ? null : var_export($entry['bool'], true);
    }
    if (array_key_exists('binary', $entry)) {
        $want = fromHex($entry['binary']);
        return $got === $want ? null : 'string ' . bin2hex($want);
    }
    if (array_key_exists('number', $entry)) {
        $n = $entry['number'];
        if ($bytes[0] === "\xca" || $bytes[0] === "\xcb") {
            return is_float($got) && $got === (float)$n ? null : 'float ' . var_export((float)$n, true);
        }
        return $got === $n ? null : 'int ' . var_export($n, true);
    }
    if (array_key_exists('bignum', $entry)) {
        $s = $entry['bignum'];
        // fits in a PHP int: int; otherwise PECL's decimal string
        $want = (string)(int)$s === $s ? (int)$s : $s;
        return $got === $want ? null : get_debug_type($want) . ' ' . var_export($want, true);
    }
    if (array_key_exists('string', $entry)) {
        return $got === $entry['string'] ? null : var_export($entry['string'], true);
    }
    if (array_key_exists('array', $entry)) {
        return $got === $entry['array'] ? null : json_encode($entry['array']);
    }
    if (array_key_exists('map', $entry)) {
        return $got === $entry['map'] ? null : json_encode($entry['map']);
    }
    if (array_key_exists('timestamp', $entry)) {
        [$sec, $nsec] = $entry['timestamp'];
        $ok = $got instanceof Timestamp && $got->getSeconds() === $sec && $got->getNanoseconds() === $nsec;
        return $ok ? null : "Timestamp($sec, $nsec)";
    }
    if (array_key_exists('ext', $entry)) {
        [$type, $hex] = $entry['ext'];
        $ok = $got instanceof Ext && $got->type === $type && $got->data === fromHex($hex);
        return $ok ? null : "Ext($type, " . str_replace('-', '', $hex) . ')';
    }
    return 'UNKNOWN ENTRY ' . json_encode($entry);
}

$total = 0;
foreach ($suite as $group => $entries) {
    $forms = 0;
    $bad = [];
    foreach ($entries as $entry) {
        foreach ($entry['msgpack'] as $form) {
            $bytes = fromHex($form);
            $got = msgpack_unpack($bytes);
            $forms++;
            $want = mismatch($entry, $bytes, $got);
            if ($want !== null) {
                $bad[] = "  $form: expected $want, got " . describe($got);
            }
        }
    }
    $total += $forms;
    printf("%s: %d values, %d encodings, %d wrong\n", $group, count($entries), $forms, count($bad));
    foreach ($bad as $line) {
        echo $line, "\n";
    }
}
echo "total encodings: $total\n";
?>
--EXPECT--
10.nil.yaml: 1 values, 1 encodings, 0 wrong
11.bool.yaml: 2 values, 2 encodings, 0 wrong
12.binary.yaml: 3 values, 9 encodings, 0 wrong
20.number-positive.yaml: 11 values, 73 encodings, 0 wrong
21.number-negative.yaml: 8 values, 33 encodings, 0 wrong
22.number-float.yaml: 2 values, 4 encodings, 0 wrong
23.number-bignum.yaml: 9 values, 19 encodings, 0 wrong
30.string-ascii.yaml: 4 values, 13 encodings, 0 wrong
31.string-utf8.yaml: 5 values, 10 encodings, 0 wrong
32.string-emoji.yaml: 2 values, 4 encodings, 0 wrong
40.array.yaml: 5 values, 14 encodings, 0 wrong
41.map.yaml: 3 values, 9 encodings, 0 wrong
42.nested.yaml: 4 values, 12 encodings, 0 wrong
50.timestamp.yaml: 19 values, 19 encodings, 0 wrong
60.ext.yaml: 7 values, 11 encodings, 0 wrong
total encodings: 233
