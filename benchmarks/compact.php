<?php
/*
 * Compact mode against plain mode and igbinary, side by side in one process (our module and igbinary load together;
 * PECL msgpack is not involved): bytes, pack and unpack times (median of several rounds, the codecs interleaved in
 * each round), and the decode's peak memory.
 *
 *   php -n -d extension=modules/msgpack.so -d extension=igbinary benchmarks/compact.php [--rounds=N] [--min-ms=N]
 *       [--data-dir=DIR] [--datasets=a,b] [--json=FILE]
 *
 * "plain" and "compact" are msgpack_pack()/msgpack_unpack() with msgpack.compact=0 and =full (PHP-only format on, as
 * sessions, APCu and Memcached use it); "records" is msgpack.compact=records. Peak memory is what the decode adds to
 * memory_get_usage() at its highest (memory_reset_peak_usage() before), the decoded value included.
 */

declare(strict_types=1);

require __DIR__ . '/datasets.php';
require __DIR__ . '/common.php';

$opt = ['rounds' => '7', 'min-ms' => '30', 'data-dir' => null, 'datasets' => null, 'json' => null];
foreach (array_slice($argv, 1) as $arg) {
    if (!preg_match('/^--([a-z-]+)=(.*)$/', $arg, $m) || !array_key_exists($m[1], $opt)) {
        fwrite(STDERR, "usage: compact.php [--rounds=N] [--min-ms=N] [--data-dir=DIR] [--datasets=a,b] [--json=FILE]\n");
        exit(2);
    }
    $opt[$m[1]] = $m[2];
}
if (!function_exists('msgpack_pack') || !class_exists('MessagePack\Structures')) {
    fwrite(STDERR, "compact.php: load this extension's module (-d extension=modules/msgpack.so)\n");
    exit(2);
}
$haveIgbinary = function_exists('igbinary_serialize');
if (!$haveIgbinary) {
    fwrite(STDERR, "note: igbinary is not loaded (-d extension=igbinary): its columns stay empty\n");
}
ini_set('msgpack.php_only', '1');
ini_set('memory_limit', '-1');

$dataDir = bench_data_dir($opt['data-dir']);
$names = $opt['datasets'] !== null ? explode(',', $opt['datasets']) : array_keys(bench_catalogue($dataDir));

// codec => [encode, decode]; msgpack's modes switch the INI setting around each batch.
$mode = static function (string $m): void {
    ini_set('msgpack.compact', $m);
};
$codecs = [
    'plain' => [static fn ($v) => msgpack_pack($v), static fn ($b) => msgpack_unpack($b), '0'],
    'records' => [static fn ($v) => msgpack_pack($v), static fn ($b) => msgpack_unpack($b), 'records'],
    'compact' => [static fn ($v) => msgpack_pack($v), static fn ($b) => msgpack_unpack($b), 'full'],
];
if ($haveIgbinary) {
    $codecs['igbinary'] = [static fn ($v) => igbinary_serialize($v), static fn ($b) => igbinary_unserialize($b), null];
}

/** Nanoseconds of $n calls of $fn($arg). */
function compact_batch(callable $fn, $arg, int $n): int
{
    $t0 = hrtime(true);
    for ($i = 0; $i < $n; ++$i) {
        $r = $fn($arg);
    }
    return hrtime(true) - $t0;
}

