<?php
/*
 * Helpers shared by the benchmark runners (run.php, worker.php, rybakit.php, the stream benchmarks): batch calibration, medians, running a
 * worker process and reading its JSON, and the text tables. Plain PHP: loaded in processes with and without our
 * module.
 */

declare(strict_types=1);

/** The value of a command-line option --name=value (a bare --name is '1'), else $default. */
function bench_opt(array $argv, string $name, ?string $default): ?string
{
    foreach ($argv as $a) {
        if (str_starts_with($a, "--$name=")) {
            return substr($a, strlen($name) + 3);
        }
        if ($a === "--$name") {
            return '1';
        }
    }
    return $default;
}

/** Smallest iteration count whose batch takes at least $minNs; $batch(int $n) returns a batch's nanoseconds. */
function bench_calibrate(callable $batch, int $minNs, int $targetNs): int
{
    $n = 1;
    for ($guard = 0; $guard < 40; $guard++) {
        $t = $batch($n);
        if ($t >= $minNs) {
            return $n;
        }
        if ($t < intdiv($minNs, 20)) {
            $n *= 10;             // too short to extrapolate from
        } else {
            $n = max($n + 1, (int) ceil($n * $targetNs / max($t, 1)));
        }
        if ($n > 100000000) {
            return 100000000;
        }
    }
    return $n;
}

/** Median of the numeric values; null when there are none. */
function bench_median(array $xs): ?float
{
    $xs = array_values(array_filter($xs, 'is_numeric'));
    if (!$xs) {
        return null;
    }
    sort($xs);
    $c = count($xs);
    $m = intdiv($c, 2);
    return $c % 2 ? (float) $xs[$m] : ($xs[$m - 1] + $xs[$m]) / 2;
}

/**
 * The p-quantile (0 <= p <= 1) of the numeric values, interpolated linearly between the two nearest order statistics
 * (p = 0.5 is the median, 0.25 and 0.75 the quartiles); null when there are none.
 */
function bench_quantile(array $xs, float $p): ?float
{
    $xs = array_values(array_filter($xs, 'is_numeric'));
    if (!$xs) {
        return null;
    }
    sort($xs);
    $pos = (count($xs) - 1) * $p;
    $lo = (int) floor($pos);
    $hi = min($lo + 1, count($xs) - 1);
    return $xs[$lo] + ($xs[$hi] - $xs[$lo]) * ($pos - $lo);
}

/**
 * Median and interquartile range of the values: ['median', 'q1', 'q3', 'spread' (IQR / median), 'n']; null when
 * there are none. The spread is what the runners compare with their noise limits.
 */
function bench_summary(array $xs): ?array
{
    $m = bench_quantile($xs, 0.5);
    if ($m === null) {
        return null;
    }
    $q1 = bench_quantile($xs, 0.25);
    $q3 = bench_quantile($xs, 0.75);
    return ['median' => $m, 'q1' => $q1, 'q3' => $q3, 'spread' => $m > 0 ? ($q3 - $q1) / $m : null,
        'n' => count(array_filter($xs, 'is_numeric'))];
}

/**
 * A sample of the machine's CPU time from /proc (Linux): the busy ticks of all CPUs (steal, the time the hypervisor
 * gave to other guests, included), the ticks of all states, the number of CPUs, and the ticks of this process, its
 * reaped children and the given processes. Null without /proc. bench_cpu_others() turns two samples into the CPUs
 * that everything else on the machine used in between.
 */
function bench_cpu_sample(array $pids = []): ?array
{
    $stat = @file_get_contents('/proc/stat');
    if ($stat === false || !preg_match('/^cpu\s+([\d ]+)$/m', $stat, $m)) {
        return null;
    }
    $f = array_map('intval', preg_split('/\s+/', trim($m[1])));
    $f = array_pad(array_slice($f, 0, 8), 8, 0);   // user nice system idle iowait irq softirq steal
    $own = 0;
    foreach (array_unique(array_merge([getmypid()], $pids)) as $pid) {
        $s = @file_get_contents("/proc/$pid/stat");
        if ($s === false) {
            continue;
        }
        // After "pid (comm) ": state is field 3; utime, stime, cutime, cstime are fields 14-17.
        $rest = explode(' ', substr($s, strrpos($s, ')') + 2));
        $own += (int) $rest[11] + (int) $rest[12] + (int) $rest[13] + (int) $rest[14];
    }
    return [
        'busy' => $f[0] + $f[1] + $f[2] + $f[5] + $f[6] + $f[7],
        'all' => array_sum($f),
        'cpus' => max(1, preg_match_all('/^cpu\d+ /m', $stat)),
        'own' => $own,
    ];
}

