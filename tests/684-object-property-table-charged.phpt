--TEST--
Limits: the property table an object gets for a name no declared slot takes (40 bytes and more per declared slot) is charged as its slots are, so that class markers with one such name each stay within the bound (they took 500 bytes per input byte)
--SKIPIF--
<?php
if (getenv('USE_ZEND_ALLOC') === '0') die('skip measures the engine allocator\'s peak');
?>
--INI--
memory_limit=-1
--FILE--
<?php
$code = '#[AllowDynamicProperties] class Wide {';
for ($i = 0; $i < 50; $i++) {
    $code .= "public \$p$i = $i;";
}
eval($code . '}');

function stream(string $bytes, int $size) {
    $u = new MessagePackUnpacker();
    foreach (str_split($bytes, $size) as $piece) {
        $u->feed($piece);
        if ($u->execute()) {
            return $u->data();
        }
    }
    return false;
}

// 100,000 objects of 7 bytes each: the class marker and a dynamic property "z", before or after the marker, or an
// integer key (a property "0")
$n = 100000;
$shapes = [
    'marker first' => "\x82\xc0\xa4Wide\xa1z\x00",
    'late marker' => "\x82\xa1z\x00\xc0\xa4Wide",
    'integer key' => "\x82\xc0\xa4Wide\x00\x00",
];
foreach ($shapes as $label => $object) {
    $hostile = "\xdd" . pack('N', $n) . str_repeat($object, $n);
    $base = memory_get_usage();
    memory_reset_peak_usage();
    $value = @msgpack_unpack($hostile);
    $peak = memory_get_peak_usage() - $base;
    echo "$label: ", gettype($value), ', ', msgpack_last_error_msg(), '; peak within 256 bytes per input byte + 64 KiB: ',
        json_encode($peak <= 256 * strlen($hostile) + 65536), "\n";
    unset($value);
}
echo 'in pieces of 4096: ', gettype(@stream($hostile, 4096)), "\n";

// Objects written with their properties, a dynamic one among them, read as before.
$objects = [];
for ($i = 0; $i < 2000; $i++) {
    $o = new Wide();
    $o->extra = $i;
    $objects[] = $o;
}
$packed = msgpack_pack($objects);
var_dump(msgpack_unpack($packed) == $objects, stream($packed, 7) == $objects);
$one = msgpack_unpack("\x82\xc0\xa4Wide\xa1z\x01");
echo $one->z, ' ', $one->p49, "\n";
?>
--EXPECTF--
marker first: boolean, %r(Objects of more property slots|Objects and containers taking more memory)%r than the input's size allows at offset %d; peak within 256 bytes per input byte + 64 KiB: true
late marker: boolean, %r(Objects of more property slots|Objects and containers taking more memory)%r than the input's size allows at offset %d; peak within 256 bytes per input byte + 64 KiB: true
integer key: boolean, %r(Objects of more property slots|Objects and containers taking more memory)%r than the input's size allows at offset %d; peak within 256 bytes per input byte + 64 KiB: true
in pieces of 4096: boolean
bool(true)
bool(true)
1 49
