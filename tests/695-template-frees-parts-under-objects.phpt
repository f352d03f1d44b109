--TEST--
Templates: a large input's conversion takes the parts under a decoded object (stdClass, a declared class) out of it as it converts them too, so lists nested in each other under an object converted by a keyed template stay within 256 bytes per input byte + 64 KiB (432 held both), and a table of properties something else shares is left as it was
--SKIPIF--
<?php
if (getenv('USE_ZEND_ALLOC') === '0') die('skip measures the engine allocator\'s peak');
if (PHP_DEBUG) die('skip the bound is for release builds');
?>
--INI--
memory_limit=-1
--FILE--
<?php
class Box {
    public $q = 1;
    public $p;
}
$tpl = null;
for ($i = 0; $i < 3000; $i++) {
    $tpl = [$tpl];
}
$lists = "\xdd" . pack('N', 50) . str_repeat(str_repeat("\x91", 2999) . "\x90", 50);
$cases = [
    'stdClass' => ["\x82\xc0\xa8stdClass\xa1p" . $lists, ['p' => $tpl]],
    'declared class' => ["\x83\xc0\xa3Box\xa1q\x01\xa1p" . $lists, ['q' => null, 'p' => $tpl]],
    'in a list' => ["\x91\x82\xc0\xa8stdClass\xa1p" . $lists, [['p' => $tpl]]],
];
foreach ($cases as $label => [$in, $t]) {
    gc_collect_cycles();
    $base = memory_get_usage();
    memory_reset_peak_usage();
    $r = msgpack_unpack($in, $t);
    $peak = memory_get_peak_usage() - $base;
    echo $label, ': peak within the bound: ', json_encode($peak <= 256 * strlen($in) + 65536), "\n";
    unset($r);
}

// What __wakeup() kept of an object (its table of properties, through an (array) cast) is not emptied.
#[AllowDynamicProperties]
class Kept {
    function __wakeup() { $GLOBALS['kept'][] = (array) $this; }
}
$o = new Kept();
$o->items = [[1, [2]], [3]];
$o->pad = str_repeat('x', 70000);
$kept = [];
$r = msgpack_unpack(msgpack_pack([$o]), [['items' => [[null]], 'pad' => null]]);
echo json_encode($r[0]['items']), ' ', json_encode($kept[0]['items']), "\n";
?>
--EXPECT--
stdClass: peak within the bound: true
declared class: peak within the bound: true
in a list: peak within the bound: true
[[1,[2]],[3]] [[1,[2]],[3]]
