--TEST--
Sessions: an exception a user error handler throws for a notice an internal class's __unserialize() raises is that method's refusal of its data (an empty session), whatever file and line the handler gives it; for a notice of user code that method runs (a subclass's getHash()) it escapes session_start() as user code's does
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
class When extends DateTime {}
class Storage extends SplObjectStorage
{
    public function getHash($object): string
    {
        trigger_error('getHash: slow hashing', E_USER_WARNING);
        return 'h';
    }
}
$handler = 'none';
set_error_handler(function (int $no, string $message, string $file, int $line) use (&$handler) {
    if ($handler === 'notice at its place') {
        throw new ErrorException($message, 0, $no, $file, $line);
    }
    if ($handler === 'own place') {
        throw new ErrorException($message, 0, $no);
    }
    return true;
});

$dir = sys_get_temp_dir() . '/msgpack-617-' . getmypid();
@mkdir($dir);
ini_set('session.save_path', $dir);
$file = "$dir/sess_s617";

function str(string $s): string
{
    return chr(0xa0 | strlen($s)) . $s;
}

function start(string $item): string
{
    global $file;
    file_put_contents($file, "\x82" . str('user') . str('ann') . str('item') . $item);
    session_id('s617');
    try {
        $how = 'returned ' . var_export(session_start(), true);
    } catch (Throwable $e) {
        $how = 'threw ' . get_class($e) . ': ' . $e->getMessage();
    }
    $how .= ' ' . json_encode(array_map(fn($v) => is_object($v) ? get_class($v) : $v, $_SESSION ?? []));
    session_abort();
    $_SESSION = [];
    return $how;
}

// {nil: "When", nil: {date, timezone_type, timezone, "extra": 1}}: a dynamic property, deprecated since PHP 8.2
$when = "\x82\xc0" . str('When') . "\xc0\x84" . str('date') . str('2020-01-01 00:00:00.000000')
    . str('timezone_type') . "\x03" . str('timezone') . str('UTC') . str('extra') . "\x01";
// {nil: "ArrayObject", nil: [0, [], [], "NoSuchIterator"]}
$arrayObject = "\x82\xc0" . str('ArrayObject') . "\xc0\x94\x00\x90\x90" . str('NoSuchIterator');

// {nil: "Storage", nil: [[stdClass, 1], []]}
$storage = "\x82\xc0" . str('Storage') . "\xc0\x92\x92\x81\xc0" . str('stdClass') . "\x01\x90";

foreach (['none', 'notice at its place', 'own place'] as $handler) {
    echo "handler ($handler), When: ", start($when), "\n";
    echo "handler ($handler), getHash(): ", start($storage), "\n";
}
echo 'ArrayObject refuses its data: ', start($arrayObject), "\n";
@unlink($file);
@rmdir($dir);
echo ob_get_clean();
?>
--EXPECT--
handler (none), When: returned true {"user":"ann","item":"When"}
handler (none), getHash(): returned true {"user":"ann","item":"Storage"}
handler (notice at its place), When: returned true []
handler (notice at its place), getHash(): threw ErrorException: getHash: slow hashing {"user":"ann","item":"Storage"}
handler (own place), When: returned true []
handler (own place), getHash(): threw ErrorException: getHash: slow hashing {"user":"ann","item":"Storage"}
ArrayObject refuses its data: returned true []
