--TEST--
msgpack: with msgpack.php_only=0 an empty map decodes to an empty array
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=0
--FILE--
<?php
foreach (['80', 'de0000', 'df00000000', '9180', '81a16180', '929080'] as $hex) {
    echo $hex, ' => ', var_export(msgpack_unpack(hex2bin($hex)), true), "\n";
}
?>
--EXPECT--
80 => array (
)
de0000 => array (
)
df00000000 => array (
)
9180 => array (
  0 => 
  array (
  ),
)
81a16180 => array (
  'a' => 
  array (
  ),
)
929080 => array (
  0 => 
  array (
  ),
  1 => 
  array (
  ),
)
