--TEST--
memory_limit reached where state that outlives the call grows (PHP 8.4 raises it inside the allocation): shared Structures (records and index), a sequential Packer's undo log, the pieces BufferUnpacker and MessagePackUnpacker keep and a suspended decode's open containers; a shutdown function goes on with the same objects and reads back what they write, without a hang, a crash or corrupt data
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (!is_file(__DIR__ . '/../modules/msgpack.so')) die('skip needs the module built in this tree');
if (PHP_OS_FAMILY !== 'Linux') die('skip uses a child process per memory limit');
// run-tests -m traces every child through valgrind: hundreds of them take too long.
if (getenv('USE_ZEND_ALLOC') === '0' && !getenv('MSGPACK_TEST_SANITIZER')) die('skip not under the memory-check pass');
?>
--FILE--
<?php
// Each room grew as cap = 2 * cap; ptr = erealloc(ptr, cap): an error in the allocation left a room larger than the
// block (writes past it, an index full for good: a probe that never ends) or, for a first block, none at all. PHP 8.2
// as Debian builds it raises the error after the allocation, so only 8.4 showed these.
$child = <<<'PHP'
<?php
// Run as: php child.php SCENARIO HEADROOM [FROM]. Sets memory_limit HEADROOM bytes above the usage right before the
// step whose allocations are attacked; a shutdown function then goes on with the same objects without a limit.
use MessagePack\{BufferUnpacker, Packer, PackOptions, Structures, UnpackOptions};

