--TEST--
Map shapes remembered by depth: maps are first tried against the shape their sibling at the same depth came through; random documents of maps that share first keys and counts, differ after the first key, nest deeper than the depths remembered and come back in later calls decode to exactly what was packed
--FILE--
<?php
mt_srand(20261124);
$firstKeys = ['id', 'name', 'type', 'url', 'node_id', 'created_at', 'abcdefghijklmno', 'k'];
$otherKeys = ['a', 'bb', 'ccc', 'state', 'title', 'labels', 'updated_at', 'x1', 'x2', 'comments_url'];

function make_map(int $depth, array $firstKeys, array $otherKeys): array
{
    $count = mt_rand(1, 6);
    $map = [$firstKeys[mt_rand(0, count($firstKeys) - 1)] => mt_rand(0, 3)];
    // Usually the same keys in the same order (a shape), sometimes another order or other keys.
    $keys = mt_rand(0, 3) ? array_slice($otherKeys, 0, $count) : array_rand(array_flip($otherKeys), max(1, $count));
    foreach ((array) $keys as $k) {
        // deeper less often: a few maps reach depth 12
        $nest = $depth < 12 && mt_rand(0, $depth) === 0;
        $map[$k] = match (mt_rand(0, 4)) {
            0 => $nest ? make_map($depth + 1, $firstKeys, $otherKeys) : null,
            1 => $nest ? array_map(fn () => make_map($depth + 1, $firstKeys, $otherKeys), range(1, mt_rand(1, 3))) : [],
            2 => 'v' . mt_rand(0, 9),
            3 => mt_rand(-5, 500),
            default => mt_rand(0, 1) === 1,
        };
    }
    return $map;
}

$different = 0;
for ($doc = 0; $doc < 300; $doc++) {
    $rows = [];
    for ($i = mt_rand(1, 20); $i > 0; $i--) {
        $rows[] = make_map(1, $firstKeys, $otherKeys);
    }
    // nested under maps to reach every remembered depth, and past it
    $value = $rows;
    for ($wrap = mt_rand(0, 10); $wrap > 0; $wrap--) {
        $value = ['wrap' => $value, 'n' => $wrap];
    }
    $bytes = msgpack_pack($value);
    foreach ([0, 1] as $again) {
        if (msgpack_unpack($bytes) !== $value) {
            $different++;
            echo "document $doc, call $again: DIFFERENT\n";
        }
    }
}
echo "300 documents, $different different\n";

// Siblings whose first key and count match the remembered shape but whose other keys do not: each keeps its own.
$a = ['id' => 1, 'x' => 2, 'y' => 3];
$b = ['id' => 1, 'p' => 2, 'q' => 3];
$list = [$a, $a, $a, $b, $a, $b, $b, $b, $a];
var_dump(msgpack_unpack(msgpack_pack($list)) === $list);
// As stdClass objects too (msgpack.assoc off: maps become objects after their pairs).
ini_set('msgpack.assoc', '0');
var_dump(json_encode(msgpack_unpack(msgpack_pack($list))) === json_encode($list));
?>
--EXPECT--
300 documents, 0 different
bool(true)
bool(true)
