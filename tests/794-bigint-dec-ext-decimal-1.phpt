--TEST--
UnpackOptions::BIGINT_AS_DEC with the real ext-decimal 1.x (new Decimal($s), no Decimal::valueOf()): every way the MessagePack\ classes unpack a uint64 above PHP_INT_MAX
--SKIPIF--
<?php
if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (uint64 values above PHP_INT_MAX of 64-bit PHP)');
// scripts/test builds ext-decimal 1.5.0 from ../shared/vendor-src (scripts/build-decimal) and sets this, or fails.
$so = getenv('MSGPACK_TEST_DECIMAL_SO');
if ($so === false || $so === '') die('skip MSGPACK_TEST_DECIMAL_SO names no ext-decimal build (scripts/build-decimal)');
?>
--INI--
extension=${MSGPACK_TEST_DECIMAL_SO}
--FILE--
<?php
use Decimal\Decimal;
use MessagePack\{BufferUnpacker, MessagePack, StreamUnpacker, UnpackOptions};

echo 'ext-decimal ', explode('.', phpversion('decimal'))[0], '.x, valueOf(): ', var_export(method_exists(Decimal::class, 'valueOf'), true), "\n";

function show($v): string
{
    if ($v instanceof Decimal) {
        return 'Decimal(' . $v->toString() . ', precision ' . $v->precision() . ')';
    }
    if (is_array($v)) {
        $parts = [];
        foreach ($v as $k => $x) {
            $parts[] = var_export($k, true) . ' => ' . show($x);
        }
        return '[' . implode(', ', $parts) . ']';
    }
    return get_debug_type($v) . '(' . var_export($v, true) . ')';
}

$dec = UnpackOptions::BIGINT_AS_DEC;
foreach (['cf8000000000000000', 'cf8000000000000001', 'cfdeadbeefcafebabe', 'cfffffffffffffffff'] as $hex) {
    $u = new BufferUnpacker(hex2bin($hex) . "\x2a", $dec);
    echo "$hex unpack: ", show($u->unpack()), ', then ', show($u->unpack()), "\n";
    echo "$hex unpackInt: ", show($u->reset(hex2bin($hex))->unpackInt()), "\n";
}
// Up to PHP_INT_MAX an int, whatever the option; int64 too.
foreach (['cf7fffffffffffffff', 'cf0000000000000005', 'ce ffffffff', 'd38000000000000000'] as $hex) {
    echo "$hex: ", show((new BufferUnpacker(hex2bin(str_replace(' ', '', $hex)), $dec))->unpack()), "\n";
}

// In containers; a map key stays a decimal string, as in the library.
$u = new BufferUnpacker(hex2bin('93cfffffffffffffffff0181a176cf8000000000000000'), $dec);
echo 'array: ', show($u->unpack()), "\n";
$u = new BufferUnpacker(hex2bin('82a176cf8000000000000000cfffffffffffffffffc3'), $dec);
echo 'map: ', show($u->unpack()), "\n";

// A Decimal that works as one: arithmetic past 2^64, comparisons.
$max = (new BufferUnpacker("\xcf" . str_repeat("\xff", 8), $dec))->unpack();
echo 'max + 1 = ', $max->add(1)->toString(), ', max > PHP_INT_MAX: ', var_export($max->compareTo(PHP_INT_MAX) > 0, true), "\n";

// tryUnpack() over chunks, StreamUnpacker, and the facade with the option.
$bytes = "\xcf" . str_repeat("\xff", 8) . "\x92\xcf\x80" . str_repeat("\x00", 7) . "\x07";
$u = new BufferUnpacker('', $dec);
foreach (str_split($bytes, 3) as $chunk) {
    foreach ($u->append($chunk)->tryUnpack() as $message) {
        echo 'tryUnpack: ', show($message), "\n";
    }
}
$stream = fopen('php://memory', 'w+b');
fwrite($stream, $bytes);
rewind($stream);
foreach (new StreamUnpacker($stream, $dec) as $i => $message) {
    echo "StreamUnpacker $i: ", show($message), "\n";
}
echo 'MessagePack::unpack: ', show(MessagePack::unpack("\xcf" . str_repeat("\xff", 8), $dec)), "\n";
echo 'UnpackOptions::fromBitmask: ', show((new BufferUnpacker("\xcf\x80" . str_repeat("\x00", 7),
    UnpackOptions::fromBitmask($dec)))->unpack()), "\n";
?>
--EXPECT--
ext-decimal 1.x, valueOf(): false
cf8000000000000000 unpack: Decimal(9223372036854775808, precision 28), then int(42)
cf8000000000000000 unpackInt: Decimal(9223372036854775808, precision 28)
cf8000000000000001 unpack: Decimal(9223372036854775809, precision 28), then int(42)
cf8000000000000001 unpackInt: Decimal(9223372036854775809, precision 28)
cfdeadbeefcafebabe unpack: Decimal(16045690984503098046, precision 28), then int(42)
cfdeadbeefcafebabe unpackInt: Decimal(16045690984503098046, precision 28)
cfffffffffffffffff unpack: Decimal(18446744073709551615, precision 28), then int(42)
cfffffffffffffffff unpackInt: Decimal(18446744073709551615, precision 28)
cf7fffffffffffffff: int(9223372036854775807)
cf0000000000000005: int(5)
ce ffffffff: int(4294967295)
d38000000000000000: int(-9223372036854775807-1)
array: [0 => Decimal(18446744073709551615, precision 28), 1 => int(1), 2 => ['v' => Decimal(9223372036854775808, precision 28)]]
map: ['v' => Decimal(9223372036854775808, precision 28), '18446744073709551615' => bool(true)]
max + 1 = 18446744073709551616, max > PHP_INT_MAX: true
tryUnpack: Decimal(18446744073709551615, precision 28)
tryUnpack: [0 => Decimal(9223372036854775808, precision 28), 1 => int(7)]
StreamUnpacker 0: Decimal(18446744073709551615, precision 28)
StreamUnpacker 1: [0 => Decimal(9223372036854775808, precision 28), 1 => int(7)]
MessagePack::unpack: Decimal(18446744073709551615, precision 28)
UnpackOptions::fromBitmask: Decimal(9223372036854775808, precision 28)
