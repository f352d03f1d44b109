<?php
/*
 * Per-request benchmark: one pack or unpack per web request, ours against PECL msgpack and igbinary.
 *
 * A web request reads its session once and a few cache entries once each, and every request starts with the codec's
 * per-request caches (map keys, map shapes, shared short values) empty. The warm loops of run.php time the 1000th call
 * of a process; this times the first call of a request. Each implementation runs in its own PHP built-in server
 * (`php -S`, SAPI cli-server: every HTTP request is a whole PHP request, RINIT to RSHUTDOWN), started with
 * `php -n -d extension=...` (ours and PECL's module are both named msgpack), whose router script
 * per-request-handler.php reads the packed bytes (or builds the value) and times the one call with hrtime() inside the
 * request. The runner sends the requests and takes the timings from the answers.
 *
 * The servers are interleaved per batch, not per process: the run is many short batches, and each batch sends a few
 * requests for one dataset and operation to every server in turn, the order rotating from request to request, so a
 * slow spell of the machine hits every implementation alike. The table gives, per cell, the median over all
 * requests with its interquartile range, and the ratios other/ours as the median of the per-batch ratios (each batch's
 * requests are close together in time) with their interquartile range. A cell whose spread is above the limits is
 * flagged, and the run is then called too noisy to use.
 *
 *   php benchmarks/per-request.php [--dataset=session,github-issues,rows1000] [--op=pack,unpack] [--calls=1]
 *       [--rounds=4] [--batches=10] [--per-batch=3] [--warmup=20] [--json[=FILE]] [--ours=PATH] [--pecl=PATH] [--igbinary=PATH]
 *       [--php=BINARY] [--data-dir=DIR] [--php-only=0|1] [--opcache] [--quick] [--verbose]
 *
 * See benchmarks/README.md, or run with --help. Run it with plain php: it loads no codec itself.
 */

declare(strict_types=1);

require __DIR__ . '/datasets.php';
require __DIR__ . '/common.php';

