<?php
/*
 * Benchmark runner: our msgpack extension vs PECL msgpack, igbinary,
 * serialize and json.
 *
 * Our module and PECL's both register as "msgpack", so they can never share
 * a process. This script loads neither: it starts worker.php in separate
 * `php -n` processes (one module each) and has them time short batches in
 * turn, the order rotating every batch, so the implementations are
 * interleaved batch by batch. It prints the median per operation in
 * microseconds, the interquartile range of every figure, and whether the run
 * is too noisy to use.
 *
 *   php benchmarks/run.php [--rounds=5] [--batches=10] [--dataset=a,b] [--quick]
 *                          [--json[=FILE]] [--php-only=0|1] [--ours=PATH]
 *
 * See benchmarks/README.md, or run with --help.
 */

declare(strict_types=1);

require __DIR__ . '/datasets.php';
require __DIR__ . '/common.php';

const USAGE = <<<'TXT'
Usage: php benchmarks/run.php [options]

  --rounds=N        rounds; each round starts fresh worker processes and
                    times every dataset (default 5; --quick: 1)
  --batches=N       timed batches per round, dataset and operation; the
                    workers take turns batch by batch (default 10; --quick: 3)
  --batch-ms=MS     length of a batch (default 10; --quick: 3)
  --dataset=A[,B]   only these datasets (see --list)
  --list            list datasets and exit
  --quick           CI smoke run: 1 round, 3 batches of ~3 ms, no warm-up batch
  --json[=FILE]     also write machine-readable results (default FILE:
                    benchmarks/results.json)
  --php-only=0|1    msgpack.php_only for both msgpack workers (default 1)
  --ours=PATH       our msgpack.so (default: <repo>/modules/msgpack.so)
  --pecl=PATH       PECL msgpack.so (default: <extension-dir>/msgpack.so)
  --igbinary=PATH   igbinary.so (default: <extension-dir>/igbinary.so)
  --with-igbinary   also load igbinary into the two msgpack workers
  --php=BINARY      PHP binary for the workers (default: this one)
  --data-dir=DIR    directory holding the JSON datasets
  --stat=S          table statistic: median (default; median of all batches
                    of all rounds) or best (fastest batch seen); the JSON file
                    always has both
  --max-iqr=F       noise limit: IQR/median of a timing's batches (default 0.10)
  --max-ratio-iqr=F noise limit: IQR/median of a ratio's per-batch ratios
                    (default 0.10)
  --max-other-cpu=F noise limit: CPUs other processes kept busy during the
                    timing, steal time included (default 0.5)
  --keep-dumps      keep the packed bytes (printed temp directory)
  --verbose         print each worker command
TXT;

/* ------------------------------------------------------------------ options */

function parse_options(array $argv): array
{
    $o = [
        'rounds' => null, 'batches' => null, 'dataset' => null, 'list' => false,
        'quick' => false, 'json' => null, 'php-only' => '1', 'ours' => null,
        'pecl' => null, 'igbinary' => null, 'with-igbinary' => false,
        'php' => PHP_BINARY, 'data-dir' => null, 'keep-dumps' => false,
        'verbose' => false, 'help' => false, 'stat' => 'median', 'batch-ms' => '10', 'max-iqr' => '0.10',
        'max-ratio-iqr' => '0.10', 'max-other-cpu' => '0.5',
    ];
    foreach (array_slice($argv, 1) as $arg) {
        if (!preg_match('/^--([a-z-]+)(?:=(.*))?$/s', $arg, $m)) {
            fail("unexpected argument '$arg' (try --help)");
        }
        $k = $m[1];
        $v = $m[2] ?? null;
        if (!array_key_exists($k, $o)) {
            fail("unknown option --$k (try --help)");
        }
        if (is_bool($o[$k])) {
            $o[$k] = true;
        } elseif ($k === 'json') {
            $o[$k] = $v ?? (__DIR__ . '/results.json');
        } else {
            if ($v === null || $v === '') {
                fail("--$k needs a value");
            }
            $o[$k] = $v;
        }
    }
    if (!in_array($o['php-only'], ['0', '1'], true)) {
        fail('--php-only must be 0 or 1');
    }
    if (!in_array($o['stat'], ['median', 'best'], true)) {
        fail('--stat must be median or best');
    }
    $o['rounds'] = max(1, (int) ($o['rounds'] ?? ($o['quick'] ? 1 : 5)));
    $o['batches'] = max(1, (int) ($o['batches'] ?? ($o['quick'] ? 3 : 10)));
    foreach (['batch-ms', 'max-iqr', 'max-ratio-iqr', 'max-other-cpu'] as $k) {
        if (!is_numeric($o[$k]) || (float) $o[$k] <= 0) {
            fail("--$k must be a positive number");
        }
        $o[$k] = (float) $o[$k];
    }
    return $o;
}

function fail(string $msg): void
{
    fwrite(STDERR, "run.php: $msg\n");
    exit(2);
}

function note(string $msg): void
{
    fwrite(STDERR, $msg . "\n");
}

