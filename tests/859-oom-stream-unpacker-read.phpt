--TEST--
memory_limit reached in StreamUnpacker's feed of the bytes it read (PHP 8.4 raises it inside the allocation): they are fed before the next read, and a shutdown function iterating the same object reads every message, none lost or read from the middle
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (!is_file(__DIR__ . '/../modules/msgpack.so')) die('skip needs the module built in this tree');
if (PHP_OS_FAMILY !== 'Linux') die('skip uses a child process per memory limit');
// run-tests -m traces every child through valgrind: dozens of them take too long.
if (getenv('USE_ZEND_ALLOC') === '0' && !getenv('MSGPACK_TEST_SANITIZER')) die('skip not under the memory-check pass');
?>
--FILE--
<?php
// A read of up to 64 KiB went into the object's chunk, then into its BufferUnpacker, whose buffer grows: an error in
// that allocation left the bytes read from the stream in no buffer, and the next read went on after them, so that
// iterating on read the rest of the stream from the middle of a message (thousands of wrong values, no error).
$child = <<<'PHP'
<?php
// Run as: php child.php HEADROOM. The memory limit is HEADROOM bytes above the usage right before the iteration; a
// shutdown function iterates the same object on, without a limit.
use MessagePack\StreamUnpacker;

$headroom = (int) $argv[1];
$msgs = [];
for ($i = 0; $i < 40; $i++) {
    $msgs[] = ['i' => $i, 's' => str_repeat(chr(65 + $i % 26), 5000 + $i)];
}
$fp = fopen('php://memory', 'w+');
fwrite($fp, implode('', array_map('msgpack_pack', $msgs)));
rewind($fp);
$su = new StreamUnpacker($fp);
// Slots made in advance: a message the iteration gave is never lost to the array growing.
$got = array_fill(0, 64, null);
$n = 0;
// Room for the shutdown function to lift the limit (ini_set() allocates), beyond what PHP versions that raise the error
// once the call returned (Debian's 8.2) let the call take past the limit.
$reserve = str_repeat('r', 1 << 20);
register_shutdown_function(function () use ($su, &$got, &$n, $msgs) {
    $GLOBALS['reserve'] = null;
    ini_set('memory_limit', -1);
    foreach ($su as $k => $v) {
        if ($k >= 64) {
            break;
        }
        $got[$k] = $v;
        $n = $k + 1;
    }
    echo $n, ' messages, ', array_slice($got, 0, $n) === $msgs ? 'all read back' : 'NOT READ BACK', "\n";
});
gc_collect_cycles();
ini_set('memory_limit', memory_get_usage() + $headroom);
foreach ($su as $k => $v) {
    $got[$k] = $v;
    $n = $k + 1;
}
ini_set('memory_limit', -1);
echo "no error\n";
PHP;
$file = tempnam(sys_get_temp_dir(), 'msgpack-859-');
file_put_contents($file, $child);
$timeout = trim((string) shell_exec('command -v timeout 2>/dev/null')) !== '' ? 'timeout 20 ' : '';
$stopped = 0;
$bad = null;
foreach (range(0, 240000, 4000) as $h) {
    // Every allocation is checked against memory_limit (the tracked allocator). PHP 8.5+ prints a backtrace after a
    // fatal error unless fatal_error_backtraces=0 (older versions ignore it).
    $cmd = sprintf('USE_ZEND_ALLOC=0 USE_TRACKED_ALLOC=1 %s%s -n -d extension=%s -d display_errors=1 -d log_errors=0 '
        . '-d fatal_error_backtraces=0 %s %d 2>&1', $timeout, escapeshellarg(PHP_BINARY),
        escapeshellarg(__DIR__ . '/../modules/msgpack.so'), escapeshellarg($file), $h);
    $out = [];
    exec($cmd, $out, $status);
    $text = trim(preg_replace('/^(PHP )?Warning: Failed to set memory limit[^\n]*\n*/m', '', implode("\n", $out)));
    if ($text === "no error\n40 messages, all read back" || $text === '40 messages, all read back') {
        continue;
    }
    if (preg_match('/^(PHP )?Fatal error: +Allowed memory size of \d+ bytes exhausted[^\n]*\n+40 messages, all read back$/', $text)
            && $status === 255) {
        $stopped++;
        continue;
    }
    $bad = "headroom $h (exit status $status): " . substr($text, 0, 300);
    break;
}
unlink($file);
echo $bad ?? ($stopped >= 5 ? 'ok' : "only $stopped runs stopped by the limit"), "\n";
?>
--EXPECT--
ok
