<?php
/*
 * What streaming costs over decoding a whole buffer, for both streaming classes: a document that arrives in pieces,
 * and many small messages arriving together. Ours only (PECL's streaming is compared by stream.php).
 *
 *   php benchmarks/streaming.php [--rounds=9] [--chunk=4096] [--dataset=github-issues] [--data-dir=DIR]
 *   php benchmarks/streaming.php --callgrind [--n=10] ...   instructions per message (valgrind), the stable figure
 *   php benchmarks/streaming.php --callgrind --cold ...     the same for the first run in a fresh process
 *   php benchmarks/streaming.php --callgrind --cache ...    also the misses of cachegrind's model caches per run
 *                                                   (first-level instruction and data, reads and writes): what the
 *                                                   time ratios' gap over the instructions' is made of
 *   php benchmarks/streaming.php --only=bu-chunks,mpu-chunks ...   time (or count) these scenarios and their one-shot
 *                                                   counterparts only, in a process of their own: the others' memory
 *                                                   use does not move the heap under them (a string growing by .= is
 *                                                   copied or not by where the blocks after it lie)
 *   php benchmarks/streaming.php --cpu ...          the process's CPU time (user + system, getrusage()) instead of
 *                                                   the wall clock: on a machine shared with other jobs, the time a
 *                                                   batch spends waiting for a core is left out (its caches' share of
 *                                                   the others' work is not); medians vary about 2% between runs where
 *                                                   the wall clock's vary 20% (docs/benchmarks.md)
 *   options: --ours=PATH (default <repo>/modules/msgpack.so), --messages=N (the small messages, default 2000)
 *
 * Scenarios, each against its one-shot counterpart:
 *   bu-assembled BufferUnpacker: append() every piece, then one unpack()                      vs  bu-whole: unpack()
 *                (what putting the pieces together costs, which any receiver pays: bu-chunks minus this is what
 *                suspending and resuming a decode costs)
 *   bu-chunks    BufferUnpacker: append() a piece, tryUnpack(), until the document is out   vs  bu-whole: unpack()
 *   mpu-chunks   MessagePackUnpacker: feed() a piece, execute()/data()                      vs  fn-whole: msgpack_unpack()
 *   bu-many      the small messages (2,000) in pieces through append()/tryUnpack()                vs  fn-many: msgpack_unpack() each
 *   fn-many-kept msgpack_unpack() each, the results held as tryUnpack() returns them: an array of those a piece ends,
 *                kept until the next piece's (what holding ~140 decoded values at once costs the caches, with no
 *                streaming at all; fn-many frees each value before the next decode reuses its memory)
 *   mpu-many     the same through feed()/execute()/data()
 *   mpu-direct   the same through execute($buffer, $offset)/data(), PECL's direct mode over a growing string
 *   mpu-direct-chunks  the document through direct mode, its pieces appended to one string   vs  fn-whole
 *   bu-loop      bu-chunks' loop and calls with nothing in the pieces (append(''), tryUnpack()) vs  bu-whole
 *   mpu-loop     mpu-chunks' the same way (feed(''), execute())                           vs  fn-whole
 *                (what the calls cost PHP before any streaming work: the part of the chunks' ratio over 1.00 that
 *                no decoder can take away; the rest, over the pieces, is what a piece costs the decoder)
 *   bu-loop-cold bu-loop's calls, one after each msgpack_unpack() of a standalone message of about a piece's size
 *                (the document's items grouped)                                         vs  fn-parts: those decodes alone
 *                (the calls as bu-chunks meets them: the engine's and the object's state pushed out of the caches
 *                by a piece's decode; bu-loop runs them back to back, hot. The difference is printed per piece)
 * The ratio column is the scenario's cost over its counterpart's (1.00: streaming costs nothing); in time, the median
 * of the ratios within each round (the two timed one after the other), with their range and that of the times.
 */

declare(strict_types=1);

/* How many small messages (--messages=N): the issue measured 100,000. */
function small_count(): int
{
    global $argv;
    static $n = null;
    return $n ??= max(1, (int) bench_opt($argv, 'messages', '2000'));
}
/* glibc's memcpy() and memset() through their vector loops under callgrind, whose count follows the bytes copied: its
 * `rep movsb` is counted once per iteration, so the count moved with the heap's layout (see callgrind.sh). */
