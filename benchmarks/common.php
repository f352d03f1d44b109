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
