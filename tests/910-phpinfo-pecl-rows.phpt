--TEST--
msgpack: phpinfo() section line by line as PECL msgpack 3.0 prints it (its test 029: rows, then the directives)
--EXTENSIONS--
msgpack
session
--INI--
pcre.jit=0
--FILE--
<?php
ob_start();
phpinfo(INFO_MODULES);
$lines = explode("\n", ob_get_clean());

// From the section's title to its third empty line: title, rows, directives, each block followed by an empty line.
$first = array_search('msgpack', $lines, true);
$empty = 0;
for ($i = $first; $first !== false && $i < count($lines) && $empty < 3; $i++) {
    echo $lines[$i], "\n";
    $empty += $lines[$i] === '' ? 1 : 0;
}
echo "--\n";
// Both version rows are the module's version.
preg_match_all('/^(extension|header) Version => (.*)$/m', implode("\n", $lines), $m);
var_dump($m[2] === [phpversion('msgpack'), phpversion('msgpack')]);
?>
--EXPECTF--
msgpack

MessagePack Support => enabled
Session Support => enabled
MessagePack APCu Serializer ABI => 0
extension Version => %s
header Version => %s

Directive => Local Value => Master Value
msgpack.assoc => %s => %s
msgpack.compact => %s => %s
msgpack.error_display => %s => %s
msgpack.force_f32 => %s => %s
msgpack.illegal_key_insert => %s => %s
msgpack.max_depth => %s => %s
msgpack.php_only => %s => %s
msgpack.throw => %s => %s
msgpack.use_str8_serialization => %s => %s

--
bool(true)
