--TEST--
32-bit PHP: a uint32 above PHP_INT_MAX is never a negative count (unpackArrayHeader/unpackMapHeader), and decodes like the same value as a uint64 in every bigint mode
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE !== 4) die('skip 32-bit PHP only (on 64-bit every uint32 is an int: tests/742, 745)'); ?>
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\UnpackOptions;

function outcome(callable $fn): string
{
    try {
        $v = $fn();
    } catch (Throwable $e) {
        return get_class($e) . ': ' . $e->getMessage();
    }
    return get_debug_type($v) . ' ' . var_export($v, true);
}

echo "-- array32/map32 headers: the count, or an exception, but never a negative number\n";
foreach (['ddffffffff' => 'unpackArrayHeader', 'dd80000000' => 'unpackArrayHeader',
        'dfffffffff' => 'unpackMapHeader', 'df80000000' => 'unpackMapHeader'] as $hex => $method) {
    $r = null;
    try {
        $r = (new BufferUnpacker(hex2bin($hex)))->$method();
    } catch (Throwable $e) {
    }
    echo "$method($hex): ", is_int($r) && $r < 0 ? "NEGATIVE: $r" : 'not negative', "\n";
}

echo "-- uint32 (0xce) and uint64 (0xcf) forms of one value decode alike (ext-gmp and ext-decimal not loaded)\n";
$modes = ['STR' => UnpackOptions::BIGINT_AS_STR, 'GMP' => UnpackOptions::BIGINT_AS_GMP, 'DEC' => UnpackOptions::BIGINT_AS_DEC];
foreach ($modes as $name => $mode) {
    foreach (['80000000', 'ffffffff'] as $u32) {
        foreach (['unpack', 'unpackInt'] as $method) {
            $a = outcome(fn () => (new BufferUnpacker(hex2bin("ce$u32"), $mode))->$method());
            $b = outcome(fn () => (new BufferUnpacker(hex2bin("cf00000000$u32"), $mode))->$method());
            echo "$name $method ce$u32: ", $a === $b ? 'same as the uint64 form' : "DIFFERENT: $a, as uint64 $b", "\n";
        }
    }
}
?>
--EXPECT--
-- array32/map32 headers: the count, or an exception, but never a negative number
unpackArrayHeader(ddffffffff): not negative
unpackArrayHeader(dd80000000): not negative
unpackMapHeader(dfffffffff): not negative
unpackMapHeader(df80000000): not negative
-- uint32 (0xce) and uint64 (0xcf) forms of one value decode alike (ext-gmp and ext-decimal not loaded)
STR unpack ce80000000: same as the uint64 form
STR unpackInt ce80000000: same as the uint64 form
STR unpack ceffffffff: same as the uint64 form
STR unpackInt ceffffffff: same as the uint64 form
GMP unpack ce80000000: same as the uint64 form
GMP unpackInt ce80000000: same as the uint64 form
GMP unpack ceffffffff: same as the uint64 form
GMP unpackInt ceffffffff: same as the uint64 form
DEC unpack ce80000000: same as the uint64 form
DEC unpackInt ce80000000: same as the uint64 form
DEC unpack ceffffffff: same as the uint64 form
DEC unpackInt ceffffffff: same as the uint64 form
