--TEST--
Templates: small lists of scalars the decoder shares where the input repeats them (the same list at an object shape's position, in consecutive objects) count toward the conversion's allowance at each place they stand, so ordinary data converts as PECL converts it ("Conversion exceeds N steps" refused 1,000 rows of four 8-int lists); a value that shares its parts exponentially is still refused
--FILE--
<?php
class Row
{
    public $id;
    public $a;
    public $b;
    public $c;
    public $d;
}
class P
{
    public $x;
}
foreach ([[8, true], [8, false], [3, true]] as [$len, $same]) {
    $rows = [];
    for ($i = 0; $i < 1000; $i++) {
        $o = new Row();
        $o->id = $i;
        foreach (['a', 'b', 'c', 'd'] as $k => $prop) {
            $o->$prop = $same ? range(1, $len) : range($i + $k, $i + $k + $len - 1);
        }
        $rows[] = $o;
    }
    $r = msgpack_unpack(msgpack_pack($rows), [['id' => 0, 'a' => ['P'], 'b' => ['P'], 'c' => ['P'], 'd' => ['P']]]);
    echo "$len-int lists, ", $same ? 'the same in every row' : 'different', ': ',
        is_array($r) ? count($r) . ' rows, the last d: ' . implode(',', array_map(fn ($p) => $p->x, $r[999]['d'])) : 'refused', "\n";
}

// 24 levels of [&$x, &$x] around a small list: still refused, the work growing with the input's size
$x = [1, 2, 3];
for ($i = 0; $i < 24; $i++) {
    $y = [&$x, &$x];
    unset($x);
    $x = $y;
    unset($y);
}
// (refused by the steps allowance, or first by the charge for the objects the template makes: which comes first
// depends on how large objects are, smaller in 32-bit builds)
$tpl = ['P'];
for ($i = 0; $i < 24; $i++) {
    $tpl = [$tpl];
}
var_dump(@msgpack_unpack(msgpack_pack($x), $tpl));
echo error_get_last()['message'] ?? '', "\n";
?>
--EXPECTF--
8-int lists, the same in every row: 1000 rows, the last d: 1,2,3,4,5,6,7,8
8-int lists, different: 1000 rows, the last d: 1002,1003,1004,1005,1006,1007,1008,1009
3-int lists, the same in every row: 1000 rows, the last d: 1,2,3
NULL
[msgpack] (msgpack_convert_template) Conversion %s
