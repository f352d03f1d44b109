--TEST--
32-bit PHP: an int64 (0xd3) beyond PHP_INT_MIN..PHP_INT_MAX decodes to its exact value (not truncated to 32 bits), as a value and as a map key
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE !== 4) die('skip 32-bit PHP only (on 64-bit every int64 is an int: tests/005)'); ?>
--FILE--
<?php
use MessagePack\BufferUnpacker;

// Like a uint64 above PHP_INT_MAX, the value must survive: as its decimal string (the rule for uint64), or as a
// float when that float is exact. Truncating it to the low 32 bits gives a different, valid-looking int.
function exact($v, string $text): bool
{
    if (is_string($v) || is_int($v)) {
        return (string) $v === $text;
    }
    return is_float($v) && sprintf('%.0f', $v) === $text;
}

function show($v): string
{
    return get_debug_type($v) . ' ' . var_export($v, true);
}

$cases = [
    'd30000000080000000' => '2147483648',
    'd3ffffffff7fffffff' => '-2147483649',
    'd30000000100000000' => '4294967296',
    'd3ffffffff00000000' => '-4294967296',
    'd3fffffffeffffffff' => '-4294967297',
    'd37fffffffffffffff' => '9223372036854775807',
    'd38000000000000000' => '-9223372036854775808',
    'd38000000000000001' => '-9223372036854775807',
];
foreach ($cases as $hex => $text) {
    $bytes = hex2bin($hex);
    $results = [
        'msgpack_unpack' => msgpack_unpack($bytes),
        'unpack' => (new BufferUnpacker($bytes))->unpack(),
        'unpackInt' => (new BufferUnpacker($bytes))->unpackInt(),
    ];
    $wrong = [];
    foreach ($results as $api => $v) {
        if (!exact($v, $text)) {
            $wrong[] = "$api gives " . show($v);
        }
    }
    // as a map key: the decimal string key (PHP array keys are ints or strings)
    $map = "\x81" . $bytes . "\x01";
    foreach (['msgpack_unpack key' => msgpack_unpack($map), 'unpack key' => (new BufferUnpacker($map))->unpack()] as $api => $a) {
        if (array_key_first($a) !== $text) {
            $wrong[] = "$api gives " . show(array_key_first($a));
        }
    }
    echo $hex, ' (', $text, '): ', $wrong ? 'WRONG: ' . implode(', ', $wrong) : 'exact', "\n";
}
?>
--EXPECT--
d30000000080000000 (2147483648): exact
d3ffffffff7fffffff (-2147483649): exact
d30000000100000000 (4294967296): exact
d3ffffffff00000000 (-4294967296): exact
d3fffffffeffffffff (-4294967297): exact
d37fffffffffffffff (9223372036854775807): exact
d38000000000000000 (-9223372036854775808): exact
d38000000000000001 (-9223372036854775807): exact
