<?php
/*
 * Packing and unpacking a list of 10,000 strings that all have one length (ids, hashes, UUIDs), per length: how the
 * copy of a short string costs. Several builds side by side, each round in its own process, alternating.
 *
 *   php benchmarks/string-lengths.php [--ours=SO[,SO...]] [--lengths=24,32,40,64,80] [--rounds=5] [--count=10000]
 *
 * Prints the median µs per msgpack_unpack() and per msgpack_pack() of the list, for each build and length.
 */

declare(strict_types=1);

require_once __DIR__ . '/common.php';

if (bench_opt($argv, 'worker', null) !== null) {
    // one process: every length once, 15 timed batches each, their median
    mt_srand(20261123);
    $count = (int) bench_opt($argv, 'count', '10000');
    $out = [];
    foreach (explode(',', (string) bench_opt($argv, 'lengths', '')) as $len) {
        $list = [];
        for ($i = 0; $i < $count; $i++) {
            $s = '';
            for ($j = 0; $j < (int) $len; $j++) {
                $s .= chr(mt_rand(97, 122));
            }
            $list[] = $s;
        }
        $packed = msgpack_pack($list);
        if (msgpack_unpack($packed) !== $list) {
            fwrite(STDERR, "length $len: wrong result\n");
            exit(3);
        }
        foreach (['unpack' => fn () => msgpack_unpack($packed), 'pack' => fn () => msgpack_pack($list)] as $op => $fn) {
            $times = [];
            for ($r = 0; $r < 15; $r++) {
                $t = hrtime(true);
                for ($k = 0; $k < 20; $k++) {
                    $fn();
                }
                $times[] = (hrtime(true) - $t) / 20 / 1000;
            }
            $out[$len][$op] = bench_median($times);
        }
    }
    echo json_encode($out), "\n";
    exit(0);
}

$builds = explode(',', (string) bench_opt($argv, 'ours', __DIR__ . '/../modules/msgpack.so'));
$lengths = (string) bench_opt($argv, 'lengths', '24,32,40,64,80');
$rounds = max(1, (int) bench_opt($argv, 'rounds', '5'));
$results = [];
for ($r = 0; $r < $rounds; $r++) {
    foreach ($builds as $so) {
        if (!is_file($so)) {
            fwrite(STDERR, "$so not found: build the module first\n");
            exit(1);
        }
        $cmd = [PHP_BINARY, '-n', '-d', "extension=$so", '-d', 'memory_limit=1G', __FILE__, '--worker',
            "--lengths=$lengths", '--count=' . bench_opt($argv, 'count', '10000')];
        [$status, $stdout, $stderr] = bench_run_command($cmd, false);
        $got = $status === 0 ? json_decode(trim($stdout), true) : null;
        if (!is_array($got)) {
            fwrite(STDERR, "worker failed ($so): $stderr\n");
            exit(1);
        }
        foreach ($got as $len => $ops) {
            foreach ($ops as $op => $us) {
                $results[$so][$len][$op][] = $us;
            }
        }
    }
}
printf("%d strings of one length, µs per call (medians of %d rounds)\n\n", (int) bench_opt($argv, 'count', '10000'), $rounds);
printf("%-8s %-10s %s\n", 'length', 'op', implode('  ', array_map(fn ($so) => sprintf('%12s', basename(dirname($so)) . '/' . basename($so)), $builds)));
foreach (explode(',', $lengths) as $len) {
    foreach (['unpack', 'pack'] as $op) {
        printf("%-8s %-10s %s\n", $len, $op, implode('  ', array_map(fn ($so) => sprintf('%12.1f', bench_median($results[$so][$len][$op])), $builds)));
    }
}
