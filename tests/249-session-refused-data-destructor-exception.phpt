--TEST--
Sessions: data the decoder refuses with an exception (a typed property given a string) is dropped without it, but an exception a destructor throws while that data is released is user code's: it escapes session_start() with the session destroyed, as from PHP's php_serialize serializer (compared here), where it was dropped with the data's exception (exit() there was ignored)
--EXTENSIONS--
msgpack
session
--INI--
session.use_cookies=0
session.use_strict_mode=0
session.cache_limiter=
--FILE--
<?php
ob_start();
class Profile { public int $age = 0; }
class Noisy
{
    public static bool $throw = true;
    public static bool $exit = false;
    public function __destruct()
    {
        echo "Noisy::__destruct\n";
        if (self::$exit) {
            exit("exit() in the destructor\n");
        }
        if (self::$throw) {
            throw new RuntimeException('from a destructor');
        }
    }
}

$dir = sys_get_temp_dir() . '/msgpack-249-' . getmypid();
@mkdir($dir);
ini_set('session.save_path', $dir);
$file = "$dir/sess_s249";

function start_with(string $handler, string $bytes): void
{
    global $file;
    ini_set('session.serialize_handler', $handler);
    file_put_contents($file, $bytes);
    session_id('s249');
    try {
        $how = 'returned ' . var_export(@session_start(), true);
    } catch (Throwable $e) {
        $previous = $e->getPrevious();
        $how = 'threw ' . get_class($e) . ': ' . $e->getMessage()
            . ($previous ? ' (previous ' . get_class($previous) . ')' : '');
    }
    $active = session_status() === PHP_SESSION_ACTIVE;
    clearstatcache();
    echo "  $handler: $how, ", $active ? 'active' : 'not active', ', ', json_encode($_SESSION ?? null), ', file ',
        is_file($file) ? 'kept' : 'destroyed', "\n";
    if ($active) {
        session_abort();
    }
}

function str(string $s): string
{
    return chr(0xa0 | strlen($s)) . $s;
}

// ["n" => Noisy, "p" => Profile with age "x"]: the decoder throws a TypeError at "p", then the value goes
$php = 'a:2:{s:1:"n";O:5:"Noisy":0:{}s:1:"p";O:7:"Profile":1:{s:3:"age";s:1:"x";}}';
$msgpack = "\x82" . str('n') . "\x81\xc0" . str('Noisy') . str('p') . "\x82\xc0" . str('Profile') . str('age') . str('x');

echo "-- the destructor throws\n";
start_with('php_serialize', $php);
start_with('msgpack', $msgpack);

echo "-- it does not: the data's exception alone (msgpack drops it and starts empty; PHP throws it)\n";
Noisy::$throw = false;
start_with('php_serialize', $php);
start_with('msgpack', $msgpack);

echo "-- it calls exit(): the request ends there, as with php_serialize\n";
register_shutdown_function(function () use ($file, $dir) {
    clearstatcache();
    echo 'shutdown: ', session_status() === PHP_SESSION_ACTIVE ? 'active' : 'not active', ', file ',
        is_file($file) ? 'kept' : 'destroyed', "\n";
    @unlink($file);
    rmdir($dir);
});
Noisy::$exit = true;
start_with('msgpack', $msgpack);
echo "not reached\n";
?>
--EXPECT--
-- the destructor throws
Noisy::__destruct
  php_serialize: threw RuntimeException: from a destructor (previous TypeError), not active, [], file destroyed
Noisy::__destruct
  msgpack: threw RuntimeException: from a destructor (previous TypeError), not active, [], file destroyed
-- it does not: the data's exception alone (msgpack drops it and starts empty; PHP throws it)
Noisy::__destruct
  php_serialize: threw TypeError: Cannot assign string to property Profile::$age of type int, not active, [], file destroyed
Noisy::__destruct
  msgpack: returned true, active, [], file kept
-- it calls exit(): the request ends there, as with php_serialize
Noisy::__destruct
exit() in the destructor
shutdown: not active, file destroyed
