--TEST--
memory_limit reached in a long decode on an engine that delays the error to the next opcode (PHP 8.2.36, 8.4.27: EG(delayed_oom)) ends the request with PHP's fatal error and its shutdown functions, where the decoder allocated on until the engine ended the process at twice the limit ("Hard memory limit ... exhausted", exit status 137): msgpack_unpack(), MessagePackUnpacker::execute() on a fed piece, session_decode(), msgpack_pack(), BufferUnpacker::tryUnpack(); the unpackers work in the shutdown function
--SKIPIF--
<?php
if (!is_file(__DIR__ . '/../modules/msgpack.so')) die('skip needs the module built in this tree');
if (PHP_OS_FAMILY !== 'Linux') die('skip uses a child process per memory limit');
if (getenv('USE_ZEND_ALLOC') === '0') die('skip needs the engine\'s allocator (memory_limit)');
?>
--FILE--
<?php
$child = <<<'PHP'
<?php
class P {}
$api = $argv[1];
$n = 1000000;
register_shutdown_function(function () use ($api) {
    // (after a session_decode() the session module reports the session it drops where the engine raised the error
    // inside the decode: its own warning, then the last error)
    $last = error_get_last()['message'] ?? '-';
    echo "shutdown function: ", str_contains($last, 'Failed to decode session') ? 'Allowed memory size'
        : preg_replace('/ of \d+ bytes.*/', '', $last), "\n";
    ini_set('memory_limit', '-1');
    $u = new MessagePackUnpacker();
    $u->feed("\x93\x01\x02\x03");
    echo 'an unpacker: ', json_encode([$u->execute(), $u->data()]), "\n";
    if (isset($GLOBALS['u']) && $GLOBALS['u'] instanceof MessagePack\BufferUnpacker) {
        $GLOBALS['u']->reset("\x92\x06\x07");
        echo 'the unpacker that was reading: ', json_encode($GLOBALS['u']->tryUnpack()), "\n";
    } elseif (isset($GLOBALS['u'])) {
        $GLOBALS['u']->reset();
        $GLOBALS['u']->feed("\x92\x04\x05");
        echo 'the unpacker that was reading: ', json_encode([$GLOBALS['u']->execute(), $GLOBALS['u']->data()]), "\n";
    }
});
// n objects of one class, 4 bytes each in the input (an array32 of {nil: "P"})
$bytes = "\xdd" . pack('N', $n) . str_repeat("\x81\xc0\xa1P", $n);
$value = $api === 'pack' ? array_fill(0, 300000, [str_repeat('y', 40)]) : null; // 13 MB packed
ini_set('memory_limit', (string) (memory_get_usage(true) + 8 * 1024 * 1024));
switch ($api) {
    case 'msgpack_unpack':
        msgpack_unpack($bytes);
        break;
    case 'execute':
        $u = new MessagePackUnpacker();
        $u->feed($bytes);
        $u->execute();
        break;
    case 'session_decode':
        ini_set('session.serialize_handler', 'msgpack');
        ini_set('session.save_path', sys_get_temp_dir());
        ini_set('session.use_cookies', '0');
        ini_set('session.cache_limiter', '');
        session_start();
        session_decode("\x81\xa1k" . $bytes);
        break;
    case 'pack':
        msgpack_pack($value);
        break;
    case 'BufferUnpacker':
        // (maps of one pair: BufferUnpacker reads no PHP objects)
        $u = new MessagePack\BufferUnpacker(str_replace("\x81\xc0\xa1P", "\x81\xa1k\xc0", $bytes));
        $u->tryUnpack();
        break;
}
echo "not stopped\n";
PHP;
$file = tempnam(sys_get_temp_dir(), 'msgpack-879-');
file_put_contents($file, $child);
foreach (['msgpack_unpack', 'execute', 'session_decode', 'pack', 'BufferUnpacker'] as $api) {
    $cmd = sprintf('%s -n -d extension=%s -d display_errors=1 -d log_errors=0 -d fatal_error_backtraces=0 %s %s 2>&1',
        escapeshellarg(PHP_BINARY), escapeshellarg(__DIR__ . '/../modules/msgpack.so'), escapeshellarg($file), $api);
    $out = [];
    exec($cmd, $out, $status);
    $text = trim(preg_replace(['/ of \d+ bytes exhausted (at \S+ )?\(tried to allocate \d+ bytes\) in \S+ on line \d+/',
        '/\n+Warning: Unknown: Failed to decode session object[^\n]*/'], [' exhausted', ''], implode("\n", $out)));
    echo "$api (exit status $status):\n$text\n";
}
unlink($file);
?>
--EXPECT--
msgpack_unpack (exit status 255):
Fatal error: Allowed memory size exhausted
shutdown function: Allowed memory size
an unpacker: [true,[1,2,3]]
execute (exit status 255):
Fatal error: Allowed memory size exhausted
shutdown function: Allowed memory size
an unpacker: [true,[1,2,3]]
the unpacker that was reading: [true,[4,5]]
session_decode (exit status 255):
Fatal error: Allowed memory size exhausted
shutdown function: Allowed memory size
an unpacker: [true,[1,2,3]]
pack (exit status 255):
Fatal error: Allowed memory size exhausted
shutdown function: Allowed memory size
an unpacker: [true,[1,2,3]]
BufferUnpacker (exit status 255):
Fatal error: Allowed memory size exhausted
shutdown function: Allowed memory size
an unpacker: [true,[1,2,3]]
the unpacker that was reading: [[6,7]]
