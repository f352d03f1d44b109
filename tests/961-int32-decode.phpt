--TEST--
32-bit PHP: every integer width decodes; uint32/uint64 above PHP_INT_MAX are decimal strings, int64 forms within the int range are ints; BufferUnpacker, bigint modes, test suite vectors, PECL unpack fixtures (005, 150, 492, 736, 738, 742 on 64-bit)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE !== 4) die('skip 32-bit PHP only (64-bit: tests/005, 150, 492, 736, 738, 742)'); ?>
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\UnpackOptions;

// int64 forms outside the 32-bit range: tests/965
$inputs = [
    // positive fixint / negative fixint
    '00', '7f', 'e0', 'ff',
    // uint8..uint64
    'cc00', 'ccff', 'cd0000', 'cdffff',
    'ce00000000', 'ce7fffffff', 'cf0000000000000000', 'cf000000007fffffff',
    // uint32 and uint64 above PHP_INT_MAX: decimal strings
    'ce80000000', 'ceffffffff', 'cf0000000080000000', 'cf00000000ffffffff', 'cf0000000100000000',
    'cf7fffffffffffffff', 'cf8000000000000000', 'cfffffffffffffffff',
    // int8..int32
    'd000', 'd07f', 'd080', 'd0ff', 'd10000', 'd17fff', 'd18000', 'd1ffff',
    'd200000000', 'd27fffffff', 'd280000000', 'd2ffffffff',
    // int64 forms of values within the 32-bit range (non-canonical, but valid)
    'd30000000000000000', 'd3000000007fffffff', 'd3ffffffff80000000', 'd3ffffffffffffffff',
];
echo "-- msgpack_unpack(), BufferUnpacker::unpack() and unpackInt()\n";
foreach ($inputs as $hex) {
    $a = msgpack_unpack(hex2bin($hex));
    $b = (new BufferUnpacker(hex2bin($hex)))->unpack();
    $c = (new BufferUnpacker(hex2bin($hex)))->unpackInt();
    echo str_pad($hex, 20), var_export($a, true), $a === $b && $a === $c ? '' : ' (BufferUnpacker differs)', "\n";
}

echo "-- bigint modes: above PHP_INT_MAX (2147483647) a uint64 needs GMP / Decimal, here not loaded\n";
foreach (['GMP' => UnpackOptions::BIGINT_AS_GMP, 'DEC' => UnpackOptions::BIGINT_AS_DEC] as $name => $mode) {
    foreach (['cf000000007fffffff', 'cf0000000080000000', 'cf7fffffffffffffff'] as $hex) {
        $u = new BufferUnpacker(hex2bin($hex) . "\x2a", $mode);
        try {
            $r = var_export($u->unpack(), true);
        } catch (Error $e) {
            $r = get_class($e) . ': ' . $e->getMessage();
        }
        echo "$name $hex: $r, remaining ", $u->getRemainingCount(), "\n";
    }
}

echo "-- msgpack-test-suite.json: integer encodings decode to the int, or beyond the int range to its decimal string\n";
$suite = json_decode(file_get_contents(__DIR__ . '/data/msgpack-test-suite.json'), true, 512, JSON_THROW_ON_ERROR);
foreach (['20.number-positive.yaml', '21.number-negative.yaml', '23.number-bignum.yaml'] as $group) {
    $forms = $int64 = $wrong = 0;
    foreach ($suite[$group] as $entry) {
        $n = $entry['number'] ?? $entry['bignum'];
        // the exact decimal text of the value (json_decode() gives a float beyond the int range)
        $text = is_string($n) ? $n : (is_float($n) ? sprintf('%.0f', $n) : (string) $n);
        foreach ($entry['msgpack'] as $form) {
            $bytes = hex2bin(str_replace('-', '', $form));
            if ($bytes[0] === "\xca" || $bytes[0] === "\xcb") {
                continue;
            }
            $fits = (string) (int) $text === $text;
            if ($bytes[0] === "\xd3" && !$fits) {
                $int64++;
                continue;
            }
            $forms++;
            $want = $fits ? (int) $text : $text;
            $got = msgpack_unpack($bytes);
            if ($got !== $want) {
                $wrong++;
                echo "  $form: expected ", var_export($want, true), ', got ', var_export($got, true), "\n";
            }
        }
    }
    printf("%s: %d integer encodings, %d wrong (%d int64 ones beyond the int range: tests/965)\n", $group, $forms, $wrong, $int64);
}

