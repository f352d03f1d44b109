--TEST--
memory_limit reached while tryUnpack() reads a compact stream in msgpackr's sequential form (PHP 8.4 raises it inside the allocation): the call rolls back to its first message with the stream's records as they were there, so a shutdown function going on with the same object reads every message as it was sent
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
use MessagePack\{BufferUnpacker, Extension, Packer, PackOptions, UnpackOptions};

// A fatal error in a message rolls tryUnpack() back to the first message the call read, to be read again by the next
// call. The records those messages defined stayed: read again, a message found the ids it redefines (the writer cycles
// through 32) already naming its own later records, and its maps came out with another record's keys.
$child = <<<'PHP'
<?php
// Run as: php child.php HEADROOM. The memory limit is HEADROOM bytes above the usage right before the reads; a shutdown
// function appends the rest to the same object without a limit.
use MessagePack\{BufferUnpacker, Packer, PackOptions, UnpackOptions};

$headroom = (int) $argv[1];
$row = fn (int $list, int $n) => ["a$list" => $n, "b$list" => "v$n", "c$list" => [$n]];
// The writer's 32 ids: the first message takes them all; each next one begins with the list of the oldest id, then
// defines 32 new lists, the first of them under that id.
$p = new Packer(PackOptions::COMPACT | PackOptions::SEQUENTIAL);
$msgs = [array_map(fn ($i) => $row($i, $i), range(0, 31))];
for ($m = 1; $m < 4; $m++) {
    $msgs[] = array_merge([$row(($m - 1) * 32, $m)], array_map(fn ($i) => $row($i, $i), range($m * 32, $m * 32 + 31)));
}
$bytes = implode('', array_map([$p, 'pack'], $msgs));
// two pieces: the first call reads two messages, and stops in the third
$pieces = str_split($bytes, (int) (strlen($bytes) * 5 / 8));
$u = new BufferUnpacker('', UnpackOptions::COMPACT);
$got = [];
$at = 0;
// Room for the shutdown function to lift the limit (ini_set() allocates), beyond what PHP versions that raise the error
// once the call returned (Debian's builds) let the call take past the limit.
$reserve = str_repeat('r', 1 << 20);
register_shutdown_function(function () use ($u, &$got, &$at, $pieces, $msgs) {
    $GLOBALS['reserve'] = null;
    ini_set('memory_limit', -1);
    // PHP versions that raise the error once the call returned raise it after an append() that went through, before
    // $at counts it: the bytes the object holds, from a message's first byte on, tell.
    $ends = [0];
    $sent = 0;
    $q = new Packer(PackOptions::COMPACT | PackOptions::SEQUENTIAL);
    foreach ($msgs as $m) {
        $ends[] = $sent += strlen($q->pack($m));
    }
    $held = $u->getRemainingCount();
    $upTo = fn (int $k) => array_sum(array_map('strlen', array_slice($pieces, 0, $k)));
    if (!in_array($upTo($at) - $held, $ends, true) && in_array($upTo($at + 1) - $held, $ends, true)) {
        $at++;
    }
    try {
        $got = array_merge($got, $u->tryUnpack());
        for (; $at < count($pieces); $at++) {
            $u->append($pieces[$at]);
            $got = array_merge($got, $u->tryUnpack());
        }
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
        return;
    }
    // Each message read is the one sent, in order; one the error cut off from this script (the array_merge() after its
    // tryUnpack() call) may be missing.
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
    echo count($got) >= count($msgs) - 2 ? 'read back' : 'only ' . count($got) . ' messages', "\n";
});
gc_collect_cycles();
ini_set('memory_limit', memory_get_usage() + $headroom);
while ($at < count($pieces)) {
    // (counted once appended: an error inside append() leaves the piece to the shutdown function)
    $u->append($pieces[$at]);
    $at++;
    $got = array_merge($got, $u->tryUnpack());
}
ini_set('memory_limit', -1);
echo "no error\n";
PHP;
$file = tempnam(sys_get_temp_dir(), 'msgpack-861-');
file_put_contents($file, $child);
$timeout = trim((string) shell_exec('command -v timeout 2>/dev/null')) !== '' ? 'timeout 20 ' : '';
$stopped = 0;
$bad = null;
foreach (range(0, 150000, 1500) as $h) {
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

// exit() in an extension rolls tryUnpack() back the same way, on any PHP version.
final class ExitOnce implements Extension
{
    public static bool $exit = true;
    public function getType(): int { return 5; }
    public function pack(Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        $value = $unpacker->read($extLength);
        if (self::$exit) {
            self::$exit = false;
            exit();
        }
        return $value;
    }
}
$row = fn (int $list, int $n) => ["a$list" => $n, "b$list" => "v$n"];
$msgs = [array_map(fn ($i) => $row($i, $i), range(0, 31))];
$msgs[] = array_merge([$row(0, 1)], array_map(fn ($i) => $row($i, $i), range(32, 63)));
$p = new Packer(PackOptions::COMPACT | PackOptions::SEQUENTIAL);
$first = $p->pack($msgs[0]);
$u = new BufferUnpacker($first, UnpackOptions::COMPACT, [new ExitOnce()]);
var_dump($u->tryUnpack() === [$msgs[0]]);
register_shutdown_function(function () use ($u, $msgs) {
    echo 'exit() in an extension: ', $u->tryUnpack() === [$msgs[1], 'A'] ? 'read back' : 'NOT READ BACK', "\n";
});
// the second message, then one that is an ext value of type 5
$u->append($p->pack($msgs[1]) . "\xd4\x05\x41");
$u->tryUnpack();
?>
--EXPECT--
ok
bool(true)
exit() in an extension: read back
