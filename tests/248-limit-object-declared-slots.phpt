--TEST--
Limits: objects made from a few bytes each cannot take more than the input's size allows for their declared slots
--FILE--
<?php
$props = '';
for ($i = 0; $i < 100; $i++) {
    $props .= "public \$p$i = $i;";
}
eval("class Wide { $props }");

function pieces(string $bytes, int $size): array {
    return $size >= strlen($bytes) ? [$bytes] : str_split($bytes, $size);
}
function stream(string $bytes, int $size) {
    $u = new MessagePackUnpacker();
    foreach (pieces($bytes, $size) as $piece) {
        $u->feed($piece);
        if ($u->execute()) {
            return $u->data();
        }
    }
    return false;
}

// Hostile: 20,000 markers {nil: "Wide"} of 7 bytes each, each an object of 100 slots (about 1.7 KB).
$n = 20000;
$hostile = "\xdd" . pack('N', $n) . str_repeat("\x81\xc0\xa4Wide", $n);
$before = memory_get_usage();
$value = msgpack_unpack($hostile);
echo gettype($value), "\n";
unset($value);
$peak = memory_get_peak_usage() - $before;
echo "peak within 256 bytes per input byte + 64 KiB: ", var_export($peak <= 256 * strlen($hostile) + 65536, true), "\n";
foreach ([strlen($hostile), 4096, 1] as $size) {
    echo "hostile in pieces of $size: ", gettype(stream($hostile, $size)), "\n";
}

// Written by the packer, every property with its value: read whole and in pieces alike.
$objects = [];
for ($i = 0; $i < 300; $i++) {
    $objects[] = new Wide();
}
$packed = msgpack_pack($objects);
var_dump(msgpack_unpack($packed) == $objects);
foreach ([4096, 7, 1] as $size) {
    echo "packed in pieces of $size: ";
    var_dump(stream($packed, $size) == $objects);
}

// A few such markers (as objects written through an empty __serialize() would be) are within the free allowance.
$few = "\x9a" . str_repeat("\x81\xc0\xa4Wide", 10);
var_dump(count(msgpack_unpack($few)));
?>
--EXPECTF--
Warning: [msgpack] (php_msgpack_unserialize) %r(Objects of more property slots|Objects and containers taking more memory)%r than the input's size allows in %s on line %d
boolean
peak within 256 bytes per input byte + 64 KiB: true
hostile in pieces of 140005: boolean
hostile in pieces of 4096: boolean
hostile in pieces of 1: boolean
bool(true)
packed in pieces of 4096: bool(true)
packed in pieces of 7: bool(true)
packed in pieces of 1: bool(true)
int(10)
