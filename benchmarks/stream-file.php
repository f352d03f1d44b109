<?php
/*
 * Streaming to and from a file: Packer::packToStream() and MessagePack\StreamUnpacker on a large file (1 GiB by
 * default), each step in its own `php -n` process with our module, so that VmHWM (the process's peak resident memory,
 * /proc/self/status) belongs to that step alone.
 *
 *   php benchmarks/stream-file.php [--size=1024] [--rows=100] [--dir=DIR] [--ours=PATH] [--keep]
 *
 *   --size=MB   size of the file to write (default 1024 MiB)
 *   --rows=N    rows (rows1000-like maps of 10 keys) per message (default 100, about 11 KB a message)
 *   --dir=DIR   where the file goes (default sys_get_temp_dir()); it must have twice --size free
 *   --keep      keep the file (deleted otherwise)
 *
 * Steps:
 *   write         packToStream() of message after message to the file (a pool of 10,000 distinct rows, cycled)
 *   read          foreach over a StreamUnpacker of the file: every message decoded, rows counted
 *   read-loop     the hand-written loop it replaces: fread() 64 KiB, BufferUnpacker::append(), tryUnpack(), release()
 *   pack-stream   packToStream() of one large value (the first --big-rows rows of the file, default 500,000) to
 *   pack-string   /dev/null, against fwrite(pack()) of the same value
 *
 * Reported: seconds, MB/s of msgpack bytes, messages/s; memory: the step's own peak in PHP's allocator
 * (memory_get_peak_usage() over what was in use when it began), and VmHWM, the process's peak resident memory, with
 * the VmHWM before the step (the interpreter and the row pool; for pack-*, the large value too).
 */

declare(strict_types=1);

require_once __DIR__ . '/common.php';

function vm_hwm(): int
{
    $status = @file_get_contents('/proc/self/status');
    return $status !== false && preg_match('/^VmHWM:\s+(\d+) kB/m', $status, $m) ? (int) $m[1] * 1024 : 0;
}

function rows_pool(): array
{
    require_once __DIR__ . '/datasets.php';
    return bench_make_rows(10000);
}

/* ---- a step, in the child process ---------------------------------------------------------------------------- */

function step(string $step, string $file, int $size, int $rowsPerMessage, int $bigRows): array
{
    $pool = rows_pool();
    $poolCount = count($pool);
    $packer = new MessagePack\Packer();
    $before = ['usage' => memory_get_usage(), 'hwm' => vm_hwm()];
    memory_reset_peak_usage();
    $messages = 0;
    $rows = 0;
    $bytes = 0;
    $t = hrtime(true);
    switch ($step) {
        case 'write':
            $f = fopen($file, 'wb');
            for ($i = 0; $bytes < $size; $i += $rowsPerMessage) {
                $start = $i % $poolCount;
                $batch = array_slice($pool, $start, min($rowsPerMessage, $poolCount - $start));
                $bytes += $packer->packToStream($f, $batch);
                $messages++;
                $rows += count($batch);
            }
            fclose($f);
            break;
        case 'read':
            $f = fopen($file, 'rb');
            foreach (new MessagePack\StreamUnpacker($f) as $message) {
                $messages++;
                $rows += count($message);
            }
            $bytes = ftell($f);
            fclose($f);
            break;
        case 'read-loop':
            $f = fopen($file, 'rb');
            $unpacker = new MessagePack\BufferUnpacker();
            while (!feof($f)) {
                $chunk = fread($f, 65536);
                if ($chunk === false || $chunk === '') {
                    break;
                }
                $unpacker->append($chunk);
                foreach ($unpacker->tryUnpack() as $message) {
                    $messages++;
                    $rows += count($message);
                }
                $unpacker->release();
            }
            $bytes = ftell($f);
            fclose($f);
            break;
        case 'pack-stream':
        case 'pack-string':
            $value = [];
            for ($i = 0; $i < $bigRows; $i++) {
                $value[] = $pool[$i % $poolCount];
            }
            $before = ['usage' => memory_get_usage(), 'hwm' => vm_hwm()];
            memory_reset_peak_usage();
            $t = hrtime(true);
            $f = fopen('/dev/null', 'wb');
            $bytes = $step === 'pack-stream' ? $packer->packToStream($f, $value) : fwrite($f, $packer->pack($value));
            fclose($f);
            $messages = 1;
            $rows = $bigRows;
            break;
        default:
            throw new InvalidArgumentException("unknown step $step");
    }
    $seconds = (hrtime(true) - $t) / 1e9;
    return [
        'step' => $step, 'seconds' => $seconds, 'bytes' => $bytes, 'messages' => $messages, 'rows' => $rows,
        'peak' => memory_get_peak_usage() - $before['usage'], 'hwm' => vm_hwm(), 'before_hwm' => $before['hwm'],
    ];
}

