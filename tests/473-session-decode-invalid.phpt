--TEST--
session: session_decode() of data that is not a msgpack map or list fails (PECL reported success and ignored it)
--EXTENSIONS--
msgpack
session
--INI--
session.use_cookies=0
session.use_only_cookies=0
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

// On FAILURE PHP's session module warns, destroys the session and empties $_SESSION, as for its own serializers;
// nothing of the bad data is merged.
foreach ([
    'parse error' => "\xc1garbage",
    'truncated map' => "\x82\xa1z\x01",
    'truncated string' => "\x81\xa1a\xa5ab",
    'int root' => "\x01",
    'nil root' => "\xc0",
    'string root' => "\xa3abc",
    'too deep' => str_repeat("\x91", 100) . "\xc0",
] as $name => $data) {
    session_start();
    $_SESSION['kept'] = 1;
    echo "$name: ";
    var_dump(session_decode($data));
    var_dump($_SESSION, session_status() === PHP_SESSION_NONE);
}

// Empty data is an empty session, not an error.
session_start();
$_SESSION['kept'] = 1;
var_dump(session_decode(''), $_SESSION);
session_destroy();
@rmdir($dir);
?>
--EXPECTF--
parse error: 
Warning: session_decode(): Failed to decode session object. Session has been destroyed in %s on line %d
bool(false)
array(0) {
}
bool(true)
truncated map: 
Warning: session_decode(): Failed to decode session object. Session has been destroyed in %s on line %d
bool(false)
array(0) {
}
bool(true)
truncated string: 
Warning: session_decode(): Failed to decode session object. Session has been destroyed in %s on line %d
bool(false)
array(0) {
}
bool(true)
int root: 
Warning: session_decode(): Failed to decode session object. Session has been destroyed in %s on line %d
bool(false)
array(0) {
}
bool(true)
nil root: 
Warning: session_decode(): Failed to decode session object. Session has been destroyed in %s on line %d
bool(false)
array(0) {
}
bool(true)
string root: 
Warning: session_decode(): Failed to decode session object. Session has been destroyed in %s on line %d
bool(false)
array(0) {
}
bool(true)
too deep: 
Warning: session_decode(): Failed to decode session object. Session has been destroyed in %s on line %d
bool(false)
array(0) {
}
bool(true)
bool(true)
array(1) {
  ["kept"]=>
  int(1)
}
