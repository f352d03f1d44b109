--TEST--
32-bit PHP: Timestamp holds PHP_INT_MIN..PHP_INT_MAX seconds; ext -1 in the 32/64/96-bit forms decodes when the seconds fit an int; fromDateTime() past 2038 (150, 507, 509, 749 on 64-bit)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE !== 4) die('skip 32-bit PHP only (64-bit: tests/150, 507, 509, 749)'); ?>
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension\TimestampExtension;
use MessagePack\Type\Timestamp;

echo "-- the class: no range checks\n";
foreach ([[PHP_INT_MIN, -5], [PHP_INT_MAX, 999999999], [-1, PHP_INT_MAX]] as [$s, $n]) {
    $t = new Timestamp($s, $n);
    var_dump($t->getSeconds(), $t->getNanoseconds());
}

echo "-- decoding, seconds within the int range (beyond it: tests/967)\n";
$inputs = [
    'd6ff00000000', 'd6ff7fffffff',
    'd7ff0000000400000001', 'd7ffee6b27fc7fffffff', 'd7ff000000000000002a',
    'c70cff00000000ffffffff80000000', 'c70cff3b9ac9ffffffffffffffffff', 'c70cff00000005000000007fffffff',
    'c70cff7fffffff0000000000000001',
];
foreach ($inputs as $hex) {
    $a = msgpack_unpack(hex2bin($hex));
    $b = (new BufferUnpacker(hex2bin($hex), null, [new TimestampExtension()]))->unpack();
    printf("%-32s Timestamp(%d, %d)%s\n", $hex, $a->getSeconds(), $a->getNanoseconds(),
        $a == $b ? '' : ' (BufferUnpacker differs)');
}

echo "-- msgpack-test-suite.json timestamps whose seconds fit an int\n";
$suite = json_decode(file_get_contents(__DIR__ . '/data/msgpack-test-suite.json'), true, 512, JSON_THROW_ON_ERROR);
$ok = $beyond = 0;
foreach ($suite['50.timestamp.yaml'] as $entry) {
    [$sec, $nsec] = $entry['timestamp'];
    if (!is_int($sec)) {
        // json_decode() gives a float beyond the int range
        $beyond++;
        continue;
    }
    foreach ($entry['msgpack'] as $form) {
        $got = msgpack_unpack(hex2bin(str_replace('-', '', $form)));
        if ($got instanceof Timestamp && $got->getSeconds() === $sec && $got->getNanoseconds() === $nsec) {
            $ok++;
        } else {
            echo "  $form: expected Timestamp($sec, $nsec), got ", var_export($got, true), "\n";
        }
    }
}
echo "$ok decode right, $beyond beyond the int range\n";

echo "-- fromDateTime(): a date past 2038 has no int timestamp here, and PHP says so\n";
$t = Timestamp::fromDateTime(new DateTimeImmutable('2038-01-19 03:14:07.5', new DateTimeZone('UTC')));
var_dump($t->getSeconds(), $t->getNanoseconds());
try {
    Timestamp::fromDateTime(new DateTimeImmutable('2038-01-19 03:14:08', new DateTimeZone('UTC')));
} catch (ValueError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECT--
-- the class: no range checks
int(-2147483648)
int(-5)
int(2147483647)
int(999999999)
int(-1)
int(2147483647)
-- decoding, seconds within the int range (beyond it: tests/967)
d6ff00000000                     Timestamp(0, 0)
d6ff7fffffff                     Timestamp(2147483647, 0)
d7ff0000000400000001             Timestamp(1, 1)
d7ffee6b27fc7fffffff             Timestamp(2147483647, 999999999)
d7ff000000000000002a             Timestamp(42, 0)
c70cff00000000ffffffff80000000   Timestamp(-2147483648, 0)
c70cff3b9ac9ffffffffffffffffff   Timestamp(-1, 999999999)
c70cff00000005000000007fffffff   Timestamp(2147483647, 5)
c70cff7fffffff0000000000000001   Timestamp(1, 2147483647)
-- msgpack-test-suite.json timestamps whose seconds fit an int
8 decode right, 11 beyond the int range
-- fromDateTime(): a date past 2038 has no int timestamp here, and PHP says so
int(2147483647)
int(500000000)
ValueError: Epoch doesn't fit in a PHP integer