/* ------------------------------------------------------------ environment */

/** Extension directory: `php-config --extension-dir`, else PHP_EXTENSION_DIR. */
function extension_dir(): string
{
    $out = [];
    $rc = 1;
    @exec('php-config --extension-dir 2>/dev/null', $out, $rc);
    $dir = trim(implode('', $out));
    if ($rc === 0 && $dir !== '' && is_dir($dir)) {
        return $dir;
    }
    return PHP_EXTENSION_DIR;
}

/* ------------------------------------------------------------- formatting */

function fmt_us($v): string
{
    if (!is_float($v) && !is_int($v)) {
        return '-';
    }
    if ($v < 1) {
        return sprintf('%.3f', $v);
    }
    if ($v < 10) {
        return sprintf('%.2f', $v);
    }
    if ($v < 100) {
        return sprintf('%.1f', $v);
    }
    return sprintf('%.0f', $v);
}

/** Offset of the first differing byte of two strings, or null if equal. */
function first_diff_offset(string $a, string $b): ?int
{
    if ($a === $b) {
        return null;
    }
    $len = min(strlen($a), strlen($b));
    $off = 0;
    for ($step = 4096; $off + $step <= $len && substr_compare($a, $b, $off, $step) === 0;) {
        $off += $step;
    }
    while ($off < $len && $a[$off] === $b[$off]) {
        $off++;
    }
    return $off;   // == $len when one is a prefix of the other
}

function hex_around(string $s, int $off): string
{
    $from = max(0, $off - 4);
    $chunk = substr($s, $from, 12);
    return $chunk === '' ? '(end)' : '@' . $from . ': ' . implode(' ', str_split(bin2hex($chunk), 2));
}

/* ------------------------------------------------------------------- main */

$opt = parse_options($argv);
if ($opt['help']) {
    echo USAGE, "\n";
    exit(0);
}

$dataDir = bench_data_dir($opt['data-dir']);
$catalogue = bench_catalogue($dataDir);
if ($opt['list']) {
    foreach ($catalogue as $name => $c) {
        printf("%-14s %-10s %s%s\n", $name, $c['kind'], $c['desc'], $c['available'] ? '' : '  (file not found)');
    }
    exit(0);
}

$datasets = array_keys($catalogue);
if ($opt['dataset'] !== null) {
    $datasets = array_values(array_filter(array_map('trim', explode(',', $opt['dataset'])), 'strlen'));
    foreach ($datasets as $d) {
        if (!isset($catalogue[$d])) {
            fail("unknown dataset '$d' (known: " . implode(', ', array_keys($catalogue)) . ')');
        }
    }
}
$skippedDatasets = [];
foreach ($datasets as $i => $d) {
    if (!$catalogue[$d]['available']) {
        $skippedDatasets[$d] = 'data file not found (use --data-dir or $MSGPACK_BENCH_DATA)';
        unset($datasets[$i]);
    }
}
$datasets = array_values($datasets);

$extDir = extension_dir();
$oursPath = $opt['ours'] ?? (dirname(__DIR__) . '/modules/msgpack.so');
$peclPath = $opt['pecl'] ?? ($extDir . '/msgpack.so');
$igbPath = $opt['igbinary'] ?? ($extDir . '/igbinary.so');
$haveIgb = is_file($igbPath);
$worker = __DIR__ . '/worker.php';

$tmp = sys_get_temp_dir() . '/msgpack-bench-' . getmypid();
@mkdir($tmp, 0700, true);

// Our module is rebuilt often while the C code is being worked on: load a
// snapshot taken now, so that a rebuild in the middle of the run cannot mix
// two builds into one table.
$oursLoad = $oursPath;
$oursSha = null;
if (is_file($oursPath) && @copy($oursPath, "$tmp/msgpack-ours.so")) {
    $oursLoad = "$tmp/msgpack-ours.so";
    $oursSha = sha1_file($oursLoad);
}

$base = [$opt['php'], '-n', '-d', 'memory_limit=2G', '-d', 'display_errors=stderr', '-d', 'error_reporting=-1'];
$igbArgs = $haveIgb ? ['-d', 'extension=' . $igbPath] : [];
$groups = [
    'ours' => [
        'title' => 'ours', 'so' => $oursPath, 'codecs' => ['msgpack'],
        'cmd' => array_merge($base, ['-d', 'extension=' . $oursLoad, '-d', 'msgpack.php_only=' . $opt['php-only']],
            $opt['with-igbinary'] ? $igbArgs : []),
    ],
    'pecl' => [
        'title' => 'PECL', 'so' => $peclPath, 'codecs' => ['msgpack'],
        'cmd' => array_merge($base, ['-d', 'extension=' . $peclPath, '-d', 'msgpack.php_only=' . $opt['php-only']],
            $opt['with-igbinary'] ? $igbArgs : []),
    ],
    'others' => [
        'title' => 'igbinary/serialize/json', 'so' => null,
        'codecs' => array_merge($haveIgb ? ['igbinary'] : [], ['serialize', 'json']),
        'cmd' => array_merge($base, $igbArgs),
    ],
];
$common = ['--data-dir=' . ($dataDir ?? '')];

