--TEST--
Templates: the property table an instance gets for a name no declared slot takes (40 bytes and more per declared slot) is charged as its slots are, so that one row shared by reference and converted again for each place stays within the bound (it took 700 bytes per input byte)
--SKIPIF--
<?php
if (getenv('USE_ZEND_ALLOC') === '0') die('skip measures the engine allocator\'s peak');
?>
--INI--
memory_limit=-1
--FILE--
<?php
$code = '#[AllowDynamicProperties] class Row {';
for ($i = 0; $i < 50; $i++) {
    $code .= "public \$p$i;";
}
eval($code . '}');

// [&$row, &$row, ...] with $row = ['z' => 1]: 5 bytes an element, each converted to a Row with a dynamic property
$n = 40000;
$in = "\xdd" . pack('N', $n) . "\x82\xc0\x01\xa1z\x01" . str_repeat("\x82\xc0\x02\x00\x02", $n - 1);
$base = memory_get_usage();
memory_reset_peak_usage();
$r = @msgpack_unpack($in, [Row::class]);
$peak = memory_get_peak_usage() - $base;
echo json_encode($r), ', ', msgpack_last_error_msg(), '; peak within 256 bytes per input byte + 64 KiB: ',
    json_encode($peak <= 256 * strlen($in) + 65536), "\n";
unset($r);

// Rows that carry their values convert as before, a name no property declares included.
$rows = [];
for ($i = 0; $i < 3000; $i++) {
    $rows[] = ['p0' => $i, 'p1' => "row $i", 'z' => [$i], 'p2' => 2.5];
}
$r = msgpack_unpack(msgpack_pack($rows), [Row::class]);
echo count($r), ' ', get_class($r[2999]), ' ', $r[2999]->p1, ' ', $r[2999]->z[0], ' ', $r[2999]->p2, "\n";
?>
--EXPECT--
null, (msgpack_convert_template) Conversion makes objects of more property slots than the input's size allows; peak within 256 bytes per input byte + 64 KiB: true
3000 Row row 2999 2999 2.5
