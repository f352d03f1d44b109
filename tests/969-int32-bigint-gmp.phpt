--TEST--
32-bit PHP: BIGINT_AS_GMP gives GMP objects for every uint64 above PHP_INT_MAX (2147483647), ints up to it, decimal string keys (739 on 64-bit)
--EXTENSIONS--
msgpack
gmp
--SKIPIF--
<?php if (PHP_INT_SIZE !== 4) die('skip 32-bit PHP only (64-bit: tests/739)'); ?>
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\UnpackOptions;

function show($v): string
{
    if ($v instanceof GMP) {
        return 'GMP(' . gmp_strval($v) . ')';
    }
    if (is_array($v)) {
        $parts = [];
        foreach ($v as $k => $x) {
            $parts[] = var_export($k, true) . ' => ' . show($x);
        }
        return '[' . implode(', ', $parts) . ']';
    }
    return get_debug_type($v) . ' ' . var_export($v, true);
}

foreach (['cf0000000080000000', 'cf00000000ffffffff', 'cf7fffffffffffffff', 'cfffffffffffffffff', 'cf000000007fffffff',
        'cf0000000000000005'] as $hex) {
    $u = new BufferUnpacker(hex2bin($hex), UnpackOptions::BIGINT_AS_GMP);
    echo $hex, ' unpack: ', show($u->unpack()), "\n";
    echo $hex, ' unpackInt: ', show($u->reset(hex2bin($hex))->unpackInt()), "\n";
}
$u = new BufferUnpacker(hex2bin('92cf0000000080000000cf000000007fffffff'), UnpackOptions::BIGINT_AS_GMP);
echo show($u->unpack()), "\n";

// a map key is never an object: decimal string key in every mode
foreach ([UnpackOptions::BIGINT_AS_STR, UnpackOptions::BIGINT_AS_GMP] as $mode) {
    $u = new BufferUnpacker(hex2bin('82cf0000000080000000cf0000000080000000cf000000007fffffff01'), $mode);
    echo show($u->unpack()), "\n";
}
$g = (new BufferUnpacker("\xcf\x00\x00\x00\x00\x80\x00\x00\x00", UnpackOptions::BIGINT_AS_GMP))->unpack();
var_dump($g == gmp_add(PHP_INT_MAX, 1));
?>
--EXPECT--
cf0000000080000000 unpack: GMP(2147483648)
cf0000000080000000 unpackInt: GMP(2147483648)
cf00000000ffffffff unpack: GMP(4294967295)
cf00000000ffffffff unpackInt: GMP(4294967295)
cf7fffffffffffffff unpack: GMP(9223372036854775807)
cf7fffffffffffffff unpackInt: GMP(9223372036854775807)
cfffffffffffffffff unpack: GMP(18446744073709551615)
cfffffffffffffffff unpackInt: GMP(18446744073709551615)
cf000000007fffffff unpack: int 2147483647
cf000000007fffffff unpackInt: int 2147483647
cf0000000000000005 unpack: int 5
cf0000000000000005 unpackInt: int 5
[0 => GMP(2147483648), 1 => int 2147483647]
['2147483648' => string '2147483648', 2147483647 => int 1]
['2147483648' => GMP(2147483648), 2147483647 => int 1]
bool(true)