/* Probe each worker process: is the module there, which version, which INI? */
$env = [];
foreach ($groups as $g => &$grp) {
    $grp['enabled'] = true;
    if ($grp['so'] !== null && !is_file($grp['so'])) {
        $grp['enabled'] = false;
        $grp['why'] = "{$grp['so']} not found";
        note("note: $g msgpack: {$grp['why']} - its columns will be empty");
        continue;
    }
    $why = null;
    $info = bench_worker_json(bench_run_command(array_merge($grp['cmd'], [$worker, '--mode=info'], $common), $opt['verbose']), $why);
    if ($info === null) {
        $grp['enabled'] = false;
        $grp['why'] = "worker failed: $why";
    } elseif ($grp['so'] !== null && empty($info['codecs']['msgpack'])) {
        $grp['enabled'] = false;
        $grp['why'] = "msgpack_pack/msgpack_unpack missing after loading {$grp['so']}" . ($why ? " ($why)" : '');
    } elseif ($why !== null) {
        note("note: $g worker printed on stderr: $why");
    }
    if (!$grp['enabled']) {
        note("note: $g disabled: {$grp['why']}");
    }
    $grp['info'] = $info;
    if ($info !== null) {
        unset($grp['info']['extensions']);
    }
}
unset($grp);
if ($groups['ours']['enabled'] && $groups['pecl']['enabled']
    && realpath($groups['ours']['so']) === realpath($groups['pecl']['so'])) {
    note('note: --ours and PECL are the same file (plumbing test)');
}

$soHash = static fn (?string $so): ?string => ($so !== null && is_file($so)) ? sha1_file($so) : null;
$hashesBefore = array_map(static fn ($g) => $soHash($g['so']), $groups);
if ($oursSha !== null) {
    $hashesBefore['ours'] = $oursSha;
}

/* ------------------------------------------- check: bytes and round trips */

$checks = [];
foreach ($datasets as $d) {
    $c = ['dataset' => $d, 'kind' => $catalogue[$d]['kind']];
    foreach (['ours', 'pecl'] as $g) {
        if (!$groups[$g]['enabled']) {
            continue;
        }
        $dump = "$tmp/$g-$d.msgpack";
        @unlink($dump);
        $args = [$worker, '--mode=check', '--codecs=msgpack', "--dataset=$d", "--dump=$dump"];
        $other = $g === 'ours' ? "$tmp/pecl-$d.msgpack" : "$tmp/ours-$d.msgpack";
        if ($g === 'pecl' && is_file($other)) {
            $args[] = "--cross=$other";   // PECL decodes our bytes
        }
        $why = null;
        $res = bench_worker_json(bench_run_command(array_merge($groups[$g]['cmd'], $args, $common), $opt['verbose']), $why);
        $c[$g] = $res === null ? ['crashed' => $why] : ($res['codecs']['msgpack'] ?? []);
        if ($res !== null && $why !== null) {
            $c[$g]['stderr'] = $why;
        }
        $c[$g]['dump'] = is_file($dump) ? $dump : null;
    }
    // Our decoder on PECL's bytes (only interesting when the bytes differ).
    $oursDump = $c['ours']['dump'] ?? null;
    $peclDump = $c['pecl']['dump'] ?? null;
    if ($oursDump !== null && $peclDump !== null) {
        $a = (string) file_get_contents($oursDump);
        $b = (string) file_get_contents($peclDump);
        $off = first_diff_offset($a, $b);
        $c['bytes_identical'] = $off === null;
        if ($off !== null) {
            $c['first_diff_offset'] = $off;
            $c['ours_bytes'] = hex_around($a, $off);
            $c['pecl_bytes'] = hex_around($b, $off);
            $why = null;
            $res = bench_worker_json(bench_run_command(array_merge($groups['ours']['cmd'],
                [$worker, '--mode=check', '--codecs=msgpack', "--dataset=$d", "--cross=$peclDump"], $common),
                $opt['verbose']), $why);
            if ($res !== null) {
                $c['ours']['cross_roundtrip'] = $res['codecs']['msgpack']['cross_roundtrip'] ?? null;
                if (isset($res['codecs']['msgpack']['cross_diff'])) {
                    $c['ours']['cross_diff'] = $res['codecs']['msgpack']['cross_diff'];
                }
            }
        }
    }
    if (!$opt['keep-dumps']) {
        foreach (['ours', 'pecl'] as $g) {
            if (!empty($c[$g]['dump'])) {
                @unlink($c[$g]['dump']);
                $c[$g]['dump'] = null;
            }
        }
    }
    $checks[$d] = $c;
}

/* ---------------------------------------------------------------- timing */

// The timing workers live for a round: one process per group in serve mode, told batch by batch what to time. The
// groups take turns batch by batch (the order rotating every batch), so the implementations are interleaved per
// batch and a slow spell of the machine hits all of them alike, not the one process that happened to run then.
$batchMs = $opt['quick'] ? 3.0 : (float) $opt['batch-ms'];

