--TEST--
msgpack: with the default msgpack.php_only=1 an empty map decodes to stdClass (PECL behaviour)
--EXTENSIONS--
msgpack
--FILE--
<?php
var_dump(ini_get('msgpack.php_only'));
foreach (['80', 'de0000', 'df00000000', '9180', '81a16180', '9290 80'] as $hex) {
    $hex = str_replace(' ', '', $hex);
    echo $hex, "\n";
    var_dump(msgpack_unpack(hex2bin($hex)));
}
// non-empty maps are still arrays
var_dump(msgpack_unpack("\x81\xa1a\x01"));
// an empty PHP array is packed as an empty array, not a map
echo bin2hex(msgpack_pack([])), "\n";
?>
--EXPECTF--
string(1) "1"
80
object(stdClass)#%d (0) {
}
de0000
object(stdClass)#%d (0) {
}
df00000000
object(stdClass)#%d (0) {
}
9180
array(1) {
  [0]=>
  object(stdClass)#%d (0) {
  }
}
81a16180
array(1) {
  ["a"]=>
  object(stdClass)#%d (0) {
  }
}
929080
array(2) {
  [0]=>
  array(0) {
  }
  [1]=>
  object(stdClass)#%d (0) {
  }
}
array(1) {
  ["a"]=>
  int(1)
}
90