const CALLGRIND_GLIBC_TUNABLES = 'glibc.cpu.x86_rep_movsb_threshold=1099511627776:glibc.cpu.x86_rep_stosb_threshold=1099511627776';

require_once __DIR__ . '/common.php';

const SCENARIOS = [
    'bu-whole' => null, 'bu-assembled' => 'bu-whole', 'bu-chunks' => 'bu-whole', 'bu-loop' => 'bu-whole',
    'fn-whole' => null, 'mpu-chunks' => 'fn-whole', 'mpu-direct-chunks' => 'fn-whole', 'mpu-loop' => 'fn-whole',
    'fn-parts' => null, 'bu-loop-cold' => 'fn-parts',
    'fn-many' => null, 'fn-many-kept' => 'fn-many', 'bu-many' => 'fn-many', 'mpu-many' => 'fn-many', 'mpu-direct' => 'fn-many',
];

/* ---- worker: our module loaded; runs one scenario --n times (or times every scenario) -------------------------- */

function inputs(array $argv): array
{
    $dir = bench_opt($argv, 'data-dir', null) ?: (getenv('MSGPACK_BENCH_DATA') ?: __DIR__ . '/data');
    $name = bench_opt($argv, 'dataset', 'github-issues');
    $file = "$dir/$name.json";
    if (!is_file($file)) {
        fwrite(STDERR, "$file not found (use --data-dir=DIR)\n");
        exit(1);
    }
    $doc = json_decode(file_get_contents($file), true);
    $chunk = max(1, (int) bench_opt($argv, 'chunk', '4096'));
    $bytes = msgpack_pack($doc);
    $small = [];
    // the small messages by the piece their last byte is in: those one tryUnpack() call returns together
    $byPiece = [];
    $end = 0;
    for ($i = 0, $count = small_count(); $i < $count; $i++) {
        $small[] = $m = msgpack_pack(['id' => $i, 'ok' => true, 'msg' => 'hello', 'v' => [1, 2, 3]]);
        $end += strlen($m);
        $byPiece[intdiv($end - 1, $chunk)][] = $m;
    }
    $pieces = str_split($bytes, $chunk);
    // standalone messages of about a piece's size each, one per piece: the document's items grouped in order
    $parts = [];
    $group = [];
    foreach (is_array($doc) ? $doc : [$doc] as $item) {
        $group[] = $item;
        if (strlen(msgpack_pack($group)) >= $chunk) {
            $parts[] = msgpack_pack($group);
            $group = [];
        }
    }
    if ($group) {
        $parts[] = msgpack_pack($group);
    }
    while (count($parts) < count($pieces)) {
        $parts = array_merge($parts, $parts);
    }
    return [$bytes, $pieces, $small, str_split(implode('', $small), $chunk), array_values($byPiece),
        array_slice($parts, 0, count($pieces))];
}

