--TEST--
Differential round trip: seeded random value graphs (objects of several kinds, enums, shared objects, PHP references, cycles) come back from msgpack_pack/unpack and MessagePack::pack/unpack as from unserialize(serialize()), up to the PECL format's documented limits
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
--FILE--
<?php
require __DIR__ . '/data/value-graphs.inc';
// Compared as canonical dumps (objects and references numbered by first appearance). Where PHP's own serializer
// links a by-value occurrence of an object to a later reference to it (an "R:" pointing at the object's slot), ours
// keeping the original graph counts as agreeing. vg_format_limit() lists the references the format cannot carry.
$cases = getenv('USE_ZEND_ALLOC') === '0' ? 150 : 1500; // valgrind and ASan runs: fewer seeds
$apis = [
    'msgpack_pack/unpack' => [fn ($v) => msgpack_pack($v), fn ($b) => msgpack_unpack($b)],
    'MessagePack::pack/unpack' => [fn ($v) => (new MessagePack(true))->pack($v), fn ($b) => (new MessagePack(true))->unpack($b)],
];
$differ = [];
for ($seed = 1; $seed <= $cases; $seed++) {
    $gen = new VgGen($seed);
    $value = [$gen->value(), $gen->value(), $gen->value()];
    $original = vg_dump($value);
    $php = vg_dump(unserialize(serialize($value)));
    foreach ($apis as $api => [$pack, $unpack]) {
        $ours = vg_dump($unpack($pack($value)));
        if ($ours !== $php && $ours !== $original) {
            $differ[] = "seed $seed, $api\n  original: $original\n  php:      $php\n  ours:     $ours";
        }
    }
}
echo $differ ? implode("\n", array_slice($differ, 0, 5)) . "\n" . count($differ) . " differ\n" : "all agree\n";

// The cases the issue named, spelled out.
$o = new stdClass();
$o->n = 1;
$r = msgpack_unpack(msgpack_pack([&$o, $o]));
$r[1] = 'replaced';
echo '[&$o, $o]: writing one element leaves the other: ', get_debug_type($r[0]), "\n";
$r = msgpack_unpack(msgpack_pack([&$o, &$o]));
$r[1] = 'replaced';
echo '[&$o, &$o]: writing one element writes both: ', var_export($r[0], true), "\n";
$p = new VgPlain();
$r = msgpack_unpack(msgpack_pack([$p, &$p, &$p]));
$r[2] = 'replaced';
echo '[$p, &$p, &$p]: the two references stay linked, the value stays apart: ', get_debug_type($r[0]), ' ', var_export($r[1], true), "\n";
?>
--EXPECT--
all agree
[&$o, $o]: writing one element leaves the other: stdClass
[&$o, &$o]: writing one element writes both: 'replaced'
[$p, &$p, &$p]: the two references stay linked, the value stays apart: VgPlain 'replaced'
