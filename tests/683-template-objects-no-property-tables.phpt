--TEST--
Templates: sizing a decoded value and converting its objects by an array template read the slots of objects that have no properties table, without building one (40 bytes and more per slot, uncharged: class markers of a wide class took four times the bound)
--SKIPIF--
<?php
if (getenv('USE_ZEND_ALLOC') === '0') die('skip measures the engine allocator\'s peak');
?>
--INI--
memory_limit=-1
--FILE--
<?php
$code = 'class Wide {';
for ($i = 0; $i < 100; $i++) {
    $code .= "public \$p$i;";
}
eval($code . '}');
#[AllowDynamicProperties]
class Pair { public $a = 1; protected $b = 2; private $c = 3; public $d; }

// 6,000 class markers {nil: "Wide"} (objects of 100 slots, which the decoder charges), then a string making the input
// 64 KiB: more elements than a conversion does before it sizes the value.
$n = 6000;
$marker = "\x81\xc0\xa4Wide";
$pad = 65536 - 5 - $n * strlen($marker) - 3;
$in = "\xdd" . pack('N', $n + 1) . str_repeat($marker, $n) . "\xda" . pack('n', $pad) . str_repeat('x', $pad);

foreach (['list of the class' => [Wide::class], 'list of a keyed array' => [['a' => null]]] as $label => $tpl) {
    $base = memory_get_usage();
    memory_reset_peak_usage();
    $r = @msgpack_unpack($in, $tpl);
    $peak = memory_get_peak_usage() - $base;
    echo $label, ': ', is_array($r) ? count($r) . ' ' . get_class($r[0]) : msgpack_last_error_msg(),
        '; peak within 256 bytes per input byte + 64 KiB: ', json_encode($peak <= 256 * strlen($in) + 65536), "\n";
    unset($r);
}

// The keyed template reads an object's properties in declaration order, as before; a dynamic one comes after.
$p = new Pair();
$p->d = [4];
$q = new Pair();
$q->e = 5;
var_dump(msgpack_unpack(msgpack_pack([$p]), [['w' => null, 'x' => null, 'y' => null, 'z' => null]]));
var_dump(msgpack_unpack(msgpack_pack([$q]), [['w' => null, 'x' => null, 'y' => null, 'z' => null, 'v' => null]]));
// Sizing (many elements) counts such objects and what their slots hold.
$rows = msgpack_unpack(msgpack_pack(array_fill(0, 5000, $p)), [Pair::class]);
echo count($rows), ' ', $rows[4999]->d[0], "\n";
?>
--EXPECT--
list of the class: 6001 Wide; peak within 256 bytes per input byte + 64 KiB: true
list of a keyed array: (msgpack_convert_array) input data is not array; peak within 256 bytes per input byte + 64 KiB: true
array(1) {
  [0]=>
  array(4) {
    ["w"]=>
    int(1)
    ["x"]=>
    int(2)
    ["y"]=>
    int(3)
    ["z"]=>
    array(1) {
      [0]=>
      int(4)
    }
  }
}
array(1) {
  [0]=>
  array(5) {
    ["w"]=>
    int(1)
    ["x"]=>
    int(2)
    ["y"]=>
    int(3)
    ["z"]=>
    NULL
    ["v"]=>
    int(5)
  }
}
5000 4
