--TEST--
msgpack: associative template pairs its string keys with the decoded values by position
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

echo "-- template keys take the decoded values by position\n";
show(['x' => 1, 'y' => 2], ['first' => null, 'second' => null]);
show([10, 20], ['first' => null, 'second' => null]);
echo "-- extra values are dropped\n";
show([1, 2, 3], ['only' => null]);
echo "-- integer template keys skip a value\n";
show([1, 2, 3], ['a' => null, 5 => null, 'c' => null]);
echo "-- array and object template values convert; strings are plain values here\n";
show(['p' => [1, 2], 'l' => [[3, 4]], 's' => [5, 6]], ['p' => new Point, 'l' => ['Point'], 's' => 'Point']);
echo "-- nested associative templates\n";
show([[1, [2, 3]]], [['a' => null, 'b' => ['c' => null, 'd' => null]]]);
echo "-- a decoded object gives its properties in order\n";
$o = new Point;
$o->x = 'X';
$o->y = 'Y';
show($o, ['first' => null, 'second' => null]);

echo "-- warnings, result null\n";
show([1], ['a' => null, 'b' => null]);
show(5, ['a' => null]);
show([1, 5], ['a' => null, 'b' => ['c' => null]]);
?>
--EXPECTF--
-- template keys take the decoded values by position
array(2) {
  ["first"]=>
  int(1)
  ["second"]=>
  int(2)
}
array(2) {
  ["first"]=>
  int(10)
  ["second"]=>
  int(20)
}
-- extra values are dropped
array(1) {
  ["only"]=>
  int(1)
}
-- integer template keys skip a value
array(2) {
  ["a"]=>
  int(1)
  ["c"]=>
  int(3)
}
-- array and object template values convert; strings are plain values here
array(3) {
  ["p"]=>
  object(Point)#%d (2) {
    ["x"]=>
    int(1)
    ["y"]=>
    int(2)
  }
  ["l"]=>
  array(1) {
    [0]=>
    object(Point)#%d (2) {
      ["x"]=>
      int(3)
      ["y"]=>
      int(4)
    }
  }
  ["s"]=>
  array(2) {
    [0]=>
    int(5)
    [1]=>
    int(6)
  }
}
-- nested associative templates
array(1) {
  [0]=>
  array(2) {
    ["a"]=>
    int(1)
    ["b"]=>
    array(2) {
      ["c"]=>
      int(2)
      ["d"]=>
      int(3)
    }
  }
}
-- a decoded object gives its properties in order
array(2) {
  ["first"]=>
  string(1) "X"
  ["second"]=>
  string(1) "Y"
}
-- warnings, result null

Warning: [msgpack] (msgpack_convert_array) can't get data in %s on line 7
NULL

Warning: [msgpack] (msgpack_convert_array) input data is not array in %s on line 7
NULL

Warning: [msgpack] (msgpack_convert_array) input data is not array in %s on line 7
NULL