const PR_USAGE = <<<'TXT'
Usage: php benchmarks/per-request.php [options]

  --dataset=A[,B]   datasets (default: session,github-issues,rows1000; names
                    as in run.php --list)
  --op=pack,unpack  operations (default: both)
  --impls=LIST      servers to run (default: ours,pecl,igbinary)
  --calls=N         calls per request, each timed (default 1; 3 also shows the
                    2nd and 3rd call of the same request)
  --rounds=N        rounds (default 4); each round starts fresh servers
  --batches=N       batches per round and cell (default 10); a batch sends
                    --per-batch requests for one dataset and operation to
                    every server, the order rotating from request to request
  --per-batch=N     requests per server in one batch (default 3)
  --warmup=N        untimed requests per server and cell in every round
                    before its batches (default 20)
  --quick           smoke run: 1 round of 4 batches of 2, 2 warm-up requests
  --max-iqr=F       noise limit: IQR/median of a cell's times (default 0.15)
  --max-ratio-iqr=F noise limit: IQR/median of a cell's per-batch ratios
                    other/ours (default 0.10)
  --max-other-cpu=F noise limit: CPUs that other processes kept busy during
                    the run, on average, steal time included (default 0.5)
  --json[=FILE]     also write the results as JSON (default FILE:
                    benchmarks/results/per-request.json)
  --ours=PATH       our msgpack.so (default: <repo>/modules/msgpack.so)
  --pecl=PATH       PECL msgpack.so (default: <extension-dir>/msgpack.so)
  --igbinary=PATH   igbinary.so (default: <extension-dir>/igbinary.so)
  --php=BINARY      PHP binary of the servers (default: this one)
  --data-dir=DIR    directory holding the JSON datasets
  --php-only=0|1    msgpack.php_only for both msgpack servers (default 1)
  --opcache         load opcache into every server (default: off, as -n)
  --mix             interleave the cells too: a server's requests alternate
                    between datasets and operations (default: one cell after
                    the other, so a cell's figures do not depend on the others)
  --verbose         print the server commands
TXT;

const PR_IMPLS = ['ours' => 'ours', 'pecl' => 'PECL', 'igbinary' => 'igbinary'];

/* ------------------------------------------------------------------ options */

function pr_fail(string $msg): void
{
    fwrite(STDERR, "per-request.php: $msg\n");
    exit(2);
}

function pr_note(string $msg): void
{
    fwrite(STDERR, $msg . "\n");
}

function pr_options(array $argv): array
{
    $o = [
        'dataset' => 'session,github-issues,rows1000', 'op' => 'pack,unpack', 'impls' => 'ours,pecl,igbinary',
        'calls' => '1', 'rounds' => null, 'batches' => null, 'per-batch' => null, 'warmup' => null, 'quick' => false,
        'max-iqr' => '0.15', 'max-ratio-iqr' => '0.10', 'max-other-cpu' => '0.5', 'json' => null, 'ours' => null, 'pecl' => null,
        'igbinary' => null, 'php' => PHP_BINARY, 'data-dir' => null, 'php-only' => '1', 'opcache' => false,
        'verbose' => false, 'help' => false, 'list' => false, 'mix' => false,
    ];
    foreach (array_slice($argv, 1) as $arg) {
        if (!preg_match('/^--([a-z-]+)(?:=(.*))?$/s', $arg, $m)) {
            pr_fail("unexpected argument '$arg' (try --help)");
        }
        [$k, $v] = [$m[1], $m[2] ?? null];
        if (!array_key_exists($k, $o)) {
            pr_fail("unknown option --$k (try --help)");
        }
        if (is_bool($o[$k])) {
            $o[$k] = true;
        } elseif ($k === 'json') {
            $o[$k] = $v ?? (__DIR__ . '/results/per-request.json');
        } elseif ($v === null || $v === '') {
            pr_fail("--$k needs a value");
        } else {
            $o[$k] = $v;
        }
    }
    $o['rounds'] = max(1, (int) ($o['rounds'] ?? ($o['quick'] ? 1 : 4)));
    $o['batches'] = max(1, (int) ($o['batches'] ?? ($o['quick'] ? 4 : 10)));
    $o['per-batch'] = max(1, (int) ($o['per-batch'] ?? ($o['quick'] ? 2 : 3)));
    $o['warmup'] = max(0, (int) ($o['warmup'] ?? ($o['quick'] ? 2 : 20)));
    $o['calls'] = max(1, min(10, (int) $o['calls']));
    $o['max-iqr'] = (float) $o['max-iqr'];
    $o['max-ratio-iqr'] = (float) $o['max-ratio-iqr'];
    $o['max-other-cpu'] = (float) $o['max-other-cpu'];
    if (!in_array($o['php-only'], ['0', '1'], true)) {
        pr_fail('--php-only must be 0 or 1');
    }
    $o['ops'] = array_values(array_unique(array_filter(array_map('trim', explode(',', $o['op'])), 'strlen')));
    foreach ($o['ops'] as $op) {
        if ($op !== 'pack' && $op !== 'unpack') {
            pr_fail("--op: '$op' is neither pack nor unpack");
        }
    }
    $o['impls'] = array_values(array_unique(array_filter(array_map('trim', explode(',', $o['impls'])), 'strlen')));
    foreach ($o['impls'] as $i) {
        if (!isset(PR_IMPLS[$i])) {
            pr_fail("--impls: unknown '$i' (ours, pecl, igbinary)");
        }
    }
    return $o;
}

/* ---------------------------------------------------------------- servers */

/** A free TCP port on 127.0.0.1 (asked from the kernel; a server started right after takes it). */
function pr_free_port(): int
{
    $s = @stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr);
    if ($s === false) {
        pr_fail("cannot open a TCP socket on 127.0.0.1: $errstr");
    }
    $name = stream_socket_get_name($s, false);
    fclose($s);
    return (int) substr($name, strrpos($name, ':') + 1);
}

/**
 * One HTTP/1.0 GET to a server; returns the decoded JSON answer, or ['error' => ...] when there is none (a refused
 * connection, a crashed server, a PHP error instead of JSON).
 */
function pr_get(int $port, string $query, float $timeout = 60.0): array
{
    $s = @stream_socket_client("tcp://127.0.0.1:$port", $errno, $errstr, 5.0);
    if ($s === false) {
        return ['error' => "connect: $errstr"];
    }
    stream_set_timeout($s, (int) ceil($timeout));
    fwrite($s, "GET /?$query HTTP/1.0\r\nHost: 127.0.0.1\r\n\r\n");
    $raw = stream_get_contents($s);
    fclose($s);
    if ($raw === false || $raw === '') {
        return ['error' => 'no answer (did the server crash?)'];
    }
    $split = strpos($raw, "\r\n\r\n");
    $head = $split === false ? $raw : substr($raw, 0, $split);
    $body = $split === false ? '' : substr($raw, $split + 4);
    $data = json_decode($body, true);
    if (!is_array($data)) {
        return ['error' => strtok($head, "\r\n") . ': ' . substr(trim(strip_tags($body)), 0, 300)];
    }
    if (!str_contains(strtok($head, "\r\n"), ' 200 ') && !isset($data['error'])) {
        $data['error'] = strtok($head, "\r\n");
    }
    return $data;
}