echo "-- PECL fixtures (recorded on 64-bit PHP): the cases whose values a 32-bit PHP holds\n";
require __DIR__ . '/data/pecl-fixture-classes.inc';
// 64-bit only: a value this PHP builds differently, or a decoded int (value or key) no 32-bit int holds
function pf_64bit_only(array $case): bool
{
    if (isset($case['code']) && pf_digest(pf_dump(@pf_build($case['code']))) !== $case['value']) {
        return true;
    }
    preg_match_all('/(?:int\(|\[)(-?[0-9]+)[)\]]/', $case['ours_decoded'] ?? $case['pecl_decoded'] ?? '', $m);
    foreach ($m[1] as $n) {
        if ((string) (int) $n !== $n) {
            return true;
        }
    }
    return false;
}
$checked = $skipped = $failed = 0;
foreach (pf_fixtures() as $case) {
    if (!in_array($case['group'], ['scalar', 'array'], true)) {
        continue;
    }
    if (pf_64bit_only($case)) {
        $skipped++;
        continue;
    }
    pf_apply_ini($case['ini']);
    $bytes = pf_bytes($case['pecl']);
    if ($bytes !== null) {
        $checked++;
        $expected = $case['ours_decoded'] ?? $case['pecl_decoded'];
        $actual = pf_unpack_outcome($bytes);
        if ($expected !== $actual) {
            $failed++;
            pf_report($case['name'], 'msgpack_unpack(PECL bytes ' . bin2hex($bytes) . ')', $expected, $actual);
        }
    }
}
pf_apply_ini([]);
echo "unpack: $checked checked, $failed failed, $skipped 64-bit only\n";
?>
--EXPECTF--
-- msgpack_unpack(), BufferUnpacker::unpack() and unpackInt()
00                  0
7f                  127
e0                  -32
ff                  -1
cc00                0
ccff                255
cd0000              0
cdffff              65535
ce00000000          0
ce7fffffff          2147483647
cf0000000000000000  0
cf000000007fffffff  2147483647
ce80000000          '2147483648'
ceffffffff          '4294967295'
cf0000000080000000  '2147483648'
cf00000000ffffffff  '4294967295'
cf0000000100000000  '4294967296'
cf7fffffffffffffff  '9223372036854775807'
cf8000000000000000  '9223372036854775808'
cfffffffffffffffff  '18446744073709551615'
d000                0
d07f                127
d080                -128
d0ff                -1
d10000              0
d17fff              32767
d18000              -32768
d1ffff              -1
d200000000          0
d27fffffff          2147483647
d280000000          -2147483647-1
d2ffffffff          -1
d30000000000000000  0
d3000000007fffffff  2147483647
d3ffffffff80000000  -2147483647-1
d3ffffffffffffffff  -1
-- bigint modes: above PHP_INT_MAX (2147483647) a uint64 needs GMP / Decimal, here not loaded
GMP cf000000007fffffff: 2147483647, remaining 1
GMP cf0000000080000000: Error: Call to undefined function gmp_import(), remaining 1
GMP cf7fffffffffffffff: Error: Call to undefined function gmp_import(), remaining 1
DEC cf000000007fffffff: 2147483647, remaining 1
DEC cf0000000080000000: Error: Class "Decimal\Decimal" not found, remaining 1
DEC cf7fffffffffffffff: Error: Class "Decimal\Decimal" not found, remaining 1
-- msgpack-test-suite.json: integer encodings decode to the int, or beyond the int range to its decimal string
20.number-positive.yaml: 64 integer encodings, 0 wrong (2 int64 ones beyond the int range: tests/965)
21.number-negative.yaml: 28 integer encodings, 0 wrong (0 int64 ones beyond the int range: tests/965)
23.number-bignum.yaml: 5 integer encodings, 0 wrong (7 int64 ones beyond the int range: tests/965)
-- PECL fixtures (recorded on 64-bit PHP): the cases whose values a 32-bit PHP holds
unpack: %d checked, 0 failed, %d 64-bit only