/** Start a serve-mode worker; stderr goes to a file (read back when it fails). */
$startWorker = static function (string $g) use (&$groups, $worker, $common, $tmp, $opt): array {
    $cmd = array_merge($groups[$g]['cmd'], [$worker, '--mode=serve', '--codecs=' . implode(',', $groups[$g]['codecs'])],
        $common);
    if ($opt['verbose']) {
        note('  $ ' . implode(' ', array_map('escapeshellarg', $cmd)));
    }
    $err = "$tmp/worker-$g.err";
    $proc = proc_open($cmd, [0 => ['pipe', 'r'], 1 => ['pipe', 'w'], 2 => ['file', $err, 'w']], $pipes);
    return ['g' => $g, 'proc' => $proc, 'in' => $pipes[0] ?? null, 'out' => $pipes[1] ?? null, 'err' => $err,
        'dead' => is_resource($proc) ? null : 'proc_open failed'];
};

/** Send one command to a worker and read its answer; null when the worker is gone (then $w['dead'] says why). */
$ask = static function (array &$w, array $cmd): ?array {
    if ($w['dead'] !== null) {
        return null;
    }
    $line = false;
    if (@fwrite($w['in'], json_encode($cmd) . "\n") !== false) {
        $line = fgets($w['out']);
    }
    $data = $line === false ? null : json_decode($line, true);
    if (is_array($data)) {
        return $data;
    }
    // Gone, or it answered something that is not JSON: close its stdin (a live worker then ends its serve loop),
    // stop it if it does not end within 5 s, and collect how it ended.
    @fclose($w['in']);
    @fclose($w['out']);
    for ($i = 0; ($st = proc_get_status($w['proc']))['running']; $i++) {
        if ($i === 5000) {
            proc_terminate($w['proc'], 9);
        }
        usleep(1000);
    }
    proc_close($w['proc']);
    $err = trim(substr((string) @file_get_contents($w['err']), 0, 400));
    $w['dead'] = ($st['signaled'] ? "killed by signal {$st['termsig']}" : "exit code {$st['exitcode']}")
        . ($line !== false ? '; it answered: ' . substr(trim($line), 0, 200) : '') . ($err !== '' ? "; $err" : '');
    return null;
};

$stopWorker = static function (array &$w) use ($ask): void {
    if ($w['dead'] === null) {
        $ask($w, ['cmd' => 'quit']);
        @fclose($w['in']);
        @fclose($w['out']);
        proc_close($w['proc']);
        $w['dead'] = 'stopped';
    }
};

// results[dataset][group][codec][op]['batches'][round][batch] = µs per call
$results = [];
$iters = [];       // [dataset][group][codec.op] => iterations per batch, found in round 1 and kept
$sizes = [];       // [dataset][group.codec] => bytes
$workerNotes = [];
$loopOverhead = [];
$gnames = array_keys(array_filter($groups, static fn ($g) => $g['enabled']));
$crashed = [];     // [dataset][group] => reason; a worker that failed on a dataset does not time it again
$cpu0 = bench_cpu_sample();
$t0 = microtime(true);
for ($round = 0; $round < $opt['rounds']; $round++) {
    note(sprintf('round %d/%d (%.0fs)', $round + 1, $opt['rounds'], microtime(true) - $t0));
    $workers = [];
    foreach ($gnames as $g) {
        $workers[$g] = $startWorker($g);
    }
    foreach ($datasets as $d) {
        // Load the dataset in every worker; the units are the (group, codec) pairs that will be timed.
        $units = [];
        foreach ($gnames as $g) {
            if (isset($crashed[$d][$g])) {
                continue;
            }
            if ($workers[$g]['dead'] !== null) {
                $workers[$g] = $startWorker($g);    // it failed on an earlier dataset: a fresh one for this one
            }
            $res = $ask($workers[$g], ['cmd' => 'load', 'dataset' => $d]);
            if ($res === null || isset($res['error'])) {
                $crashed[$d][$g] = $res['error'] ?? $workers[$g]['dead'];
                note("  $d/$g: worker failed: {$crashed[$d][$g]}");
                continue;
            }
            foreach ($res['codecs'] as $codec => $cr) {
                if (isset($cr['size'])) {
                    $sizes[$d]["$g.$codec"] = $cr['size'];
                }
                if (isset($cr['skipped'])) {
                    $workerNotes[$d]["$g.$codec"] = 'skipped: ' . $cr['skipped'];
                } else {
                    $units[] = [$g, $codec];
                }
            }
        }
        // Iteration counts (round 1; later rounds time the same amount of work), then one untimed batch each.
        foreach ($units as $u => [$g, $codec]) {
            foreach (['enc', 'dec'] as $op) {
                $key = "$codec.$op";
                if (!isset($iters[$d][$g][$key])) {
                    $r = $ask($workers[$g], ['cmd' => 'calibrate', 'key' => $key, 'min_ms' => 0.8 * $batchMs,
                        'target_ms' => $batchMs]);
                    if (!isset($r['iters'])) {
                        $workerNotes[$d]["$g.$key"] = $r['error'] ?? ('worker failed: ' . $workers[$g]['dead']);
                        continue;
                    }
                    $iters[$d][$g][$key] = $r['iters'];
                }
                if (!$opt['quick']) {
                    $ask($workers[$g], ['cmd' => 'batch', 'key' => $key, 'iters' => $iters[$d][$g][$key]]);
                }
            }
        }
        for ($b = 0; $b < $opt['batches']; $b++) {
            foreach (['enc', 'dec'] as $op) {
                $k = $b % max(1, count($units));
                foreach (array_merge(array_slice($units, $k), array_slice($units, 0, $k)) as [$g, $codec]) {
                    $key = "$codec.$op";
                    $n = $iters[$d][$g][$key] ?? null;
                    if ($n === null || isset($crashed[$d][$g])) {
                        continue;
                    }
                    $r = $ask($workers[$g], ['cmd' => 'batch', 'key' => $key, 'iters' => $n]);
                    if ($r === null) {
                        $crashed[$d][$g] = $workers[$g]['dead'];
                        note("  $d/$g: worker failed: {$crashed[$d][$g]}");
                        continue;
                    }
                    if (isset($r['error'])) {
                        $workerNotes[$d]["$g.$codec.$op"] = $r['error'];
                        continue;
                    }
                    $results[$d][$g][$codec][$op]['batches'][$round][$b] = $r['ns'] / $n / 1000.0;
                    $results[$d][$g][$codec][$op]['iters'] = $n;
                }
            }
        }
    }
    foreach ($workers as $g => &$w) {
        $r = $ask($w, ['cmd' => 'loop']);
        $loopOverhead[] = $r['us'] ?? null;
        $stopWorker($w);
    }
    unset($w);
}
$elapsed = microtime(true) - $t0;
$otherCpus = bench_cpu_others($cpu0, bench_cpu_sample());
$hashesAfter = array_map(static fn ($g) => $soHash($g['so']), $groups);