function scenario(string $name, array $in): Closure
{
    [$bytes, $pieces, $small, $smallPieces, $smallByPiece, $parts] = $in;
    return match ($name) {
        'bu-whole' => fn () => (new MessagePack\BufferUnpacker($bytes))->unpack(),
        'bu-assembled' => function () use ($pieces) {
            $u = new MessagePack\BufferUnpacker();
            foreach ($pieces as $p) {
                $u->append($p);
            }
            return $u->unpack();
        },
        'bu-chunks' => function () use ($pieces) {
            $u = new MessagePack\BufferUnpacker();
            foreach ($pieces as $p) {
                $got = $u->append($p)->tryUnpack();
            }
            return $got[0];
        },
        'bu-loop' => function () use ($pieces) {
            $u = new MessagePack\BufferUnpacker();
            foreach ($pieces as $p) {
                $got = $u->append('')->tryUnpack();
            }
            return $got;
        },
        'fn-whole' => fn () => msgpack_unpack($bytes),
        'mpu-loop' => function () use ($pieces) {
            $u = new MessagePackUnpacker();
            $got = null;
            foreach ($pieces as $p) {
                $u->feed('');
                if ($u->execute()) {
                    $got = $u->data();
                }
            }
            return $got;
        },
        'mpu-chunks' => function () use ($pieces) {
            $u = new MessagePackUnpacker();
            foreach ($pieces as $p) {
                $u->feed($p);
                if ($u->execute()) {
                    $got = $u->data();
                }
            }
            return $got;
        },
        'mpu-direct-chunks' => function () use ($pieces) {
            $u = new MessagePackUnpacker();
            $buffer = '';
            $offset = 0;
            foreach ($pieces as $p) {
                $buffer .= $p;
                if ($u->execute($buffer, $offset)) {
                    $got = $u->data();
                }
            }
            return $got;
        },
        'fn-parts' => function () use ($parts) {
            $n = 0;
            foreach ($parts as $m) {
                msgpack_unpack($m);
                $n++;
            }
            return $n;
        },
        'bu-loop-cold' => function () use ($parts) {
            $u = new MessagePack\BufferUnpacker();
            $n = 0;
            foreach ($parts as $m) {
                msgpack_unpack($m);
                $n += 1 + count($u->append('')->tryUnpack());
            }
            return $n;
        },
        'fn-many' => function () use ($small) {
            $n = 0;
            foreach ($small as $m) {
                msgpack_unpack($m);
                $n++;
            }
            return $n;
        },
        'fn-many-kept' => function () use ($smallByPiece) {
            $n = 0;
            foreach ($smallByPiece as $messages) {
                $got = [];
                foreach ($messages as $m) {
                    $got[] = msgpack_unpack($m);
                }
                $n += count($got);
            }
            return $n;
        },
        'bu-many' => function () use ($smallPieces) {
            $u = new MessagePack\BufferUnpacker();
            $n = 0;
            foreach ($smallPieces as $p) {
                $n += count($u->append($p)->tryUnpack());
                $u->release();
            }
            return $n;
        },
        'mpu-direct' => function () use ($smallPieces) {
            $u = new MessagePackUnpacker();
            $n = 0;
            $buffer = '';
            $offset = 0;
            foreach ($smallPieces as $p) {
                // the PECL loop: append, read from the offset, drop what was read
                $buffer = substr($buffer, $offset) . $p;
                $offset = 0;
                while ($u->execute($buffer, $offset)) {
                    $u->data();
                    $n++;
                }
            }
            return $n;
        },
        'mpu-many' => function () use ($smallPieces) {
            $u = new MessagePackUnpacker();
            $n = 0;
            foreach ($smallPieces as $p) {
                $u->feed($p);
                while ($u->execute()) {
                    $u->data();
                    $n++;
                }
            }
            return $n;
        },
    };
}

/* Every scenario gives the one-shot result (which also warms the decoder's caches). */
function verify(array $in): void
{
    $expected = msgpack_unpack($in[0]);
    foreach (array_keys(SCENARIOS) as $name) {
        $got = scenario($name, $in)();
        $want = match (true) {
            $name === 'fn-many' || SCENARIOS[$name] === 'fn-many' => small_count(),
            $name === 'bu-loop' => [],
            $name === 'fn-parts' || $name === 'bu-loop-cold' => count($in[1]),
            $name === 'mpu-loop' => null,
            default => $expected,
        };
        if ($got !== $want) {
            fwrite(STDERR, "$name: wrong result\n");
            exit(3);
        }
    }
}

function worker(array $argv): void
{
    $in = inputs($argv);
    $cold = bench_opt($argv, 'cold', null) !== null;
    if (!$cold) {
        verify($in);
    }
    if (($only = bench_opt($argv, 'scenario', null)) !== null) {
        // callgrind: the setup above, then --n runs of one scenario (--cold: no decode before them; the results are
        // those the warm runs verify)
        $fn = scenario($only, $in);
        for ($i = 0, $n = (int) bench_opt($argv, 'n', '1'); $i < $n; $i++) {
            $fn();
        }
        return;
    }
    // timing: rounds interleave the scenarios; each round times a batch of about 50 ms per scenario
    $rounds = max(1, (int) bench_opt($argv, 'rounds', '9'));
    $clock = bench_opt($argv, 'cpu', null) === null ? fn () => hrtime(true) : function () {
        $r = getrusage();
        return (($r['ru_utime.tv_sec'] + $r['ru_stime.tv_sec']) * 1000000 + $r['ru_utime.tv_usec'] + $r['ru_stime.tv_usec']) * 1000;
    };
    $fns = [];
    $batch = [];
    foreach (chosen($argv) as $name) {
        $fns[$name] = scenario($name, $in);
        $t = $clock();
        $fns[$name]();
        $batch[$name] = max(1, (int) (50e6 / max(1, $clock() - $t)));
    }
    $times = [];
    for ($r = 0; $r < $rounds; $r++) {
        foreach ($fns as $name => $fn) {
            $t = $clock();
            for ($i = 0; $i < $batch[$name]; $i++) {
                $fn();
            }
            $times[$name][] = ($clock() - $t) / $batch[$name] / 1e3;
        }
    }
    echo json_encode($times), "\n";
}

