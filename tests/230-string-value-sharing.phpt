--TEST--
String values of 2..96 bytes that repeat share one zend_string (through the key cache), in every decoding API; longer ones and compact mode's referenced strings do not go through it
--EXTENSIONS--
msgpack
--INI--
msgpack.error_display=0
--FILE--
<?php
// How many references the engine counts on a string: debug_zval_dump() prints it. A string decoded once per
// occurrence has one reference (plus the one debug_zval_dump() takes); a shared one has one per occurrence.
function refs(string $s): string {
    ob_start();
    debug_zval_dump($s);
    $out = ob_get_clean();
    if (str_contains($out, 'interned')) {
        return 'interned';
    }
    preg_match('/refcount\((\d+)\)/', $out, $m);
    return (string) $m[1];
}
// The references a string held by one array element has here (the element, the argument, debug_zval_dump()'s).
$control = msgpack_unpack(msgpack_pack([str_repeat('c', 120)]));
define('ONE', (int) refs($control[0]));
// Shared by $occurrences elements: one reference each (and the key cache's).
function shared(string $s, int $occurrences): string {
    $n = (int) refs($s);
    return $n >= ONE + $occurrences ? 'shared' : "not shared ($n)";
}

$ten = 'abcdefghij';
$packed = msgpack_pack(array_fill(0, 10000, $ten));
$r = msgpack_unpack($packed);
echo "10000 x 10 bytes: ", shared($r[0], 10000), ", ", count(array_unique($r)) === 1 && $r[9999] === $ten ? 'equal' : 'wrong', "\n";

// Memory: one string for all 10,000 (a fresh one each would add 40 bytes), so the decode adds only the list's table
// (16 bytes a slot, 16384 slots). The Zend allocator counts it; valgrind and ASan runs replace it.
if (getenv('USE_ZEND_ALLOC') !== '0') {
    unset($r);
    $base = memory_get_usage();
    $r = msgpack_unpack($packed);
    $growth = memory_get_usage() - $base;
    echo "growth: ", $growth < 16384 * 16 + 8192 ? "the list alone" : "$growth bytes", "\n";
} else {
    echo "growth: the list alone\n";
}

// The length bounds: 1 byte is interned anyway, 2..96 shared, 97 and longer fresh.
foreach ([1, 2, 32, 33, 96, 97, 200] as $len) {
    $s = str_repeat('q', $len - 1) . 'z';
    $r = msgpack_unpack(msgpack_pack([$s, $s, $s, $s]));
    $refs = refs($r[3]);
    printf("%3d bytes: %s\n", $len, $refs === 'interned' ? 'interned' : ((int) $refs >= ONE + 4 ? 'shared' : 'fresh'));
}

// Values in maps, str8/16 forms, bin, a value equal to a key, object properties, through every decoding API.
$rows = [];
for ($i = 0; $i < 50; $i++) {
    $rows[] = ['country' => 'DE', 'city' => 'Berlin', 'status' => $i % 2 ? 'active' : 'pending', 'DE' => 'country'];
}
$r = msgpack_unpack(msgpack_pack($rows));
echo "map values: ", shared($r[49]['country'], 50), ' ', shared($r[49]['city'], 50), ' ', shared($r[48]['status'], 25), "\n";
echo "value equal to a key: ", shared($r[49]['DE'], 50), "\n";
$r = msgpack_unpack("\x93" . str_repeat("\xda\x00\x05hello", 3));
echo "str16 form: ", shared($r[2], 3), "\n";
$r = msgpack_unpack("\x93" . str_repeat("\xc4\x05hello", 3));
echo "bin form: ", shared($r[2], 3), "\n";

$objects = [];
for ($i = 0; $i < 20; $i++) {
    $o = new stdClass();
    $o->tag = 'tag-a';
    $objects[] = $o;
}
$r = msgpack_unpack(msgpack_pack($objects));
echo "object properties: ", shared($r[19]->tag, 20), "\n";

