<?php
/*
 * Streaming benchmark: MessagePackUnpacker, ours vs PECL msgpack, each in its own `php -n` process.
 *
 *   php benchmarks/stream.php [--rounds=5] [--ours=PATH] [--pecl=PATH] [--data-dir=DIR]
 *
 * Scenarios (best time of the rounds, milliseconds):
 *   many-small   80,000 small messages fed at once, drained with execute()/data()
 *   big-1k       one ~150 KB message (github-issues rows, repeated) fed in 1 KiB chunks, buffered mode
 *   big-1k-direct  the same through execute($buffer, $offset) on the growing buffer (PECL's README loop)
 *   big-1B       the same message fed 1 byte at a time (mostly method-call overhead on both sides)
 *   big-whole    the message decoded once with msgpack_unpack(), for reference
 *
 * PECL's data()/reset() copies the unconsumed buffer for every message, so many-small is quadratic there (it runs
 * only as many rounds as fit in about 2 s); ours moves a head offset. A message arriving in chunks is scanned once
 * and decoded once by ours.
 */

declare(strict_types=1);

const SMALL_COUNT = 80000;
const BIG_TARGET = 150 * 1024;

require_once __DIR__ . '/common.php';

function find_data(array $argv): string
{
    $dir = bench_opt($argv, 'data-dir', null) ?: (getenv('MSGPACK_BENCH_DATA') ?: __DIR__ . '/data');
    if (is_file("$dir/github-issues.json")) {
        return "$dir/github-issues.json";
    }
    fwrite(STDERR, "$dir/github-issues.json not found (use --data-dir=DIR)\n");
    exit(1);
}

/* ---- worker: runs with exactly one msgpack module loaded ---------------------------------------------------- */

function best(int $rounds, callable $fn): float
{
    $best = INF;
    $spent = 0.0;
    /* A quadratic side (PECL's many-small takes seconds) gets fewer rounds. */
    for ($i = 0; $i < $rounds && $spent < 2000.0; $i++) {
        $t = hrtime(true);
        $fn();
        $ms = (hrtime(true) - $t) / 1e6;
        $spent += $ms;
        $best = min($best, $ms);
    }
    return $best;
}

function worker(array $argv): void
{
    $rounds = (int) bench_opt($argv, 'rounds', '5');
    $scenarios = explode(',', bench_opt($argv, 'scenarios', 'many-small,big-1k,big-1k-direct,big-1B,big-whole'));
    $doc = json_decode(file_get_contents(find_data($argv)), true);

    $small = '';
    for ($i = 0; $i < SMALL_COUNT; $i++) {
        $small .= msgpack_pack(['id' => $i, 'ok' => true, 'msg' => 'hello', 'v' => [1, 2, 3]]);
    }
    $rows = [];
    while (strlen(msgpack_pack($rows)) < BIG_TARGET) {
        foreach ($doc as $row) {
            $rows[] = $row;
            if (count($rows) % 8 == 0 && strlen(msgpack_pack($rows)) >= BIG_TARGET) {
                break;
            }
        }
    }
    $big = msgpack_pack($rows);
    $chunks = str_split($big, 1024);

    $out = ['small_bytes' => strlen($small), 'small_md5' => md5($small), 'big_bytes' => strlen($big),
        'big_md5' => md5($big)];

    foreach ($scenarios as $s) {
        switch ($s) {
            case 'many-small':
                $out[$s] = best($rounds, function () use ($small) {
                    $u = new MessagePackUnpacker(false);
                    $u->feed($small);
                    $n = 0;
                    while ($u->execute()) {
                        $u->data();
                        $n++;
                    }
                    if ($n !== SMALL_COUNT) {
                        throw new RuntimeException("many-small: $n messages");
                    }
                });
                break;
            case 'big-1k':
                $out[$s] = best($rounds, function () use ($chunks, $rows) {
                    $u = new MessagePackUnpacker(false);
                    $got = null;
                    foreach ($chunks as $c) {
                        $u->feed($c);
                        if ($u->execute()) {
                            $got = $u->data();
                        }
                    }
                    if ($got !== $rows) {
                        throw new RuntimeException('big-1k: wrong value');
                    }
                });
                break;
            case 'big-1k-direct':
                $out[$s] = best($rounds, function () use ($chunks, $rows) {
                    $u = new MessagePackUnpacker(false);
                    $buffer = '';
                    $nread = 0;
                    $got = null;
                    foreach ($chunks as $c) {
                        $buffer .= $c;
                        if ($u->execute($buffer, $nread)) {
                            $got = $u->data();
                            $buffer = substr($buffer, $nread);
                            $nread = 0;
                        }
                    }
                    if ($got !== $rows) {
                        throw new RuntimeException('big-1k-direct: wrong value');
                    }
                });
                break;
            case 'big-1B':
                $out[$s] = best(max(1, intdiv($rounds, 2)), function () use ($big, $rows) {
                    $u = new MessagePackUnpacker(false);
                    $got = null;
                    for ($i = 0, $n = strlen($big); $i < $n; $i++) {
                        $u->feed($big[$i]);
                        if ($u->execute()) {
                            $got = $u->data();
                        }
                    }
                    if ($got !== $rows) {
                        throw new RuntimeException('big-1B: wrong value');
                    }
                });
                break;
            case 'big-whole':
                $out[$s] = best($rounds * 4, function () use ($big) {
                    msgpack_unpack($big);
                });
                break;
        }
    }
    echo json_encode($out), "\n";
}