$results = [];
foreach ($names as $name) {
    $value = bench_build($name, $dataDir);
    $row = ['dataset' => $name];
    $bytes = [];
    foreach ($codecs as $c => [$enc, $dec, $m]) {
        if ($m !== null) {
            $mode($m);
        }
        $bytes[$c] = $enc($value);
        $back = $dec($bytes[$c]);
        if (!bench_same($back, $value)) {
            fwrite(STDERR, "$name: $c does not round-trip: " . bench_first_difference($back, $value) . "\n");
            exit(1);
        }
        unset($back);
        $row['bytes'][$c] = strlen($bytes[$c]);
        // Peak memory of one decode.
        gc_collect_cycles();
        memory_reset_peak_usage();
        $base = memory_get_usage();
        $back = $dec($bytes[$c]);
        $row['peak'][$c] = memory_get_peak_usage() - $base;
        unset($back);
    }
    // Iteration counts: each batch at least min-ms long.
    $minNs = (int) $opt['min-ms'] * 1000000;
    $n = [];
    foreach ($codecs as $c => [$enc, $dec, $m]) {
        if ($m !== null) {
            $mode($m);
        }
        $n[$c]['enc'] = bench_calibrate(static fn (int $k) => compact_batch($enc, $value, $k), $minNs, 2 * $minNs);
        $n[$c]['dec'] = bench_calibrate(static fn (int $k) => compact_batch($dec, $bytes[$c], $k), $minNs, 2 * $minNs);
    }
    $times = [];
    for ($round = 0; $round < (int) $opt['rounds']; $round++) {
        foreach ($codecs as $c => [$enc, $dec, $m]) {
            if ($m !== null) {
                $mode($m);
            }
            $times[$c]['enc'][] = compact_batch($enc, $value, $n[$c]['enc']) / $n[$c]['enc'];
            $times[$c]['dec'][] = compact_batch($dec, $bytes[$c], $n[$c]['dec']) / $n[$c]['dec'];
        }
    }
    foreach ($times as $c => $ops) {
        $row['pack_us'][$c] = bench_median($ops['enc']) / 1000;
        $row['unpack_us'][$c] = bench_median($ops['dec']) / 1000;
    }
    $results[] = $row;
    $mode('0');
    fwrite(STDERR, "  $name done\n");
}

$ratio = static fn (?float $a, ?float $b): string => $a && $b ? sprintf('%.2f', $a / $b) : '-';
$fmtUs = static fn (?float $us): string => $us === null ? '-' : ($us >= 100 ? sprintf('%.0f', $us) : sprintf('%.2f', $us));
$ig = $haveIgbinary ? 'igbinary' : null;

echo "Bytes (msgpack.compact = 0 / records / full, and igbinary; compact/igbinary below 1.00 is smaller)\n";
$rows = [];
foreach ($results as $r) {
    $rows[] = [$r['dataset'], $r['bytes']['plain'], $r['bytes']['records'], $r['bytes']['compact'],
        $ig ? $r['bytes'][$ig] : '-', $ratio((float) $r['bytes']['compact'], $ig ? (float) $r['bytes'][$ig] : null),
        $ratio((float) $r['bytes']['compact'], (float) $r['bytes']['plain'])];
}
echo bench_table(['dataset', 'plain', 'records', 'compact', 'igbinary', 'compact/igb', 'compact/plain'], $rows), "\n";

echo "Time in microseconds, median of {$opt['rounds']} rounds (speed ratios: above 1.00 means compact is faster)\n";
$rows = [];
foreach ($results as $r) {
    $rows[] = [$r['dataset'],
        $fmtUs($r['pack_us']['plain']), $fmtUs($r['pack_us']['compact']), $ig ? $fmtUs($r['pack_us'][$ig]) : '-',
        $ratio($r['pack_us']['plain'], $r['pack_us']['compact']), $ig ? $ratio($r['pack_us'][$ig], $r['pack_us']['compact']) : '-',
        $fmtUs($r['unpack_us']['plain']), $fmtUs($r['unpack_us']['compact']), $ig ? $fmtUs($r['unpack_us'][$ig]) : '-',
        $ratio($r['unpack_us']['plain'], $r['unpack_us']['compact']), $ig ? $ratio($r['unpack_us'][$ig], $r['unpack_us']['compact']) : '-'];
}
echo bench_table(['dataset', 'pack plain', 'pack compact', 'pack igb', 'vs plain', 'vs igb',
    'unpack plain', 'unpack compact', 'unpack igb', 'vs plain', 'vs igb'], $rows), "\n";

echo "Decode peak memory in bytes (compact/igbinary below 1.00 is less)\n";
$rows = [];
foreach ($results as $r) {
    $rows[] = [$r['dataset'], $r['peak']['plain'], $r['peak']['compact'], $ig ? $r['peak'][$ig] : '-',
        $ig ? $ratio((float) $r['peak']['compact'], (float) $r['peak'][$ig]) : '-'];
}
echo bench_table(['dataset', 'plain', 'compact', 'igbinary', 'compact/igb'], $rows);

if ($opt['json'] !== null) {
    file_put_contents($opt['json'], json_encode($results, JSON_PRETTY_PRINT) . "\n");
}
