--TEST--
Compact packing of string values whose PHP hashes all collide ("Ez"/"FY" blocks) stays linear: the table of strings written compares a bounded number of entries of the same hash with each value (counted in test builds), then writes the value plainly; every value round-trips, and repeats of values it noted still become references
--FILE--
<?php
use MessagePack\{Packer, PackOptions, BufferUnpacker, UnpackOptions};

function colliding(int $n): array
{
    $bits = (int) ceil(log($n, 2));
    $out = [];
    for ($i = 0; $i < $n; $i++) {
        $k = '';
        for ($b = 0; $b < $bits; $b++) {
            $k .= (($i >> $b) & 1) ? 'Ez' : 'FY';
        }
        $out[] = $k;
    }
    return $out;
}
$counters = function_exists('msgpack_test_counters');
$packer = new Packer(PackOptions::COMPACT);
foreach ([2048, 8192] as $n) {
    $values = colliding($n);
    echo count(array_unique(array_map('crc32', $values))) === $n ? "distinct\n" : "not distinct\n";
    $values = array_merge($values, array_slice($values, 0, 16));
    if ($counters) {
        msgpack_test_counters(true);
    }
    $bytes = $packer->pack($values);
    $probes = $counters ? msgpack_test_counters(true)['string_probes'] : 0;
    echo "$n colliding values: ", (new BufferUnpacker($bytes, UnpackOptions::COMPACT))->unpack() === $values ? 'round trip' : 'differs',
        ', compares per value within 64: ', json_encode($probes <= 64 * count($values)),
        ', repeats by reference: ', json_encode(strlen($bytes) < strlen((new Packer())->pack($values))), "\n";
}
?>
--EXPECT--
distinct
2048 colliding values: round trip, compares per value within 64: true, repeats by reference: true
distinct
8192 colliding values: round trip, compares per value within 64: true, repeats by reference: true
