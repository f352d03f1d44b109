--TEST--
Packing with a Structures stays linear for key lists whose keys' PHP hashes collide ("Ez"/"FY" blocks): a lookup starts from the high half of the list's hash and walks a bounded number of entries (counted in test builds), past which a list goes without a record; every map round-trips through the same Structures
--FILE--
<?php
use MessagePack\{Packer, PackOptions, BufferUnpacker, Structures};

function colliding(int $n): array
{
    $out = [];
    for ($i = 0; $i < $n; $i++) {
        $k = '';
        for ($b = 0; $b < 15; $b++) {
            $k .= (($i >> $b) & 1) ? 'Ez' : 'FY';
        }
        $out[] = $k;
    }
    return $out;
}
$counters = function_exists('msgpack_test_counters');
foreach ([2000, 12000] as $n) {
    $maps = array_map(fn ($k) => [$k => 1], colliding($n));
    $s = new Structures([], 8160);
    $p = (new Packer(PackOptions::RECORDS))->withStructures($s);
    if ($counters) {
        msgpack_test_counters(true);
    }
    $bytes = $p->pack($maps);
    $probes = $counters ? msgpack_test_counters(true)['structures_probes'] : 0;
    $back = (new BufferUnpacker($bytes))->withStructures($s)->unpack();
    echo "$n maps: ", $back === $maps ? 'round trip' : 'differs', ', entries walked per map within 512: ',
        json_encode($probes <= 512 * $n), "\n";
}
?>
--EXPECT--
2000 maps: round trip, entries walked per map within 512: true
12000 maps: round trip, entries walked per map within 512: true
