--TEST--
session: session_encode() with serialize_handler=msgpack gives PECL's bytes (php_only: the REFERENCE marker first)
--EXTENSIONS--
msgpack
session
--INI--
session.use_cookies=0
session.cache_limiter=
session.serialize_handler=msgpack
session.save_handler=files
msgpack.php_only=1
--FILE--
<?php
$dir = sys_get_temp_dir() . '/msgpack-470-' . getmypid();
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(session_start());

$cases = [
    'one var' => ['foo' => 1],
    'mixed, int key' => ['foo' => 1, 'bar' => 'baz', 'obj' => (object) ['x' => 1], 5 => 'intkey'],
    'list' => ['a', 'b'],
    'empty' => [],
    'nested, str8' => ['n' => [1, [2, 3]], 's' => str_repeat('x', 40)],
];
foreach ($cases as $name => $vars) {
    $_SESSION = $vars;
    echo $name, ': ', bin2hex(session_encode()), "\n";
}

// Two session variables bound by reference: the second occurrence is a back-reference.
$_SESSION = ['a' => [1], 'b' => 1];
$_SESSION['c'] = &$_SESSION['a'];
echo 'reference: ', bin2hex(session_encode()), "\n";

session_destroy();
@rmdir($dir);
?>
--EXPECT--
bool(true)
one var: 82c001a3666f6f01
mixed, int key: 85c001a3666f6f01a3626172a362617aa36f626a82c0a8737464436c617373a1780105a6696e746b6579
list: 83c00100a16101a162
empty: 90
nested, str8: 83c001a16e9201920203a173d92878787878787878787878787878787878787878787878787878787878787878787878787878787878
reference: 84c001a16182c0010001a16201a16382c0020002