/** Start one built-in server; returns its record (with 'error' when it did not come up). */
function pr_start_server(string $impl, array $cmdBase, string $tmp, string $dataDir, bool $verbose): array
{
    $port = pr_free_port();
    $cmd = array_merge($cmdBase, ['-S', "127.0.0.1:$port", '-t', $tmp, __DIR__ . '/per-request-handler.php']);
    $env = getenv();
    unset($env['PHP_CLI_SERVER_WORKERS']);   // one process serving one request at a time
    $env['MSGPACK_PR_IMPL'] = $impl;
    $env['MSGPACK_PR_CODEC'] = $impl === 'igbinary' ? 'igbinary' : 'msgpack';
    $env['MSGPACK_PR_DIR'] = $tmp;
    $env['MSGPACK_PR_DATA'] = $dataDir;
    if ($verbose) {
        pr_note('  $ ' . implode(' ', array_map('escapeshellarg', $cmd)));
    }
    $log = "$tmp/server-$impl.log";
    $proc = proc_open($cmd, [0 => ['file', '/dev/null', 'r'], 1 => ['file', $log, 'a'], 2 => ['file', $log, 'a']],
        $pipes, $tmp, $env);
    $srv = ['impl' => $impl, 'port' => $port, 'cmd' => $cmd, 'log' => $log, 'proc' => $proc];
    if (!is_resource($proc)) {
        return $srv + ['error' => 'proc_open failed'];
    }
    for ($i = 0; $i < 250; $i++) {    // up to 5 s
        $st = proc_get_status($proc);
        if (!$st['running']) {
            return $srv + ['error' => 'exited at start: ' . trim(substr((string) @file_get_contents($log), -500))];
        }
        $s = @stream_socket_client("tcp://127.0.0.1:$port", $errno, $errstr, 0.2);
        if ($s !== false) {
            fclose($s);
            $srv['pid'] = $st['pid'];
            return $srv;
        }
        usleep(20000);
    }
    return $srv + ['error' => 'not listening after 5 s'];
}

function pr_stop_server(array $srv): void
{
    if (isset($srv['proc']) && is_resource($srv['proc'])) {
        proc_terminate($srv['proc']);
        proc_close($srv['proc']);
    }
}

/** Why a server is gone, from its process status and the end of its log. */
function pr_server_death(array $srv): ?string
{
    if (!is_resource($srv['proc'])) {
        return 'no process';
    }
    $st = proc_get_status($srv['proc']);
    if ($st['running']) {
        return null;
    }
    $why = $st['signaled'] ? "killed by signal {$st['termsig']}" : "exited with {$st['exitcode']}";
    // The end of its log, without the access log's lines.
    $lines = preg_grep('/ (Accepted|Closing)$|Development Server .* started|\[\d{3}\]: (GET|POST) /',
        explode("\n", trim(substr((string) @file_get_contents($srv['log']), -20000))), PREG_GREP_INVERT);
    $tail = trim(substr(implode("\n", $lines), -300));
    return $why . ($tail !== '' ? "; log: $tail" : '');
}

/* ------------------------------------------------------------- formatting */

function pr_us(?float $ns): string
{
    if ($ns === null) {
        return '-';
    }
    $us = $ns / 1000;
    return $us < 10 ? sprintf('%.2f', $us) : ($us < 100 ? sprintf('%.1f', $us) : sprintf('%.0f', $us));
}

/** "median (q1-q3)" of a summary in µs, with "?" after the median when the cell is too noisy. */
function pr_cell(?array $s, bool $noisy): string
{
    if ($s === null) {
        return '-';
    }
    return pr_us($s['median']) . ($noisy ? '?' : '') . ' (' . pr_us($s['q1']) . '-' . pr_us($s['q3']) . ')';
}

function pr_ratio_cell(?array $s, bool $noisy): string
{
    if ($s === null) {
        return '-';
    }
    return sprintf('%.2f%s (%.2f-%.2f)', $s['median'], $noisy ? '?' : '', $s['q1'], $s['q3']);
}

