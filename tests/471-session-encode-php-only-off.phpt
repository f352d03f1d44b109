--TEST--
session: with msgpack.php_only=0 the session encodes as a plain map or list, read from the INI at encode time
--EXTENSIONS--
msgpack
session
--INI--
session.use_cookies=0
session.cache_limiter=
session.serialize_handler=msgpack
session.save_handler=files
msgpack.php_only=0
--FILE--
<?php
$dir = sys_get_temp_dir() . '/msgpack-471-' . getmypid();
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_start());

$cases = [
    'one var' => ['q' => 1],
    'mixed, int key' => ['foo' => 1, 'bar' => 'baz', 'obj' => (object) ['x' => 1], 5 => 'intkey'],
    'list' => ['a', 'b'],
    'empty' => [],
];
foreach ($cases as $name => $vars) {
    $_SESSION = $vars;
    echo $name, ': ', bin2hex(session_encode()), "\n";
}

// The setting is read on every encode.
$_SESSION = ['q' => 1];
ini_set('msgpack.php_only', '1');
echo 'php_only on: ', bin2hex(session_encode()), "\n";
ini_set('msgpack.php_only', '0');
echo 'php_only off: ', bin2hex(session_encode()), "\n";

session_destroy();
@rmdir($dir);
?>
--EXPECT--
bool(true)
one var: 81a17101
mixed, int key: 84a3666f6f01a3626172a362617aa36f626a910105a6696e746b6579
list: 92a161a162
empty: 90
php_only on: 82c001a17101
php_only off: 81a17101
