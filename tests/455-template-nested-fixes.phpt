--TEST--
msgpack: nested templates in protected/private properties, after other properties, empty array defaults (PECL bugs fixed)
--EXTENSIONS--
msgpack
--FILE--
<?php
class Point {
    public $x;
    public $y;
}
class Hidden {
    public $name;
    protected $points = ['Point'];
    private $corner;
    public function __construct() { $this->corner = new Point; }
}
class After {
    public $points = ['Point'];
    public $count;                 // a plain property after a nested template
    public $more = ['k' => null];
    public $last;
}
class EmptyDefault {
    public $name;
    public $items = [];            // an empty array is no template
}
class NestedPrivateParent {
    private $p = ['Point'];
}
class NestedPrivateChild extends NestedPrivateParent {
    public $q;
}

echo "-- protected and private properties with nested templates (PECL: Error)\n";
var_dump(msgpack_unpack(msgpack_pack(['H', [[1, 2]], [3, 4]]), 'Hidden'));

echo "-- properties after a nested template are plain (PECL: NULL + warnings)\n";
var_dump(msgpack_unpack(msgpack_pack([[[1, 2]], 5, ['v'], 'end']), 'After'));

echo "-- an empty array default takes the value as it is (PECL: NULL + warnings)\n";
var_dump(msgpack_unpack(msgpack_pack(['E', [1, 2, 3]]), 'EmptyDefault'));

echo "-- a parent's private property with a nested template\n";
var_dump(msgpack_unpack(msgpack_pack([[[1, 2]], 'q']), 'NestedPrivateChild'));
?>
--EXPECTF--
-- protected and private properties with nested templates (PECL: Error)
object(Hidden)#%d (3) {
  ["name"]=>
  string(1) "H"
  ["points":protected]=>
  array(1) {
    [0]=>
    object(Point)#%d (2) {
      ["x"]=>
      int(1)
      ["y"]=>
      int(2)
    }
  }
  ["corner":"Hidden":private]=>
  object(Point)#%d (2) {
    ["x"]=>
    int(3)
    ["y"]=>
    int(4)
  }
}
-- properties after a nested template are plain (PECL: NULL + warnings)
object(After)#%d (4) {
  ["points"]=>
  array(1) {
    [0]=>
    object(Point)#%d (2) {
      ["x"]=>
      int(1)
      ["y"]=>
      int(2)
    }
  }
  ["count"]=>
  int(5)
  ["more"]=>
  array(1) {
    ["k"]=>
    string(1) "v"
  }
  ["last"]=>
  string(3) "end"
}
-- an empty array default takes the value as it is (PECL: NULL + warnings)
object(EmptyDefault)#%d (2) {
  ["name"]=>
  string(1) "E"
  ["items"]=>
  array(3) {
    [0]=>
    int(1)
    [1]=>
    int(2)
    [2]=>
    int(3)
  }
}
-- a parent's private property with a nested template
object(NestedPrivateChild)#%d (2) {
  ["p":"NestedPrivateParent":private]=>
  array(1) {
    [0]=>
    object(Point)#%d (2) {
      ["x"]=>
      int(1)
      ["y"]=>
      int(2)
    }
  }
  ["q"]=>
  string(1) "q"
}
