--TEST--
msgpack: every value of msgpack-test-suite.json that PHP can express encodes to its canonical form
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (suite ints and timestamps beyond 32 bits); 32-bit PHP: tests/960, 966'); ?>
--FILE--
<?php
use MessagePack\Type\Bin;
use MessagePack\Type\Ext;
use MessagePack\Type\Map;
use MessagePack\Type\Timestamp;

// objects stay stdClass so that {} and [] can be told apart
$suite = json_decode(file_get_contents(__DIR__ . '/data/msgpack-test-suite.json'), false, 512, JSON_THROW_ON_ERROR);

function fromHex(string $dashed): string
{
    return hex2bin(str_replace('-', '', $dashed));
}

// JSON arrays become PHP lists, JSON objects become MessagePack\Type\Map
function toPhp($json)
{
    if ($json instanceof stdClass) {
        return new Map(array_map('toPhp', get_object_vars($json)));
    }
    if (is_array($json)) {
        return array_map('toPhp', $json);
    }
    return $json;
}

function firstForm(array $forms, callable $accept): ?string
{
    foreach ($forms as $form) {
        if ($accept(hexdec(substr($form, 0, 2)))) {
            return $form;
        }
    }
    return null;
}

$skipped = [];
foreach (get_object_vars($suite) as $group => $entries) {
    $done = 0;
    $bad = [];
    foreach ($entries as $entry) {
        $forms = $entry->msgpack;
        $want = $forms[0];
        if (property_exists($entry, 'nil')) {
            $value = null;
        } elseif (property_exists($entry, 'bool')) {
            $value = $entry->bool;
        } elseif (property_exists($entry, 'binary')) {
            $value = new Bin(fromHex($entry->binary));
        } elseif (property_exists($entry, 'number') || property_exists($entry, 'bignum')) {
            if (property_exists($entry, 'number')) {
                $value = $entry->number;
            } elseif ((string)(int)$entry->bignum === $entry->bignum) {
                $value = (int)$entry->bignum;
            } else {
                $skipped[] = "$group: {$entry->bignum} (no PHP int)";
                continue;
            }
            if (is_float($value)) {
                // PHP floats are doubles: the first float64 form
                $want = firstForm($forms, fn ($b) => $b === 0xcb);
            } elseif ($value >= 0) {
                // PECL-compatible: non-negative ints always use fixint/uint8..uint64. For every vector but
                // 9223372036854775807 (listed as d3 first, cf second) this is the first form.
                $want = firstForm($forms, fn ($b) => $b <= 0x7f || ($b >= 0xcc && $b <= 0xcf));
            } else {
                $want = firstForm($forms, fn ($b) => $b >= 0xe0 || ($b >= 0xd0 && $b <= 0xd3));
            }
        } elseif (property_exists($entry, 'string')) {
            $value = $entry->string;
        } elseif (property_exists($entry, 'array')) {
            $value = toPhp($entry->array);
        } elseif (property_exists($entry, 'map')) {
            $value = toPhp($entry->map);
        } elseif (property_exists($entry, 'timestamp')) {
            $value = new Timestamp($entry->timestamp[0], $entry->timestamp[1]);
        } elseif (property_exists($entry, 'ext')) {
            $value = new Ext($entry->ext[0], fromHex($entry->ext[1]));
        } else {
            echo 'UNKNOWN ENTRY ', json_encode($entry), "\n";
            continue;
        }
        $got = bin2hex(msgpack_pack($value));
        $done++;
        if ($got !== str_replace('-', '', $want)) {
            $bad[] = "  " . json_encode($entry) . ": expected $want, got $got";
        }
    }
    printf("%s: %d encoded, %d wrong\n", $group, $done, count($bad));
    foreach ($bad as $line) {
        echo $line, "\n";
    }
}
echo "skipped:\n  ", implode("\n  ", $skipped), "\n";
?>
--EXPECT--
10.nil.yaml: 1 encoded, 0 wrong
11.bool.yaml: 2 encoded, 0 wrong
12.binary.yaml: 3 encoded, 0 wrong
20.number-positive.yaml: 11 encoded, 0 wrong
21.number-negative.yaml: 8 encoded, 0 wrong
22.number-float.yaml: 2 encoded, 0 wrong
23.number-bignum.yaml: 7 encoded, 0 wrong
30.string-ascii.yaml: 4 encoded, 0 wrong
31.string-utf8.yaml: 5 encoded, 0 wrong
32.string-emoji.yaml: 2 encoded, 0 wrong
40.array.yaml: 5 encoded, 0 wrong
41.map.yaml: 3 encoded, 0 wrong
42.nested.yaml: 4 encoded, 0 wrong
50.timestamp.yaml: 19 encoded, 0 wrong
60.ext.yaml: 7 encoded, 0 wrong
skipped:
  23.number-bignum.yaml: 9223372036854775808 (no PHP int)
  23.number-bignum.yaml: 18446744073709551615 (no PHP int)
