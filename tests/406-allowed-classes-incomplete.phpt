--TEST--
allowed_classes and max_depth options, __PHP_Incomplete_Class round trip, unserialize_callback_func, Serializable payloads
--FILE--
<?php
class Keep { public $a = 1; function __wakeup() { echo "Keep woken\n"; } }
class Other { public $b = 2; }
class OnlySer implements Serializable {
    public $data = 'abc';
    function serialize() { return $this->data; }
    function unserialize($s) { echo 'unserialize(', json_encode($s), ")\n"; $this->data = $s; }
}
$packed = msgpack_pack([new Keep, new Other]);
// allowed_classes, as unserialize(): other classes become __PHP_Incomplete_Class, and are not woken.
var_dump(msgpack_unpack($packed, null, ['allowed_classes' => ['keep']]));
var_dump(msgpack_unpack($packed, null, ['allowed_classes' => false]));
// An incomplete object keeps its class name and properties, and packs back to the same bytes.
$inc = msgpack_unpack($packed, null, ['allowed_classes' => false]);
var_dump(msgpack_pack($inc) === $packed);
// An unknown class: unserialize_callback_func gets a chance to define it.
function define_missing($name) { echo "callback for $name\n"; if ($name === 'Late') { eval('class Late { public $x; }'); } }
ini_set('unserialize_callback_func', 'define_missing');
var_dump(msgpack_unpack(hex2bin('82c0a44c617465a17801')));
var_dump(get_class(msgpack_unpack(hex2bin('81c0a44e6f7065'))));
// One that names no function throws the engine's Error, as unserialize() and PECL do.
ini_set('unserialize_callback_func', 'no_such_function');
try { msgpack_unpack(hex2bin('81c0a54e6f706532')); } catch (Error $e) { echo get_class($e), ': ', $e->getMessage(), "\n"; }
unset($e);
ini_set('unserialize_callback_func', '');
// Serializable (only): {nil:3,"Class":"payload"}; the payload comes without PECL's trailing NUL byte.
echo bin2hex($p = @msgpack_pack(new OnlySer)), "\n";
var_dump(msgpack_unpack($p));
// Classes without an unserializer: PECL's warning.
var_dump(msgpack_unpack(hex2bin('82c003a8737464436c617373a3616263')));
var_dump(get_class(msgpack_unpack(hex2bin('82c003a44e6f7065a3616263'))));
// Errors: invalid options.
try { msgpack_unpack($packed, null, ['allowed_classes' => 'Keep']); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { msgpack_unpack($packed, null, ['allowed_classes' => [1]]); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
try { msgpack_unpack($packed, null, ['max_depth' => -1]); } catch (ValueError $e) { echo $e->getMessage(), "\n"; }
try { msgpack_unpack($packed, null, ['max_depth' => '2']); } catch (TypeError $e) { echo $e->getMessage(), "\n"; }
// max_depth as an option.
var_dump(msgpack_unpack(msgpack_pack([[[1]]]), null, ['max_depth' => 2]));
var_dump(msgpack_unpack(msgpack_pack([[[1]]]), null, ['max_depth' => 3]));

--EXPECTF--

Deprecated: OnlySer implements the Serializable interface, which is deprecated. Implement __serialize() and __unserialize() instead (or in addition, if support for old PHP versions is necessary) in %s on line %d
Keep woken
array(2) {
  [0]=>
  object(Keep)#2 (1) {
    ["a"]=>
    int(1)
  }
  [1]=>
  object(__PHP_Incomplete_Class)#1 (2) {
    ["__PHP_Incomplete_Class_Name"]=>
    string(5) "Other"
    ["b"]=>
    int(2)
  }
}
array(2) {
  [0]=>
  object(__PHP_Incomplete_Class)#1 (2) {
    ["__PHP_Incomplete_Class_Name"]=>
    string(4) "Keep"
    ["a"]=>
    int(1)
  }
  [1]=>
  object(__PHP_Incomplete_Class)#2 (2) {
    ["__PHP_Incomplete_Class_Name"]=>
    string(5) "Other"
    ["b"]=>
    int(2)
  }
}
bool(true)
callback for Late
object(Late)#3 (1) {
  ["x"]=>
  int(1)
}
callback for Nope

Warning: [msgpack] (msgpack_unserialize_class) Function define_missing() hasn't defined the class it was called for in %s on line %d
string(22) "__PHP_Incomplete_Class"
Error: Invalid callback no_such_function, function "no_such_function" not found or invalid function name
82c003a74f6e6c79536572a3616263
unserialize("abc")
object(OnlySer)#3 (1) {
  ["data"]=>
  string(3) "abc"
}

Warning: [msgpack] (msgpack_unserialize_map_item) Class stdClass has no unserializer in %s on line %d
NULL

Warning: [msgpack] (msgpack_unserialize_map_item) Class __PHP_Incomplete_Class has no unserializer in %s on line %d
string(22) "__PHP_Incomplete_Class"
msgpack_unpack(): Option "allowed_classes" must be an array or of type bool, string given
msgpack_unpack(): Option "allowed_classes" must be an array of class names, int given
msgpack_unpack(): Option "max_depth" must be between 0 and 32768
msgpack_unpack(): Option "max_depth" must be of type int, string given

Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
bool(false)
array(1) {
  [0]=>
  array(1) {
    [0]=>
    array(1) {
      [0]=>
      int(1)
    }
  }
}
