<?php
/*
 * Benchmark of the native MessagePack\ classes (Packer, BufferUnpacker):
 *
 *   (1) against our own msgpack_pack()/msgpack_unpack(), in the same process;
 *   (2) against the pure-PHP library rybakit/msgpack.php, which defines the
 *       same class names and therefore always runs in a separate process that
 *       does not load our module.
 *
 * Every process runs with opcache enabled for the CLI, once with the JIT off
 * and once with the tracing JIT (the library is plain PHP code, so those are
 * the configurations in which it is fastest). The processes alternate round
 * by round; the table shows the median over rounds of each round's median
 * batch, in microseconds per call.
 *
 *   php benchmarks/rybakit.php [--lib=DIR] [--rounds=5] [--dataset=a,b] ...
 *
 * Run with --help for every option.
 */

declare(strict_types=1);

require __DIR__ . '/datasets.php';
require __DIR__ . '/common.php';

const RB_USAGE = <<<'TXT'
Usage: php benchmarks/rybakit.php [options]

  --lib=DIR         the pure-PHP library rybakit/msgpack.php: DIR/autoload.php,
                    DIR/vendor/autoload.php, or the path of an autoload file.
                    Default: `composer require rybakit/msgpack` into a fresh
                    temporary directory.
  --rounds=N        rounds (default 5; --quick: 1)
  --batches=N       timed batches per operation and process (default 5; --quick: 2)
  --dataset=A[,B]   datasets (default: github-issues,blob-mimes,example4,
                    sample-large,rows1000,small_map; names as in run.php --list)
  --configs=C[,C]   PHP configurations, each run for both sides (default
                    opcache,jit):
                      plain    php -n (no opcache)
                      opcache  opcache.enable_cli=1, JIT off
                      jit      opcache.enable_cli=1, opcache.jit=tracing,
                               opcache.jit_buffer_size=64M
  --quick           1 round, short batches, no warm-up batch (smoke test only)
  --lib-only        time only the library (for when our module does not have
                    the MessagePack\ classes yet)
  --ours=PATH       our msgpack.so (default: <repo>/modules/msgpack.so)
  --php=BINARY      PHP binary for the workers (default: this one)
  --data-dir=DIR    directory holding the JSON datasets
  --json=FILE       also write the results as JSON
  --verbose         print each worker command
TXT;

const RB_CONFIGS = [
    'plain' => [],
    'opcache' => ['-d', 'zend_extension=opcache', '-d', 'opcache.enable_cli=1',
        '-d', 'opcache.jit=off', '-d', 'opcache.jit_buffer_size=0'],
    'jit' => ['-d', 'zend_extension=opcache', '-d', 'opcache.enable_cli=1',
        '-d', 'opcache.jit=tracing', '-d', 'opcache.jit_buffer_size=64M'],
];

const RB_TARGETS = [
    'same_process' => 1.15,              // class time / function time at most
    'lib' => ['plain' => 10.0, 'opcache' => 10.0, 'jit' => 5.0],   // library time / ours at least
];

/* ===================================================================== worker */

/*
 * The worker runs inside one `php` process. Side "ours" has our module loaded
 * and times four operations; side "lib" has no msgpack module, loads the
 * library's autoloader and times the library's Packer and BufferUnpacker.
 */

function rb_args(array $argv): array
{
    $o = [];
    foreach (array_slice($argv, 1) as $arg) {
        if (!preg_match('/^--([a-z-]+)(?:=(.*))?$/s', $arg, $m)) {
            fwrite(STDERR, "rybakit.php: unexpected argument '$arg' (try --help)\n");
            exit(2);
        }
        $o[$m[1]] = $m[2] ?? true;
    }
    return $o;
}

