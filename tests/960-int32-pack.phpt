--TEST--
32-bit PHP: ints pack at every width boundary up to PHP_INT_MAX/PHP_INT_MIN, ints beyond are floats (float64); Packer int and header arguments; PECL pack fixtures (003, 004, 151, 490, 708, 711 on 64-bit)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE !== 4) die('skip 32-bit PHP only (64-bit: tests/003, 004, 151, 490, 708, 711)'); ?>
--FILE--
<?php
use MessagePack\Packer;

echo "-- msgpack_pack(): the unsigned families for non-negative ints, the signed ones below zero\n";
$ints = [0, 1, 127, 128, 255, 256, 65535, 65536, 2147483646, PHP_INT_MAX,
    -1, -31, -32, -33, -127, -128, -129, -32767, -32768, -32769, -2147483647, PHP_INT_MIN];
foreach ($ints as $v) {
    $packed = msgpack_pack($v);
    $back = msgpack_unpack($packed);
    printf("%d => %s => %s\n", $v, bin2hex($packed), $back === $v ? 'same' : 'DIFFERENT: ' . var_export($back, true));
}

echo "-- PHP's own int overflow gives floats: they pack as float64 and come back as floats\n";
foreach ([PHP_INT_MAX + 1, 4294967295, 4294967296, PHP_INT_MIN - 1, -4294967296, 9223372036854775807] as $v) {
    $packed = msgpack_pack($v);
    $back = msgpack_unpack($packed);
    printf("%s => %s => %s\n", var_export($v, true), bin2hex($packed), $back === $v ? 'same' : 'DIFFERENT: ' . var_export($back, true));
}

