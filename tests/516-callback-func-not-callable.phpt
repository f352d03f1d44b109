--TEST--
unserialize_callback_func naming no function: the engine's "Invalid callback" Error stops the decode, as it stops unserialize() and PECL's decoder (it was a warning of PHP 7's text and an incomplete object), in every PHP-only reader; an error handler sees no warning, and the next message of a MessagePackUnpacker still reads
--EXTENSIONS--
msgpack
session
--INI--
msgpack.php_only=1
unserialize_callback_func=no_such_function
session.use_cookies=0
session.use_strict_mode=0
session.cache_limiter=
session.save_handler=files
session.serialize_handler=msgpack
--FILE--
<?php
set_error_handler(function ($no, $msg) { echo "handler: $msg\n"; return true; });
// {nil: "Nope2", "x": 1}: an object of a class nobody defines
$packed = hex2bin('82c0a54e6f706532a17801');

function attempt(string $what, callable $f): void
{
    try {
        $v = $f();
        echo "$what: ", is_object($v) ? get_class($v) : var_export($v, true), "\n";
    } catch (Throwable $e) {
        echo "$what: ", get_class($e), ': ', $e->getMessage(), "\n";
    }
}

attempt('unserialize()', fn () => unserialize('O:5:"Nope2":1:{s:1:"x";i:1;}'));
attempt('msgpack_unpack()', fn () => msgpack_unpack($packed));
attempt('msgpack_unpack() in a list', fn () => msgpack_unpack("\x92\x01" . $packed));
attempt('MessagePack::unpack()', fn () => (new MessagePack())->unpack($packed));
attempt('MessagePack::unpack() (throw mode)', fn () => (new MessagePack())->unpack($packed, null, ['throw' => true]));
echo "last error: ", msgpack_last_error(), "\n";

$u = new MessagePackUnpacker();
$u->feed($packed . msgpack_pack(['next']));
attempt('MessagePackUnpacker::execute()', fn () => $u->execute());
attempt('MessagePackUnpacker::execute() again', fn () => $u->execute());
var_dump($u->data());

// A callback that exists still runs, and its warning stays PECL's.
function defines_nothing($class) { echo "callback for $class\n"; }
ini_set('unserialize_callback_func', 'defines_nothing');
attempt('msgpack_unpack() with a callback', fn () => msgpack_unpack($packed));

// Sessions end as with PHP's own serializer: the Error escapes, the session is destroyed.
ini_set('unserialize_callback_func', 'no_such_function');
restore_error_handler();
session_start();
$_SESSION['keep'] = 1;
attempt('session_decode()', fn () => @session_decode(hex2bin('81a178') . $packed));
var_dump(session_status() === PHP_SESSION_ACTIVE, $_SESSION);
?>
--EXPECT--
unserialize(): Error: Invalid callback no_such_function, function "no_such_function" not found or invalid function name
msgpack_unpack(): Error: Invalid callback no_such_function, function "no_such_function" not found or invalid function name
msgpack_unpack() in a list: Error: Invalid callback no_such_function, function "no_such_function" not found or invalid function name
MessagePack::unpack(): Error: Invalid callback no_such_function, function "no_such_function" not found or invalid function name
MessagePack::unpack() (throw mode): Error: Invalid callback no_such_function, function "no_such_function" not found or invalid function name
last error: 0
MessagePackUnpacker::execute(): Error: Invalid callback no_such_function, function "no_such_function" not found or invalid function name
MessagePackUnpacker::execute() again: true
array(1) {
  [0]=>
  string(4) "next"
}
callback for Nope2
handler: [msgpack] (msgpack_unserialize_class) Function defines_nothing() hasn't defined the class it was called for
msgpack_unpack() with a callback: __PHP_Incomplete_Class
session_decode(): Error: Invalid callback no_such_function, function "no_such_function" not found or invalid function name
bool(false)
array(0) {
}
