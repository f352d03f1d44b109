--TEST--
Sessions: an exception of user code that an internal class's __unserialize() runs (a SplObjectStorage subclass's getHash(), an autoloader ArrayObject's iterator class calls) escapes session_start() as a user class's does; the internal class's own refusal still starts an empty session
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
class Storage extends SplObjectStorage
{
    public static bool $fail = true;
    public function getHash($object): string
    {
        if (self::$fail) {
            throw new RuntimeException('getHash: database down');
        }
        return 'h';
    }
}
$autoloaderThrows = true;
spl_autoload_register(function (string $class) use (&$autoloaderThrows) {
    if ($autoloaderThrows) {
        throw new RuntimeException("autoloader: cannot load $class");
    }
});

$dir = sys_get_temp_dir() . '/msgpack-589-' . getmypid();
@mkdir($dir);
ini_set('session.save_path', $dir);
$file = "$dir/sess_s589";

function str(string $s): string
{
    return chr(0xa0 | strlen($s)) . $s;
}

function start(string $item): string
{
    global $file;
    file_put_contents($file, "\x82" . str('user') . str('ann') . str('item') . $item);
    session_id('s589');
    try {
        $how = 'returned ' . var_export(session_start(), true);
    } catch (Throwable $e) {
        $how = 'threw ' . get_class($e) . ': ' . $e->getMessage();
        if ($e->getPrevious()) {
            $how .= ' (previous: ' . $e->getPrevious()->getMessage() . ')';
        }
    }
    $how .= ' ' . json_encode(array_map(fn($v) => is_object($v) ? get_class($v) : $v, $_SESSION ?? []));
    session_abort();
    $_SESSION = [];
    return $how;
}

// {nil: "Storage", nil: [[stdClass, 1], []]}: what msgpack_pack() writes for a Storage holding one object
$storage = "\x82\xc0" . str('Storage') . "\xc0\x92\x92\x81\xc0" . str('stdClass') . "\x01\x90";
// {nil: "ArrayObject", nil: [0, [], [], "NoSuchIterator"]}
$arrayObject = "\x82\xc0" . str('ArrayObject') . "\xc0\x94\x00\x90\x90" . str('NoSuchIterator');

echo 'getHash() throws: ', start($storage), "\n";
Storage::$fail = false;
echo 'getHash() returns: ', start($storage), "\n";
echo 'the autoloader throws: ', start($arrayObject), "\n";
$autoloaderThrows = false;
echo 'no such class, ArrayObject refuses it: ', start($arrayObject), "\n";
@unlink($file);
@rmdir($dir);
echo ob_get_clean();
?>
--EXPECT--
getHash() throws: threw RuntimeException: getHash: database down {"user":"ann","item":"Storage"}
getHash() returns: returned true {"user":"ann","item":"Storage"}
the autoloader throws: threw UnexpectedValueException: Cannot deserialize ArrayObject with iterator class 'NoSuchIterator'; no such class exists (previous: autoloader: cannot load NoSuchIterator) {"user":"ann","item":"ArrayObject"}
no such class, ArrayObject refuses it: returned true []
