--TEST--
MessagePack\BufferUnpacker: BIGINT_AS_GMP with ext-gmp loaded after msgpack (GMP objects for values, decimal strings for map keys)
--EXTENSIONS--
gmp
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (uint64 values up to PHP_INT_MAX of 64-bit PHP); 32-bit PHP: tests/969'); ?>
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

foreach (['cf8000000000000000', 'cfffffffffffffffff', 'cfdeadbeefcafebabe', 'cf7fffffffffffffff', 'cf0000000000000005'] as $hex) {
    $u = new BufferUnpacker(hex2bin($hex), UnpackOptions::BIGINT_AS_GMP);
    echo $hex, ' unpack: ', show($u->unpack()), "\n";
    echo $hex, ' unpackInt: ', show($u->reset(hex2bin($hex))->unpackInt()), "\n";
}
$u = new BufferUnpacker(hex2bin('92cfffffffffffffffff01'), UnpackOptions::BIGINT_AS_GMP);
echo show($u->unpack()), "\n";
$u = new BufferUnpacker(hex2bin('81a161cf8000000000000000'), UnpackOptions::BIGINT_AS_GMP);
echo show($u->unpack()), "\n";

// a map key is never an object: decimal string key in every mode
foreach ([UnpackOptions::BIGINT_AS_STR, UnpackOptions::BIGINT_AS_GMP] as $mode) {
    $u = new BufferUnpacker(hex2bin('82cfffffffffffffffffcfffffffffffffffffcf7fffffffffffffff01'), $mode);
    echo show($u->unpack()), "\n";
    $u = new BufferUnpacker(hex2bin('81cf800000000000000001'), $mode);
    echo show($u->unpackMap()), "\n";
}

// default and STR modes still give strings with gmp loaded
echo show((new BufferUnpacker("\xcf\xff\xff\xff\xff\xff\xff\xff\xff"))->unpack()), "\n";
$g = (new BufferUnpacker("\xcf\xff\xff\xff\xff\xff\xff\xff\xff", UnpackOptions::BIGINT_AS_GMP))->unpack();
var_dump($g == gmp_init('18446744073709551615'), gmp_cmp($g, PHP_INT_MAX) > 0);
?>
--EXPECT--
cf8000000000000000 unpack: GMP(9223372036854775808)
cf8000000000000000 unpackInt: GMP(9223372036854775808)
cfffffffffffffffff unpack: GMP(18446744073709551615)
cfffffffffffffffff unpackInt: GMP(18446744073709551615)
cfdeadbeefcafebabe unpack: GMP(16045690984503098046)
cfdeadbeefcafebabe unpackInt: GMP(16045690984503098046)
cf7fffffffffffffff unpack: int 9223372036854775807
cf7fffffffffffffff unpackInt: int 9223372036854775807
cf0000000000000005 unpack: int 5
cf0000000000000005 unpackInt: int 5
[0 => GMP(18446744073709551615), 1 => int 1]
['a' => GMP(9223372036854775808)]
['18446744073709551615' => string '18446744073709551615', 9223372036854775807 => int 1]
['9223372036854775808' => int 1]
['18446744073709551615' => GMP(18446744073709551615), 9223372036854775807 => int 1]
['9223372036854775808' => int 1]
string '18446744073709551615'
bool(true)
bool(true)