/** Time $n calls of one operation; nanoseconds. One loop per operation, nothing else inside. */
function rb_batch(string $op, $arg, int $n): int
{
    switch ($op) {
        case 'func.pack':
            $t0 = hrtime(true);
            for ($i = 0; $i < $n; ++$i) {
                $r = msgpack_pack($arg);
            }
            return hrtime(true) - $t0;
        case 'func.unpack':
            $t0 = hrtime(true);
            for ($i = 0; $i < $n; ++$i) {
                $r = msgpack_unpack($arg);
            }
            return hrtime(true) - $t0;
        case 'class.pack':
            $packer = new MessagePack\Packer();
            $t0 = hrtime(true);
            for ($i = 0; $i < $n; ++$i) {
                $r = $packer->pack($arg);
            }
            return hrtime(true) - $t0;
        case 'class.unpack':
            $unpacker = new MessagePack\BufferUnpacker();
            $t0 = hrtime(true);
            for ($i = 0; $i < $n; ++$i) {
                $unpacker->reset($arg);
                $r = $unpacker->unpack();
            }
            return hrtime(true) - $t0;
        case 'empty.loop':
            $t0 = hrtime(true);
            for ($i = 0; $i < $n; ++$i) {
                $r = $arg;
            }
            return hrtime(true) - $t0;
    }
    throw new InvalidArgumentException("unknown operation $op");
}

/** What this process is: loaded modules, opcache/JIT state, where the classes come from. */
function rb_process_state(): array
{
    $st = [
        'php' => PHP_VERSION,
        'msgpack_module' => extension_loaded('msgpack') ? (phpversion('msgpack') ?: '?') : null,
        'msgpack_functions' => function_exists('msgpack_pack') && function_exists('msgpack_unpack'),
        'opcache' => false,
        'jit' => false,
        'classes' => [],
    ];
    if (function_exists('opcache_get_status')) {
        $s = @opcache_get_status(false);
        if (is_array($s)) {
            $st['opcache'] = (bool) ($s['opcache_enabled'] ?? false);
            $st['jit'] = (bool) ($s['jit']['on'] ?? false);
            if ($st['jit']) {
                $st['jit_mode'] = ini_get('opcache.jit');
            }
        }
    }
    foreach (['MessagePack\\Packer', 'MessagePack\\BufferUnpacker'] as $c) {
        if (!class_exists($c)) {
            $st['classes'][$c] = null;
            continue;
        }
        $rc = new ReflectionClass($c);
        $st['classes'][$c] = $rc->isInternal() ? 'internal:' . $rc->getExtensionName() : 'user:' . $rc->getFileName();
    }
    return $st;
}

/** Resolve --lib to an autoload file; null if nothing usable is there. */
function rb_lib_autoload(string $lib): ?string
{
    if (is_file($lib)) {
        return realpath($lib) ?: $lib;
    }
    foreach (['/autoload.php', '/vendor/autoload.php'] as $rel) {
        if (is_file($lib . $rel)) {
            return realpath($lib . $rel) ?: $lib . $rel;
        }
    }
    return null;
}