/** How many CPUs, on average, everything but the sampled processes kept busy between two samples; null if unknown. */
function bench_cpu_others(?array $a, ?array $b): ?float
{
    if ($a === null || $b === null || $b['all'] <= $a['all']) {
        return null;
    }
    $others = ($b['busy'] - $a['busy']) - ($b['own'] - $a['own']);
    return max(0.0, $others / ($b['all'] - $a['all']) * $b['cpus']);
}

/** Run a command (argv array, no shell). Returns [exit code, stdout, stderr]. */
function bench_run_command(array $cmd, bool $verbose, ?string $cwd = null): array
{
    if ($verbose) {
        fwrite(STDERR, '  $ ' . implode(' ', array_map('escapeshellarg', $cmd)) . "\n");
    }
    $p = proc_open($cmd, [0 => ['file', '/dev/null', 'r'], 1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes, $cwd);
    if (!is_resource($p)) {
        return [127, '', 'proc_open failed'];
    }
    // Read both pipes without letting either fill up and block the child.
    stream_set_blocking($pipes[1], false);
    stream_set_blocking($pipes[2], false);
    $out = $err = '';
    while (!feof($pipes[1]) || !feof($pipes[2])) {
        $r = [];
        foreach ([1, 2] as $i) {
            if (!feof($pipes[$i])) {
                $r[] = $pipes[$i];
            }
        }
        $w = $e = null;
        if (@stream_select($r, $w, $e, 5) === false) {
            break;
        }
        foreach ($r as $s) {
            $chunk = fread($s, 65536);
            if ($s === $pipes[1]) {
                $out .= $chunk;
            } else {
                $err .= $chunk;
            }
        }
    }
    fclose($pipes[1]);
    fclose($pipes[2]);
    // proc_get_status reports the exit code (or signal) once, when it first
    // sees the child gone; proc_close afterwards would return -1.
    do {
        $st = proc_get_status($p);
        if ($st['running']) {
            usleep(1000);
        }
    } while ($st['running']);
    proc_close($p);
    if ($st['signaled']) {
        $err = "killed by signal {$st['termsig']}" . ($err !== '' ? "; $err" : '');
        return [128 + $st['termsig'], $out, $err];
    }
    return [$st['exitcode'], $out, $err];
}

/** Decode the worker's JSON line; null (plus a reason) if it crashed. */
function bench_worker_json(array $res, ?string &$why): ?array
{
    [$rc, $out, $err] = $res;
    $lines = array_values(array_filter(explode("\n", trim($out)), 'strlen'));
    $data = $lines ? json_decode(end($lines), true) : null;
    if ($rc !== 0 || !is_array($data)) {
        $why = "exit code $rc" . (trim($err) !== '' ? ': ' . trim(substr($err, 0, 400)) : '');
        return null;
    }
    $why = trim($err) !== '' ? trim(substr($err, 0, 400)) : null;
    return $data;
}

/** Plain-text table; numbers right-aligned, the first column left-aligned. */
function bench_table(array $header, array $rows): string
{
    $w = [];
    foreach (array_merge([$header], $rows) as $row) {
        foreach ($row as $i => $cell) {
            $w[$i] = max($w[$i] ?? 0, strlen((string) $cell));
        }
    }
    $line = static function (array $row) use ($w): string {
        $cells = [];
        foreach ($row as $i => $cell) {
            $pad = $w[$i] - strlen((string) $cell);
            $cells[] = $i === 0 ? $cell . str_repeat(' ', $pad) : str_repeat(' ', $pad) . $cell;
        }
        return rtrim(implode(' | ', $cells));
    };
    $sep = implode('-+-', array_map(static fn ($n) => str_repeat('-', $n), $w));
    $text = $line($header) . "\n" . $sep . "\n";
    foreach ($rows as $row) {
        $text .= $line($row) . "\n";
    }
    return $text;
}
