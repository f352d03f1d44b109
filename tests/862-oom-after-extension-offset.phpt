--TEST--
memory_limit reached in a decode after an extension's unpackExt() returned (PHP 8.4 raises it inside the allocation): the object stands at the message's first byte, and a shutdown function reading on with the same BufferUnpacker or StreamUnpacker reads that message again, not from the middle
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
// An extension reads its body at the object's offset, which stayed where it left it while the decode went on. A fatal
// error in the extension rolls the object back to the message's first byte; one in the decode after it did not: the
// next unpack() began after the ext value, and a StreamUnpacker skipped the rest of the message unnoticed.
$child = <<<'PHP'
<?php
// Run as: php child.php SCENARIO HEADROOM. The memory limit is HEADROOM bytes above the usage right before the reads;
// a shutdown function reads on with the same object, without a limit.
use MessagePack\{BufferUnpacker, Extension, Packer, StreamUnpacker};

final class Point
{
    public function __construct(public int $x, public string $label) {}
}
final class PointExtension implements Extension
{
    public function getType(): int { return 7; }
    public function pack(Packer $packer, mixed $value): ?string
    {
        return $value instanceof Point ? $packer->packExt(7, $packer->packInt($value->x) . $packer->packStr($value->label)) : null;
    }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        return new Point($unpacker->unpackInt(), $unpacker->unpackStr());
    }
}

[, $scenario, $headroom] = $argv;
// an ext value first, then maps and strings the decode makes after it
$msgs = [];
for ($i = 0; $i < 12; $i++) {
    $msgs[] = ['p' => new Point($i, "p$i"), 'rows' => array_map(fn ($j) => ['k' => $j, 'v' => str_repeat('v', $j)], range(0, 20 + $i))];
}
$bytes = implode('', array_map([new Packer(null, [new PointExtension()]), 'pack'], $msgs));
$got = array_fill(0, 32, null);
$n = 0;
if ($scenario === 'BufferUnpacker') {
    $u = new BufferUnpacker($bytes, null, [new PointExtension()]);
    $read = function () use ($u, &$got, &$n) {
        while ($u->hasRemaining() && $n < 32) {
            // (counted once stored: a message unpack() gave is lost only to an error between the two)
            $got[$n] = $u->unpack();
            $n++;
        }
    };
} else {
    $fp = fopen('php://memory', 'w+');
    fwrite($fp, $bytes);
    rewind($fp);
    $su = new StreamUnpacker($fp, null, [new PointExtension()]);
    $read = function () use ($su, &$got, &$n) {
        foreach ($su as $v) {
            if ($n === 32) {
                break;
            }
            $got[$n] = $v;
            $n++;
        }
    };
}
// Room for the shutdown function to lift the limit (ini_set() allocates), beyond what PHP versions that raise the error
// once the call returned (Debian's builds) let the call take past the limit.
$reserve = str_repeat('r', 1 << 20);
register_shutdown_function(function () use ($read, &$got, &$n, $msgs) {
    $GLOBALS['reserve'] = null;
    ini_set('memory_limit', -1);
    try {
        $read();
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
        return;
    }
    // Each message read is the one sent, in order; one the error cut off from this script may be missing.
    $j = 0;
    for ($i = 0; $i < $n; $i++) {
        while ($j < count($msgs) && $msgs[$j] != $got[$i]) {
            $j++;
        }
        if ($j++ >= count($msgs)) {
            echo "message $i was not sent: ", substr(json_encode($got[$i]), 0, 120), "\n";
            return;
        }
    }
    echo $n >= count($msgs) - 1 ? 'read back' : "only $n messages", "\n";
});
gc_collect_cycles();
ini_set('memory_limit', memory_get_usage() + (int) $headroom);
$read();
ini_set('memory_limit', -1);
echo "no error\n";
PHP;
$file = tempnam(sys_get_temp_dir(), 'msgpack-862-');
file_put_contents($file, $child);
$timeout = trim((string) shell_exec('command -v timeout 2>/dev/null')) !== '' ? 'timeout 20 ' : '';
foreach (['BufferUnpacker', 'StreamUnpacker'] as $scenario) {
    $stopped = 0;
    $bad = null;
    foreach (range(0, 120000, 800) as $h) {
        // Every allocation is checked against memory_limit (the tracked allocator). PHP 8.5+ prints a backtrace after
        // a fatal error unless fatal_error_backtraces=0 (older versions ignore it).
        $cmd = sprintf('USE_ZEND_ALLOC=0 USE_TRACKED_ALLOC=1 %s%s -n -d extension=%s -d display_errors=1 -d log_errors=0 '
            . '-d fatal_error_backtraces=0 %s %s %d 2>&1', $timeout, escapeshellarg(PHP_BINARY),
            escapeshellarg(__DIR__ . '/../modules/msgpack.so'), escapeshellarg($file), $scenario, $h);
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
    echo "$scenario: ", $bad ?? ($stopped >= 5 ? 'ok' : "only $stopped runs stopped by the limit"), "\n";
}
unlink($file);
?>
--EXPECT--
BufferUnpacker: ok
StreamUnpacker: ok
