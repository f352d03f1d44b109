--TEST--
throw mode: sessions never throw with msgpack.throw=1 (unreadable data starts an empty session, a resource is nil with PECL's warning) and leave msgpack_last_error() alone
--EXTENSIONS--
msgpack
session
--INI--
session.use_cookies=0
session.use_strict_mode=0
session.cache_limiter=
session.serialize_handler=msgpack
session.save_handler=files
msgpack.php_only=1
msgpack.max_depth=8
msgpack.throw=1
--FILE--
<?php
$dir = sys_get_temp_dir() . '/msgpack-226-' . getmypid();
@mkdir($dir);
ini_set('session.save_path', $dir);
var_dump(ini_get('msgpack.throw'));
function last(): string
{
    return msgpack_last_error() . ' ' . msgpack_last_error_msg();
}

// A known last error, which the session serializer must leave as it is.
msgpack_unpack("\x01\x02", null, ["throw" => false]);
echo 'before: ', last(), "\n";

echo "-- session_decode(): unreadable data is ignored, no exception\n";
session_start();
foreach (['parse error' => "\xc1garbage", 'truncated' => "\x82\xa1a\x01", 'too deep' => str_repeat("\x91", 100) . "\xc0",
    'extra bytes' => "\x81\xa1a\x01\xc1", 'php serializer' => 'user|s:5:"alice";'] as $name => $data) {
    $_SESSION = ['kept' => 1];
    var_dump(session_decode($data));
    echo "$name: ", json_encode($_SESSION), ', last error ', last(), "\n";
}
session_destroy();

echo "-- session_start() over an unreadable session file: an empty session\n";
$id = 'msgpack226unreadable';
file_put_contents("$dir/sess_$id", "\x82\xa4user\xa5al");
session_id($id);
var_dump(session_start(), $_SESSION);
echo 'last error ', last(), "\n";

echo "-- session_encode(): a resource is nil with PECL's warning, no exception\n";
$_SESSION['r'] = STDIN;
echo bin2hex(session_encode()), "\n";
echo 'last error ', last(), "\n";
$_SESSION = ['deep' => [[[[[[[[[[1]]]]]]]]]]];
var_dump(session_encode());
echo 'last error ', last(), "\n";
$_SESSION = ['ok' => 1];
session_write_close();
echo bin2hex(file_get_contents("$dir/sess_$id")), "\n";
@unlink("$dir/sess_$id");
@rmdir($dir);

echo "-- the PHP API throws meanwhile\n";
try {
    msgpack_unpack("\xc1");
} catch (MessagePack\Exception\UnpackingFailedException $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECTF--
string(1) "1"

Warning: [msgpack] (php_msgpack_unserialize) Extra bytes in %s on line %d
before: 7 Extra bytes at offset 1
-- session_decode(): unreadable data is ignored, no exception
bool(true)
parse error: {"kept":1}, last error 7 Extra bytes at offset 1
bool(true)
truncated: {"kept":1}, last error 7 Extra bytes at offset 1
bool(true)
too deep: {"kept":1}, last error 7 Extra bytes at offset 1
bool(true)
extra bytes: {"kept":1,"a":1}, last error 7 Extra bytes at offset 1
bool(true)
php serializer: {"kept":1}, last error 7 Extra bytes at offset 1
-- session_start() over an unreadable session file: an empty session
bool(true)
array(0) {
}
last error 7 Extra bytes at offset 1
-- session_encode(): a resource is nil with PECL's warning, no exception

Warning: [msgpack] (msgpack_serialize_zval) type is unsupported, encoded as null in %s on line %d
82c001a172c0
last error 7 Extra bytes at offset 1

Warning: [msgpack] (php_msgpack_serialize) Maximum nesting depth of 8 exceeded in %s on line %d
bool(false)
last error 7 Extra bytes at offset 1
82c001a26f6b01
-- the PHP API throws meanwhile
Parse error at offset 0