/* ---- the runner ------------------------------------------------------------------------------------------------ */

$step = bench_opt($argv, 'step', null);
$size = (int) bench_opt($argv, 'size', '1024') << 20;
$rowsPerMessage = max(1, (int) bench_opt($argv, 'rows', '100'));
$bigRows = max(1, (int) bench_opt($argv, 'big-rows', '500000'));
$dir = bench_opt($argv, 'dir', sys_get_temp_dir());
$file = bench_opt($argv, 'file', $dir . '/msgpack-stream-bench.' . getmypid() . '.msgpack');

if ($step !== null) {
    echo json_encode(step($step, $file, $size, $rowsPerMessage, $bigRows)), "\n";
    exit(0);
}

$ours = bench_opt($argv, 'ours', dirname(__DIR__) . '/modules/msgpack.so');
if (!is_file($ours)) {
    fwrite(STDERR, "stream-file.php: $ours not found (build the module first)\n");
    exit(1);
}
$free = disk_free_space($dir);
if ($free === false || $free < 2 * $size) {
    fwrite(STDERR, sprintf("stream-file.php: %s has %.1f GiB free, needs %.1f GiB (twice --size)\n", $dir,
        ($free ?: 0) / 2 ** 30, 2 * $size / 2 ** 30));
    exit(1);
}
printf("file %s, %d MiB, %d rows a message; php %s, %s\n\n", $file, $size >> 20, $rowsPerMessage, PHP_VERSION, $ours);
printf("%-12s %8s %9s %11s %10s %14s %14s %14s\n", 'step', 'seconds', 'MB/s', 'messages/s', 'MB', 'peak (PHP)', 'VmHWM', 'before: VmHWM');

$results = [];
try {
    foreach (['write', 'read', 'read-loop', 'pack-stream', 'pack-string'] as $s) {
        $cmd = [PHP_BINARY, '-n', '-d', 'memory_limit=-1', '-d', "extension=$ours", __FILE__, "--step=$s", "--file=$file",
            '--size=' . ($size >> 20), "--rows=$rowsPerMessage", "--big-rows=$bigRows"];
        $p = proc_open($cmd, [1 => ['pipe', 'w']], $pipes);
        $out = stream_get_contents($pipes[1]);
        fclose($pipes[1]);
        if (proc_close($p) !== 0 || !($r = json_decode(trim($out), true))) {
            fwrite(STDERR, "stream-file.php: step $s failed:\n$out\n");
            exit(1);
        }
        $results[$s] = $r;
        printf("%-12s %8.2f %9.1f %11.0f %10.1f %11.1f MiB %10.1f MiB %10.1f MiB\n", $s, $r['seconds'],
            $r['bytes'] / 1e6 / $r['seconds'], $r['messages'] / $r['seconds'], $r['bytes'] / 1e6, $r['peak'] / 2 ** 20,
            $r['hwm'] / 2 ** 20, $r['before_hwm'] / 2 ** 20);
    }
} finally {
    if (!bench_opt($argv, 'keep', null) && is_file($file)) {
        unlink($file);
    }
}
if ($results['read']['rows'] !== $results['write']['rows'] || $results['read-loop']['rows'] !== $results['write']['rows']) {
    fwrite(STDERR, "stream-file.php: rows read differ from rows written\n");
    exit(1);
}
printf("\npeak (PHP): memory_get_peak_usage() during the step over the usage when it began; VmHWM: the process's peak\n"
    . "resident memory, which includes the interpreter and the 10,000-row pool (\"before\"; for pack-*, the value too).\n");
