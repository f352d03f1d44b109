--TEST--
session: data the msgpack decoder cannot read as a session (another serializer's, truncated, malformed, a scalar) is ignored with success and no warning, as PECL does
--EXTENSIONS--
msgpack
session
--INI--
session.use_cookies=0
session.cache_limiter=
session.serialize_handler=msgpack
session.save_handler=files
msgpack.php_only=1
msgpack.max_depth=64
--FILE--
<?php
$dir = sys_get_temp_dir() . '/msgpack-473-' . getmypid();
@mkdir($dir);
ini_set('session.save_path', $dir);

// session_decode(): true, nothing merged, what $_SESSION held stays.
foreach ([
    'parse error' => "\xc1garbage",
    'truncated map' => "\x82\xa1z\x01",
    'truncated string' => "\x81\xa1a\xa5ab",
    'int root' => "\x01",
    'nil root' => "\xc0",
    'string root' => "\xa3abc",
    'too deep' => str_repeat("\x91", 100) . "\xc0",
    'php serializer' => 'user|s:5:"alice";count|i:3;',
    'php_binary serializer' => "\x04users:5:\"alice\";",
    'php_serialize serializer' => serialize(['user' => 'alice']),
] as $name => $data) {
    session_start();
    $_SESSION['kept'] = 1;
    echo "$name: ";
    var_dump(session_decode($data));
    echo json_encode($_SESSION), ' ', session_status() === PHP_SESSION_ACTIVE ? 'active' : 'not active', "\n";
    session_destroy();
}

// Empty data is an empty session.
session_start();
$_SESSION['kept'] = 1;
var_dump(session_decode(''), $_SESSION);
session_destroy();

// The migration case: a site switches session.serialize_handler from php to msgpack; a session file written by the
// php serializer starts empty, session_start() succeeds, nothing is logged, and the session is written back as msgpack.
$id = 'msgpack473migration';
file_put_contents("$dir/sess_$id", 'user|s:5:"alice";count|i:3;');
session_id($id);
var_dump(session_start(), $_SESSION);
$_SESSION['user'] = 'bob';
session_write_close();
var_dump(bin2hex(file_get_contents("$dir/sess_$id")));
session_id($id);
session_start();
var_dump($_SESSION);
session_destroy();
@rmdir($dir);
?>
--EXPECT--
parse error: bool(true)
{"kept":1} active
truncated map: bool(true)
{"kept":1} active
truncated string: bool(true)
{"kept":1} active
int root: bool(true)
{"kept":1} active
nil root: bool(true)
{"kept":1} active
string root: bool(true)
{"kept":1} active
too deep: bool(true)
{"kept":1} active
php serializer: bool(true)
{"kept":1} active
php_binary serializer: bool(true)
{"kept":1} active
php_serialize serializer: bool(true)
{"kept":1} active
bool(true)
array(1) {
  ["kept"]=>
  int(1)
}
bool(true)
array(0) {
}
string(24) "82c001a475736572a3626f62"
array(1) {
  ["user"]=>
  string(3) "bob"
}