function rb_worker(array $o): void
{
    $side = (string) $o['worker'];
    if ($side === 'lib') {
        if (extension_loaded('msgpack')) {
            fwrite(STDERR, "worker: the library side must run without a msgpack module\n");
            exit(4);
        }
        $autoload = rb_lib_autoload((string) ($o['lib'] ?? ''));
        if ($autoload === null) {
            fwrite(STDERR, "worker: no autoload.php under --lib=" . ($o['lib'] ?? '') . "\n");
            exit(4);
        }
        require $autoload;
    }
    $state = rb_process_state();
    $state['side'] = $side;

    if (($o['mode'] ?? 'bench') === 'info') {
        echo json_encode($state), "\n";
        exit(0);
    }

    $ops = $side === 'lib' ? ['class.pack', 'class.unpack'] : ['func.pack', 'func.unpack', 'class.pack', 'class.unpack'];
    foreach ($ops as $op) {
        if (str_starts_with($op, 'class.') && (($state['classes']['MessagePack\\Packer'] ?? null) === null
                || ($state['classes']['MessagePack\\BufferUnpacker'] ?? null) === null)) {
            fwrite(STDERR, "worker ($side): MessagePack\\Packer or MessagePack\\BufferUnpacker is not defined\n");
            exit(5);
        }
        if (str_starts_with($op, 'func.') && !$state['msgpack_functions']) {
            fwrite(STDERR, "worker ($side): msgpack_pack()/msgpack_unpack() are not defined\n");
            exit(5);
        }
    }

    $dataDir = bench_data_dir(isset($o['data-dir']) ? (string) $o['data-dir'] : null);
    $name = (string) ($o['dataset'] ?? '');
    try {
        $value = bench_build($name, $dataDir);
    } catch (Throwable $e) {
        fwrite(STDERR, 'worker: ' . $e->getMessage() . "\n");
        exit(3);
    }

    // Check once: bytes of each pack flavour, and that each unpack gives the input back.
    $out = ['side' => $side, 'dataset' => $name, 'state' => $state, 'check' => [], 'ops' => []];
    $bytes = [];
    foreach (['func', 'class'] as $flavour) {
        if (!in_array("$flavour.pack", $ops, true)) {
            continue;
        }
        $c = [];
        try {
            $b = $flavour === 'func' ? msgpack_pack($value) : (new MessagePack\Packer())->pack($value);
            $bytes[$flavour] = $b;
            $c['size'] = strlen($b);
            $c['sha1'] = sha1($b);
            $back = $flavour === 'func' ? msgpack_unpack($b) : (new MessagePack\BufferUnpacker())->reset($b)->unpack();
            $c['roundtrip'] = bench_same($value, $back);
            if (!$c['roundtrip']) {
                $c['diff'] = substr(bench_first_difference($value, $back), 0, 300);
            }
        } catch (Throwable $e) {
            $c['error'] = get_class($e) . ': ' . substr($e->getMessage(), 0, 300);
        }
        $out['check'][$flavour] = $c;
    }

    $minNs = (int) round((float) ($o['min-ms'] ?? 20) * 1e6);
    $targetNs = (int) round((float) ($o['target-ms'] ?? 30) * 1e6);
    $batches = max(1, (int) ($o['batches'] ?? 5));
    $warmup = max(0, (int) ($o['warmup'] ?? 1));
    $fixed = [];
    foreach (array_filter(explode(',', (string) ($o['iters'] ?? ''))) as $kv) {
        [$k, $v] = explode('=', $kv, 2) + [1 => '0'];
        if ((int) $v > 0) {
            $fixed[$k] = (int) $v;
        }
    }

    foreach ($ops as $op) {
        [$flavour, $what] = explode('.', $op);
        if (!isset($bytes[$flavour])) {
            $out['ops'][$op] = ['error' => 'not timed: ' . ($out['check'][$flavour]['error'] ?? 'pack failed')];
            continue;
        }
        $arg = $what === 'pack' ? $value : $bytes[$flavour];
        try {
            $n = $fixed[$op] ?? bench_calibrate(static fn (int $n): int => rb_batch($op, $arg, $n), $minNs, $targetNs);
            for ($w = 0; $w < $warmup; $w++) {
                rb_batch($op, $arg, $n);
            }
            $per = [];
            for ($b = 0; $b < $batches; $b++) {
                $per[] = rb_batch($op, $arg, $n) / $n / 1000.0;
            }
            $out['ops'][$op] = ['iters' => $n, 'us' => $per, 'median_us' => bench_median($per)];
        } catch (Throwable $e) {
            $out['ops'][$op] = ['error' => get_class($e) . ': ' . substr($e->getMessage(), 0, 300)];
        }
    }
    $n = 1000000;
    $out['loop_overhead_us'] = rb_batch('empty.loop', 1, $n) / $n / 1000.0;

    echo json_encode($out, JSON_PARTIAL_OUTPUT_ON_ERROR | JSON_INVALID_UTF8_SUBSTITUTE), "\n";
    exit(0);
}

/* ===================================================================== runner */

function rb_fail(string $msg, int $code = 2): void
{
    fwrite(STDERR, "rybakit.php: $msg\n");
    exit($code);
}

function rb_note(string $msg): void
{
    fwrite(STDERR, $msg . "\n");
}