/* ---------------------------------------------------------------- report */

/**
 * One timing: median and quartiles of all its batches (every round), the fastest batch, each round's median, and
 * whether its spread (IQR / median) is above the limit.
 */
$timing = static function (string $d, string $g, string $codec, string $op) use (&$results, $opt): ?array {
    $r = $results[$d][$g][$codec][$op] ?? null;
    if ($r === null) {
        return null;
    }
    $all = array_merge(...array_values($r['batches']));
    $s = bench_summary($all);
    $s['best'] = (float) min($all);
    $s['rounds'] = array_values(array_map('bench_median', $r['batches']));
    $s['iters'] = $r['iters'];
    $s['noisy'] = $s['spread'] !== null && $s['spread'] > $opt['max-iqr'];
    $s['value'] = $opt['stat'] === 'best' ? $s['best'] : $s['median'];
    return $s;
};

/** Ratio other/ours batch by batch (batch b of a round ran next to ours' batch b): median, quartiles, noisy. */
$ratio = static function (string $d, string $g, string $codec, string $op) use (&$results, $opt): ?array {
    $o = $results[$d]['ours']['msgpack'][$op]['batches'] ?? null;
    $x = $results[$d][$g][$codec][$op]['batches'] ?? null;
    if ($o === null || $x === null) {
        return null;
    }
    $per = [];
    foreach ($x as $round => $bs) {
        foreach ($bs as $b => $us) {
            if (isset($o[$round][$b]) && $o[$round][$b] > 0) {
                $per[] = $us / $o[$round][$b];
            }
        }
    }
    $s = bench_summary($per);
    if ($s === null) {
        return null;
    }
    if ($opt['stat'] === 'best') {
        $s['value'] = min(array_merge(...array_values($x))) / min(array_merge(...array_values($o)));
    } else {
        $s['value'] = $s['median'];
    }
    $s['noisy'] = $s['spread'] !== null && $s['spread'] > $opt['max-ratio-iqr'];
    return $s;
};

$cellUs = static fn (?array $t): string => $t === null ? '-' : fmt_us($t['value']) . ($t['noisy'] ? '?' : '');
$cellRatio = static fn (?array $t): string => $t === null ? '-' : sprintf('%.2f', $t['value']) . ($t['noisy'] ? '?' : '');
$cellSpread = static fn (?array $t): string => $t === null || $t['spread'] === null ? '-'
    : sprintf('%.0f%%', 100 * $t['spread']) . ($t['noisy'] ? '!' : '');

$header = ['dataset', 'size B', 'ours pack', 'PECL pack', 'PECL/ours',
    'ours unpack', 'PECL unpack', 'PECL/ours', 'igbinary ser/unser', 'serialize/unser', 'json enc/dec',
    'igb/ours ser', 'igb/ours unser', 'check'];
