--TEST--
msgpack: msgpack.assoc=0 decodes every map (empty or not) into stdClass; arrays stay lists
--EXTENSIONS--
msgpack
--INI--
msgpack.assoc=0
--FILE--
<?php
var_dump(ini_get('msgpack.assoc'));
$inputs = ['80', '81a16101', '82a16101a162920102', '81a16180', '9281a17801 90', '820a01a130 02'];
foreach ([1, 0] as $phpOnly) {
    ini_set('msgpack.php_only', (string)$phpOnly);
    echo "php_only=$phpOnly\n";
    foreach ($inputs as $hex) {
        $hex = str_replace(' ', '', $hex);
        echo $hex, ' => ', json_encode(msgpack_unpack(hex2bin($hex))), ' ';
        $v = msgpack_unpack(hex2bin($hex));
        echo get_debug_type($v);
        if (is_array($v)) {
            echo '[', implode(',', array_map('get_debug_type', $v)), ']';
        }
        echo "\n";
    }
}
var_dump(msgpack_unpack(hex2bin('82a16101a162920102')));
?>
--EXPECTF--
string(1) "0"
php_only=1
80 => {} stdClass
81a16101 => {"a":1} stdClass
82a16101a162920102 => {"a":1,"b":[1,2]} stdClass
81a16180 => {"a":{}} stdClass
9281a1780190 => [{"x":1},[]] array[stdClass,array]
820a01a13002 => {"10":1,"0":2} stdClass
php_only=0
80 => {} stdClass
81a16101 => {"a":1} stdClass
82a16101a162920102 => {"a":1,"b":[1,2]} stdClass
81a16180 => {"a":{}} stdClass
9281a1780190 => [{"x":1},[]] array[stdClass,array]
820a01a13002 => {"10":1,"0":2} stdClass
object(stdClass)#%d (2) {
  ["a"]=>
  int(1)
  ["b"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
}