/* ---- runner ------------------------------------------------------------------------------------------------- */

/* The scenarios --only names, with their one-shot counterparts; all of them without it. */
function chosen(array $argv): array
{
    $only = bench_opt($argv, 'only', null);
    if ($only === null) {
        return array_keys(SCENARIOS);
    }
    $names = [];
    foreach (explode(',', $only) as $name) {
        if (!array_key_exists($name, SCENARIOS)) {
            fwrite(STDERR, "--only: no scenario $name\n");
            exit(1);
        }
        array_push($names, ...array_filter([SCENARIOS[$name], $name]));
    }
    return array_values(array_intersect(array_keys(SCENARIOS), $names));
}

function worker_cmd(string $so, array $argv, array $extra): array
{
    $cmd = [PHP_BINARY, '-n', '-d', "extension=$so", '-d', 'memory_limit=2G', '-d', 'display_errors=stderr',
        __FILE__, '--worker'];
    foreach (['rounds', 'data-dir', 'dataset', 'chunk', 'cold', 'only', 'messages', 'cpu'] as $k) {
        if (($v = bench_opt($argv, $k, null)) !== null) {
            $cmd[] = "--$k=$v";
        }
    }
    return array_merge($cmd, $extra);
}

function run(array $cmd, ?array $prefix = null): string
{
    $p = proc_open(array_merge($prefix ?? [], $cmd), [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    $out = stream_get_contents($pipes[1]);
    $err = stream_get_contents($pipes[2]);
    if (proc_close($p) !== 0) {
        fwrite(STDERR, "worker failed: " . implode(' ', $cmd) . "\n$err");
        exit(1);
    }
    return $out;
}

/*
 * Events of one run of a scenario: (count with n runs - count with none) / n, under callgrind; Ir, and with --cache
 * the first-level misses of its model caches: I1 (instructions) and D1 (data reads plus writes).
 */
function callgrind_events(string $so, array $argv, string $scenario, int $n): array
{
    $cache = bench_opt($argv, 'cache', null) !== null;
    $counts = [];
    foreach ([$n, 0] as $runs) {
        $file = tempnam(sys_get_temp_dir(), 'msgpack-cg');
        run(worker_cmd($so, $argv, ["--scenario=$scenario", "--n=$runs"]),
            ['env', 'GLIBC_TUNABLES=' . CALLGRIND_GLIBC_TUNABLES, 'valgrind', '--tool=callgrind',
                '--cache-sim=' . ($cache ? 'yes' : 'no'), "--callgrind-out-file=$file", '--log-file=/dev/null']);
        $text = (string) file_get_contents($file);
        unlink($file);
        preg_match('/^events: (.*)$/m', $text, $events);
        preg_match('/^(?:totals|summary): (.*)$/m', $text, $totals);
        $names = explode(' ', trim($events[1] ?? 'Ir'));
        $by = array_combine($names, array_pad(array_map('intval', explode(' ', trim($totals[1] ?? '0'))), count($names), 0));
        $counts[] = ['Ir' => $by['Ir'] ?? 0, 'I1' => $by['I1mr'] ?? 0, 'D1' => ($by['D1mr'] ?? 0) + ($by['D1mw'] ?? 0)];
    }
    return array_map(fn($k) => intdiv($counts[0][$k] - $counts[1][$k], $n), ['Ir' => 'Ir', 'I1' => 'I1', 'D1' => 'D1']);
}

if (bench_opt($argv, 'worker', null) !== null) {
    worker($argv);
    exit(0);
}

$ours = bench_opt($argv, 'ours', __DIR__ . '/../modules/msgpack.so');
if (!is_file($ours)) {
    fwrite(STDERR, "$ours not found: build the module first\n");
    exit(1);
}
$callgrind = bench_opt($argv, 'callgrind', null) !== null;
$chunk = (int) bench_opt($argv, 'chunk', '4096');
printf("dataset %s in %d-byte pieces; %d small messages; %s\n\n", bench_opt($argv, 'dataset', 'github-issues'), $chunk,
    small_count(), $callgrind ? 'instructions per run (callgrind' . (bench_opt($argv, 'cold', null) !== null ? ', first run of a process)' : ')')
    : 'microseconds per run (medians' . (bench_opt($argv, 'cpu', null) !== null ? ', CPU time)' : ')'));
if ($callgrind) {
    /* --cold: the first run of a fresh process (the caches empty, as in a request's one call) */
    $n = bench_opt($argv, 'cold', null) !== null ? 1 : max(1, (int) bench_opt($argv, 'n', '10'));
    $events = [];
    foreach (chosen($argv) as $name) {
        $events[$name] = callgrind_events($ours, $argv, $name, $n);
    }
    $cost = array_map(fn($e) => $e['Ir'], $events);
} else {
    // per round: the time of each scenario, and its ratio to its counterpart timed in the same round, beside it (a
    // slow stretch of the machine weighs on both, where medians taken apart would compare different stretches)
    $rounds = json_decode(trim(run(worker_cmd($ours, $argv, []))), true);
    $cost = array_map('bench_median', $rounds);
    foreach (array_intersect_key(SCENARIOS, $rounds) as $name => $base) {
        if ($base !== null && isset($rounds[$base])) {
            $ratios[$name] = array_map(fn($t, $b) => $t / $b, $rounds[$name], $rounds[$base]);
        }
    }
}
$cache = $callgrind && bench_opt($argv, 'cache', null) !== null;
printf("%-17s %14s  %-12s %6s%s\n", 'scenario', $callgrind ? 'Ir' : 'us', 'vs', 'ratio',
    $cache ? sprintf('  %9s %6s  %9s %6s', 'I1 misses', 'ratio', 'D1 misses', 'ratio')
    : ($callgrind ? '' : sprintf('  %-13s  %s', 'us range', 'ratio range (per round)')));
foreach (array_intersect_key(SCENARIOS, $cost) as $name => $base) {
    printf("%-17s %14s  %-12s %6s", $name, $callgrind ? number_format($cost[$name]) : sprintf('%.1f', $cost[$name]),
        $base ?? '', $base ? sprintf('%.2f', $callgrind ? $cost[$name] / $cost[$base] : bench_median($ratios[$name])) : '');
    if (!$callgrind) {
        printf('  %-13s  %s', sprintf('%.1f-%.1f', min($rounds[$name]), max($rounds[$name])),
            $base ? sprintf('%.2f-%.2f', min($ratios[$name]), max($ratios[$name])) : '');
    }
    if ($cache) {
        foreach (['I1', 'D1'] as $k) {
            $v = $events[$name][$k];
            printf('  %9s %6s', number_format($v), $base ? sprintf('%.2f', $v / max(1, $events[$base][$k])) : '');
        }
    }
    echo "\n";
}
/* bu-loop-cold over its decodes: what the loop and calls cost a run between decodes, beside bu-loop's back to back */
if (isset($cost['bu-loop-cold'], $cost['fn-parts'])) {
    $cold = $callgrind ? $cost['bu-loop-cold'] - $cost['fn-parts']
        : bench_median(array_map(fn($t, $b) => $t - $b, $rounds['bu-loop-cold'], $rounds['fn-parts']));
    $show = fn($v) => $callgrind ? number_format($v) . ' Ir' : sprintf('%.2f us', $v);
    printf("\nthe loop and calls, cold (bu-loop-cold - fn-parts): %s a run%s%s\n", $show($cold),
        isset($cost['bu-whole']) ? sprintf(' (%.3f of bu-whole)', $cold / $cost['bu-whole']) : '',
        isset($cost['bu-loop']) ? '; hot (bu-loop): ' . $show($cost['bu-loop']) : '');
}
/* tryUnpack() returns every message a piece completes at once: against a one-shot loop that holds them the same way */
foreach (['bu-many' => 'fn-many-kept'] as $name => $base) {
    if (isset($cost[$name], $cost[$base])) {
        $ratio = $callgrind ? $cost[$name] / $cost[$base]
            : bench_median(array_map(fn($t, $b) => $t / $b, $rounds[$name], $rounds[$base]));
        printf("\nheld alike: %s / %s %.2f\n", $name, $base, $ratio);
    }
}