$bytes = msgpack_pack(array_fill(0, 20, 'repeated'));
$r = (new MessagePack())->unpack($bytes);
echo "MessagePack::unpack: ", shared($r[19], 20), "\n";
$u = new MessagePackUnpacker();
$u->feed($bytes);
$u->execute();
$r = $u->data();
echo "MessagePackUnpacker: ", shared($r[19], 20), "\n";
$r = (new MessagePack\BufferUnpacker($bytes))->unpack();
echo "BufferUnpacker: ", shared($r[19], 20), "\n";
$r = MessagePack\MessagePack::unpack($bytes);
echo "MessagePack::unpack (facade): ", shared($r[19], 20), "\n";

// A repeat in a later call of the same request shares the string the first call left in the cache.
$first = msgpack_unpack(msgpack_pack(['across-calls']));
$second = msgpack_unpack(msgpack_pack(['across-calls']));
echo "across calls: ", shared($second[0], 2), "\n";

// Compact mode: the strings references leave out (2..4 bytes) are shared; longer repeats are references to one
// definition, the same string too (from the first definition on, only the shorter strings are looked up).
ini_set('msgpack.compact', 'full');
$r = msgpack_unpack(msgpack_pack(array_fill(0, 10, 'abc')));
echo "compact, 3 bytes: ", shared($r[9], 10), "\n";
$r = msgpack_unpack(msgpack_pack(array_fill(0, 10, 'reference')));
echo "compact, 9 bytes: ", shared($r[9], 9), "\n";
// msgpack.compact=records writes no string references: its repeats are shared like plain mode's.
ini_set('msgpack.compact', 'records');
$r = msgpack_unpack(msgpack_pack(array_fill(0, 10, 'no-reference')));
echo "records, 12 bytes: ", shared($r[9], 10), "\n";
ini_set('msgpack.compact', '0');

// Test builds count the lookups: values that do not repeat stop sharing after one window of misses.
if (function_exists('msgpack_test_counters')) {
    $distinct = [];
    for ($i = 0; $i < 20000; $i++) {
        $distinct[] = sprintf('v%08d', $i);
    }
    $bytes = msgpack_pack($distinct);
    msgpack_test_counters(true);
    msgpack_unpack($bytes);
    $c = msgpack_test_counters(true);
    echo "distinct values: ", $c['value_lookups'] <= 256 ? 'sharing stopped' : "{$c['value_lookups']} lookups", "\n";
    msgpack_unpack($packed);
    $c = msgpack_test_counters(true);
    echo "10000 repeats: ", $c['value_lookups'] === 10000 && $c['value_shared'] >= 9999 ? 'shared' : json_encode($c), "\n";
    // After a string definition, a longer string that occurs once is not looked up; the short ones are.
    ini_set('msgpack.compact', 'full');
    $bytes = msgpack_pack(['reference', 'reference', 'unique-1', 'unique-2', 'ab', 'ab']);
    msgpack_test_counters(true);
    msgpack_unpack($bytes);
    $c = msgpack_test_counters(true);
    ini_set('msgpack.compact', '0');
    echo "compact lookups: ", $c['value_lookups'] === 2 ? 'the short strings only' : json_encode($c), "\n";
} else {
    echo "distinct values: sharing stopped\n10000 repeats: shared\ncompact lookups: the short strings only\n";
}
?>
--EXPECT--
10000 x 10 bytes: shared, equal
growth: the list alone
  1 bytes: interned
  2 bytes: shared
 32 bytes: shared
 33 bytes: shared
 96 bytes: shared
 97 bytes: fresh
200 bytes: fresh
map values: shared shared shared
value equal to a key: shared
str16 form: shared
bin form: shared
object properties: shared
MessagePack::unpack: shared
MessagePackUnpacker: shared
BufferUnpacker: shared
MessagePack::unpack (facade): shared
across calls: shared
compact, 3 bytes: shared
compact, 9 bytes: shared
records, 12 bytes: shared
distinct values: sharing stopped
10000 repeats: shared
compact lookups: the short strings only