$rows = [];
$spreadRows = [];
$notes = [];
$noisyFigures = 0;
$noisyReference = 0;
$figures = 0;
$json = ['datasets' => []];
foreach ($datasets as $d) {
    $c = $checks[$d];
    $t = [];       // [label][enc|dec] => timing
    $ra = [];      // [label][enc|dec] => ratio to ours
    foreach (['ours' => ['ours', 'msgpack'], 'pecl' => ['pecl', 'msgpack'], 'igb' => ['others', 'igbinary'],
        'ser' => ['others', 'serialize'], 'json' => ['others', 'json']] as $label => [$g, $codec]) {
        foreach (['enc', 'dec'] as $o) {
            $t[$label][$o] = $timing($d, $g, $codec, $o);
            if ($label === 'pecl' || $label === 'igb') {
                $ra[$label][$o] = $ratio($d, $g, $codec, $o);
            }
        }
    }
    // The verdict counts the figures of the comparison (ours, PECL, igbinary and their ratios); serialize and json
    // are there for reference, and a noisy one of those is only marked.
    foreach (['ours' => $t['ours'], 'pecl' => $t['pecl'], 'igb' => $t['igb'], 'r-pecl' => $ra['pecl'],
        'r-igb' => $ra['igb'], 'ser' => $t['ser'], 'json' => $t['json']] as $label => $byOp) {
        foreach ($byOp as $x) {
            if ($x === null) {
                continue;
            }
            if ($label === 'ser' || $label === 'json') {
                $noisyReference += $x['noisy'] ? 1 : 0;
            } else {
                $figures++;
                $noisyFigures += $x['noisy'] ? 1 : 0;
            }
        }
    }

    $size = empty($c['ours']['roundtrip']) ? null : ($c['ours']['size'] ?? null);
    $sizeCell = $size === null ? '-' : (string) $size;
    if ($size === null && isset($c['pecl']['size'])) {
        $sizeCell = $c['pecl']['size'] . ' (P)';
    }

    // Check column: what the one-off verification found.
    $flags = [];
    if (isset($c['bytes_identical'])) {
        $flags[] = $c['bytes_identical'] ? 'same bytes' : 'DIFF@' . $c['first_diff_offset'];
        if (!$c['bytes_identical']) {
            $notes[] = sprintf('%s: ours and PECL msgpack_pack differ first at byte %d (ours %d B, PECL %d B); ours %s | PECL %s',
                $d, $c['first_diff_offset'], $c['ours']['size'] ?? -1, $c['pecl']['size'] ?? -1,
                $c['ours_bytes'], $c['pecl_bytes']);
        }
    }
    foreach (['ours', 'pecl'] as $g) {
        $label = $g === 'ours' ? 'ours' : 'PECL';
        if (!isset($c[$g])) {
            continue;
        }
        if (isset($c[$g]['crashed'])) {
            $flags[] = "$label CRASH";
            $notes[] = "$d: $label check worker failed: {$c[$g]['crashed']}";
            continue;
        }
        if (isset($c[$g]['error'])) {
            $flags[] = "$label pack-fail";
            $notes[] = "$d: $label msgpack_pack failed: {$c[$g]['error']}";
        } elseif (empty($c[$g]['roundtrip'])) {
            $flags[] = "$label RT-fail";
            $notes[] = "$d: $label unpack(pack(x)) != x: " . ($c[$g]['diff'] ?? '?');
        }
        if (isset($c[$g]['cross_roundtrip']) && !$c[$g]['cross_roundtrip'] && empty($c['bytes_identical'])) {
            $other = $g === 'ours' ? 'PECL' : 'ours';
            $flags[] = "$label can't read $other";
            $notes[] = "$d: $label msgpack_unpack of the $other bytes != input: " . ($c[$g]['cross_diff'] ?? '?');
        }
        if (!empty($c[$g]['messages'])) {
            $notes[] = "$d: $label warnings: " . implode(' / ', $c[$g]['messages']);
        }
        if (!empty($c[$g]['stderr'])) {
            $notes[] = "$d: $label stderr: {$c[$g]['stderr']}";
        }
    }
    if (!$flags) {
        $flags[] = $groups['pecl']['enabled'] || $groups['ours']['enabled'] ? 'ok' : '-';
    } elseif (count($flags) === 1 && $flags[0] === 'same bytes') {
        $flags = ['ok'];
    }
    foreach ($workerNotes[$d] ?? [] as $what => $msg) {
        $notes[] = "$d: $what $msg";
    }
    foreach ($crashed[$d] ?? [] as $g => $why) {
        $notes[] = "$d: $g bench worker failed: $why";
    }

    $name = $d . ($catalogue[$d]['kind'] === 'php-object' ? ' *' : '');
    $rows[] = [
        $name, $sizeCell,
        $cellUs($t['ours']['enc']), $cellUs($t['pecl']['enc']), $cellRatio($ra['pecl']['enc']),
        $cellUs($t['ours']['dec']), $cellUs($t['pecl']['dec']), $cellRatio($ra['pecl']['dec']),
        $cellUs($t['igb']['enc']) . ' / ' . $cellUs($t['igb']['dec']),
        $cellUs($t['ser']['enc']) . ' / ' . $cellUs($t['ser']['dec']),
        $cellUs($t['json']['enc']) . ' / ' . $cellUs($t['json']['dec']),
        $cellRatio($ra['igb']['enc']), $cellRatio($ra['igb']['dec']),
        implode(', ', $flags),
    ];
    $spreadRows[] = [
        $name,
        $cellSpread($t['ours']['enc']), $cellSpread($t['pecl']['enc']), $cellSpread($ra['pecl']['enc']),
        $cellSpread($t['ours']['dec']), $cellSpread($t['pecl']['dec']), $cellSpread($ra['pecl']['dec']),
        $cellSpread($t['igb']['enc']) . ' / ' . $cellSpread($t['igb']['dec']),
        $cellSpread($t['ser']['enc']) . ' / ' . $cellSpread($t['ser']['dec']),
        $cellSpread($t['json']['enc']) . ' / ' . $cellSpread($t['json']['dec']),
        $cellSpread($ra['igb']['enc']), $cellSpread($ra['igb']['dec']),
    ];

    $entry = ['kind' => $catalogue[$d]['kind'], 'sizes' => $sizes[$d] ?? [], 'check' => $c, 'timings' => [],
        'ratios' => []];
    foreach ($results[$d] ?? [] as $g => $byCodec) {
        foreach ($byCodec as $codec => $byOp) {
            foreach ($byOp as $o => $r) {
                $x = $timing($d, $g, $codec, $o);
                $entry['timings']["$g.$codec"][$o === 'enc' ? 'encode' : 'decode'] = [
                    'median_us' => $x['median'],        // over all batches of all rounds
                    'best_us' => $x['best'],
                    'q1_us' => $x['q1'],
                    'q3_us' => $x['q3'],
                    'spread' => $x['spread'],           // (q3 - q1) / median
                    'noisy' => $x['noisy'],
                    'round_medians_us' => $x['rounds'],
                    'iters_per_batch' => $x['iters'],
                    'batches_us' => array_values(array_map('array_values', $r['batches'])),
                ];
            }
        }
    }
    foreach (['pecl' => 'pecl.msgpack', 'igb' => 'others.igbinary'] as $label => $what) {
        foreach (['enc' => 'encode', 'dec' => 'decode'] as $o => $oname) {
            $x = $ra[$label][$o];
            if ($x !== null) {
                $entry['ratios']["$what/ours.msgpack"][$oname] = ['median' => $x['median'], 'q1' => $x['q1'],
                    'q3' => $x['q3'], 'spread' => $x['spread'], 'noisy' => $x['noisy'], 'batches' => $x['n']];
            }
        }
    }
    $json['datasets'][$d] = $entry;
}

