--TEST--
msgpack: larger nested values and every wide header form cut at every offset give false + "Insufficient data"
--EXTENSIONS--
msgpack
--FILE--
<?php
// PHP_INT_MIN packs as an int64 on 64-bit PHP. On 32-bit PHP no int takes 9 bytes, and -2**63 (like 4294967296) is
// a float there, packed as a float64 of 9 bytes too: the same number of cuts on both.
$int64Min = PHP_INT_SIZE === 8 ? PHP_INT_MIN : -9223372036854775808;
$value = [
    'ints' => [0, 127, 128, 255, 256, 65535, 65536, 4294967296, -1, -33, -129, -32769, $int64Min],
    'floats' => [1.5, -0.0],
    'strings' => ['', 'a', str_repeat('b', 31), str_repeat('c', 32), str_repeat('d', 300)],
    7 => [true, false, null, [], [[]]],
    'map' => ['x' => ['y' => ['z' => 'deep']], 5 => -5],
];
$inputs = [
    'nested value' => msgpack_pack($value),
    'str16 list' => msgpack_pack(array_fill(0, 6, str_repeat('s', 260))),
    'map16' => msgpack_pack(array_combine(range(1, 20), range(1, 20))),
    // wide header forms the packer never writes
    'str32' => "\xdb\x00\x00\x00\x05hello",
    'bin8' => "\xc4\x03abc",
    'bin16' => "\xc5\x01\x00" . str_repeat("\x00", 256),
    'bin32' => "\xc6\x00\x00\x00\x03abc",
    'array32' => "\xdd\x00\x00\x00\x02\x01\x02",
    'map32' => "\xdf\x00\x00\x00\x01\xa1k\x01",
    'fixext16' => "\xd8\x05" . str_repeat('e', 16),
    'ext8' => "\xc7\x03\x07abc",
    'ext16' => "\xc8\x01\x00\x07" . str_repeat('e', 256),
    'ext32' => "\xc9\x00\x00\x00\x03\x07abc",
    'timestamp96' => "\xc7\x0c\xff" . str_repeat("\x00", 12),
    'ext inside map' => "\x82\xa1a\xd4\x01\x02\xa1b\xc7\x02\x03xy",
];

$warnings = [];
set_error_handler(function (int $no, string $msg) use (&$warnings) {
    $warnings[] = $msg;
    return true;
});
foreach ($inputs as $name => $bytes) {
    $warnings = [];
    $full = msgpack_unpack($bytes);
    $fullOk = $full !== false && $warnings === [];
    $cuts = 0;
    $wrong = 0;
    for ($len = 1; $len < strlen($bytes); $len++) {
        $warnings = [];
        $got = msgpack_unpack(substr($bytes, 0, $len));
        $cuts++;
        if ($got !== false || $warnings !== ['[msgpack] (php_msgpack_unserialize) Insufficient data for unserializing']) {
            $wrong++;
        }
    }
    printf("%s: whole %s, %d cuts, %d wrong\n", $name, $fullOk ? 'ok' : 'FAILED', $cuts, $wrong);
}
restore_error_handler();
var_dump(msgpack_unpack(msgpack_pack($value)) === $value);
?>
--EXPECT--
nested value: whole ok, 487 cuts, 0 wrong
str16 list: whole ok, 1578 cuts, 0 wrong
map16: whole ok, 42 cuts, 0 wrong
str32: whole ok, 9 cuts, 0 wrong
bin8: whole ok, 4 cuts, 0 wrong
bin16: whole ok, 258 cuts, 0 wrong
bin32: whole ok, 7 cuts, 0 wrong
array32: whole ok, 6 cuts, 0 wrong
map32: whole ok, 7 cuts, 0 wrong
fixext16: whole ok, 17 cuts, 0 wrong
ext8: whole ok, 5 cuts, 0 wrong
ext16: whole ok, 259 cuts, 0 wrong
ext32: whole ok, 8 cuts, 0 wrong
timestamp96: whole ok, 14 cuts, 0 wrong
ext inside map: whole ok, 12 cuts, 0 wrong
bool(true)
