--TEST--
Objects: property names of 32 bytes or more keep their shape; an error handler throwing on the dynamic-property deprecation or on an array key's string conversion stops the decode with its exception
--EXTENSIONS--
msgpack
--FILE--
<?php
class Plain { public $x = 1; }
class LongNames {
    public $a_property_name_longer_than_thirty_one_bytes = 1;
    public $another_property_name_longer_than_31_bytes = 2;
}

// property names of 32 bytes or more (str 8): the objects after the first find them as the first one had them
$l = [new LongNames(), new LongNames(), new LongNames()];
$l[2]->another_property_name_longer_than_31_bytes = 'changed';
$back = msgpack_unpack(msgpack_pack($l));
var_dump($back == $l, $back[2]->another_property_name_longer_than_31_bytes);

// an error handler that throws: the decode stops there, the exception reaches the caller
set_error_handler(function (int $no, string $str) {
    if (str_contains($str, 'dynamic property') || str_contains($str, 'Array to string')) {
        throw new ErrorException($str, 0, $no);
    }
    return true;
});
$tries = [
    'dynamic property' => "\x82\xc0\xa5Plain\xa5extra\x01",   // Plain with a property it does not declare
    'array key' => "\x82\xa1k\x02\x90\x01",                   // a map whose second key is an array: "Array"
];
foreach ($tries as $label => $bytes) {
    try {
        var_dump(msgpack_unpack($bytes));
    } catch (ErrorException $e) {
        echo "$label: ", $e->getMessage(), "\n";
    }
}
restore_error_handler();
// without the handler: the property is made, the key is "Array"
var_dump(@msgpack_unpack($tries['dynamic property']), @msgpack_unpack($tries['array key']));
?>
--EXPECTF--
bool(true)
string(7) "changed"
dynamic property: Creation of dynamic property Plain::$extra is deprecated
array key: Array to string conversion
object(Plain)#%d (2) {
  ["x"]=>
  int(1)
  ["extra"]=>
  int(1)
}
array(2) {
  ["k"]=>
  int(2)
  ["Array"]=>
  int(1)
}
