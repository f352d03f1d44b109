--TEST--
Shared lists: in a list of more than 15 lists, an element whose bytes repeat the element before it (a small list of scalars) is that same array, shared copy-on-write, giving the value unserialize() gives; in pieces, through extensions that swap the buffer, and in the PHP-only format with references
--FILE--
<?php
function check(string $what, array $value): void
{
    foreach ([0, 1] as $phpOnly) {
        ini_set('msgpack.php_only', (string) $phpOnly);
        $bytes = msgpack_pack($value);
        $got = msgpack_unpack($bytes);
        $want = unserialize(serialize($value));
        $same = serialize($got) === serialize($want);
        // a BufferUnpacker, whole and one byte at a time
        $u = new MessagePack\BufferUnpacker($bytes);
        $same = $same && serialize($u->unpack()) === serialize($want);
        $u = new MessagePack\BufferUnpacker();
        $pieces = null;
        foreach (str_split($bytes) as $byte) {
            $u->append($byte);
            $pieces = $u->tryUnpack() ?: $pieces;
        }
        $same = $same && $pieces !== null && serialize($pieces[0]) === serialize($want);
        echo $what, $phpOnly ? ' (php_only)' : '', ': ', $same ? 'same as unserialize()' : 'DIFFERENT', "\n";
    }
}

check('array_fill of a list', array_fill(0, 100, ['x']));
check('two lists in turn', array_map(fn ($i) => $i % 2 ? ['a', 1] : ['b', 2], range(0, 49)));
check('runs of lists', array_map(fn ($i) => [intdiv($i, 10)], range(0, 99)));
check('scalars of every width', array_fill(0, 20, [null, true, false, -1, 200, -200, 70000, -70000]));
check('nine elements', array_fill(0, 20, range(1, 9)));
check('a nested list', array_fill(0, 20, [[1], 2]));
check('lists, then maps and scalars', array_merge(array_fill(0, 10, [1]), array_fill(0, 10, ['k' => 1]), range(1, 10)));
check('lists, then a long one', array_merge(array_fill(0, 20, [1]), [range(1, 100)], array_fill(0, 20, [1])));
check('empty lists', array_fill(0, 20, []));
$x = ['shared'];
$refs = array_fill(0, 20, ['shared']);
$refs[3] = &$x;
$refs[4] = &$x;
// (PECL's references: its own format, for msgpack_unpack() only)
ini_set('msgpack.php_only', '1');
$got = msgpack_unpack(msgpack_pack($refs));
echo 'references among them (php_only): ', serialize($got) === serialize(unserialize(serialize($refs))) ? 'same as unserialize()' : 'DIFFERENT', "\n";
$got[3][] = 'through the reference';
echo json_encode(array_slice($got, 2, 3)), "\n";

// Each element has its own copy as soon as it writes.
$got = msgpack_unpack(msgpack_pack(array_fill(0, 20, ['x'])));
$got[1][] = 'y';
$got[2][0] = 'z';
echo json_encode(array_slice($got, 0, 4)), "\n";

// An extension that swaps the buffer while the first element decodes: the rest is read from the new buffer, and no
// byte of the old one (freed) is compared.
class Swap implements MessagePack\Extension
{
    public function getType(): int { return 5; }
    public function pack(MessagePack\Packer $packer, $value): ?string { return null; }
    public function unpackExt(MessagePack\BufferUnpacker $u, int $extLength)
    {
        $u->reset(str_repeat("\x91\xa1x", 19));
        return 'swapped';
    }
}
$u = new MessagePack\BufferUnpacker(str_repeat("\xdc\x00\x14\x91\xd4\x05\x00", 1) . str_repeat('?', 64), 0, [new Swap()]);
echo json_encode($u->unpack()), "\n";

// Bytes that decode with more than a value are not shared: a timestamp extension's objects stay distinct objects.
$u = new MessagePack\BufferUnpacker("\xdc\x00\x14" . str_repeat("\x91\xd6\xff\x00\x00\x00\x01", 20), 0,
    [new MessagePack\Extension\TimestampExtension()]);
$list = $u->unpack();
echo count($list), ' lists, ', count(array_unique(array_map(fn ($l) => spl_object_id($l[0]), $list))), " distinct objects\n";

if (function_exists('msgpack_test_counters')) {
    ini_set('msgpack.php_only', '0');
    msgpack_test_counters(true);
    msgpack_unpack(msgpack_pack(array_fill(0, 100, ['x'])));
    $shared = msgpack_test_counters(true)['shared_lists'];
    msgpack_unpack(msgpack_pack(array_map(fn ($i) => [$i], range(0, 99))));
    $distinct = msgpack_test_counters(true)['shared_lists'];
    msgpack_unpack(msgpack_pack(array_fill(0, 15, ['x'])));
    $short = msgpack_test_counters(true)['shared_lists'];
    echo "shared: $shared, with distinct lists: $distinct, in a list of 15: $short\n";
} else {
    echo "shared: 99, with distinct lists: 0, in a list of 15: 0\n";
}
?>
--EXPECT--
array_fill of a list: same as unserialize()
array_fill of a list (php_only): same as unserialize()
two lists in turn: same as unserialize()
two lists in turn (php_only): same as unserialize()
runs of lists: same as unserialize()
runs of lists (php_only): same as unserialize()
scalars of every width: same as unserialize()
scalars of every width (php_only): same as unserialize()
nine elements: same as unserialize()
nine elements (php_only): same as unserialize()
a nested list: same as unserialize()
a nested list (php_only): same as unserialize()
lists, then maps and scalars: same as unserialize()
lists, then maps and scalars (php_only): same as unserialize()
lists, then a long one: same as unserialize()
lists, then a long one (php_only): same as unserialize()
empty lists: same as unserialize()
empty lists (php_only): same as unserialize()
references among them (php_only): same as unserialize()
[["shared"],["shared","through the reference"],["shared","through the reference"]]
[["x"],["x","y"],["z"],["x"]]
[["swapped"],["x"],["x"],["x"],["x"],["x"],["x"],["x"],["x"],["x"],["x"],["x"],["x"],["x"],["x"],["x"],["x"],["x"],["x"],["x"]]
20 lists, 20 distinct objects
shared: 99, with distinct lists: 0, in a list of 15: 0
