--TEST--
Sessions: an exception from __sleep() or __serialize() while the session is written at request end (no PHP function running, so PHP reports it as uncaught and bails out at once) leaves no call of the codec registered and no array marked: the save handler's close() that runs next packs and ends in a fatal error cleanly
--EXTENSIONS--
msgpack
session
--SKIPIF--
<?php
if (PHP_OS_FAMILY !== 'Linux') die('skip reads /proc/self/cmdline to start a child process');
?>
--FILE--
<?php
/*
 * Each variant is a request of its own (a child process): the session, written by the session module after the script
 * ended, holds arrays around an object whose __sleep() or __serialize() throws. With no function running,
 * zend_call_function() reports the exception as uncaught and bails out of the encode. The user save handler's close()
 * runs after that: it looks at an array the encode was inside (php_only=0 marks the arrays it is in, as serialize()
 * does), packs again (which registers the calls in progress) and ends in E_USER_ERROR, whose handler walks every
 * registered call. The session module reports the uncaught exception as it does for PHP's own serializers.
 */
require __DIR__ . '/470-child.inc';

$child = <<<'CODE'
class Bad
{
    public $v = 1;
    public function __sleep(): array { throw new RuntimeException('cannot sleep'); }
}
class BadSerialize
{
    public function __serialize(): array { throw new LogicException('cannot serialize'); }
}
class Handler implements SessionHandlerInterface
{
    public function open(string $path, string $name): bool { return true; }
    public function close(): bool
    {
        echo 'close after: ', preg_replace('/ in \S+$/', '', strtok((string) (error_get_last()['message'] ?? 'no error'), "\n")), "\n";
        echo 'the array the encode was in: ', str_contains(print_r($GLOBALS['kept'], true), '*RECURSION*') ? 'still marked' : 'as it was', "\n";
        $rows = [['id' => 1, 'tags' => ['a', 'b']], ['id' => 2, 'tags' => ['c']]];
        echo 'packs: ', bin2hex(msgpack_pack([$rows, [$rows]])), "\n";
        trigger_error('close gives up', E_USER_ERROR);
    }
    public function read(string $id): string|false { return ''; }
    public function write(string $id, string $data): bool { echo "write called\n"; return true; }
    public function destroy(string $id): bool { return true; }
    public function gc(int $max): int|false { return 0; }
}
session_set_save_handler(new Handler, false);
session_id('s177');
session_start();
$bad = $argv[1] === 'serialize' ? new BadSerialize : new Bad;
$kept = ['list' => [1, 2, ['deep' => 3]], 'bad' => $bad];
$_SESSION['data'] = ['kept' => $kept, 'rows' => [['id' => 1], ['id' => 2]]];
echo "script ends\n";
CODE;
$script = tempnam(sys_get_temp_dir(), 'msgpack-177-');
file_put_contents($script, "<?php\n$child");

$variants = [
    'php_only=0, __sleep' => [['msgpack.php_only' => '0'], 'sleep'],
    'compact=full, __sleep' => [['msgpack.compact' => 'full'], 'sleep'],
    'compact=full, __serialize' => [['msgpack.compact' => 'full'], 'serialize'],
    'php_only=1, __serialize' => [[], 'serialize'],
];
foreach ($variants as $name => [$ini, $arg]) {
    $cmd = msgpack_test_child($ini + [
        'session.serialize_handler' => 'msgpack',
        'session.use_cookies' => '0',
        'session.use_strict_mode' => '0',
        'session.cache_limiter' => '',
        'display_errors' => '0',
        'log_errors' => '0',
    ]);
    exec($cmd . ' ' . escapeshellarg($script) . " $arg 2>&1", $out, $status);
    echo "== $name (exit status $status)\n", implode("\n", $out), "\n";
    $out = [];
}
unlink($script);
?>
--EXPECT--
== php_only=0, __sleep (exit status 255)
script ends
close after: Uncaught RuntimeException: cannot sleep
the array the encode was in: as it was
packs: 929282a2696401a47461677392a161a16282a2696402a47461677391a163919282a2696401a47461677392a161a16282a2696402a47461677391a163
== compact=full, __sleep (exit status 255)
script ends
close after: Uncaught RuntimeException: cannot sleep
the array the encode was in: as it was
packs: 9292d4724092a26964a4746167730192a161a162400291a1639192400192a161a162400291a163
== compact=full, __serialize (exit status 255)
script ends
close after: Uncaught LogicException: cannot serialize
the array the encode was in: as it was
packs: 9292d4724092a26964a4746167730192a161a162400291a1639192400192a161a162400291a163
== php_only=1, __serialize (exit status 255)
script ends
close after: Uncaught LogicException: cannot serialize
the array the encode was in: as it was
packs: 929282a2696401a47461677392a161a16282a2696402a47461677391a163919282a2696401a47461677392a161a16282a2696402a47461677391a163
