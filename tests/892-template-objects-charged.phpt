--TEST--
Templates: each instance a template makes is charged for its property slots to what the input pays for (as the decoder charges the objects it makes), so that a list of nils converted to objects of a class of many properties stays within 256 bytes per input byte plus 64 KiB (it took 8,000); rows that carry their values convert as before
--SKIPIF--
<?php
if (getenv('USE_ZEND_ALLOC') === '0') die('skip measures the engine allocator\'s peak');
?>
--INI--
memory_limit=-1
--FILE--
<?php
$code = 'class Row {';
for ($i = 0; $i < 500; $i++) {
    $code .= "public \$p$i;";
}
eval($code . '}');
class Small { public $a; public $b; public $c; }

$n = 20000;
$in = "\xdd" . pack('N', $n) . str_repeat("\xc0", $n);
$base = memory_get_usage();
memory_reset_peak_usage();
$r = msgpack_unpack($in, [Row::class]);
$peak = memory_get_peak_usage() - $base;
echo json_encode($r), ' ', msgpack_last_error_msg(), '; peak within the bound: ', json_encode($peak <= 256 * strlen($in) + 65536), "\n";
unset($r);

$rows = msgpack_pack(array_fill(0, 5000, [1, 'two', 3.5]));
$r = msgpack_unpack($rows, [Small::class]);
echo count($r), ' ', get_class($r[4999]), ' ', $r[4999]->b, "\n";
$r = msgpack_unpack(msgpack_pack(array_fill(0, 5, null)), [Row::class]);
echo count($r), " ", get_class($r[4]), "\n";
?>
--EXPECTF--
Warning: [msgpack] (msgpack_convert_template) Conversion makes objects of more property slots than the input's size allows in %s on line %d
null %sConversion makes objects of more property slots than the input's size allows; peak within the bound: true
5000 Small two
5 Row