echo "-- Packer::pack() and packInt()\n";
$p = new Packer();
foreach ([0, 127, 128, 65535, 65536, PHP_INT_MAX, -32, -33, -32769, PHP_INT_MIN] as $i) {
    $a = bin2hex($p->pack($i));
    $b = bin2hex($p->packInt($i));
    printf("%d: %s%s\n", $i, $a, $a === $b ? '' : " (packInt gives $b)");
}
// packInt() takes an int: a float that no 32-bit int holds is a TypeError, like any int parameter
foreach ([4294967295, PHP_INT_MAX + 1, "4294967296"] as $v) {
    try {
        echo bin2hex($p->packInt($v)), "\n";
    } catch (TypeError $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}

echo "-- array and map headers up to PHP_INT_MAX\n";
echo bin2hex($p->packArrayHeader(0xffff)), ' ', bin2hex($p->packArrayHeader(0x10000)), ' ',
    bin2hex($p->packArrayHeader(PHP_INT_MAX)), ' ', bin2hex($p->packMapHeader(PHP_INT_MAX)), "\n";
foreach ([-1, PHP_INT_MIN] as $n) {
    try {
        $p->packMapHeader($n);
    } catch (ValueError $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}

echo "-- msgpack-test-suite.json: every number PHP holds encodes to its canonical form\n";
$suite = json_decode(file_get_contents(__DIR__ . '/data/msgpack-test-suite.json'), true, 512, JSON_THROW_ON_ERROR);
foreach (['20.number-positive.yaml', '21.number-negative.yaml', '23.number-bignum.yaml'] as $group) {
    $ints = $floats = $none = $wrong = 0;
    foreach ($suite[$group] as $entry) {
        $forms = $entry['msgpack'];
        if (isset($entry['bignum'])) {
            if ((string) (int) $entry['bignum'] !== $entry['bignum']) {
                $none++;
                continue;
            }
            $value = (int) $entry['bignum'];
        } else {
            $value = $entry['number'];
        }
        if (is_int($value)) {
            $ints++;
            $family = $value >= 0 ? fn ($b) => $b <= 0x7f || ($b >= 0xcc && $b <= 0xcf)
                : fn ($b) => $b >= 0xe0 || ($b >= 0xd0 && $b <= 0xd3);
        } else {
            // a JSON integer beyond PHP_INT_MAX/PHP_INT_MIN: json_decode() gives a float
            $floats++;
            $family = fn ($b) => $b === 0xcb;
        }
        $want = null;
        foreach ($forms as $form) {
            if ($family(hexdec(substr($form, 0, 2)))) {
                $want = str_replace('-', '', $form);
                break;
            }
        }
        if (bin2hex(msgpack_pack($value)) !== $want) {
            $wrong++;
            echo "  ", json_encode($entry), ": expected $want, got ", bin2hex(msgpack_pack($value)), "\n";
        }
    }
    printf("%s: %d ints, %d floats, %d not a PHP number, %d wrong\n", $group, $ints, $floats, $none, $wrong);
}

echo "-- PECL fixtures (recorded on 64-bit PHP): the cases whose values a 32-bit PHP holds\n";
require __DIR__ . '/data/pecl-fixture-classes.inc';
// 64-bit only: a case whose value this PHP builds differently (an int literal beyond PHP_INT_MAX is a float here)
function pf_64bit_only(array $case): bool
{
    return !isset($case['code']) || pf_digest(pf_dump(@pf_build($case['code']))) !== $case['value'];
}
$checked = $skipped = $failed = 0;
foreach (pf_fixtures() as $case) {
    if (!in_array($case['group'], ['scalar', 'array'], true) || !isset($case['code'])) {
        continue;
    }
    if (pf_64bit_only($case)) {
        $skipped++;
        continue;
    }
    pf_apply_ini($case['ini']);
    $expected = $case['ours'] ?? $case['pecl'];
    $actual = pf_pack(pf_build($case['code']));
    $checked++;
    if (!pf_same_pack($expected, $actual)) {
        $failed++;
        pf_report($case['name'], 'msgpack_pack', pf_show_pack($expected), pf_show_pack($actual));
    }
}
pf_apply_ini([]);
echo "pack: $checked checked, $failed failed, $skipped 64-bit only\n";
?>
--EXPECTF--
-- msgpack_pack(): the unsigned families for non-negative ints, the signed ones below zero
0 => 00 => same
1 => 01 => same
127 => 7f => same
128 => cc80 => same
255 => ccff => same
256 => cd0100 => same
65535 => cdffff => same
65536 => ce00010000 => same
2147483646 => ce7ffffffe => same
2147483647 => ce7fffffff => same
-1 => ff => same
-31 => e1 => same
-32 => e0 => same
-33 => d0df => same
-127 => d081 => same
-128 => d080 => same
-129 => d1ff7f => same
-32767 => d18001 => same
-32768 => d18000 => same
-32769 => d2ffff7fff => same
-2147483647 => d280000001 => same
-2147483648 => d280000000 => same
-- PHP's own int overflow gives floats: they pack as float64 and come back as floats
2147483648.0 => cb41e0000000000000 => same
4294967295.0 => cb41efffffffe00000 => same
4294967296.0 => cb41f0000000000000 => same
-2147483649.0 => cbc1e0000000200000 => same
-4294967296.0 => cbc1f0000000000000 => same
9.223372036854776E+18 => cb43e0000000000000 => same
-- Packer::pack() and packInt()
0: 00
127: 7f
128: cc80
65535: cdffff
65536: ce00010000
2147483647: ce7fffffff
-32: e0
-33: d0df
-32769: d2ffff7fff
-2147483648: d280000000
TypeError: MessagePack\Packer::packInt(): Argument #1 ($int) must be of type int, float given
TypeError: MessagePack\Packer::packInt(): Argument #1 ($int) must be of type int, float given
TypeError: MessagePack\Packer::packInt(): Argument #1 ($int) must be of type int, string given
-- array and map headers up to PHP_INT_MAX
dcffff dd00010000 dd7fffffff df7fffffff
ValueError: MessagePack\Packer::packMapHeader(): Argument #1 ($size) must be between 0 and 4294967295
ValueError: MessagePack\Packer::packMapHeader(): Argument #1 ($size) must be between 0 and 4294967295
-- msgpack-test-suite.json: every number PHP holds encodes to its canonical form
20.number-positive.yaml: 9 ints, 2 floats, 0 not a PHP number, 0 wrong
21.number-negative.yaml: 8 ints, 0 floats, 0 not a PHP number, 0 wrong
23.number-bignum.yaml: 0 ints, 0 floats, 9 not a PHP number, 0 wrong
-- PECL fixtures (recorded on 64-bit PHP): the cases whose values a 32-bit PHP holds
pack: %d checked, 0 failed, %d 64-bit only
