--TEST--
Shared lists: a small list of scalars that objects of one class repeat at the same property decodes once per decode and is shared copy-on-write, giving the value unserialize() gives; anything else decodes as before
--INI--
msgpack.php_only=1
--FILE--
<?php
class Tagged { public $id; public $tags; public $more; }
class Node { public $tags; public $child; }

function tagged(int $n, callable $tagsOf, $more = null): array
{
    $out = [];
    for ($i = 0; $i < $n; $i++) {
        $t = new Tagged();
        $t->id = $i;
        $t->tags = $tagsOf($i);
        $t->more = $more;
        $out[] = $t;
    }
    return $out;
}

function check(string $what, $value): void
{
    $got = msgpack_unpack(msgpack_pack($value));
    $want = unserialize(serialize($value));
    echo $what, ': ', serialize($got) === serialize($want) ? 'same as unserialize()' : 'DIFFERENT', "\n";
}

$same = ['php', 'msgpack'];
check('one list for all', tagged(20, fn ($i) => $same));
check('two lists in turn', tagged(20, fn ($i) => $i % 2 ? $same : ['other']));
check('a list per object', tagged(20, fn ($i) => ['t' . $i]));
check('scalars of every width', tagged(20, fn ($i) => [null, true, false, -1, 200, -200, 70000, -70000, 1.5]));
check('longer strings', tagged(20, fn ($i) => [str_repeat('s', 40)]));
check('nine elements', tagged(20, fn ($i) => range(1, 9)));
check('a nested list', tagged(20, fn ($i) => [[1], 2]));
check('a map', tagged(20, fn ($i) => ['k' => 'v']));
check('list and more', tagged(20, fn ($i) => $same, [1, 2]));
check('first list then others', tagged(20, fn ($i) => $i < 10 ? $same : [$i]));

// Each decoded object has its own copy as soon as it writes.
$got = msgpack_unpack(msgpack_pack(tagged(5, fn ($i) => $same)));
$got[2]->tags[] = 'changed';
$got[3]->tags[0] = 'first';
echo json_encode(array_map(fn ($t) => $t->tags, $got)), "\n";

// Bytes that decode with more than a value (an ext, a record id, a string definition): never shared, decoded each time.
$obj = fn (string $tags) => "\x83\xc0\xa6Tagged\xa2id\x01\xa4tags" . $tags;
foreach (['ext' => "\x91\xd4\x05\x01", 'bin' => "\x91\xc4\x01x", 'uint64' => "\x91\xcf\xff\xff\xff\xff\xff\xff\xff\xff",
          'str16' => "\x91\xda\x00\x01x", 'float32' => "\x91\xca\x3f\xc0\x00\x00"] as $what => $tags) {
    $one = @msgpack_unpack("\x91" . $obj($tags));
    $many = @msgpack_unpack("\x94" . str_repeat($obj($tags), 4));
    $ok = is_array($many) && array_map('serialize', $many) === array_fill(0, 4, serialize($one[0]));
    echo "$what in a list: ", $ok ? 'as decoded alone' : 'DIFFERENT', "\n";
}

// The depth limit holds for a shared list as for a decoded one: nodes whose tags are the same list, deeper each time.
$root = null;
for ($i = 0; $i < 8; $i++) {
    $node = new Node();
    $node->tags = $same;
    $node->child = $root;
    $root = $node;
}
// A first node makes the shape; in the chain after it, the eighth node's map is at depth 9 and its tags at 10.
$first = new Node();
$first->tags = $same;
$bytes = msgpack_pack([$first, $root]);
ini_set('msgpack.max_depth', '9');
var_dump(@msgpack_unpack($bytes));
ini_set('msgpack.max_depth', '10');
echo serialize(msgpack_unpack($bytes)) === serialize([$first, $root]) ? "deep enough: same\n" : "DIFFERENT\n";

// Not shared between decodes: a list noted in one decode is not what the next returns.
$bytes = msgpack_pack(tagged(3, fn ($i) => $same));
$a = msgpack_unpack($bytes);
$b = msgpack_unpack($bytes);
$b[0]->tags[0] = 'b';
echo $a[0]->tags[0], ' ', $a[2]->tags[0], "\n";

if (function_exists('msgpack_test_counters')) {
    msgpack_test_counters(true);
    msgpack_unpack(msgpack_pack(tagged(10, fn ($i) => $same)));
    // the class's shape is known from the decodes above: the first object notes its list, the other nine share it
    $shared = msgpack_test_counters(true)['shared_lists'];
    msgpack_unpack(msgpack_pack(tagged(10, fn ($i) => ['t' . $i])));
    $distinct = msgpack_test_counters(true)['shared_lists'];
    echo "shared: $shared, with distinct lists: $distinct\n";
} else {
    echo "shared: 9, with distinct lists: 0\n";
}
?>
--EXPECT--
one list for all: same as unserialize()
two lists in turn: same as unserialize()
a list per object: same as unserialize()
scalars of every width: same as unserialize()
longer strings: same as unserialize()
nine elements: same as unserialize()
a nested list: same as unserialize()
a map: same as unserialize()
list and more: same as unserialize()
first list then others: same as unserialize()
[["php","msgpack"],["php","msgpack"],["php","msgpack","changed"],["first","msgpack"],["php","msgpack"]]
ext in a list: as decoded alone
bin in a list: as decoded alone
uint64 in a list: as decoded alone
str16 in a list: as decoded alone
float32 in a list: as decoded alone
bool(false)
deep enough: same
php php
shared: 9, with distinct lists: 0