/* ------------------------------------------------------------------- main */

$opt = pr_options($argv);
if ($opt['help']) {
    echo PR_USAGE, "\n";
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
$datasets = [];
$skipped = [];
foreach (array_filter(array_map('trim', explode(',', $opt['dataset'])), 'strlen') as $d) {
    if (!isset($catalogue[$d])) {
        pr_fail("unknown dataset '$d' (known: " . implode(', ', array_keys($catalogue)) . ')');
    }
    if ($catalogue[$d]['available']) {
        $datasets[] = $d;
    } else {
        $skipped[$d] = 'data file not found (use --data-dir or $MSGPACK_BENCH_DATA)';
        pr_note("note: $d: {$skipped[$d]}");
    }
}
if (!$datasets) {
    pr_fail('no dataset to run');
}

$php = $opt['php'];
$extDir = trim((string) shell_exec(escapeshellarg($php) . ' -n -r ' . escapeshellarg('echo PHP_EXTENSION_DIR;') . ' 2>/dev/null'));
if ($extDir === '') {
    pr_fail("cannot run $php");
}
$paths = [
    'ours' => $opt['ours'] ?? (dirname(__DIR__) . '/modules/msgpack.so'),
    'pecl' => $opt['pecl'] ?? "$extDir/msgpack.so",
    'igbinary' => $opt['igbinary'] ?? "$extDir/igbinary.so",
];

$tmp = sys_get_temp_dir() . '/msgpack-per-request-' . getmypid();
if (!is_dir($tmp) && !mkdir($tmp, 0700, true)) {
    pr_fail("cannot make $tmp");
}
$cleanup = static function () use ($tmp): void {
    foreach (glob("$tmp/*") ?: [] as $f) {
        @unlink($f);
    }
    @rmdir($tmp);
};

// Every server loads a copy of its module taken now: a rebuild of ours, or a package upgrade (or
// scripts/debian-replace-pecl) putting another file at PECL's path, cannot change a server in the middle of the run.
$notes = [];
$impls = [];
$sha = [];
foreach ($opt['impls'] as $impl) {
    $so = $paths[$impl];
    if (!is_file($so)) {
        $notes[] = "$impl: $so not found, not run";
        pr_note("note: {$notes[array_key_last($notes)]}");
        continue;
    }
    if ($impl === 'pecl') {
        // PECL's module must be PECL's: if ours was installed in its place (scripts/debian-replace-pecl diverts
        // Debian's file to msgpack.so.pecl), take Debian's file from there; ours is never loaded as "PECL".
        $probe = static fn (string $f): string => trim((string) shell_exec(escapeshellarg($php) . ' -n -d '
            . escapeshellarg("extension=$f") . ' -r ' . escapeshellarg('echo class_exists("MessagePack\\\\Packer", false) ? "ours" : phpversion("msgpack");')
            . ' 2>/dev/null'));
        if ($probe($so) === 'ours') {
            if (is_file("$so.pecl") && $probe("$so.pecl") !== 'ours') {
                $notes[] = "$so is our module (installed over PECL's?): PECL's is taken from $so.pecl";
                $so = "$so.pecl";
            } else {
                $notes[] = "$so is our module, not PECL's: PECL not run";
                pr_note("note: {$notes[array_key_last($notes)]}");
                continue;
            }
        }
    }
    $copy = "$tmp/$impl.so";
    if (!copy($so, $copy)) {
        pr_fail("cannot copy $so to $tmp");
    }
    $impls[$impl] = ['so' => $so, 'load' => $copy];
    $sha[$impl] = sha1_file($copy);
}
if (isset($sha['ours'], $sha['pecl']) && $sha['ours'] === $sha['pecl']) {
    $notes[] = '--ours and --pecl are the same file (a plumbing test)';
}
if (!$impls) {
    pr_fail('no implementation to run');
}

$opcacheArgs = [];
if ($opt['opcache']) {
    $oc = "$extDir/opcache.so";
    $opcacheArgs = is_file($oc) ? ['-d', "zend_extension=$oc"] : [];
    $opcacheArgs = array_merge($opcacheArgs, ['-d', 'opcache.enable=1', '-d', 'opcache.enable_cli=1']);
}

/* The servers: one per implementation, started afresh every round. */
$servers = [];
register_shutdown_function(static function () use (&$servers, $cleanup): void {
    foreach ($servers as $srv) {
        pr_stop_server($srv);
    }
    $cleanup();
});
$startServers = static function (array $only) use ($impls, $php, $opt, $opcacheArgs, $tmp, $dataDir, &$notes): array {
    $started = [];
    foreach ($impls as $impl => $m) {
        if (!in_array($impl, $only, true)) {
            continue;
        }
        $base = array_merge([$php, '-n', '-d', 'memory_limit=1G', '-d', 'display_errors=1', '-d', 'error_reporting=-1',
            '-d', 'extension=' . $m['load']], $impl === 'igbinary' ? [] : ['-d', 'msgpack.php_only=' . $opt['php-only']],
            $opcacheArgs);
        $srv = pr_start_server($impl, $base, $tmp, $dataDir, $opt['verbose']);
        $info = isset($srv['error']) ? ['error' => $srv['error']] : pr_get($srv['port'], 'do=info');
        if (isset($info['error']) || empty($info['available'])) {
            $notes[] = "$impl server: " . ($info['error'] ?? 'the codec is not loaded');
            pr_note("note: {$notes[array_key_last($notes)]}");
            pr_stop_server($srv);
            continue;
        }
        if ($impl === 'ours' && empty($info['has_lib_classes'])) {
            $notes[] = "ours: {$m['so']} has no MessagePack\\ classes: is it PECL's module?";
        }
        $srv['info'] = $info;
        $started[$impl] = $srv;
    }
    return $started;
};
$servers = $startServers(array_keys($impls));
$firstServers = $servers;   // what the report says about each server (the later rounds run the same commands)
if (!$servers) {
    pr_fail('no server came up');
}
$names = array_keys($servers);

/* Prepare: every server encodes every dataset once (the bytes its unpack requests read) and checks the round trip. */
$prep = [];
foreach ($datasets as $d) {
    foreach ($names as $impl) {
        $r = pr_get($servers[$impl]['port'], 'do=prepare&ds=' . rawurlencode($d));
        $prep[$d][$impl] = $r;
        if (isset($r['error'])) {
            $notes[] = "$d: $impl prepare failed: {$r['error']}";
        } elseif (empty($r['roundtrip'])) {
            $notes[] = "$d: $impl decode(encode(x)) != x: " . ($r['diff'] ?? '?');
        }
        foreach ($r['messages'] ?? [] as $msg) {
            $notes[] = "$d: $impl: $msg";
        }
    }
    if (isset($prep[$d]['ours']['sha1'], $prep[$d]['pecl']['sha1'])) {
        $same = $prep[$d]['ours']['sha1'] === $prep[$d]['pecl']['sha1'];
        $prep[$d]['same_bytes'] = $same;
        if (!$same) {
            $notes[] = "$d: ours and PECL pack different bytes ({$prep[$d]['ours']['size']} and {$prep[$d]['pecl']['size']} B); each unpacks its own";
        }
    }
}

/* The cells: dataset x op, for the servers whose prepare worked. */
$cells = [];
foreach ($datasets as $d) {
    foreach ($opt['ops'] as $op) {
        $ok = array_values(array_filter($names, static fn ($i) => !isset($prep[$d][$i]['error'])));
        if ($ok) {
            $cells[] = ['ds' => $d, 'op' => $op, 'impls' => $ok];
        }
    }
}

$dead = [];        // impl => why; a server that died is not asked again
$failures = [];    // "d/op/impl" => count of failed requests
$times = [];       // [cell][impl][call] => list of ns
$batchMed = [];    // [cell][impl] => list of per-batch medians of the 1st call (null when a batch got nothing)
$emptyNs = [];
$requests = 0;

/** One timed request; the call times in ns, or null. */
$ask = static function (array $cell, string $impl) use (&$servers, &$dead, &$failures, &$notes, &$emptyNs, &$requests, $opt): ?array {
    if (isset($dead[$impl])) {
        return null;
    }
    $key = "{$cell['ds']}/{$cell['op']}/$impl";
    if (($failures[$key] ?? 0) >= 3) {
        return null;
    }
    $requests++;
    $r = pr_get($servers[$impl]['port'], http_build_query(['do' => 'time', 'ds' => $cell['ds'], 'op' => $cell['op'],
        'calls' => $opt['calls']]));
    if (!isset($r['error']) && isset($r['ns']) && count($r['ns']) === $opt['calls']) {
        $emptyNs[] = $r['empty_ns'] ?? null;
        return $r['ns'];
    }
    $why = pr_server_death($servers[$impl]);
    if ($why !== null) {
        $dead[$impl] = $why;
        $notes[] = "$impl server died during the run: $why";
        pr_note("note: {$notes[array_key_last($notes)]}");
        return null;
    }
    $failures[$key] = ($failures[$key] ?? 0) + 1;
    if ($failures[$key] === 1) {
        $notes[] = "$key: request failed: " . ($r['error'] ?? 'no timings');
    }
    return null;
};

/**
 * One round of requests for a cell: one request to each of its servers, in an order that rotates with $rot (ours,
 * PECL, igbinary; PECL, igbinary, ours; ...). Returns the first call's ns per server that answered.
 */
$runRound = static function (int $c, int $rot, bool $record) use (&$cells, &$times, $ask): array {
    $cell = $cells[$c];
    $k = $rot % count($cell['impls']);
    $got = [];
    foreach (array_merge(array_slice($cell['impls'], $k), array_slice($cell['impls'], 0, $k)) as $impl) {
        $ns = $ask($cell, $impl);
        if ($ns === null || !$record) {
            continue;
        }
        foreach ($ns as $i => $v) {
            $times[$c][$impl][$i][] = $v;
        }
        $got[$impl] = $ns[0];
    }
    return $got;
};
$runBatch = static function (int $c, int &$rot) use (&$cells, &$batchMed, $runRound, $opt): void {
    $got = [];
    for ($r = 0; $r < $opt['per-batch']; $r++) {
        foreach ($runRound($c, $rot++, true) as $impl => $ns) {
            $got[$impl][] = $ns;
        }
    }
    foreach ($cells[$c]['impls'] as $impl) {
        $batchMed[$c][$impl][] = isset($got[$impl]) ? bench_median($got[$impl]) : null;
    }
};

// CPU time: the runner's own and its reaped children's (the servers of earlier rounds), plus the live servers'.
$serverPids = static fn (): array => array_values(array_filter(array_map(static fn ($s) => $s['pid'] ?? null, $servers)));
$cpu0 = bench_cpu_sample($serverPids());
$t0 = microtime(true);
$rots = array_fill(0, count($cells), 0);
for ($round = 0; $round < $opt['rounds']; $round++) {
    if ($round > 0) {
        // Fresh server processes: a process's heap and address layout shift its timings a little, for its whole
        // life, so one process per implementation would fix that shift into the result.
        foreach ($servers as $srv) {
            pr_stop_server($srv);
        }
        $servers = $startServers(array_values(array_diff($names, array_keys($dead))));
        foreach (array_diff($names, array_keys($servers), array_keys($dead)) as $impl) {
            $dead[$impl] = 'did not start again';
        }
    }
    pr_note(sprintf('round %d/%d (%.0fs)', $round + 1, $opt['rounds'], microtime(true) - $t0));
    if (!$opt['mix']) {
        // One cell after the other: its warm-up requests, then its batches. (What another cell's requests leave in
        // the CPU's caches changes a cell's first call: were cells mixed, a figure would depend on which cells run
        // with it.)
        foreach ($cells as $c => $cell) {
            for ($w = 0; $w < $opt['warmup']; $w++) {
                $runRound($c, $rots[$c]++, false);
            }
            for ($b = 0; $b < $opt['batches']; $b++) {
                $runBatch($c, $rots[$c]);
            }
        }
    } else {
        // --mix: the cells take turns, batch by batch, in one set of servers (which cell goes first rotates too),
        // so every request follows requests of other datasets and operations, as in a server that does other work.
        for ($w = 0; $w < $opt['warmup']; $w++) {
            foreach ($cells as $c => $cell) {
                $runRound($c, $rots[$c]++, false);
            }
        }
        $nc = count($cells);
        for ($b = 0; $b < $opt['batches']; $b++) {
            for ($i = 0; $i < $nc; $i++) {
                $runBatch(($i + $b) % $nc, $rots[($i + $b) % $nc]);
            }
        }
    }
}
$elapsed = microtime(true) - $t0;
$otherCpus = bench_cpu_others($cpu0, bench_cpu_sample($serverPids()));
$cpuCount = $cpu0['cpus'] ?? null;
$busy = $otherCpus !== null && $otherCpus > $opt['max-other-cpu'];

/* ---------------------------------------------------------------- report */

$result = [];
$rows = [];
$laterRows = [];
$noisyCells = 0;
$others = in_array('ours', $names, true) ? array_values(array_filter($names, static fn ($i) => $i !== 'ours')) : [];
foreach ($cells as $c => $cell) {
    $d = $cell['ds'];
    $entry = ['dataset' => $d, 'op' => $cell['op'], 'sizes' => [], 'impls' => [], 'ratios' => [], 'noise' => []];
    foreach ($names as $impl) {
        if (isset($prep[$d][$impl]['size'])) {
            $entry['sizes'][$impl] = $prep[$d][$impl]['size'];
        }
        $calls = [];
        foreach ($times[$c][$impl] ?? [] as $i => $list) {
            $calls[$i] = bench_summary($list);
        }
        if (!$calls) {
            continue;
        }
        $entry['impls'][$impl] = ['calls' => $calls, 'batch_medians_ns' => $batchMed[$c][$impl] ?? [],
            'ns' => $times[$c][$impl]];
        $s = $calls[0];
        if ($s['spread'] !== null && $s['spread'] > $opt['max-iqr']) {
            $entry['noise'][] = sprintf('%s IQR %.0f%%', PR_IMPLS[$impl], 100 * $s['spread']);
        }
    }
    // Ratios other/ours, batch by batch: the requests of one batch ran close together in time.
    foreach ($others as $impl) {
        $per = [];
        foreach ($batchMed[$c][$impl] ?? [] as $b => $v) {
            $o = $batchMed[$c]['ours'][$b] ?? null;
            if ($v !== null && $o !== null && $o > 0) {
                $per[] = $v / $o;
            }
        }
        $s = bench_summary($per);
        if ($s === null) {
            continue;
        }
        $s['batches'] = $per;
        $entry['ratios'][$impl] = $s;
        if ($s['spread'] !== null && $s['spread'] > $opt['max-ratio-iqr']) {
            $entry['noise'][] = sprintf('%s/ours spread %.0f%%', PR_IMPLS[$impl], 100 * $s['spread']);
        }
    }
    $entry['noisy'] = (bool) $entry['noise'];
    $noisyCells += $entry['noisy'] ? 1 : 0;
    $result[] = $entry;

    $noisy = $entry['noisy'];
    $size = $entry['sizes']['ours'] ?? $entry['sizes']['pecl'] ?? null;
    $row = [$d, $cell['op'], $size === null ? '-' : (string) $size];
    foreach ($names as $impl) {
        $row[] = pr_cell($entry['impls'][$impl]['calls'][0] ?? null, $noisy);
    }
    foreach ($others as $impl) {
        $row[] = pr_ratio_cell($entry['ratios'][$impl] ?? null, $noisy);
    }
    $row[] = $noisy ? 'NOISY: ' . implode(', ', $entry['noise']) : 'ok';
    $rows[] = $row;
    if ($opt['calls'] > 1) {
        $lr = [$d, $cell['op']];
        foreach ($names as $impl) {
            for ($i = 1; $i < $opt['calls']; $i++) {
                $lr[] = pr_cell($entry['impls'][$impl]['calls'][$i] ?? null, false);
            }
        }
        $laterRows[] = $lr;
    }
}

$phpVersion = $firstServers[$names[0]]['info']['php'];
printf("per-request benchmark - PHP %s, built-in server (%s), opcache %s, msgpack.php_only=%s\n", $phpVersion,
    $firstServers[$names[0]]['info']['sapi'], $opt['opcache'] ? 'on' : 'off', $opt['php-only']);
printf("one call timed per request; %d round(s) of fresh servers x %d batches x %d request(s) per server and cell, "
    . "after %d warm-up requests%s\n", $opt['rounds'], $opt['batches'], $opt['per-batch'], $opt['warmup'],
    $opt['mix'] ? '; cells mixed (--mix)' : '');
echo "µs per call: median (interquartile range) over all requests; ratios other/ours (> 1: ours is faster):\n";
echo "median (IQR) of the per-batch ratios\n\n";
$header = ['dataset', 'op', 'size B'];
foreach ($names as $impl) {
    $header[] = PR_IMPLS[$impl];
}
foreach ($others as $impl) {
    $header[] = PR_IMPLS[$impl] . '/ours';
}
$header[] = 'noise';
echo bench_table($header, $rows);
if ($laterRows) {
    $h = ['dataset', 'op'];
    foreach ($names as $impl) {
        for ($i = 1; $i < $opt['calls']; $i++) {
            $h[] = PR_IMPLS[$impl] . ' ' . ($i + 1) . ($i === 1 ? 'nd' : ($i === 2 ? 'rd' : 'th'));
        }
    }
    echo "\nlater calls in the same request, µs: median (IQR)\n", bench_table($h, $laterRows);
}

echo "\nservers:\n";
foreach ($firstServers as $impl => $srv) {
    $i = $srv['info'];
    printf("  %-8s %s (%s %s, sha1 %s)%s\n", $impl, $impls[$impl]['so'], $i['codec'], $i['version'] ?? '?',
        substr($sha[$impl], 0, 12), $i['opcache'] ? ', opcache on' : '');
}
$emptyMed = bench_median($emptyNs);
printf("  %d requests in %.0f s; an empty timed section takes %s ns (not subtracted)\n", $requests,
    $elapsed, $emptyMed === null ? '-' : sprintf('%.0f', $emptyMed));
foreach ($skipped as $d => $why) {
    $notes[] = "$d: not run: $why";
}
if ($notes) {
    echo "\nnotes:\n";
    foreach ($notes as $n) {
        echo '  - ', $n, "\n";
    }
}

$limits = sprintf('IQR/median of a cell\'s times <= %.0f%%, of its per-batch ratios <= %.0f%%; other processes <= %.2f CPU',
    100 * $opt['max-iqr'], 100 * $opt['max-ratio-iqr'], $opt['max-other-cpu']);
$load = $otherCpus === null ? 'other processes\' CPU use unknown (no /proc)'
    : sprintf('other processes kept %.2f of %d CPUs busy during the run (steal time included)', $otherCpus, $cpuCount);
$reasons = [];
if ($noisyCells > 0) {
    $reasons[] = sprintf('%d of %d cells are above the spread limits (their figures are marked "?")', $noisyCells,
        count($cells));
}
if ($busy) {
    $reasons[] = $load;
}
if ($opt['quick']) {
    $reasons[] = '--quick is a smoke run: too few requests for figures';
}
// A few marked figures among many leave the rest usable (at most one in twenty, and one at least), on a quiet machine.
$tolerated = max(1, intdiv(count($cells), 20));
if ($reasons && !$busy && !$opt['quick'] && $noisyCells <= $tolerated) {
    $verdict = sprintf('usable, except the %d cell(s) marked "?"', $noisyCells);
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
echo "  limits: $limits\n";
if ($reasons) {
    echo "  Run again with the machine quiet (no build or test running), or with more --rounds or --batches.\n";
}


if ($opt['json'] !== null) {
    $json = [
        'meta' => [
            'php' => $phpVersion,
            'sapi' => $firstServers[$names[0]]['info']['sapi'],
            'opcache' => $opt['opcache'],
            'php_only' => (int) $opt['php-only'],
            'rounds' => $opt['rounds'],
            'batches' => $opt['batches'],
            'per_batch' => $opt['per-batch'],
            'warmup' => $opt['warmup'],
            'calls' => $opt['calls'],
            'mix' => $opt['mix'],
            'max_iqr' => $opt['max-iqr'],
            'max_ratio_iqr' => $opt['max-ratio-iqr'],
            'servers' => array_map(static fn ($s) => ['cmd' => $s['cmd'], 'info' => $s['info']], $firstServers),
            'so' => array_map(static fn ($m) => $m['so'], $impls),
            'so_sha1' => $sha,
            'requests' => $requests,
            'elapsed_s' => $elapsed,
            'empty_section_ns' => $emptyMed,
            'notes' => $notes,
            'noisy_cells' => $noisyCells,
            'other_cpus' => $otherCpus,
            'cpus' => $cpuCount,
            'max_other_cpu' => $opt['max-other-cpu'],
            'too_noisy' => $noisyCells > 0 || $busy,
            'verdict' => $verdict,
            'noise_reasons' => $reasons,
            'date' => gmdate('c'),
        ],
        'prepare' => $prep,
        'cells' => $result,
    ];
    if (!is_dir(dirname($opt['json']))) {
        @mkdir(dirname($opt['json']), 0777, true);
    }
    $flags = JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_PARTIAL_OUTPUT_ON_ERROR;
    if (file_put_contents($opt['json'], json_encode($json, $flags) . "\n") === false) {
        pr_fail("cannot write {$opt['json']}");
    }
    pr_note("wrote {$opt['json']}");
}
