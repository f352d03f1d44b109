<?php
/*
 * Benchmark runner: our msgpack extension vs PECL msgpack, igbinary,
 * serialize and json.
 *
 * Our module and PECL's both register as "msgpack", so they can never share
 * a process. This script loads neither: it starts worker.php in separate
 * `php -n` processes (one module each), alternating the order every round,
 * and prints the per-operation median in microseconds.
 *
 *   php benchmarks/run.php [--rounds=5] [--dataset=a,b] [--quick]
 *                          [--json[=FILE]] [--php-only=0|1] [--ours=PATH]
 *
 * See benchmarks/README.md, or run with --help.
 */

declare(strict_types=1);

require __DIR__ . '/datasets.php';
require __DIR__ . '/common.php';

const USAGE = <<<'TXT'
Usage: php benchmarks/run.php [options]

  --rounds=N        rounds; each round runs every worker once per dataset,
                    in rotating order (default 5; --quick: 1)
  --batches=N       timed batches per worker run (default 5; --quick: 2)
  --dataset=A[,B]   only these datasets (see --list)
  --list            list datasets and exit
  --quick           CI smoke run: 1 round, ~3-5 ms batches, no warm-up batch
  --json[=FILE]     also write machine-readable results (default FILE:
                    benchmarks/results.json)
  --php-only=0|1    msgpack.php_only for both msgpack workers (default 1)
  --ours=PATH       our msgpack.so (default: <repo>/modules/msgpack.so)
  --pecl=PATH       PECL msgpack.so (default: <extension-dir>/msgpack.so)
  --igbinary=PATH   igbinary.so (default: <extension-dir>/igbinary.so)
  --with-igbinary   also load igbinary into the two msgpack workers
  --php=BINARY      PHP binary for the workers (default: this one)
  --data-dir=DIR    directory holding the JSON datasets
  --stat=S          table statistic: median (default; median over rounds of
                    each round's median batch) or best (fastest batch seen);
                    the JSON file always has both
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
        'verbose' => false, 'help' => false, 'stat' => 'median',
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
    $o['batches'] = max(1, (int) ($o['batches'] ?? ($o['quick'] ? 2 : 5)));
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

function fmt_ratio($num, $den): string
{
    if (!is_numeric($num) || !is_numeric($den) || $den <= 0) {
        return '-';
    }
    return sprintf('%.2f', $num / $den);
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

$workerArgs = $opt['quick']
    ? ['--min-ms=3', '--target-ms=5', '--warmup=0']
    : ['--min-ms=20', '--target-ms=30', '--warmup=1'];
$workerArgs[] = '--batches=' . $opt['batches'];

// results[dataset][group][codec][op] = list of per-round medians (µs)
$results = [];
$iters = [];       // fixed after the first round: [dataset][group] => "codec.op=N,..."
$sizes = [];       // [dataset][group.codec] => bytes
$workerNotes = [];
$loopOverhead = [];
$gnames = array_keys(array_filter($groups, static fn ($g) => $g['enabled']));
$crashed = [];     // [dataset][group] => reason; a crashed worker is not run again
$t0 = microtime(true);
for ($round = 0; $round < $opt['rounds']; $round++) {
    note(sprintf('round %d/%d (%.0fs)', $round + 1, $opt['rounds'], microtime(true) - $t0));
    foreach ($datasets as $d) {
        // Rotate the process order every round: ours, PECL, others / PECL, others, ours / ...
        $k = $round % max(1, count($gnames));
        $order = array_merge(array_slice($gnames, $k), array_slice($gnames, 0, $k));
        foreach ($order as $g) {
            if (isset($crashed[$d][$g])) {
                continue;
            }
            $args = array_merge([$worker, '--mode=bench', '--codecs=' . implode(',', $groups[$g]['codecs']),
                "--dataset=$d"], $workerArgs, $common);
            if (isset($iters[$d][$g])) {
                $args[] = '--iters=' . $iters[$d][$g];
            }
            $why = null;
            $res = bench_worker_json(bench_run_command(array_merge($groups[$g]['cmd'], $args), $opt['verbose']), $why);
            if ($res === null) {
                $crashed[$d][$g] = $why;
                note("  $d/$g: worker failed: $why");
                continue;
            }
            $loopOverhead[] = $res['loop_overhead_us'] ?? null;
            $fix = [];
            foreach ($res['codecs'] as $codec => $cr) {
                if (isset($cr['size'])) {
                    $sizes[$d]["$g.$codec"] = $cr['size'];
                }
                if (isset($cr['skipped'])) {
                    $workerNotes[$d]["$g.$codec"] = 'skipped: ' . $cr['skipped'];
                    continue;
                }
                foreach ($cr['ops'] ?? [] as $op => $r) {
                    if (isset($r['error'])) {
                        $workerNotes[$d]["$g.$codec.$op"] = $r['error'];
                        continue;
                    }
                    $results[$d][$g][$codec][$op]['rounds'][] = $r['median_us'];
                    $results[$d][$g][$codec][$op]['batches'][] = $r['us'];
                    $results[$d][$g][$codec][$op]['iters'] = $r['iters'];
                    $fix[] = "$codec.$op={$r['iters']}";
                }
            }
            $iters[$d][$g] = implode(',', $fix);
        }
    }
}
$elapsed = microtime(true) - $t0;
$hashesAfter = array_map(static fn ($g) => $soHash($g['so']), $groups);

/* ---------------------------------------------------------------- report */

$med = static function (string $d, string $g, string $codec, string $op) use (&$results, $opt): ?float {
    $r = $results[$d][$g][$codec][$op] ?? null;
    if ($r === null) {
        return null;
    }
    if ($opt['stat'] === 'best') {
        return (float) min(array_merge(...$r['batches']));
    }
    return bench_median($r['rounds']);
};

$header = ['dataset', 'size B', 'ours pack', 'PECL pack', 'PECL/ours',
    'ours unpack', 'PECL unpack', 'PECL/ours', 'igbinary ser/unser', 'serialize/unser', 'json enc/dec',
    'igb/ours ser', 'igb/ours unser', 'check'];
$rows = [];
$notes = [];
$json = ['datasets' => []];
foreach ($datasets as $d) {
    $c = $checks[$d];
    $op = ['ours' => [], 'pecl' => []];
    foreach (['ours', 'pecl'] as $g) {
        $op[$g]['enc'] = $med($d, $g, 'msgpack', 'enc');
        $op[$g]['dec'] = $med($d, $g, 'msgpack', 'dec');
    }
    $igb = ['enc' => $med($d, 'others', 'igbinary', 'enc'), 'dec' => $med($d, 'others', 'igbinary', 'dec')];
    $ser = ['enc' => $med($d, 'others', 'serialize', 'enc'), 'dec' => $med($d, 'others', 'serialize', 'dec')];
    $jsn = ['enc' => $med($d, 'others', 'json', 'enc'), 'dec' => $med($d, 'others', 'json', 'dec')];

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
        fmt_us($op['ours']['enc']), fmt_us($op['pecl']['enc']), fmt_ratio($op['pecl']['enc'], $op['ours']['enc']),
        fmt_us($op['ours']['dec']), fmt_us($op['pecl']['dec']), fmt_ratio($op['pecl']['dec'], $op['ours']['dec']),
        fmt_us($igb['enc']) . ' / ' . fmt_us($igb['dec']),
        fmt_us($ser['enc']) . ' / ' . fmt_us($ser['dec']),
        fmt_us($jsn['enc']) . ' / ' . fmt_us($jsn['dec']),
        fmt_ratio($igb['enc'], $op['ours']['enc']), fmt_ratio($igb['dec'], $op['ours']['dec']),
        implode(', ', $flags),
    ];

    $entry = ['kind' => $catalogue[$d]['kind'], 'sizes' => $sizes[$d] ?? [], 'check' => $c, 'timings' => []];
    foreach ($results[$d] ?? [] as $g => $byCodec) {
        foreach ($byCodec as $codec => $byOp) {
            foreach ($byOp as $o => $r) {
                $all = array_merge(...$r['batches']);
                $entry['timings']["$g.$codec"][$o === 'enc' ? 'encode' : 'decode'] = [
                    'median_us' => bench_median($r['rounds']),
                    'best_us' => $all ? min($all) : null,
                    'round_medians_us' => $r['rounds'],
                    'iters_per_batch' => $r['iters'],
                ];
            }
        }
    }
    $json['datasets'][$d] = $entry;
}

$title = sprintf('msgpack benchmark - PHP %s, %d round(s) x %d batch(es), msgpack.php_only=%s, %s us/op',
    PHP_VERSION, $opt['rounds'], $opt['batches'], $opt['php-only'], $opt['stat']);
echo $title, "\n\n";
echo bench_table($header, $rows);
echo "\nratios are other/ours: > 1 means ours is faster.  * = php-object dataset (stdClass objects)\n";

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

if ($oursLoad !== $oursPath) {
    @unlink($oursLoad);
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