$title = sprintf('msgpack benchmark - PHP %s, %d round(s) x %d batch(es) of ~%s ms, implementations interleaved per '
    . 'batch, msgpack.php_only=%s, %s us/op', PHP_VERSION, $opt['rounds'], $opt['batches'], $batchMs, $opt['php-only'],
    $opt['stat'] === 'best' ? 'fastest batch' : 'median of the batches');
echo $title, "\n\n";
echo bench_table($header, $rows);
echo "\nratios are other/ours: > 1 means ours is faster; each is the median of the per-batch ratios (batches of the\n"
    . "two side by side in time).  * = php-object dataset (stdClass objects).  ? = too noisy (see spread)\n";

echo "\nspread: interquartile range of the batches, % of the median (! = above the limit: times "
    . sprintf('%.0f%%, ratios %.0f%%', 100 * $opt['max-iqr'], 100 * $opt['max-ratio-iqr']) . ")\n";
echo bench_table(['dataset', 'ours pack', 'PECL pack', 'PECL/ours', 'ours unpack', 'PECL unpack', 'PECL/ours',
    'igbinary ser/unser', 'serialize/unser', 'json enc/dec', 'igb/ours ser', 'igb/ours unser'], $spreadRows);

// Sizes of every format, for reference.
$sizeRows = [];
foreach ($datasets as $d) {
    $s = $sizes[$d] ?? [];
    $sizeRows[] = [$d, $checks[$d]['ours']['size'] ?? '-', $checks[$d]['pecl']['size'] ?? '-',
        $s['others.igbinary'] ?? '-', $s['others.serialize'] ?? '-', $s['others.json'] ?? '-'];
}
echo "\nencoded sizes (bytes)\n", bench_table(['dataset', 'msgpack ours', 'msgpack PECL', 'igbinary', 'serialize', 'json'], $sizeRows);

