--TEST--
Compact mode: string references rewrite repeats with the encoder's own str, bin and ext headers at every length boundary (str8 on and off)
--FILE--
<?php
use MessagePack\{BufferUnpacker, Packer, PackOptions, UnpackOptions};

// Lengths at each header's boundary; 300 strings of 5 bytes first, so that later definitions need 2-byte numbers and
// some repeats stay plain (a reference to definition 256+ saves nothing on a 5-byte string written twice).
$lengths = [5, 8, 16, 17, 31, 32, 255, 256, 65535, 65536];
$filler = array_map(fn ($i) => sprintf('f%04d', $i), range(0, 299));
$strings = array_merge($filler, array_map(fn ($n) => str_repeat(chr(97 + $n % 26), $n), $lengths),
    array_map(fn ($i) => sprintf('g%04d', $i), range(0, 9)));
$value = array_merge($strings, $strings);

function report(string $name, string $bytes, string $plain, array $value, $decoded, callable $one): void
{
    // Each string is written twice: as a definition and a reference (its plain encoding nowhere), or twice exactly as
    // the plain encoding writes it (the repeat rewritten by the encoder's own header writer).
    $defined = $plain_twice = $other = 0;
    foreach (array_unique($value) as $s) {
        $count = substr_count($bytes, $one($s));
        $count === 0 ? $defined++ : ($count === 2 ? $plain_twice++ : $other++);
    }
    printf("%-24s round trip: %s, %d bytes (plain %d), defined: %d, written plainly twice: %d, otherwise: %d\n", $name,
        var_export($decoded === $value, true), strlen($bytes), strlen($plain), $defined, $plain_twice, $other);
}

foreach ([true, false] as $str8) {
    ini_set('msgpack.use_str8_serialization', $str8 ? '1' : '0');
    ini_set('msgpack.compact', 'full');
    $bytes = msgpack_pack($value);
    $decoded = msgpack_unpack($bytes);
    ini_set('msgpack.compact', '0');
    report('msgpack_pack, str8 ' . ($str8 ? 'on' : 'off'), $bytes, msgpack_pack($value), $value, $decoded,
        fn ($s) => msgpack_pack($s));
}
foreach (['str' => 0, 'bin' => PackOptions::FORCE_BIN] as $kind => $option) {
    $bytes = (new Packer(PackOptions::COMPACT | $option))->pack($value);
    $decoded = (new BufferUnpacker($bytes, UnpackOptions::COMPACT))->unpack();
    report("Packer, $kind", $bytes, (new Packer($option))->pack($value), $value, $decoded,
        fn ($s) => (new Packer($option))->pack($s));
}
// A long string repeated once as a map key and as a value, and as a record's field name.
$key = str_repeat('k', 40);
$v = [[$key => 1, 'x' => $key], [$key => 2, 'x' => $key], ['y' => [$key => $key]]];
$bytes = (new Packer(PackOptions::COMPACT))->pack($v);
echo bin2hex($bytes), "\n";
var_dump((new BufferUnpacker($bytes, UnpackOptions::COMPACT))->unpack() === $v);
?>
--EXPECT--
msgpack_pack, str8 on    round trip: true, 135231 bytes (plain 267145), defined: 265, written plainly twice: 55, otherwise: 0
msgpack_pack, str8 off   round trip: true, 135231 bytes (plain 267149), defined: 265, written plainly twice: 55, otherwise: 0
Packer, str              round trip: true, 135231 bytes (plain 267145), defined: 265, written plainly twice: 55, otherwise: 0
Packer, bin              round trip: true, 135231 bytes (plain 267775), defined: 320, written plainly twice: 0, otherwise: 0
93d4724092c728536b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6ba17801d45e004002d45e00d4724191a179d4724291d45e00d45e00
bool(true)
