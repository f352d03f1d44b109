--TEST--
Templates: in a list with one element per property, a property whose value is neither an array nor an object takes its element as it is, also after a property converted by its value (PECL went on converting by the earlier property's kind of template: "template is not array", or a string default taken for a class name)
--EXTENSIONS--
msgpack
--FILE--
<?php
class Point { public $x; public $y; }
class AfterArray { public $p = [1]; public $q; }
class AfterObject {
    public $o;
    public $q = 'default';
    public $r = ['Point'];
    public $s = 5;
    public function __construct() { $this->o = new Point; }
}
echo json_encode(msgpack_unpack(msgpack_pack([[2, 3], 4]), 'AfterArray')), "\n";
$r = msgpack_unpack(msgpack_pack([[1, 2], 'q', [[3, 4]], [6]]), 'AfterObject');
echo get_class($r->o), ' ', get_class($r->r[0]), ' ', json_encode($r), "\n";
echo msgpack_last_error(), "\n";
?>
--EXPECT--
{"p":[2,3],"q":4}
Point Point {"o":{"x":1,"y":2},"q":"q","r":[{"x":3,"y":4}],"s":[6]}
0
