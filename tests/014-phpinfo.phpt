--TEST--
msgpack: phpinfo(INFO_MODULES) has a msgpack section with PECL master's rows and the INI directives
--EXTENSIONS--
msgpack
--FILE--
<?php
ob_start();
phpinfo(INFO_MODULES);
$info = ob_get_clean();

var_dump(str_contains($info, "\nmsgpack\n"));
var_dump(str_contains($info, "MessagePack Support => enabled"));
foreach (['msgpack.assoc', 'msgpack.error_display', 'msgpack.force_f32', 'msgpack.illegal_key_insert',
    'msgpack.max_depth', 'msgpack.php_only', 'msgpack.throw', 'msgpack.use_str8_serialization'] as $name) {
    $found = preg_match('/^' . preg_quote($name, '/') . ' => (\S+) => (\S+)$/m', $info, $m);
    echo $name, ': ', $found ? "listed ({$m[1]})" : 'MISSING', "\n";
}
// the module's own rows, in PECL master's order ("header Version" names php_msgpack.h: no msgpack-c headers here)
$start = strpos($info, "\nmsgpack\n");
echo substr($info, $start, strpos($info, "\nDirective => ", $start) - $start), "\n";
var_dump(str_contains($info, "extension Version => " . phpversion('msgpack') . "\n"));
?>
--EXPECTF--
bool(true)
bool(true)
msgpack.assoc: listed (%s)
msgpack.error_display: listed (%s)
msgpack.force_f32: listed (%s)
msgpack.illegal_key_insert: listed (%s)
msgpack.max_depth: listed (4096)
msgpack.php_only: listed (%s)
msgpack.throw: listed (Off)
msgpack.use_str8_serialization: listed (%s)

msgpack

MessagePack Support => enabled
Session Support => enabled
MessagePack APCu Serializer ABI => 0
extension Version => %s
header Version => %s

bool(true)
