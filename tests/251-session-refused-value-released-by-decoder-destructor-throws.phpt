--TEST--
Sessions: data the decoder refuses with an exception where the decoder itself releases the refused value (an object a typed int property refuses): an exception the value's destructor throws escapes session_start() with the session destroyed, as from PHP's php_serialize serializer (compared here); before, the session serializer took it for the data's and dropped it
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

$dir = sys_get_temp_dir() . '/msgpack-251-' . getmypid();
@mkdir($dir);
ini_set('session.save_path', $dir);
$file = "$dir/sess_s251";

function start_with(string $handler, string $bytes): void
{
    global $file;
    ini_set('session.serialize_handler', $handler);
    file_put_contents($file, $bytes);
    session_id('s251');
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

// ["p" => Profile with age = a Noisy object]: the decoder throws a TypeError at "age" and releases the Noisy itself
$php = 'a:1:{s:1:"p";O:7:"Profile":1:{s:3:"age";O:5:"Noisy":0:{}}}';
$msgpack = "\x81" . str('p') . "\x82\xc0" . str('Profile') . str('age') . "\x81\xc0" . str('Noisy');

echo "-- the destructor throws\n";
start_with('php_serialize', $php);
start_with('msgpack', $msgpack);

echo "-- it does not: the data's exception alone (msgpack drops it and starts empty; PHP throws it)\n";
Noisy::$throw = false;
start_with('php_serialize', $php);
start_with('msgpack', $msgpack);

// ["o" => ArrayObject refusing its flags "x", its storage holding a Noisy]: __unserialize() throws, then the decoder
// releases the payload it gave it
$php = 'a:1:{s:1:"o";O:11:"ArrayObject":3:{i:0;s:1:"x";i:1;a:1:{i:0;O:5:"Noisy":0:{}}i:2;a:0:{}}}';
$msgpack = "\x81" . str('o') . "\x82\xc0" . str('ArrayObject') . "\xc0\x93" . str('x') . "\x91\x81\xc0" . str('Noisy') . "\x90";
// (php_serialize keeps the refused object in the session there and releases the payload later, with the session's
// data: its destructor's exception escapes from session_abort() instead; msgpack alone)
foreach ([true, false] as $throw) {
    echo '-- ArrayObject, the destructor ', $throw ? 'throws' : 'does not', "\n";
    Noisy::$throw = $throw;
    start_with('msgpack', $msgpack);
}
@unlink($file);
rmdir($dir);
?>
--EXPECT--
-- the destructor throws
Noisy::__destruct
  php_serialize: threw RuntimeException: from a destructor (previous TypeError), not active, [], file destroyed
Noisy::__destruct
  msgpack: threw RuntimeException: from a destructor (previous TypeError), not active, [], file destroyed
-- it does not: the data's exception alone (msgpack drops it and starts empty; PHP throws it)
Noisy::__destruct
  php_serialize: threw TypeError: Cannot assign Noisy to property Profile::$age of type int, not active, [], file destroyed
Noisy::__destruct
  msgpack: returned true, active, [], file kept
-- ArrayObject, the destructor throws
Noisy::__destruct
  msgpack: threw RuntimeException: from a destructor, not active, [], file destroyed
-- ArrayObject, the destructor does not
Noisy::__destruct
  msgpack: returned true, active, [], file kept
