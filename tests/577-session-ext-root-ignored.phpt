--TEST--
Sessions: an ext value at the root of session data (a timestamp, another ext type) is not a session and starts an empty session, as PECL does, rather than spreading the MessagePack\Type object's properties into session variables
--EXTENSIONS--
msgpack
session
--INI--
session.use_cookies=0
session.use_strict_mode=0
session.cache_limiter=
session.serialize_handler=msgpack
--FILE--
<?php
ob_start();
$dir = sys_get_temp_dir() . '/msgpack-577-' . getmypid();
@mkdir($dir);
ini_set('session.save_path', $dir);
foreach ([
    'timestamp 32' => "\xd6\xff\x00\x00\x00\x01",
    'timestamp 96' => "\xc7\x0c\xff" . str_repeat("\x00", 11) . "\x01",
    'fixext 1' => "\xd4\x01\x00",
    'ext 8' => "\xc7\x03\x05abc",
] as $what => $bytes) {
    file_put_contents("$dir/sess_s577", $bytes);
    session_id('s577');
    $ok = session_start();
    echo "$what: ", var_export($ok, true), ' ', json_encode($_SESSION), "\n";
    var_dump(session_decode($bytes), $_SESSION === []);
    session_abort();
    $_SESSION = [];
}
// What an ext value decodes to elsewhere is unchanged.
var_dump(get_class(msgpack_unpack("\xd6\xff\x00\x00\x00\x01")), msgpack_unpack("\xd4\x01\x00")->type);
@unlink("$dir/sess_s577");
@rmdir($dir);
echo ob_get_clean();
?>
--EXPECT--
timestamp 32: true []
bool(true)
bool(true)
timestamp 96: true []
bool(true)
bool(true)
fixext 1: true []
bool(true)
bool(true)
ext 8: true []
bool(true)
bool(true)
string(26) "MessagePack\Type\Timestamp"
int(1)
