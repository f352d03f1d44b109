--TEST--
Small C stacks (ulimit -s 512, 256, 128 KiB, as ZTS threads and musl have): deep values are refused with the usual warning or exception, never a crash
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (!is_file(__DIR__ . '/../modules/msgpack.so')) die('skip needs the module built in this tree');
if (PHP_OS_FAMILY !== 'Linux') die('skip uses ulimit -s');
// run-tests -m runs children under valgrind too, whose emulated stack differs from the real one
if (getenv('USE_ZEND_ALLOC') === '0' && !getenv('MSGPACK_TEST_SANITIZER')) die('skip not under the memory-check pass');
if (getenv('MSGPACK_TEST_SANITIZER')) die('skip sanitizer frames are several times larger than a release build\'s');
?>
--FILE--
<?php
// Every deep operation either works or fails the usual way (false and a nesting warning, or the library's exception);
// the child prints one line per operation and must exit normally.
$code = <<<'PHP'
$messages = [];
set_error_handler(function ($no, $message) use (&$messages) { $messages[] = $message; return true; });
function outcome(string $what, callable $f, callable $good): void {
    global $messages;
    $messages = [];
    try {
        $r = $f();
        if ($good($r)) {
            echo "$what: ok\n";
        } elseif ($r === false && preg_grep('/nesting|Nesting|Memory error|C stack/', $messages)) {
            echo "$what: ok\n";
        } else {
            echo "$what: unexpected ", var_export($r, true), ' ', json_encode($messages), "\n";
        }
    } catch (Throwable $e) {
        echo preg_match('/nesting|Nesting|C stack/', $e->getMessage()) ? "$what: ok\n" : "$what: " . get_class($e) . ': ' . $e->getMessage() . "\n";
    }
}
$a = 1;
for ($i = 0; $i < 4000; $i++) {
    $a = [$a];
}
$o = null;
for ($i = 0; $i < 3000; $i++) {
    $n = new stdClass;
    $n->next = $o;
    $o = $n;
}
unset($n);
outcome('msgpack_pack 4000 levels', fn () => msgpack_pack($a), fn ($r) => is_string($r) && strlen($r) === 4001);
outcome('msgpack_pack 3000 objects', fn () => msgpack_pack($o), fn ($r) => is_string($r));
outcome('Packer 4000 levels', fn () => (new MessagePack\Packer)->pack($a), fn ($r) => strlen($r) === 4001);
outcome('msgpack_unpack 5000 arrays', fn () => msgpack_unpack(str_repeat("\x91", 5000) . "\xc0"), fn ($r) => false);
outcome('msgpack_unpack 4000 maps', fn () => msgpack_unpack(str_repeat("\x81\xa1k", 4000) . "\xc0"), fn ($r) => is_array($r));
outcome('msgpack_unpack 3000 objects', fn () => msgpack_unpack(str_repeat("\x82\xc0\xa8stdClass\xa1n", 3000) . "\xc0"), fn ($r) => is_object($r));
outcome('BufferUnpacker 4000 arrays', fn () => (new MessagePack\BufferUnpacker(str_repeat("\x91", 4000) . "\x01"))->unpack(), fn ($r) => is_array($r));
// execute() reports a message it cannot decode by false alone, as PECL's does.
outcome('MessagePackUnpacker 4000 arrays', function () {
    $u = new MessagePackUnpacker;
    $u->feed(str_repeat("\x91", 4000) . "\x01");
    return $u->execute() ? $u->data() : 'refused';
}, fn ($r) => is_array($r) || $r === 'refused');
// The engine frees nested values recursively too: free them a level at a time.
while (is_array($a)) {
    $a = $a[0];
}
while ($o) {
    $o = $o->next;
}
echo "done\n";
PHP;
foreach ([512, 256, 128] as $kib) {
    $cmd = sprintf('ulimit -s %d && QEMU_STACK_SIZE=%d exec %s -n -d extension=%s -r %s 2>&1', $kib, $kib * 1024,
        escapeshellarg(PHP_BINARY), escapeshellarg(__DIR__ . '/../modules/msgpack.so'), escapeshellarg($code));
    $out = [];
    exec('/bin/sh -c ' . escapeshellarg($cmd), $out, $status);
    echo "== $kib KiB\n", implode("\n", $out), "\nexit status: $status\n";
}
?>
--EXPECT--
== 512 KiB
msgpack_pack 4000 levels: ok
msgpack_pack 3000 objects: ok
Packer 4000 levels: ok
msgpack_unpack 5000 arrays: ok
msgpack_unpack 4000 maps: ok
msgpack_unpack 3000 objects: ok
BufferUnpacker 4000 arrays: ok
MessagePackUnpacker 4000 arrays: ok
done
exit status: 0
== 256 KiB
msgpack_pack 4000 levels: ok
msgpack_pack 3000 objects: ok
Packer 4000 levels: ok
msgpack_unpack 5000 arrays: ok
msgpack_unpack 4000 maps: ok
msgpack_unpack 3000 objects: ok
BufferUnpacker 4000 arrays: ok
MessagePackUnpacker 4000 arrays: ok
done
exit status: 0
== 128 KiB
msgpack_pack 4000 levels: ok
msgpack_pack 3000 objects: ok
Packer 4000 levels: ok
msgpack_unpack 5000 arrays: ok
msgpack_unpack 4000 maps: ok
msgpack_unpack 3000 objects: ok
BufferUnpacker 4000 arrays: ok
MessagePackUnpacker 4000 arrays: ok
done
exit status: 0
