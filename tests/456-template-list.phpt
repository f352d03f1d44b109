--TEST--
msgpack: list template [$tpl] applied to every element; 'key is string' and 'unserialized data must be array.' warnings
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

echo "-- [class]: every element converted\n";
show([[1, 2], [3, 4], 5], ['Point']);
echo "-- [object]\n";
show([[1, 2]], [new Point]);
echo "-- [[class]]: lists of lists\n";
show([[[1, 2]], [[3, 4], [5, 6]]], [['Point']]);
echo "-- a scalar item template copies the elements\n";
show([1, 'two', [3]], [null]);
show([1, 'two'], [5]);
echo "-- only the first element of the template counts\n";
show([[1, 2]], ['Point', 'Nope']);
echo "-- keys 0..n-1 in any order make a list template; its first element in order counts\n";
show([[1, 2]], [1 => 'Point', 0 => 'Nope']);
echo "-- the result is renumbered\n";
show([3 => [1, 2], 1 => [3, 4]], ['Point']);

echo "-- warnings, result null\n";
show(['a' => [1, 2]], ['Point']);
show([[1, 2], 'a' => [3, 4]], ['Point']);
show(5, ['Point']);
show(new Point, ['Point']);
show([], ['Point']);
show([[1, 2], 5], [['Point']]);
?>
--EXPECTF--
-- [class]: every element converted
array(3) {
  [0]=>
  object(Point)#%d (2) {
    ["x"]=>
    int(1)
    ["y"]=>
    int(2)
  }
  [1]=>
  object(Point)#%d (2) {
    ["x"]=>
    int(3)
    ["y"]=>
    int(4)
  }
  [2]=>
  object(Point)#%d (2) {
    ["x"]=>
    int(5)
    ["y"]=>
    NULL
  }
}
-- [object]
array(1) {
  [0]=>
  object(Point)#%d (2) {
    ["x"]=>
    int(1)
    ["y"]=>
    int(2)
  }
}
-- [[class]]: lists of lists
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
  array(2) {
    [0]=>
    object(Point)#%d (2) {
      ["x"]=>
      int(3)
      ["y"]=>
      int(4)
    }
    [1]=>
    object(Point)#%d (2) {
      ["x"]=>
      int(5)
      ["y"]=>
      int(6)
    }
  }
}
-- a scalar item template copies the elements
array(3) {
  [0]=>
  int(1)
  [1]=>
  string(3) "two"
  [2]=>
  array(1) {
    [0]=>
    int(3)
  }
}
array(2) {
  [0]=>
  int(1)
  [1]=>
  string(3) "two"
}
-- only the first element of the template counts
array(1) {
  [0]=>
  object(Point)#%d (2) {
    ["x"]=>
    int(1)
    ["y"]=>
    int(2)
  }
}
-- keys 0..n-1 in any order make a list template; its first element in order counts
array(1) {
  [0]=>
  object(Point)#%d (2) {
    ["x"]=>
    int(1)
    ["y"]=>
    int(2)
  }
}
-- the result is renumbered
array(2) {
  [0]=>
  object(Point)#%d (2) {
    ["x"]=>
    int(1)
    ["y"]=>
    int(2)
  }
  [1]=>
  object(Point)#%d (2) {
    ["x"]=>
    int(3)
    ["y"]=>
    int(4)
  }
}
-- warnings, result null

Warning: [msgpack] (msgpack_convert_array) key is string in %s on line 7
NULL

Warning: [msgpack] (msgpack_convert_array) key is string in %s on line 7
NULL

Warning: [msgpack] (msgpack_convert_array) unserialized data must be array. in %s on line 7
NULL

Warning: [msgpack] (msgpack_convert_array) unserialized data must be array. in %s on line 7
NULL

Warning: [msgpack] (msgpack_convert_array) array length is 0 in unserialized data in %s on line 7
NULL

Warning: [msgpack] (msgpack_convert_array) unserialized data must be array. in %s on line 7

Warning: [msgpack] (msgpack_convert_array) convert failure in HASH_KEY_IS_LONG in indexed array in %s on line 7
NULL
