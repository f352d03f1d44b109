--TEST--
msgpack: object template; a decoded object of the class is kept, one of another class fills the first property
--EXTENSIONS--
msgpack
--FILE--
<?php
class P {
    public $a;
    protected $b;
    private $c;
    public function __construct() { echo "P::__construct\n"; }
}
class Other {
    public $x = 'x';
}

echo "-- an object template: its class\n";
$tpl = new P;
var_dump(msgpack_unpack(msgpack_pack([1, 2, 3]), $tpl));
echo "-- the template object itself is left alone\n";
var_dump($tpl);

echo "-- a decoded object of exactly that class is returned as it is\n";
$o = new P;
(function () { $this->a = 'A'; $this->b = 'B'; $this->c = 'C'; })->call($o);
$r = msgpack_unpack(msgpack_pack($o), 'P');
var_dump($r);
$r = msgpack_unpack(msgpack_pack($o), $tpl);
var_dump($r);

echo "-- a decoded object of another class goes to the first property\n";
$r = msgpack_unpack(msgpack_pack(new Other), 'P');
var_dump($r);
?>
--EXPECTF--
-- an object template: its class
P::__construct
P::__construct
object(P)#%d (3) {
  ["a"]=>
  int(1)
  ["b":protected]=>
  int(2)
  ["c":"P":private]=>
  int(3)
}
-- the template object itself is left alone
object(P)#%d (3) {
  ["a"]=>
  NULL
  ["b":protected]=>
  NULL
  ["c":"P":private]=>
  NULL
}
-- a decoded object of exactly that class is returned as it is
P::__construct
object(P)#%d (3) {
  ["a"]=>
  string(1) "A"
  ["b":protected]=>
  string(1) "B"
  ["c":"P":private]=>
  string(1) "C"
}
object(P)#%d (3) {
  ["a"]=>
  string(1) "A"
  ["b":protected]=>
  string(1) "B"
  ["c":"P":private]=>
  string(1) "C"
}
-- a decoded object of another class goes to the first property
P::__construct
object(P)#%d (3) {
  ["a"]=>
  object(Other)#%d (1) {
    ["x"]=>
    string(1) "x"
  }
  ["b":protected]=>
  NULL
  ["c":"P":private]=>
  NULL
}