/** `composer require rybakit/msgpack` into a new temp dir; the dir, or null plus the reason. */
function rb_composer_lib(string $tmp, bool $verbose, ?string &$why): ?string
{
    $composer = trim((string) @shell_exec('command -v composer 2>/dev/null'));
    if ($composer === '') {
        $why = 'composer is not installed';
        return null;
    }
    $dir = "$tmp/composer-lib";
    @mkdir($dir, 0700, true);
    file_put_contents("$dir/composer.json", "{}\n");
    rb_note("no --lib given: running `composer require rybakit/msgpack` in $dir ...");
    [$rc, $out, $err] = bench_run_command([$composer, 'require', '--no-interaction', '--no-progress', '--no-ansi',
        'rybakit/msgpack'], $verbose, $dir);
    if ($rc !== 0 || !is_file("$dir/vendor/autoload.php") || !is_file("$dir/vendor/rybakit/msgpack/src/Packer.php")) {
        // Composer prints the reason in a box, then the command's usage; keep the box.
        $lines = array_values(array_filter(array_map('trim', explode("\n", $err . "\n" . $out)), 'strlen'));
        $keep = [];
        foreach ($lines as $l) {
            if (str_starts_with($l, 'require [') || str_starts_with($l, 'Usage:')) {
                break;
            }
            $keep[] = $l;
        }
        $why = "composer exit code $rc" . ($keep ? ': ' . implode(' ', array_slice($keep, -6)) : '');
        return null;
    }
    return $dir;
}

