--TEST--
Sessions: exit() in a destructor that runs after the decoder refused the data with an exception (the value a typed property refused, the payload of an object left unrestored after an internal class's __unserialize() refused its data) ends the request as with PHP's php_serialize serializer (compared here, a request each), where it was dropped with the data's exception and the script went on. The session is destroyed, as when user code throws while the data is read; PHP's keeps the second active, as it counts a decode whose delayed __unserialize() threw as done
--EXTENSIONS--
msgpack
session
--SKIPIF--
<?php
if (PHP_OS_FAMILY !== 'Linux') die('skip reads /proc/self/cmdline to start a child process');
?>
--FILE--
<?php
require __DIR__ . '/470-child.inc';

$child = <<<'CODE'
class Profile { public int $age = 0; }
class Quits
{
    public function __destruct()
    {
        echo "Quits::__destruct\n";
        exit("exit() in the destructor\n");
    }
}
class Later
{
    public function __serialize(): array { return []; }
    public function __unserialize(array $data): void { echo "Later::__unserialize\n"; }
}
[$handler, $hex] = [$argv[1], $argv[2]];
$dir = sys_get_temp_dir() . '/msgpack-250-' . getmypid();
mkdir($dir);
ini_set('session.save_path', $dir);
ini_set('session.serialize_handler', $handler);
file_put_contents("$dir/sess_s250", hex2bin($hex));
register_shutdown_function(function () use ($dir) {
    clearstatcache();
    echo 'shutdown: ', session_status() === PHP_SESSION_ACTIVE ? 'active' : 'not active', ', file ',
        is_file("$dir/sess_s250") ? 'kept' : 'destroyed', "\n";
    @unlink("$dir/sess_s250");
    rmdir($dir);
});
session_id('s250');
try {
    var_dump(@session_start());
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
echo "the script went on\n";
CODE;
$file = tempnam(sys_get_temp_dir(), 'msgpack-250-');
file_put_contents($file, "<?php\n$child");

function str(string $s): string
{
    return chr(0xa0 | strlen($s)) . $s;
}

$cases = [
    // ["p" => Profile with age = Quits]: a TypeError, then the value the property refused goes
    'a typed property refuses an object' => [
        'a:1:{s:1:"p";O:7:"Profile":1:{s:3:"age";O:5:"Quits":0:{}}}',
        "\x81" . str('p') . "\x82\xc0" . str('Profile') . str('age') . "\x81\xc0" . str('Quits'),
    ],
    // ["a" => ArrayObject with flags "x", "l" => Later whose payload holds Quits]: ArrayObject::__unserialize() throws
    // for its data, then Later is left unrestored and its payload goes
    'an internal class refuses its data' => [
        'a:2:{s:1:"a";O:11:"ArrayObject":4:{i:0;s:1:"x";i:1;a:0:{}i:2;a:0:{}i:3;N;}s:1:"l";O:5:"Later":1:{s:1:"q";O:5:"Quits":0:{}}}',
        "\x82" . str('a') . "\x82\xc0" . str('ArrayObject') . "\xc0\x94" . str('x') . "\x90\x90\xc0"
            . str('l') . "\x82\xc0" . str('Later') . "\xc0\x81" . str('q') . "\x81\xc0" . str('Quits'),
    ],
];
foreach ($cases as $name => [$php, $msgpack]) {
    $outputs = [];
    foreach (['php_serialize' => $php, 'msgpack' => $msgpack] as $handler => $bytes) {
        $cmd = msgpack_test_child(['session.use_cookies' => '0', 'session.use_strict_mode' => '0',
            'session.cache_limiter' => '', 'display_errors' => '1', 'error_reporting' => (string) E_ALL])
            . ' ' . escapeshellarg($file) . ' ' . $handler . ' ' . bin2hex($bytes) . ' 2>&1';
        $outputs[$handler] = trim((string) shell_exec($cmd));
    }
    echo "-- $name\n";
    foreach ($outputs as $handler => $output) {
        echo "$handler:\n$output\n";
    }
}
unlink($file);
?>
--EXPECT--
-- a typed property refuses an object
php_serialize:
Quits::__destruct
exit() in the destructor
shutdown: not active, file destroyed
msgpack:
Quits::__destruct
exit() in the destructor
shutdown: not active, file destroyed
-- an internal class refuses its data
php_serialize:
Quits::__destruct
exit() in the destructor
shutdown: active, file kept
msgpack:
Quits::__destruct
exit() in the destructor
shutdown: not active, file destroyed
