--TEST--
msgpack: INI directives changed with ini_set() take effect on the next call
--EXTENSIONS--
msgpack
--FILE--
<?php
$s40 = str_repeat('x', 40);
echo bin2hex(substr(msgpack_pack($s40), 0, 3)), "\n";
ini_set('msgpack.use_str8_serialization', '0');
echo bin2hex(substr(msgpack_pack($s40), 0, 3)), "\n";
ini_set('msgpack.use_str8_serialization', '1');
echo bin2hex(substr(msgpack_pack($s40), 0, 3)), "\n";

echo get_debug_type(msgpack_unpack("\x80")), "\n";
ini_set('msgpack.php_only', '0');
echo get_debug_type(msgpack_unpack("\x80")), "\n";
ini_set('msgpack.php_only', '1');
echo get_debug_type(msgpack_unpack("\x80")), "\n";

ini_set('msgpack.error_display', '0');
var_dump(msgpack_unpack("\xc1"));
ini_set('msgpack.error_display', '1');
var_dump(msgpack_unpack("\xc1"));
?>
--EXPECTF--
d92878
da0028
d92878
stdClass
array
stdClass
bool(false)

Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
