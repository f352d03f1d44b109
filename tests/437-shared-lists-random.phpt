--TEST--
Shared lists, at random: lists of lists and objects of a class whose lists repeat, in every mix of repeated, equal and distinct small lists of scalars among other values, decode as unserialize() gives them (both formats; the PHP-only one with references)
--FILE--
<?php
class Item { public $a; public $b; public $c; }

mt_srand(20261124);

function scalar()
{
    switch (mt_rand(0, 7)) {
        case 0: return null;
        case 1: return (bool) mt_rand(0, 1);
        case 2: return mt_rand(-40, 300);
        case 3: return mt_rand(-100000, 100000);
        case 4: return mt_rand(0, 100) / 8;
        case 5: return str_repeat(chr(mt_rand(97, 99)), mt_rand(0, 3));
        case 6: return str_repeat('s', mt_rand(28, 40));
        default: return (string) mt_rand(0, 9);
    }
}

function small_list(): array
{
    $list = [];
    for ($i = mt_rand(0, 10); $i > 0; $i--) {
        $list[] = scalar();
    }
    return $list;
}

/** A list of lists from a pool of a few lists: repeats, equal copies and other values. */
function list_of_lists(array $pool): array
{
    $out = [];
    for ($i = mt_rand(1, 60); $i > 0; $i--) {
        $r = mt_rand(0, 9);
        $out[] = $r < 6 ? $pool[mt_rand(0, count($pool) - 1)]
            : ($r < 8 ? small_list() : ($r < 9 ? [small_list()] : scalar()));
    }
    if (mt_rand(0, 3) === 0) {
        $out[0] = $pool[0];
    }
    return $out;
}

function value(array $pool, bool $refs)
{
    $out = [];
    for ($i = mt_rand(1, 4); $i > 0; $i--) {
        $out[] = list_of_lists($pool);
        $items = [];
        for ($j = mt_rand(0, 30); $j > 0; $j--) {
            $item = new Item();
            $item->a = mt_rand(0, 1) ? $pool[mt_rand(0, count($pool) - 1)] : scalar();
            $item->b = mt_rand(0, 2) ? $pool[0] : small_list();
            $item->c = mt_rand(0, 3) ? mt_rand() : list_of_lists($pool);
            $items[] = $item;
        }
        $out[] = $items;
    }
    if ($refs && count($out[0]) > 2) {
        // (not to an empty array: PECL's format writes a reference to one as a plain empty array)
        $out[0][0] = $pool[0] ?: ['r'];
        $out[0][1] = &$out[0][0];
    }
    return $out;
}

$differ = 0;
if (function_exists('msgpack_test_counters')) {
    msgpack_test_counters(true);
}
for ($round = 0; $round < 300; $round++) {
    $pool = [];
    for ($i = mt_rand(1, 4); $i > 0; $i--) {
        $pool[] = small_list();
    }
    $phpOnly = $round % 2;
    $value = value($pool, (bool) $phpOnly);
    if (!$phpOnly) {
        // objects need the PHP-only format
        $value = json_decode(json_encode($value), true);
    }
    ini_set('msgpack.php_only', (string) $phpOnly);
    $got = msgpack_unpack(msgpack_pack($value));
    if (serialize($got) !== serialize(unserialize(serialize($value)))) {
        $differ++;
        if ($differ <= 3) {
            echo "round $round differs\n";
        }
    }
}
echo "300 values, $differ different from unserialize()\n";
// (a test build counts the lists shared: both places must have had their part)
$shared = function_exists('msgpack_test_counters') ? msgpack_test_counters(true)['shared_lists'] : 1000;
echo $shared >= 1000 ? "many lists shared\n" : "only $shared lists shared\n";
?>
--EXPECT--
300 values, 0 different from unserialize()
many lists shared