[, $scenario, $headroom, $from] = $argv + [3 => 0];
$rows = fn (int $from, int $to) => array_map(fn ($i) => ["k$i" => $i, "j$i" => "v$i"], range($from, $to - 1));
$limit = function () use ($headroom) {
    ini_set('memory_limit', memory_get_usage() + (int) $headroom);
};
// Room for the shutdown function to lift the limit (ini_set() allocates).
$reserve = str_repeat('r', 1 << 16);
$then = null;
register_shutdown_function(function () use (&$then) {
    $GLOBALS['reserve'] = null;
    ini_set('memory_limit', -1);
    echo $then(), "\n";
});
switch ($scenario) {
    case 'Structures':
        // Shared key lists grow from 8 to 32 (their records and their index) in the limited pack().
        $s = new Structures();
        $p = (new Packer(PackOptions::RECORDS))->withStructures($s);
        $p->pack($rows(0, 8));
        $value = $rows(8, 30);
        $then = function () use ($s, $p, $rows) {
            $u = (new BufferUnpacker())->withStructures($s);
            $ok = true;
            foreach ([$rows(8, 30), $rows(30, 40), $rows(0, 40)] as $value) {
                $u->reset($p->pack($value));
                $ok = $ok && $u->unpack() === $value;
            }
            return sprintf('%d lists, %s', count($s), $ok ? 'read back' : 'NOT READ BACK');
        };
        $limit();
        $p->pack($value);
        break;
    case 'sequential Packer':
        // The undo log of the message's records grows from 8 entries in the limited pack().
        $p = new Packer(PackOptions::SEQUENTIAL);
        $sent = [$p->pack($rows(0, 2))];
        $value = $rows(2, 40);
        $then = function () use ($p, $rows, &$sent) {
            $sent[] = $p->pack($rows(40, 80));
            $sent[] = $p->pack($rows(0, 80));
            $u = new BufferUnpacker(implode('', $sent), UnpackOptions::COMPACT);
            $got = [];
            while ($u->hasRemaining()) {
                $got[] = $u->unpack();
            }
            return $got === array_merge([$rows(0, 2)], count($sent) === 4 ? [$rows(2, 40)] : [], [$rows(40, 80), $rows(0, 80)])
                ? 'the stream reads back' : 'THE STREAM DOES NOT READ BACK';
        };
        $limit();
        $sent[] = $p->pack($value);
        break;
    case 'BufferUnpacker::tryUnpack':
    case 'BufferUnpacker::tryUnpack, small pieces':
    case 'MessagePackUnpacker':
        // A message in pieces (those of 128 bytes or more are read in place and kept), cut inside nested containers
        // (the suspended decode's list of open containers).
        $value = array_map(fn ($i) => ["key$i" => str_repeat('v', 20) . $i, 'n' => $i], range(0, 299));
        $bytes = msgpack_pack($value);
        $pieces = str_split($bytes, str_ends_with($scenario, 'small pieces') ? 64 : 200);
        $at = 0;
        if ($scenario === 'MessagePackUnpacker') {
            $u = new MessagePackUnpacker();
            $feed = fn (string $piece) => $u->feed($piece);
            $read = function () use ($u) {
                $got = [];
                while ($u->execute()) {
                    $got[] = $u->data();
                    $u->reset();
                }
                return $got;
            };
        } else {
            $u = new BufferUnpacker();
            $feed = fn (string $piece) => $u->append($piece);
            $read = fn () => $u->tryUnpack();
        }
        $then = function () use ($feed, $read, $pieces, &$at, $bytes, $value) {
            $got = $read();
            for (; $at < count($pieces); $at++) {
                $feed($pieces[$at]);
                $got = array_merge($got, $read());
            }
            $feed($bytes);
            $got = array_merge($got, $read());
            // The message the error cut is read again from its first byte, or skipped.
            return in_array($got, [[$value, $value], [$value]], true) ? 'read on' : 'WRONG: ' . json_encode($got);
        };
        // From piece $from on, each read under the limit (an error in feed() would leave it unknown whether the piece
        // went in: PHP 8.2 raises it once the call returned).
        while ($at < count($pieces)) {
            $feed($pieces[$at]);
            $at++;
            if ($at > $from) {
                $limit();
                $read();
                ini_set('memory_limit', -1);
            } else {
                $read();
            }
        }
        break;
}
$then = fn () => 'no error';
PHP;
$file = tempnam(sys_get_temp_dir(), 'msgpack-176-');
file_put_contents($file, $child);
// Every allocation is checked against memory_limit (the tracked allocator), so the limit can stop any one of them; a
// child that never ends (an index probed for a free slot it no longer has) is stopped after 10 seconds.
$timeout = trim((string) shell_exec('command -v timeout 2>/dev/null')) !== '' ? 'timeout 10 ' : '';
$scenarios = [
    // name => [expected last line, first piece limited, headrooms]
    'Structures' => ['32 lists, read back', 0, range(0, 1600, 32)],
    'sequential Packer' => ['the stream reads back', 0, range(0, 2400, 32)],
    'BufferUnpacker::tryUnpack' => ['read on', 1, range(0, 800, 16)],
    'BufferUnpacker::tryUnpack, small pieces' => ['read on', 0, range(0, 3200, 32)],
    'MessagePackUnpacker' => ['read on', 1, range(0, 800, 16)],
];
foreach ($scenarios as $scenario => [$want, $from, $headrooms]) {
    $stopped = 0;
    $bad = [];
    foreach ($headrooms as $h) {
        // PHP 8.5+ prints a backtrace after a fatal error unless fatal_error_backtraces=0 (older versions ignore it).
        $cmd = sprintf('USE_ZEND_ALLOC=0 USE_TRACKED_ALLOC=1 %s%s -n -d extension=%s -d display_errors=1 -d log_errors=0 '
            . '-d fatal_error_backtraces=0 %s %s %d %d 2>&1', $timeout, escapeshellarg(PHP_BINARY),
            escapeshellarg(__DIR__ . '/../modules/msgpack.so'), escapeshellarg($file), escapeshellarg($scenario), $h, $from);
        $out = [];
        exec($cmd, $out, $status);
        $text = trim(implode("\n", $out));
        // Too little room for the limit itself, the step done within it, or stopped by the limit: then the shutdown
        // function's line.
        $text = trim(preg_replace('/^(PHP )?Warning: Failed to set memory limit[^\n]*\n*/m', '', $text));
        if ($text === 'no error') {
            continue;
        }
        if (preg_match('/^(PHP )?Fatal error: +Allowed memory size of \d+ bytes exhausted[^\n]*\n+(.*)$/s', $text, $m)
                && $m[2] === $want && $status === 255) {
            $stopped++;
        } else {
            // (the first is enough: the next ones would be alike, each a child that may run until stopped)
            $bad[] = "headroom $h (exit status $status): " . substr($text, 0, 300);
            break;
        }
    }
    printf("%s: %s\n", $scenario, $bad ? "FAILED\n" . implode("\n", array_slice($bad, 0, 3))
        : ($stopped >= 3 ? 'ok' : "only $stopped runs stopped by the limit"));
}
unlink($file);
?>
--EXPECT--
Structures: ok
sequential Packer: ok
BufferUnpacker::tryUnpack: ok
BufferUnpacker::tryUnpack, small pieces: ok
MessagePackUnpacker: ok
