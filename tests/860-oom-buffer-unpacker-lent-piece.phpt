--TEST--
memory_limit reached where BufferUnpacker takes a lent piece back into its buffer (PHP 8.4 raises it inside the allocation): the piece stays lent, and a shutdown function going on with the same object reads every message as it was sent
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
// append() lends a piece of 128 bytes or more to a message waiting for its next bytes; a second append() before the
// next tryUnpack() copies the lent one into the buffer first. The piece was unlinked before that copy, whose buffer
// growth could end the request: its bytes were then in neither, and the message read on from the piece after them.
$child = <<<'PHP'
<?php
// Run as: php child.php HEADROOM. The memory limit is HEADROOM bytes above the usage right before the appends; a
// shutdown function appends the rest to the same object without a limit.
use MessagePack\BufferUnpacker;

$headroom = (int) $argv[1];
$msgs = [];
for ($m = 0; $m < 4; $m++) {
    for ($i = 0; $i < 30; $i++) {
        $msgs[$m][] = ['id' => $m * 30 + $i, 'name' => str_repeat('n', 20 + $i), 'tags' => ['a', 'b', $i]];
    }
}
$pieces = str_split(implode('', array_map('msgpack_pack', $msgs)), 200);
$u = new BufferUnpacker();
$got = [];
$at = 0;
// Room for the shutdown function to lift the limit (ini_set() allocates), beyond what PHP versions that raise the error
// once the call returned (Debian's 8.2) let the call take past the limit.
$reserve = str_repeat('r', 1 << 20);
register_shutdown_function(function () use ($u, &$got, &$at, $pieces, $msgs) {
    $GLOBALS['reserve'] = null;
    ini_set('memory_limit', -1);
    // PHP versions that raise the error once the call returned (Debian's builds) raise it after an append() that went
    // through, before $at counts it: the bytes the object holds, from a message's first byte on, tell.
    $sent = array_map(fn ($m) => strlen(msgpack_pack($m)), $msgs);
    $ends = [0];
    foreach ($sent as $len) {
        $ends[] = end($ends) + $len;
    }
    $held = $u->getRemainingCount();
    $upTo = fn (int $k) => array_sum(array_map('strlen', array_slice($pieces, 0, $k)));
    if (!in_array($upTo($at) - $held, $ends, true) && in_array($upTo($at + 1) - $held, $ends, true)) {
        $at++;
    }
    $got = array_merge($got, $u->tryUnpack());
    for (; $at < count($pieces); $at++) {
        $u->append($pieces[$at]);
        $got = array_merge($got, $u->tryUnpack());
    }
    // Each message read is the one sent, in order; one the error cut off from this script (its tryUnpack() call or
    // the array_merge() after it) may be missing.
    $j = 0;
    foreach ($got as $i => $value) {
        while ($j < count($msgs) && $msgs[$j] !== $value) {
            $j++;
        }
        if ($j++ >= count($msgs)) {
            echo "message $i was not sent: ", substr(json_encode($value), 0, 120), "\n";
            return;
        }
    }
    echo count($got) >= count($msgs) - 1 ? 'read back' : 'only ' . count($got) . ' messages', "\n";
});
gc_collect_cycles();
ini_set('memory_limit', memory_get_usage() + $headroom);
while ($at < count($pieces)) {
    // (counted once appended: an error inside append() leaves the piece to the shutdown function)
    $u->append($pieces[$at]);
    $at++;
    if ($at < count($pieces)) {
        $u->append($pieces[$at]);
        $at++;
    }
    $got = array_merge($got, $u->tryUnpack());
}
ini_set('memory_limit', -1);
echo "no error\n";
PHP;
$file = tempnam(sys_get_temp_dir(), 'msgpack-860-');
file_put_contents($file, $child);
$timeout = trim((string) shell_exec('command -v timeout 2>/dev/null')) !== '' ? 'timeout 20 ' : '';
$stopped = 0;
$bad = null;
foreach (range(0, 36000, 300) as $h) {
    // Every allocation is checked against memory_limit (the tracked allocator). PHP 8.5+ prints a backtrace after a
    // fatal error unless fatal_error_backtraces=0 (older versions ignore it).
    $cmd = sprintf('USE_ZEND_ALLOC=0 USE_TRACKED_ALLOC=1 %s%s -n -d extension=%s -d display_errors=1 -d log_errors=0 '
        . '-d fatal_error_backtraces=0 %s %d 2>&1', $timeout, escapeshellarg(PHP_BINARY),
        escapeshellarg(__DIR__ . '/../modules/msgpack.so'), escapeshellarg($file), $h);
    $out = [];
    exec($cmd, $out, $status);
    $text = trim(preg_replace('/^(PHP )?Warning: Failed to set memory limit[^\n]*\n*/m', '', implode("\n", $out)));
    if ($text === "no error\nread back" || $text === 'read back') {
        continue;
    }
    if (preg_match('/^(PHP )?Fatal error: +Allowed memory size of \d+ bytes exhausted[^\n]*\n+read back$/', $text)
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
