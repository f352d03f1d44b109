--TEST--
Sessions: data nested deeper than the C stack allows where the session is read (here a Fiber with a small stack) fails the read with UnpackingFailedException (MSGPACK_ERROR_STACK), as PHP's own serializer throws at its stack limit, instead of starting the session empty and writing it back so; a __wakeup() that reads the session again (session_reset()) now stops at that limit, where it went on without end
--SKIPIF--
<?php if (!extension_loaded('session')) die('skip session extension needed'); ?>
--INI--
session.serialize_handler=msgpack
session.use_cookies=0
session.cache_limiter=
session.save_handler=files
fiber.stack_size=131072
--FILE--
<?php
class Store implements SessionHandlerInterface, SessionIdInterface, SessionUpdateTimestampHandlerInterface
{
    public function create_sid(): string
    {
        return 'deep';
    }
    public function validateId($id): bool
    {
        return true;
    }
    public function updateTimestamp($id, $data): bool
    {
        return true;
    }
    public static $data = '';
    public static $written = [];
    public function open($path, $name): bool
    {
        return true;
    }
    public function close(): bool
    {
        return true;
    }
    public function read($id): string|false
    {
        return self::$data;
    }
    public function write($id, $data): bool
    {
        self::$written[] = strlen($data);
        return true;
    }
    public function destroy($id): bool
    {
        echo "destroy\n";
        return true;
    }
    public function gc($max): int|false
    {
        return 0;
    }
}
session_set_save_handler(new Store(), false);

// {"user": "ann", "deep": 3,000 nested lists}
Store::$data = "\x82\xa4user\xa3ann\xa4deep" . str_repeat("\x91", 3000) . "\xc0";
$f = new Fiber(function () {
    try {
        session_start();
        echo 'read: ', json_encode(array_keys($_SESSION)), "\n";
    } catch (Throwable $e) {
        echo get_class($e), ' (', $e->getCode() === MSGPACK_ERROR_STACK ? 'MSGPACK_ERROR_STACK' : $e->getCode(), '): ',
            $e->getMessage(), "\n";
    }
    echo 'session active: ', var_export(session_status() === PHP_SESSION_ACTIVE, true), "\n";
});
$f->start();
// read outside the Fiber, on the main stack: the data is fine
session_start();
echo 'main stack: ', count($_SESSION), " variables, depth of deep: ";
for ($d = 0, $v = $_SESSION['deep']; is_array($v); $v = $v[0], $d++);
echo "$d\n";
session_abort();

// a __wakeup() that reads the session again: each read runs two of them, until the stack runs out
class W
{
    public static $calls = 0;
    public function __wakeup()
    {
        if (++self::$calls > 100000) {
            throw new LogicException('still going');
        }
        session_reset();
    }
}
Store::$data = msgpack_pack(['a' => new W(), 'b' => new W()]);
// (on the main stack: in a small Fiber's, PHP's own frames between two reads can pass what the decoder keeps free)
try {
    session_start();
    echo "no error\n";
} catch (Throwable $e) {
    // this decoder's error, or PHP 8.3+'s own stack limit (zend.max_allowed_stack_size) where it comes first
    echo str_contains($e->getMessage(), 'stack') ? 'stopped at the stack limit' : get_class($e) . ': ' . $e->getMessage(), "\n";
}
echo 'calls: ', W::$calls < 100000 ? 'fewer than 100,000' : W::$calls, "\n";
?>
--EXPECTF--
Warning: session_start(): Failed to decode session object. Session has been destroyed in %s on line %d
MessagePack\Exception\UnpackingFailedException (MSGPACK_ERROR_STACK): Session data nests deeper than the C stack allows here
session active: false
main stack: 2 variables, depth of deep: 3000
%Astopped at the stack limit
calls: fewer than 100,000
