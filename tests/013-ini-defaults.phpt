--TEST--
msgpack: INI directives exist with their defaults and are changeable everywhere (PHP_INI_ALL)
--EXTENSIONS--
msgpack
--FILE--
<?php
$names = ['msgpack.assoc', 'msgpack.error_display', 'msgpack.force_f32', 'msgpack.illegal_key_insert',
    'msgpack.max_depth', 'msgpack.php_only', 'msgpack.throw', 'msgpack.use_str8_serialization'];
$all = ini_get_all('msgpack');
foreach ($names as $name) {
    printf("%s = %s, access %s\n", $name, var_export(ini_get($name), true),
        isset($all[$name]) ? ($all[$name]['access'] === INI_ALL ? 'INI_ALL' : $all[$name]['access']) : 'MISSING');
}
// changeable at run time; ini_set returns the previous value
var_dump(ini_set('msgpack.php_only', '0'));
var_dump(ini_get('msgpack.php_only'));
var_dump(ini_set('msgpack.max_depth', '100'));
var_dump(ini_get('msgpack.max_depth'));
ini_restore('msgpack.php_only');
var_dump(ini_get('msgpack.php_only'));
?>
--EXPECT--
msgpack.assoc = '1', access INI_ALL
msgpack.error_display = '1', access INI_ALL
msgpack.force_f32 = '0', access INI_ALL
msgpack.illegal_key_insert = '0', access INI_ALL
msgpack.max_depth = '4096', access INI_ALL
msgpack.php_only = '1', access INI_ALL
msgpack.throw = '0', access INI_ALL
msgpack.use_str8_serialization = '1', access INI_ALL
string(1) "1"
string(1) "0"
string(4) "4096"
string(3) "100"
string(1) "1"
