--TEST--
Type classes: calling a constructor again replaces the value before the old one is released (its destructors see the new one)
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\Type\Bin;
use MessagePack\Type\Ext;
use MessagePack\Type\Map;

// The old map's last reference is the property itself: releasing it runs D::__destruct(), which reads the property
// and keeps what it finds. Released before the replacement, that was the array being destroyed (a use after free).
class D
{
    public function __construct(public Map $m) {}
    public function __destruct()
    {
        $GLOBALS['seen'] = $this->m->map;
        echo "destructor sees ", json_encode($this->m->map), "\n";
    }
}
$m = new Map([]);
$m->__construct([new D($m), 1, 2]);
$m->__construct(['new']);
var_dump($seen, $m->map);

$b = new Bin('a');
$b->__construct(str_repeat('b', 3));
$e = new Ext(1, 'x');
$e->__construct(2, 'yz');
var_dump($b->data, $e->type, $e->data);
echo bin2hex(msgpack_pack([$b, $e, $m])), "\n";
?>
--EXPECT--
destructor sees ["new"]
array(1) {
  [0]=>
  string(3) "new"
}
array(1) {
  [0]=>
  string(3) "new"
}
string(3) "bbb"
int(2)
string(2) "yz"
93c403626262d502797a8100a36e6577
