--TEST--
msgpack: templates over values that share their parts take time and memory linear in the value, not exponential
--EXTENSIONS--
msgpack
--INI--
memory_limit=128M
--FILE--
<?php
class Point { public $x; public $y; }
class Row { public $a, $b, $c, $d, $e, $f, $g, $h, $i, $j, $k, $l, $m, $n, $o, $p, $q, $r, $s, $t; }

// The levels a value goes down through its last element, and what is at the bottom.
function walk($v) {
    for ($depth = 0; is_array($v) && count($v) == 2; $depth++) {
        $v = $v[1] ?? $v['b'];
    }
    return [$depth, $v];
}

function nest($template, $levels) {
    for ($i = 0; $i < $levels; $i++) {
        $template = [$template];
    }
    return $template;
}

// 30 levels of [&$prev, &$prev]: 300 bytes, 2^30 leaves for a template that follows every level.
$levels = [[1]];
for ($i = 1; $i <= 30; $i++) {
    $levels[$i] = [&$levels[$i - 1], &$levels[$i - 1]];
}
$packed = msgpack_pack($levels[30]);
echo strlen($packed), " bytes\n";
$before = memory_get_peak_usage();
// Nothing made by the template: a part converted once stands for every place it appears.
$r = msgpack_unpack($packed, nest([0], 30));
echo json_encode(walk($r)), ' ', json_encode(walk($r[0][1][0])), "\n";
// An instance of Point for each of the 2^30 leaves: refused, after work linear in the input.
var_dump(msgpack_unpack($packed, nest(['Point'], 30)));
echo "peak grew by less than 2 MB: ", var_export(memory_get_peak_usage() - $before < 2 << 20, true), "\n";

echo "-- objects that share their properties, assoc templates\n";
$o = new stdClass;
$o->a = $o->b = 1;
$tpl = ['a' => 0, 'b' => 0];
for ($i = 0; $i < 30; $i++) {
    $p = new stdClass;
    $p->a = $p->b = $o;
    $o = $p;
    $tpl = ['a' => $tpl, 'b' => $tpl];
}
$before = memory_get_peak_usage();
$r = msgpack_unpack(msgpack_pack($o), $tpl);
echo json_encode(walk($r)), "\n";
$tpl = new Point; // an object template: each leaf object becomes a Point
for ($i = 0; $i < 30; $i++) {
    $tpl = ['a' => $tpl, 'b' => $tpl];
}
var_dump(msgpack_unpack(msgpack_pack($o), $tpl));
echo "peak grew by less than 2 MB: ", var_export(memory_get_peak_usage() - $before < 2 << 20, true), "\n";

echo "-- a little sharing converts as before\n";
$x = [[1, 2]];
$shared = [&$x, &$x];
var_dump(msgpack_unpack(msgpack_pack($shared), [['Point']]));
$r = msgpack_unpack(msgpack_pack($shared), [['Point']]);
var_dump($r[0][0] !== $r[1][0]);
ini_set('msgpack.error_display', '0');
var_dump(msgpack_unpack($packed, nest(['Point'], 30)));
ini_set('msgpack.error_display', '1');

echo "-- large values are not refused\n";
// 20000 equal rows: the decoder shares them, the input spelled each out.
$r = msgpack_unpack(msgpack_pack(array_fill(0, 20000, range(1, 20))), ['Row']);
var_dump(count($r), $r[0] !== $r[19999], $r[19999]->t);
$points = [];
for ($i = 0; $i < 50000; $i++) {
    $points[] = [$i, -$i];
}
$r = msgpack_unpack(msgpack_pack($points), ['Point']);
var_dump(count($r), $r[49999]->y);
// One object referenced 5000 times, its 10 properties converted each time.
$common = new stdClass;
for ($i = 0; $i < 10; $i++) {
    $common->{"p$i"} = $i;
}
$list = array_fill(0, 5000, $common);
$r = msgpack_unpack(msgpack_pack($list), [['p0' => 0, 'p1' => 0, 'p2' => 0, 'p3' => 0, 'p4' => 0, 'p5' => 0,
    'p6' => 0, 'p7' => 0, 'p8' => 0, 'p9' => 0]]);
var_dump(count($r), $r[4999]['p9']);
?>
--EXPECTF--
%d bytes
[30,[1]] [27,[1]]

Warning: [msgpack] (msgpack_convert_template) Conversion exceeds %d steps: the template copies parts the value shares too many times in %s on line %d
NULL
peak grew by less than 2 MB: true
-- objects that share their properties, assoc templates
[31,1]

Warning: [msgpack] (msgpack_convert_template) Conversion exceeds %d steps: the template copies parts the value shares too many times in %s on line %d
NULL
peak grew by less than 2 MB: true
-- a little sharing converts as before
array(2) {
  [0]=>
  array(1) {
    [0]=>
    object(Point)#%d (2) {
      ["x"]=>
      int(1)
      ["y"]=>
      int(2)
    }
  }
  [1]=>
  array(1) {
    [0]=>
    object(Point)#%d (2) {
      ["x"]=>
      int(1)
      ["y"]=>
      int(2)
    }
  }
}
bool(true)
NULL
-- large values are not refused
int(20000)
bool(true)
int(20)
int(50000)
int(-49999)
int(5000)
int(9)
