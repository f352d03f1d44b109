--TEST--
Limits: objects and arrays share one budget: class markers of a wide class spending the objects' share of the input, with one-byte arrays filling the rest of it, stay within 256 bytes per input byte + 64 KiB (each was bounded alone, and together they took 409)
--SKIPIF--
<?php
if (getenv('USE_ZEND_ALLOC') === '0') die('skip measures the engine allocator\'s peak');
if (PHP_DEBUG) die('skip the bound is for release builds');
?>
--INI--
memory_limit=-1
--FILE--
<?php
$code = 'class W {';
for ($i = 0; $i < 4000; $i++) {
    $code .= "public \$p$i;";
}
eval($code . '}');

// 3,114 class markers {nil: "W"} (4 bytes each, objects of 4,000 slots), then lists nested 4,000 deep: 1 MiB in all.
$k = 3114;
$chain = str_repeat("\x91", 4000) . "\x90";
$m = intdiv((1 << 20) - 4 * $k - 5, strlen($chain));
$in = "\xdd" . pack('N', $k + $m) . str_repeat("\x81\xc0\xa1W", $k) . str_repeat($chain, $m);
$bound = 256 * strlen($in) + 65536;

$readers = [
    'msgpack_unpack' => fn () => msgpack_unpack($in),
    'MessagePackUnpacker, 4 KiB pieces' => function () use ($in) {
        $u = new MessagePackUnpacker();
        foreach (str_split($in, 4096) as $piece) {
            $u->feed($piece);
            if ($u->execute()) {
                return $u->data();
            }
        }
        return false;
    },
];
foreach ($readers as $label => $read) {
    gc_collect_cycles();
    $base = memory_get_usage();
    memory_reset_peak_usage();
    $r = @$read();
    $peak = memory_get_peak_usage() - $base;
    echo $label, ': ', is_array($r) ? count($r) . ' values' : msgpack_last_error_msg(), '; peak within the bound: ',
        json_encode($peak <= $bound), "\n";
    unset($r);
}

// Ordinary data of objects and arrays is read as before.
class Row { public $id; public $tags; public ?Row $parent = null; }
$rows = [];
for ($i = 0; $i < 2000; $i++) {
    $r = new Row();
    $r->id = $i;
    $r->tags = [[$i], [[]], ['x' => [1]]];
    $r->parent = $rows ? $rows[$i - 1] : null;
    $rows[] = $r;
}
$back = msgpack_unpack(msgpack_pack($rows));
var_dump($back == $rows, count($back));
// One-byte arrays alone, as deep as the limit allows, are within the budget.
$deep = str_repeat("\x91", 4000) . "\x90";
var_dump(is_array(msgpack_unpack("\xdd" . pack('N', 200) . str_repeat($deep, 200))));
?>
--EXPECTF--
msgpack_unpack: Objects and containers taking more memory than the input's size allows at offset %d; peak within the bound: true
MessagePackUnpacker, 4 KiB pieces: Objects and containers taking more memory than the input's size allows at offset %d; peak within the bound: true
bool(true)
int(2000)
bool(true)