echo "\nworkers:\n";
foreach ($groups as $g => $grp) {
    $i = $grp['info'] ?? null;
    if (!$grp['enabled']) {
        $desc = 'DISABLED: ' . $grp['why'];
    } elseif ($grp['so'] !== null) {
        $desc = sprintf('%s (msgpack %s, php_only=%s, sha1 %s)', $grp['so'], $i['msgpack_version'] ?? '?',
            var_export($i['php_only'] ?? null, true), substr((string) $hashesBefore[$g], 0, 12));
    } else {
        $desc = implode(', ', $grp['codecs']) . (!empty($i['igbinary_version']) ? " (igbinary {$i['igbinary_version']})" : '');
    }
    printf("  %-7s %s\n", $g, $desc);
}
$lo = bench_median($loopOverhead);
printf("  timing loop overhead %s us/iteration (not subtracted); %.0f s of timing\n", $lo === null ? '-' : sprintf('%.4f', $lo), $elapsed);
foreach ($groups as $g => $grp) {
    if ($grp['enabled'] && $hashesBefore[$g] !== $hashesAfter[$g]) {
        $notes[] = $g === 'ours' && $oursSha !== null
            ? "{$grp['so']} was rebuilt during the run; the results are for the build copied at the start (sha1 "
                . substr($oursSha, 0, 12) . ')'
            : "WARNING: {$grp['so']} changed during the run ($g); results mix two builds";
    }
}
foreach ($skippedDatasets as $d => $why) {
    $notes[] = "$d: not run: $why";
}
if ($notes) {
    echo "\nnotes:\n";
    foreach ($notes as $n) {
        echo '  - ', $n, "\n";
    }
}

// The verdict: is this run good for figures?
$busy = $otherCpus !== null && $otherCpus > $opt['max-other-cpu'];
$load = $otherCpus === null ? 'other processes\' CPU use unknown (no /proc)'
    : sprintf('other processes kept %.2f of %d CPUs busy during the timing (steal time included)', $otherCpus,
        $cpu0['cpus']);
$reasons = [];
if ($noisyFigures > 0) {
    $reasons[] = sprintf('%d of the %d figures of ours, PECL and igbinary (times and ratios) have a spread above the '
        . 'limits (marked "?")', $noisyFigures, $figures);
}
if ($busy) {
    $reasons[] = $load;
}
if ($opt['quick']) {
    $reasons[] = '--quick is a smoke run: too few batches for figures';
}
// A few marked figures among many leave the rest usable (at most one in twenty, and one at least), on a quiet machine.
$tolerated = max(1, intdiv($figures, 20));
if ($reasons && !$busy && !$opt['quick'] && $noisyFigures <= $tolerated) {
    $verdict = sprintf('usable, except the %d figure(s) marked "?"', $noisyFigures);
    $reasons = [];
} else {
    $verdict = $reasons ? 'TOO NOISY TO USE' : 'usable';
}
echo "\nnoise: $verdict\n";
foreach ($reasons as $r) {
    echo "  - $r\n";
}
if (!$busy) {
    echo "  $load\n";
}
if ($noisyReference > 0) {
    echo "  ($noisyReference serialize/json figures are marked \"?\" too; they do not count here)\n";
}
printf("  limits: IQR/median of a timing's batches <= %.0f%%, of a ratio's per-batch ratios <= %.0f%%; other processes <= %.2f CPU\n",
    100 * $opt['max-iqr'], 100 * $opt['max-ratio-iqr'], $opt['max-other-cpu']);
if ($reasons) {
    echo "  Run again with the machine quiet (no build or test running), or with more --rounds or --batches.\n";
}

if ($oursLoad !== $oursPath) {
    @unlink($oursLoad);
}
foreach (glob("$tmp/worker-*.err") ?: [] as $f) {
    @unlink($f);
}
if ($opt['keep-dumps']) {
    note("packed bytes kept in $tmp");
} else {
    @rmdir($tmp);
}

if ($opt['json'] !== null) {
    $json['meta'] = [
        'php' => PHP_VERSION,
        'rounds' => $opt['rounds'],
        'batches' => $opt['batches'],
        'quick' => $opt['quick'],
        'php_only' => (int) $opt['php-only'],
        'data_dir' => $dataDir,
        'workers' => array_map(static fn ($g) => [
            'enabled' => $g['enabled'], 'so' => $g['so'], 'why' => $g['why'] ?? null,
            'cmd' => $g['cmd'], 'info' => $g['info'] ?? null,
        ], $groups),
        'so_sha1' => $hashesBefore,
        'stat' => $opt['stat'],
        'batch_ms' => $batchMs,
        'interleaved' => 'per batch',
        'max_iqr' => $opt['max-iqr'],
        'max_ratio_iqr' => $opt['max-ratio-iqr'],
        'max_other_cpu' => $opt['max-other-cpu'],
        'other_cpus' => $otherCpus,
        'noisy_figures' => $noisyFigures,
        'noisy_reference_figures' => $noisyReference,
        'too_noisy' => (bool) $reasons,
        'noise_reasons' => $reasons,
        'loop_overhead_us' => $lo,
        'elapsed_s' => $elapsed,
        'skipped_datasets' => $skippedDatasets,
        'notes' => $notes,
        'date' => gmdate('c'),
    ];
    $flagsJ = JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_PARTIAL_OUTPUT_ON_ERROR | JSON_INVALID_UTF8_SUBSTITUTE;
    if (file_put_contents($opt['json'], json_encode($json, $flagsJ) . "\n") === false) {
        fail("cannot write {$opt['json']}");
    }
    note("wrote {$opt['json']}");
}
