--TEST--
Templates: a conversion takes the parts of a large decoded value that nothing else holds out of it as it converts them, so lists nested in each other converted by a nested list template stay within 256 bytes per input byte + 64 KiB (they held the decoded value and its copy at once: 432), and results are those of a conversion that keeps the value whole
--SKIPIF--
<?php
if (getenv('USE_ZEND_ALLOC') === '0') die('skip measures the engine allocator\'s peak');
if (PHP_DEBUG) die('skip the bound is for release builds');
?>
--INI--
memory_limit=-1
--FILE--
<?php
$tpl = null;
for ($i = 0; $i < 3000; $i++) {
    $tpl = [$tpl];
}
$in = "\xdd" . pack('N', 50) . str_repeat(str_repeat("\x91", 2999) . "\x90", 50);
gc_collect_cycles();
$base = memory_get_usage();
memory_reset_peak_usage();
$r = msgpack_unpack($in, $tpl);
$peak = memory_get_peak_usage() - $base;
echo count($r), ' lists; peak within the bound: ', json_encode($peak <= 256 * strlen($in) + 65536), "\n";
unset($r);

// Conversions read whole: each value small, then the same value with a long string after it, which makes the input
// long enough for its parts to be taken out as they are converted; the results are the same but for that string.
class Point { public $x; public $y; public $next = null; }
class Box { public $items; public $label; }
$shared = ['s' => [1, 2, 3]];
$p = new Point();
$p->x = 1;
$rows = [];
for ($i = 0; $i < 1500; $i++) {
    $rows[] = ['x' => $i, 'y' => [$i, "v$i"], 'next' => $i % 7 ? null : ['x' => -$i, 'y' => [0]]];
}
$ref = [[1], [2]];
$withRefs = [];
for ($i = 0; $i < 1500; $i++) {
    $withRefs[] = $i % 2 ? [$ref, $shared] : [[$i], ['s' => [$i]]];
}
$withRefs[] = &$ref;
$withRefs[] = &$ref;
$cases = [
    'rows into Point' => [$rows, [Point::class], fn ($pad) => ['x' => $pad, 'y' => [1], 'next' => null]],
    'rows into keyed arrays' => [$rows, [['x' => null, 'y' => [null]]], fn ($pad) => ['x' => $pad, 'y' => [1]]],
    'lists into Box' => [array_fill(0, 3000, [[1, [2]], 'l']), [Box::class], fn ($pad) => [[$pad], 'l']],
    'shared and referenced parts' => [$withRefs, [[['s' => null]]], fn ($pad) => [[$pad], [1]]],
    'objects' => [array_fill(0, 3000, $p), [Box::class], fn ($pad) => [$pad, 'l']],
];
foreach ($cases as $label => [$value, $t, $last]) {
    $results = [];
    foreach (['p', str_repeat('p', 70000)] as $pad) {
        $whole = $value;
        $whole[] = $last($pad);
        $bytes = msgpack_pack($whole);
        $r = msgpack_unpack($bytes, $t);
        array_pop($r);
        $results[] = [strlen($bytes) >= 65536, serialize($r)];
    }
    echo $label, ': ', json_encode([$results[0][0], $results[1][0]]), ' ',
        $results[0][1] === $results[1][1] ? 'same' : 'DIFFERENT', "\n";
}
?>
--EXPECT--
50 lists; peak within the bound: true
rows into Point: [false,true] same
rows into keyed arrays: [false,true] same
lists into Box: [false,true] same
shared and referenced parts: [false,true] same
objects: [false,true] same
