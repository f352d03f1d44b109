--TEST--
msgpack: templates and inherited properties: positional fills a parent's private slot; by name follows the class's visibility
--EXTENSIONS--
msgpack
--FILE--
<?php
class Base {
    private $secret = 'base secret';
    protected $prot;
    public $pub;
}
class Child extends Base {
    public $own;
}
class Shadow extends Base {
    private $secret = 'shadow secret';
}

echo "-- by position every declared property is filled, a parent's private one too (PECL: a dynamic property)\n";
var_dump(msgpack_unpack(msgpack_pack([1, 2, 3, 4]), 'Child'));
echo "-- a scalar: the first property, here the parent's private one\n";
var_dump(msgpack_unpack(msgpack_pack(5), 'Child'));
echo "-- by name the class sees its inherited protected and public properties, not a parent's private one\n";
var_dump(msgpack_unpack(msgpack_pack(['prot' => 'P', 'pub' => 'U', 'own' => 'O', 'secret' => 'S']), 'Child'));
echo "-- a redeclared private property: both slots, in order\n";
var_dump(msgpack_unpack(msgpack_pack([1, 2, 3, 4]), 'Shadow'));
var_dump(msgpack_unpack(msgpack_pack(['secret' => 'S']), 'Shadow'));
?>
--EXPECTF--
-- by position every declared property is filled, a parent's private one too (PECL: a dynamic property)
object(Child)#%d (4) {
  ["secret":"Base":private]=>
  int(1)
  ["prot":protected]=>
  int(2)
  ["pub"]=>
  int(3)
  ["own"]=>
  int(4)
}
-- a scalar: the first property, here the parent's private one
object(Child)#%d (4) {
  ["secret":"Base":private]=>
  int(5)
  ["prot":protected]=>
  NULL
  ["pub"]=>
  NULL
  ["own"]=>
  NULL
}
-- by name the class sees its inherited protected and public properties, not a parent's private one

Deprecated: Creation of dynamic property Child::$secret is deprecated in %s on line 19
object(Child)#%d (5) {
  ["secret":"Base":private]=>
  string(11) "base secret"
  ["prot":protected]=>
  string(1) "P"
  ["pub"]=>
  string(1) "U"
  ["own"]=>
  string(1) "O"
  ["secret"]=>
  string(1) "S"
}
-- a redeclared private property: both slots, in order
object(Shadow)#%d (4) {
  ["secret":"Base":private]=>
  int(1)
  ["prot":protected]=>
  int(2)
  ["pub"]=>
  int(3)
  ["secret":"Shadow":private]=>
  int(4)
}
object(Shadow)#%d (4) {
  ["secret":"Base":private]=>
  string(11) "base secret"
  ["prot":protected]=>
  NULL
  ["pub"]=>
  NULL
  ["secret":"Shadow":private]=>
  string(1) "S"
}
