--TEST--
Templates, MessagePackUnpacker::data(): the charge for the property table of an instance of a wide class sizes the decoded value (data() does not know the input's length) before the fill can free it. An array given to such a class, or an object its __set() dropped, was read after it was freed (valgrind, ASan)
--EXTENSIONS--
msgpack
--FILE--
<?php
// 1,500 declared slots: the slots fit the free allowance, the table a dynamic property builds does not.
$props = '';
for ($i = 0; $i < 1500; $i++) {
    $props .= "public \$p$i;";
}
eval('#[AllowDynamicProperties] class Wide {' . $props . '}');
eval('#[AllowDynamicProperties] class WideSetter {' . $props . '
    public function __construct() { unset($this->p0); }
    public function __set($name, $value) { echo "__set($name)\n"; $this->extra = 1; }
}');
class Small {
    public $a = 1;
    public function __destruct() { echo "Small destroyed\n"; }
}

function data(string $packed, string $class): void
{
    $u = new MessagePackUnpacker();
    $u->feed($packed);
    $u->execute();
    var_dump($u->data($class));
    echo msgpack_last_error_msg(), "\n";
}

echo "-- a map with a name no slot takes\n";
data(msgpack_pack(['zz' => 1, 'yy' => [1, 2, 3]]), 'Wide');
echo "-- an object that __set() drops\n";
data(msgpack_pack(new Small()), 'WideSetter');
echo "-- the same through msgpack_unpack(), which knows the length\n";
var_dump(msgpack_unpack(msgpack_pack(['zz' => 1]), 'Wide'));
echo "-- a value large enough for the table converts, sized while it is alive\n";
$map = ['zz' => 1];
for ($i = 1; $i <= 400; $i++) {
    $map["p$i"] = $i;
}
$u = new MessagePackUnpacker();
$u->feed(msgpack_pack($map));
$u->execute();
$o = $u->data('Wide');
echo get_class($o), ' ', $o->zz, ' ', $o->p1, ' ', $o->p400, ' ', msgpack_last_error_msg(), "\n";
?>
--EXPECTF--
-- a map with a name no slot takes

Warning: [msgpack] (msgpack_convert_template) Conversion makes objects of more property slots than the input's size allows in %s on line %d
NULL
(msgpack_convert_template) Conversion makes objects of more property slots than the input's size allows
-- an object that __set() drops
Small destroyed
__set(p0)
__set(extra)
Small destroyed

Warning: [msgpack] (msgpack_convert_template) Conversion makes objects of more property slots than the input's size allows in %s on line %d
NULL
(msgpack_convert_template) Conversion makes objects of more property slots than the input's size allows
-- the same through msgpack_unpack(), which knows the length

Warning: [msgpack] (msgpack_convert_template) Conversion makes objects of more property slots than the input's size allows in %s on line %d
NULL
-- a value large enough for the table converts, sized while it is alive
Wide 1 1 400 No error
