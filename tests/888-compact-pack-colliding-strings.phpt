--TEST--
Compact packing of string values whose PHP hashes all collide ("Ez"/"FY" blocks), or share their low bits, stays linear: the table of strings written mixes the hash before it picks a slot and compares a bounded number of entries with each value (counted in test builds), then writes the value plainly; every value round-trips, and repeats of values it noted still become references
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
// strings whose hashes share their low 18 bits, differing above (all of one slot, had the table used the hash as is)
function low_bits_colliding(int $n): array
{
    $mask = (1 << 18) - 1;
    $chars = array_merge(range('a', 'z'), range('A', 'Z'), range('0', '9'));
    $tri = [];
    foreach ($chars as $x) {
        foreach ($chars as $y) {
            foreach ($chars as $z) {
                $tri[] = $x . $y . $z;
            }
        }
    }
    $byLow = [];
    foreach ($tri as $b) {
        $byLow[(ord($b[0]) * 1089 + ord($b[1]) * 33 + ord($b[2])) & $mask][] = $b;
    }
    $out = [];
    foreach ($tri as $a) {
        $h = 5381;
        for ($i = 0; $i < 3; $i++) {
            $h = ($h * 33 + ord($a[$i])) & $mask;
        }
        foreach ($byLow[(12345 - $h * 35937) & $mask] ?? [] as $b) {
            $out[] = $a . $b;
            if (count($out) >= $n) {
                return $out;
            }
        }
    }
    return $out;
}
$counters = function_exists('msgpack_test_counters');
$packer = new Packer(PackOptions::COMPACT);
foreach ([['one hash', colliding(2048)], ['one hash', colliding(8192)], ['the same low bits', low_bits_colliding(8192)]] as [$what, $values]) {
    $n = count($values);
    echo count(array_unique($values)) === $n ? "distinct\n" : "not distinct\n";
    $values = array_merge($values, array_slice($values, 0, 16));
    if ($counters) {
        msgpack_test_counters(true);
    }
    $bytes = $packer->pack($values);
    $probes = $counters ? msgpack_test_counters(true)['string_probes'] : 0;
    echo "$n values of $what: ", (new BufferUnpacker($bytes, UnpackOptions::COMPACT))->unpack() === $values ? 'round trip' : 'differs',
        ', entries walked per value within 64: ', json_encode($probes <= 64 * count($values)),
        ', repeats by reference: ', json_encode(strlen($bytes) < strlen((new Packer())->pack($values))), "\n";
}
?>
--EXPECT--
distinct
2048 values of one hash: round trip, entries walked per value within 64: true, repeats by reference: true
distinct
8192 values of one hash: round trip, entries walked per value within 64: true, repeats by reference: true
distinct
8192 values of the same low bits: round trip, entries walked per value within 64: true, repeats by reference: true