/* ---- runner ------------------------------------------------------------------------------------------------- */

function run_worker(string $so, array $argv, string $scenarios): ?array
{
    $cmd = [PHP_BINARY, '-n', '-d', "extension=$so", '-d', 'memory_limit=2G', '-d', 'display_errors=stderr',
        __FILE__, '--worker', '--scenarios=' . $scenarios];
    foreach (['rounds', 'data-dir'] as $k) {
        if (($v = bench_opt($argv, $k, null)) !== null) {
            $cmd[] = "--$k=$v";
        }
    }
    $p = proc_open($cmd, [1 => ['pipe', 'w'], 2 => STDERR], $pipes);
    $json = stream_get_contents($pipes[1]);
    if (proc_close($p) !== 0) {
        return null;
    }
    return json_decode(trim($json), true);
}

if (bench_opt($argv, 'worker', null) !== null) {
    worker($argv);
    exit(0);
}

$extDir = trim((string) shell_exec('php-config --extension-dir 2>/dev/null')) ?: (getenv('PHP_EXTENSION_DIR') ?: '');
$ours = bench_opt($argv, 'ours', __DIR__ . '/../modules/msgpack.so');
$pecl = bench_opt($argv, 'pecl', "$extDir/msgpack.so");
$all = 'many-small,big-1k,big-1k-direct,big-1B,big-whole';

$r = ['ours' => run_worker($ours, $argv, $all), 'PECL' => is_file($pecl) ? run_worker($pecl, $argv, $all) : null];
if ($r['ours'] === null) {
    fwrite(STDERR, "our worker failed ($ours)\n");
    exit(1);
}
if ($r['PECL'] !== null && ($r['PECL']['small_md5'] !== $r['ours']['small_md5'] || $r['PECL']['big_md5'] !== $r['ours']['big_md5'])) {
    fwrite(STDERR, "note: the two sides packed different bytes\n");
}
printf("many-small: %d messages, %d bytes; big message: %d bytes (1 KiB chunks: %d)\n\n", SMALL_COUNT,
    $r['ours']['small_bytes'], $r['ours']['big_bytes'], (int) ceil($r['ours']['big_bytes'] / 1024));
printf("%-16s %12s %12s %10s\n", 'scenario (ms)', 'ours', 'PECL', 'PECL/ours');
foreach (explode(',', $all) as $s) {
    $o = $r['ours'][$s] ?? null;
    $p = $r['PECL'][$s] ?? null;
    printf("%-16s %12s %12s %10s\n", $s, $o === null ? '-' : sprintf('%.3f', $o), $p === null ? '-' : sprintf('%.3f', $p),
        $o && $p ? sprintf('%.1fx', $p / $o) : '-');
}
