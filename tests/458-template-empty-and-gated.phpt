--TEST--
msgpack: empty template array warning; template warnings gated by msgpack.error_display
--EXTENSIONS--
msgpack
--FILE--
<?php
class Point {
    public $x;
    public $y;
}
function show($data, $tpl) {
    var_dump(msgpack_unpack(msgpack_pack($data), $tpl));
}

echo "-- empty template\n";
show([1, 2], []);
show(['a' => 1], []);
echo "-- empty nested template\n";
show([[1]], [[]]);
show(['a' => [1]], ['a' => []]);

echo "-- msgpack.error_display=0: the same results, silently\n";
ini_set('msgpack.error_display', '0');
show([1, 2], []);
show(['a' => [1, 2]], ['Point']);
show(5, ['Point']);
show([], ['Point']);
show([1], ['a' => null, 'b' => null]);
show(5, ['a' => null]);
show([[1, 2], 5], [['Point']]);
show(['L', 5], 'Line');
class Line {
    public $name;
    public $points = ['Point'];
}
?>
--EXPECTF--
-- empty template

Warning: [msgpack] (msgpack_convert_array) template array length is 0 in %s on line 7
NULL

Warning: [msgpack] (msgpack_convert_array) template array length is 0 in %s on line 7
NULL
-- empty nested template

Warning: [msgpack] (msgpack_convert_array) template array length is 0 in %s on line 7

Warning: [msgpack] (msgpack_convert_array) convert failure in HASH_KEY_IS_LONG in indexed array in %s on line 7
NULL

Warning: [msgpack] (msgpack_convert_array) template array length is 0 in %s on line 7
NULL
-- msgpack.error_display=0: the same results, silently
NULL
NULL
NULL
NULL
NULL
NULL
NULL
NULL