function rb_fmt_us(?float $v): string
{
    if ($v === null) {
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

function rb_ratio(?float $num, ?float $den): ?float
{
    return ($num === null || $den === null || $den <= 0) ? null : $num / $den;
}

function rb_fmt_ratio(?float $r, string $suffix = ''): string
{
    return $r === null ? '-' : sprintf($r >= 100 ? '%.0f' : ($r >= 10 ? '%.1f' : '%.2f'), $r) . $suffix;
}

function rb_main(array $o): void
{
    if (isset($o['help'])) {
        echo RB_USAGE, "\n";
        exit(0);
    }
    $known = ['lib', 'rounds', 'batches', 'dataset', 'configs', 'quick', 'lib-only', 'ours', 'php', 'data-dir',
        'json', 'verbose'];
    foreach (array_keys($o) as $k) {
        if (!in_array($k, $known, true)) {
            rb_fail("unknown option --$k (try --help)");
        }
    }
    $quick = isset($o['quick']);
    $verbose = isset($o['verbose']);
    $libOnly = isset($o['lib-only']);
    $rounds = max(1, (int) ($o['rounds'] ?? ($quick ? 1 : 5)));
    $batches = max(1, (int) ($o['batches'] ?? ($quick ? 2 : 5)));
    $php = is_string($o['php'] ?? null) ? $o['php'] : PHP_BINARY;
    $configs = array_values(array_filter(array_map('trim', explode(',', (string) ($o['configs'] ?? 'opcache,jit'))), 'strlen'));
    foreach ($configs as $c) {
        if (!isset(RB_CONFIGS[$c])) {
            rb_fail("unknown configuration '$c' (known: " . implode(', ', array_keys(RB_CONFIGS)) . ')');
        }
    }

    $dataDirOpt = is_string($o['data-dir'] ?? null) ? $o['data-dir'] : null;
    $dataDir = bench_data_dir($dataDirOpt);
    $catalogue = bench_catalogue($dataDir);
    $datasets = array_values(array_filter(array_map('trim', explode(',',
        (string) ($o['dataset'] ?? 'github-issues,blob-mimes,example4,sample-large,rows1000,small_map'))), 'strlen'));
    $skipped = [];
    foreach ($datasets as $i => $d) {
        if (!isset($catalogue[$d])) {
            rb_fail("unknown dataset '$d' (known: " . implode(', ', array_keys($catalogue)) . ')');
        }
        if ($catalogue[$d]['kind'] !== 'data') {
            rb_fail("dataset '$d' holds PHP objects; the MessagePack\\ classes do not pack those");
        }
        if (!$catalogue[$d]['available']) {
            $skipped[] = $d;
            unset($datasets[$i]);
        }
    }
    $datasets = array_values($datasets);
    if (!$datasets) {
        rb_fail('no dataset available (use --data-dir or $MSGPACK_BENCH_DATA)');
    }

    $tmp = sys_get_temp_dir() . '/msgpack-rybakit-bench-' . getmypid();
    @mkdir($tmp, 0700, true);
    $cleanup = static function () use ($tmp): void {
        foreach (array_merge(glob("$tmp/*.so") ?: []) as $f) {
            @unlink($f);
        }
        if (is_dir("$tmp/composer-lib")) {
            exec('rm -rf ' . escapeshellarg("$tmp/composer-lib"));
        }
        @rmdir($tmp);
    };

    /* The library. */
    if (isset($o['lib']) && is_string($o['lib'])) {
        $libDir = $o['lib'];
        if (rb_lib_autoload($libDir) === null) {
            $cleanup();
            rb_fail("--lib=$libDir: neither an autoload file nor a directory with autoload.php or vendor/autoload.php");
        }
    } else {
        $why = null;
        $libDir = rb_composer_lib($tmp, $verbose, $why);
        if ($libDir === null) {
            $cleanup();
            rb_fail("could not install the pure-PHP library rybakit/msgpack with composer ($why).\n"
                . "Pass its location instead: --lib=DIR, where DIR holds autoload.php (a PSR-4 loader for MessagePack\\ -> src/)\n"
                . "or vendor/autoload.php (a composer project that requires rybakit/msgpack), e.g. --lib=/tmp/rybakit-lib", 3);
        }
    }
    $libAutoload = rb_lib_autoload($libDir);

    /* Our module: a snapshot, so that a rebuild during the run cannot mix two builds. */
    $oursPath = is_string($o['ours'] ?? null) ? $o['ours'] : dirname(__DIR__) . '/modules/msgpack.so';
    $oursLoad = null;
    $oursSha = null;
    if (!$libOnly) {
        if (!is_file($oursPath)) {
            $cleanup();
            rb_fail("our module $oursPath not found (build it, or pass --ours=PATH; --lib-only times only the library)");
        }
        $oursLoad = "$tmp/msgpack-ours.so";
        if (!@copy($oursPath, $oursLoad)) {
            $oursLoad = $oursPath;
        }
        $oursSha = sha1_file($oursLoad);
    }

    $base = [$php, '-n', '-d', 'memory_limit=2G', '-d', 'display_errors=stderr', '-d', 'error_reporting=-1'];
    $common = ['--data-dir=' . ($dataDir ?? '')];
    $groups = [];   // "side/config" => [side, config, cmd]
    foreach ($configs as $c) {
        if (!$libOnly) {
            $groups["ours/$c"] = ['side' => 'ours', 'config' => $c,
                'cmd' => array_merge($base, RB_CONFIGS[$c], ['-d', 'extension=' . $oursLoad, __FILE__, '--worker=ours'])];
        }
        $groups["lib/$c"] = ['side' => 'lib', 'config' => $c,
            'cmd' => array_merge($base, RB_CONFIGS[$c], [__FILE__, '--worker=lib', '--lib=' . $libAutoload])];
    }

    /* Probe every process: classes present, from where; opcache and JIT as asked. */
    foreach ($groups as $g => &$grp) {
        $why = null;
        $info = bench_worker_json(bench_run_command(array_merge($grp['cmd'], ['--mode=info'], $common), $verbose), $why);
        if ($info === null) {
            $cleanup();
            rb_fail("$g worker does not start: $why", 4);
        }
        $grp['info'] = $info;
        $cls = $info['classes'];
        if ($grp['side'] === 'ours') {
            $missing = array_keys(array_filter($cls, static fn ($v) => $v === null || !str_starts_with($v, 'internal:')));
            if ($missing) {
                $cleanup();
                rb_fail("$oursPath does not define " . implode(' and ', $missing) . " (the native MessagePack\\ API).\n"
                    . "Rebuild the module once the classes exist, or run with --lib-only to time the library alone.", 5);
            }
            if (!$info['msgpack_functions']) {
                $cleanup();
                rb_fail("$oursPath does not define msgpack_pack()/msgpack_unpack()", 5);
            }
        } else {
            $bad = array_keys(array_filter($cls, static fn ($v) => $v === null || !str_starts_with($v, 'user:')));
            if ($bad) {
                $cleanup();
                rb_fail("the library at $libAutoload does not provide " . implode(' and ', $bad) . ' as PHP classes', 5);
            }
        }
        $wantOpcache = $grp['config'] !== 'plain';
        $wantJit = $grp['config'] === 'jit';
        if ($info['opcache'] !== $wantOpcache || $info['jit'] !== $wantJit) {
            rb_note(sprintf('warning: %s runs with opcache %s, JIT %s (wanted %s, %s)', $g,
                $info['opcache'] ? 'on' : 'off', $info['jit'] ? 'on' : 'off', $wantOpcache ? 'on' : 'off', $wantJit ? 'on' : 'off'));
        }
    }
    unset($grp);

    $workerArgs = $quick ? ['--min-ms=3', '--target-ms=5', '--warmup=0'] : ['--min-ms=20', '--target-ms=30', '--warmup=1'];
    $workerArgs[] = "--batches=$batches";

    /* Rounds: every process once per dataset, the order rotating from round to round. */
    $res = [];       // [dataset][group][op] => list of round medians
    $iters = [];     // [dataset][group] => "op=n,..." fixed after round 1
    $checks = [];    // [dataset][group] => check block of the first successful run
    $failed = [];    // [dataset][group] => reason
    $overhead = [];
    $names = array_keys($groups);
    $t0 = microtime(true);
    for ($round = 0; $round < $rounds; $round++) {
        rb_note(sprintf('round %d/%d (%.0fs)', $round + 1, $rounds, microtime(true) - $t0));
        foreach ($datasets as $d) {
            $k = $round % count($names);
            foreach (array_merge(array_slice($names, $k), array_slice($names, 0, $k)) as $g) {
                if (isset($failed[$d][$g])) {
                    continue;
                }
                $args = array_merge($groups[$g]['cmd'], ['--mode=bench', "--dataset=$d"], $workerArgs, $common);
                if (isset($iters[$d][$g])) {
                    $args[] = '--iters=' . $iters[$d][$g];
                }
                $why = null;
                $out = bench_worker_json(bench_run_command($args, $verbose), $why);
                if ($out === null) {
                    $failed[$d][$g] = $why;
                    rb_note("  $d $g: worker failed: $why");
                    continue;
                }
                $checks[$d][$g] ??= $out['check'];
                $overhead[] = $out['loop_overhead_us'] ?? null;
                $fix = [];
                foreach ($out['ops'] as $op => $r) {
                    if (isset($r['error'])) {
                        $failed[$d]["$g $op"] = $r['error'];
                        continue;
                    }
                    $res[$d][$g][$op][] = $r['median_us'];
                    $fix[] = "$op={$r['iters']}";
                }
                $iters[$d][$g] = implode(',', $fix);
            }
        }
    }
    $elapsed = microtime(true) - $t0;
    $shaAfter = $oursLoad !== null && is_file($oursPath) ? sha1_file($oursPath) : null;

    /* Report. */
    $med = static fn (string $d, string $g, string $op): ?float => bench_median($res[$d][$g][$op] ?? []);
    $json = ['datasets' => [], 'meta' => []];
    $verdicts = [];
    $notes = [];
    echo sprintf("MessagePack\\ classes: ours (native) vs rybakit/msgpack.php (pure PHP) - PHP %s, %d round(s) x %d batch(es), median us/op\n",
        PHP_VERSION, $rounds, $batches);
    foreach ($configs as $c) {
        $label = ['plain' => 'php -n, no opcache', 'opcache' => 'opcache on, JIT off',
            'jit' => 'opcache on, tracing JIT (jit_buffer_size=64M)'][$c];
        echo "\n[$c] $label\n";
        $rows = [];
        foreach ($datasets as $d) {
            $og = "ours/$c";
            $lg = "lib/$c";
            $fp = $med($d, $og, 'func.pack');
            $cp = $med($d, $og, 'class.pack');
            $fu = $med($d, $og, 'func.unpack');
            $cu = $med($d, $og, 'class.unpack');
            $lp = $med($d, $lg, 'class.pack');
            $lu = $med($d, $lg, 'class.unpack');
            $size = $checks[$d][$og]['class']['size'] ?? $checks[$d][$lg]['class']['size'] ?? null;

            $flags = [];
            foreach ([$og, $lg] as $g) {
                foreach ($checks[$d][$g] ?? [] as $flavour => $chk) {
                    $who = ($g === $og ? 'ours' : 'lib') . ($flavour === 'func' ? ' func' : '');
                    if (isset($chk['error'])) {
                        $flags[] = "$who pack-fail";
                        $notes[] = "$d [$c]: $who pack failed: {$chk['error']}";
                    } elseif (empty($chk['roundtrip'])) {
                        $flags[] = "$who RT-fail";
                        $notes[] = "$d [$c]: $who unpack(pack(x)) != x: " . ($chk['diff'] ?? '?');
                    }
                }
            }
            $oSha = $checks[$d][$og]['class']['sha1'] ?? null;
            $lSha = $checks[$d][$lg]['class']['sha1'] ?? null;
            if ($oSha !== null && $lSha !== null && $oSha !== $lSha) {
                $flags[] = 'bytes differ';
                $notes[] = "$d [$c]: ours Packer::pack and the library's give different bytes ("
                    . ($checks[$d][$og]['class']['size'] ?? '?') . ' B vs ' . ($checks[$d][$lg]['class']['size'] ?? '?') . ' B)';
            }
            $fSha = $checks[$d][$og]['func']['sha1'] ?? null;
            $rowFuncSame = $fSha !== null && $oSha !== null ? ($fSha === $oSha) : null;
            foreach ($failed[$d] ?? [] as $g => $why) {
                if (str_starts_with($g, $og) || str_starts_with($g, $lg)) {
                    $flags[] = "$g failed";
                    $notes[] = "$d: $g: $why";
                }
            }

            $rp = rb_ratio($cp, $fp);
            $ru = rb_ratio($cu, $fu);
            $xp = rb_ratio($lp, $cp);
            $xu = rb_ratio($lu, $cu);
            $rows[] = [$d, $size ?? '-',
                rb_fmt_us($fp), rb_fmt_us($cp), rb_fmt_ratio($rp),
                rb_fmt_us($fu), rb_fmt_us($cu), rb_fmt_ratio($ru),
                rb_fmt_us($lp), rb_fmt_us($lu), rb_fmt_ratio($xp, 'x'), rb_fmt_ratio($xu, 'x'),
                $flags ? implode(', ', array_unique($flags)) : (($oSha ?? $lSha) !== null ? 'ok' : '-')];
            if ($rowFuncSame === false) {
                $notes[] = "$d [$c]: msgpack_pack() and Packer::pack() give different bytes (expected with different defaults)";
            }

            $lim = RB_TARGETS['same_process'];
            foreach (['pack' => $rp, 'unpack' => $ru] as $what => $r) {
                if ($r !== null) {
                    $verdicts[$c]['same'][$what][] = $r;
                    if ($r > $lim) {
                        $verdicts[$c]['same_fail'][] = sprintf('%s %s %.2f', $d, $what, $r);
                    }
                }
            }
            $want = RB_TARGETS['lib'][$c];
            foreach (['pack' => $xp, 'unpack' => $xu] as $what => $r) {
                if ($r !== null) {
                    $verdicts[$c]['lib'][$what][] = $r;
                    if ($r < $want) {
                        $verdicts[$c]['lib_fail'][] = sprintf('%s %s %.1fx', $d, $what, $r);
                    }
                }
            }
            $json['datasets'][$d][$c] = [
                'size' => $size,
                'us' => ['ours_func_pack' => $fp, 'ours_class_pack' => $cp, 'ours_func_unpack' => $fu,
                    'ours_class_unpack' => $cu, 'lib_pack' => $lp, 'lib_unpack' => $lu],
                'round_medians_us' => ['ours' => $res[$d][$og] ?? null, 'lib' => $res[$d][$lg] ?? null],
                'iters' => ['ours' => $iters[$d][$og] ?? null, 'lib' => $iters[$d][$lg] ?? null],
                'check' => ['ours' => $checks[$d][$og] ?? null, 'lib' => $checks[$d][$lg] ?? null],
            ];
        }
        echo bench_table(['dataset', 'size B', 'fn pack', 'Packer', 'P/fn', 'fn unpack', 'BufUnp', 'U/fn',
            'lib pack', 'lib unpack', 'lib/P', 'lib/U', 'check'], $rows);
    }

    echo "\nfn = msgpack_pack()/msgpack_unpack(), Packer = MessagePack\\Packer::pack(), BufUnp = BufferUnpacker reset()+unpack(),\n"
        . "all ours and in one process; lib = the same two classes of rybakit/msgpack.php, in its own process.\n"
        . "P/fn, U/fn: our class time / our function time (target <= " . RB_TARGETS['same_process'] . ").\n"
        . "lib/P, lib/U: library time / our class time (> 1: ours is faster).\n";

    if (!$libOnly) {
        echo "\ntargets:\n";
        foreach ($configs as $c) {
            $v = $verdicts[$c] ?? [];
            if (isset($v['same'])) {
                $worst = max(array_merge(...array_values($v['same'])));
                printf("  [%s] class vs function within %d%%: %s (worst %.2f)%s\n", $c, (int) round((RB_TARGETS['same_process'] - 1) * 100),
                    empty($v['same_fail']) ? 'PASS' : 'FAIL', $worst,
                    empty($v['same_fail']) ? '' : ': ' . implode('; ', $v['same_fail']));
            }
            if (isset($v['lib'])) {
                $least = min(array_merge(...array_values($v['lib'])));
                printf("  [%s] ours >= %gx faster than the library: %s (least %.1fx)%s\n", $c, RB_TARGETS['lib'][$c],
                    empty($v['lib_fail']) ? 'PASS' : 'FAIL', $least,
                    empty($v['lib_fail']) ? '' : ': ' . implode('; ', $v['lib_fail']));
            }
        }
    }

    echo "\nprocesses:\n";
    foreach ($groups as $g => $grp) {
        $i = $grp['info'];
        printf("  %-12s opcache %s, JIT %s; %s\n", $g, $i['opcache'] ? 'on' : 'off',
            $i['jit'] ? 'on (' . ($i['jit_mode'] ?? '?') . ')' : 'off',
            $grp['side'] === 'ours'
                ? sprintf('%s (msgpack %s, sha1 %s)', $oursPath, $i['msgpack_module'] ?? '?', substr((string) $oursSha, 0, 12))
                : "library via $libAutoload");
    }
    $lo = bench_median($overhead);
    printf("  timing loop overhead %s us/iteration (not subtracted); %.0f s of timing\n",
        $lo === null ? '-' : sprintf('%.4f', $lo), $elapsed);
    if ($oursSha !== null && $shaAfter !== null && $shaAfter !== $oursSha) {
        $notes[] = "$oursPath was rebuilt during the run; the results are for the copy taken at the start (sha1 "
            . substr($oursSha, 0, 12) . ')';
    }
    foreach ($skipped as $d) {
        $notes[] = "$d: data file not found, not run";
    }
    if ($notes) {
        echo "\nnotes:\n";
        foreach (array_unique($notes) as $n) {
            echo "  - $n\n";
        }
    }

    if (is_string($o['json'] ?? null)) {
        $json['meta'] = ['php' => PHP_VERSION, 'rounds' => $rounds, 'batches' => $batches, 'configs' => $configs,
            'lib' => $libAutoload, 'ours' => $oursPath, 'ours_sha1' => $oursSha, 'loop_overhead_us' => $lo,
            'elapsed_s' => $elapsed, 'processes' => array_map(static fn ($g) => ['cmd' => $g['cmd'], 'info' => $g['info']], $groups),
            'failed' => $failed, 'notes' => array_values(array_unique($notes)), 'date' => gmdate('c')];
        if (file_put_contents($o['json'], json_encode($json, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES
                | JSON_PARTIAL_OUTPUT_ON_ERROR | JSON_INVALID_UTF8_SUBSTITUTE) . "\n") === false) {
            rb_note("cannot write {$o['json']}");
        } else {
            rb_note("wrote {$o['json']}");
        }
    }
    $cleanup();
    exit($failed ? 1 : 0);
}

$rbOpts = rb_args($argv);
if (isset($rbOpts['worker'])) {
    rb_worker($rbOpts);
}
rb_main($rbOpts);
