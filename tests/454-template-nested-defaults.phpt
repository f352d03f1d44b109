--TEST--
msgpack: array and object property values act as nested templates for a list with one element per property
--EXTENSIONS--
msgpack
--FILE--
<?php
class Point {
    public $x;
    public $y;
}
class Line {
    public $name;
    public $points = ['Point'];           // list template: every element a Point
}
class Box {
    public $name;
    public $corner;
    public function __construct() { $this->corner = new Point; } // object template
}
class Labels {
    public $id;
    public $labels = ['en' => null, 'fr' => null]; // associative template
}

echo "-- a list with one element per property uses array/object values of the properties as templates\n";
var_dump(msgpack_unpack(msgpack_pack(['L', [[1, 2], [3, 4]]]), 'Line'));
var_dump(msgpack_unpack(msgpack_pack(['B', [5, 6]]), 'Box'));
var_dump(msgpack_unpack(msgpack_pack([7, ['yes', 'oui']]), 'Labels'));

echo "-- nested: a Line inside an associative template\n";
var_dump(msgpack_unpack(msgpack_pack(['line' => ['L', [[0, 0]]]]), ['line' => new Line]));

echo "-- a decoded object of the nested class is kept\n";
$p = new Point;
$p->x = 'kept';
var_dump(msgpack_unpack(msgpack_pack(['B', $p]), 'Box')->corner);

echo "-- named or partial data does not use the nested templates (as PECL)\n";
var_dump(msgpack_unpack(msgpack_pack(['name' => 'B', 'corner' => [5, 6]]), 'Box'));
var_dump(msgpack_unpack(msgpack_pack(['L']), 'Line'));

echo "-- a nested conversion that fails makes the result null\n";
var_dump(msgpack_unpack(msgpack_pack(['L', 'not an array']), 'Line'));
?>
--EXPECTF--
-- a list with one element per property uses array/object values of the properties as templates
object(Line)#%d (2) {
  ["name"]=>
  string(1) "L"
  ["points"]=>
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
}
object(Box)#%d (2) {
  ["name"]=>
  string(1) "B"
  ["corner"]=>
  object(Point)#%d (2) {
    ["x"]=>
    int(5)
    ["y"]=>
    int(6)
  }
}
object(Labels)#%d (2) {
  ["id"]=>
  int(7)
  ["labels"]=>
  array(2) {
    ["en"]=>
    string(3) "yes"
    ["fr"]=>
    string(3) "oui"
  }
}
-- nested: a Line inside an associative template
array(1) {
  ["line"]=>
  object(Line)#%d (2) {
    ["name"]=>
    string(1) "L"
    ["points"]=>
    array(1) {
      [0]=>
      object(Point)#%d (2) {
        ["x"]=>
        int(0)
        ["y"]=>
        int(0)
      }
    }
  }
}
-- a decoded object of the nested class is kept
object(Point)#%d (2) {
  ["x"]=>
  string(4) "kept"
  ["y"]=>
  NULL
}
-- named or partial data does not use the nested templates (as PECL)
object(Box)#%d (2) {
  ["name"]=>
  string(1) "B"
  ["corner"]=>
  array(2) {
    [0]=>
    int(5)
    [1]=>
    int(6)
  }
}
object(Line)#%d (2) {
  ["name"]=>
  string(1) "L"
  ["points"]=>
  array(1) {
    [0]=>
    string(5) "Point"
  }
}
-- a nested conversion that fails makes the result null

Warning: [msgpack] (msgpack_convert_array) unserialized data must be array. in %s on line 38

Warning: [msgpack] (msgpack_convert_object) convert failure in convert_object in %s on line 38
NULL
