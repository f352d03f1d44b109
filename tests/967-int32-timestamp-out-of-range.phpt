--TEST--
32-bit PHP: ext -1 whose seconds (or nanoseconds) no int holds never decodes to a Timestamp with wrapped, wrong values
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE !== 4) die('skip 32-bit PHP only (64-bit: tests/509, 749)'); ?>
--INI--
msgpack.error_display=0
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension\TimestampExtension;
use MessagePack\Type\Timestamp;

// Which outcome replaces the Timestamp (an exception, false, the raw Ext) is the extension's choice; a Timestamp
// whose getters return other numbers than the encoded ones is a silent data corruption.
$cases = [
    'd6ff80000000' => ['2147483648', '0'],
    'd6ffffffffff' => ['4294967295', '0'],
    'd7ff0000000100000000' => ['4294967296', '0'],
    'd7ffee6b27ffffffffff' => ['17179869183', '999999999'],
    'c70cff000000000000000400000000' => ['17179869184', '0'],
    'c70cff00000000ffffffff7fffffff' => ['-2147483649', '0'],
    'c70cff00000000fffffff1868b8400' => ['-62167219200', '0'],
    'c70cffffffffff0000000000000001' => ['1', '4294967295'],
];
foreach ($cases as $hex => [$sec, $nsec]) {
    $outcomes = [];
    try {
        $outcomes['msgpack_unpack'] = msgpack_unpack(hex2bin($hex));
    } catch (Throwable $e) {
    }
    try {
        $outcomes['BufferUnpacker'] = (new BufferUnpacker(hex2bin($hex), null, [new TimestampExtension()]))->unpack();
    } catch (Throwable $e) {
    }
    $wrapped = [];
    foreach ($outcomes as $api => $v) {
        if ($v instanceof Timestamp && ((string) $v->getSeconds() !== $sec || (string) $v->getNanoseconds() !== $nsec)) {
            $wrapped[] = "$api gives Timestamp({$v->getSeconds()}, {$v->getNanoseconds()})";
        }
    }
    echo "$hex ($sec, $nsec): ", $wrapped ? 'WRAPPED: ' . implode(', ', $wrapped) : 'no wrapped Timestamp', "\n";
}
?>
--EXPECT--
d6ff80000000 (2147483648, 0): no wrapped Timestamp
d6ffffffffff (4294967295, 0): no wrapped Timestamp
d7ff0000000100000000 (4294967296, 0): no wrapped Timestamp
d7ffee6b27ffffffffff (17179869183, 999999999): no wrapped Timestamp
c70cff000000000000000400000000 (17179869184, 0): no wrapped Timestamp
c70cff00000000ffffffff7fffffff (-2147483649, 0): no wrapped Timestamp
c70cff00000000fffffff1868b8400 (-62167219200, 0): no wrapped Timestamp
c70cffffffffff0000000000000001 (1, 4294967295): no wrapped Timestamp
