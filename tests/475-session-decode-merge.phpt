--TEST--
session: session_decode() merges string-keyed entries into $_SESSION, drops int keys, reads an object root's properties, ignores trailing bytes
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
$dir = sys_get_temp_dir() . '/msgpack-475-' . getmypid();
@mkdir($dir);
ini_set('session.save_path', $dir);
session_start();

$_SESSION = ['keep' => 'old', 'over' => 'old'];
// {"over": "new", 5: "int", "10": "numeric string", "add": [1]}
var_dump(session_decode("\x84\xa4over\xa3new\x05\xa3int\xa210\xa1n\xa3add\x91\x01"));
var_dump($_SESSION);

echo "-- object root\n";
$_SESSION = [];
// {nil: "stdClass", "x": 1, "0": 2}: named properties become variables, a numeric name does not
var_dump(session_decode("\x83\xc0\xa8stdClass\xa1x\x01\xa10\x02"));
var_dump($_SESSION);

echo "-- trailing bytes\n";
$_SESSION = [];
var_dump(session_decode("\x81\xa1y\x01trailing"));
var_dump($_SESSION);

echo "-- empty map and list\n";
$_SESSION = ['keep' => 1];
var_dump(session_decode("\x80"), session_decode("\x90"), $_SESSION);

session_destroy();
@rmdir($dir);
?>
--EXPECT--
bool(true)
array(3) {
  ["keep"]=>
  string(3) "old"
  ["over"]=>
  string(3) "new"
  ["add"]=>
  array(1) {
    [0]=>
    int(1)
  }
}
-- object root
bool(true)
array(1) {
  ["x"]=>
  int(1)
}
-- trailing bytes
bool(true)
array(1) {
  ["y"]=>
  int(1)
}
-- empty map and list
bool(true)
bool(true)
array(1) {
  ["keep"]=>
  int(1)
}
