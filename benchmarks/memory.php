<?php
/*
 * Decode peak memory: how much one decode adds to memory_get_usage() at its highest (the decoded value included), for
 * msgpack_unpack(), MessagePack\BufferUnpacker and igbinary_unserialize() on the same value, per dataset.
 *
 *   php benchmarks/memory.php [--ours=PATH] [--data-dir=DIR] [--datasets=a,b] [--json=FILE]
 *
 * Run it with plain php: every cell is measured in a fresh process (php -n, our module, then igbinary), so no cache of
 * an earlier measurement is warm and nothing else the process did stays on the heap. In that process the value is
 * built and encoded, then decoded twice: "first" is the first decode of the process (the decoder's per-request caches
 * start empty and what it puts in them counts), "again" a second decode of the same bytes after the first result was
 * freed (what a process decoding many messages sees). msgpack.* settings are the defaults (plain mode, php_only on).
 * BufferUnpacker reads no PHP objects, so it has no cell for objects1000.
 */

declare(strict_types=1);

require __DIR__ . '/datasets.php';
require __DIR__ . '/common.php';

const MEMORY_CODECS = ['msgpack_unpack', 'BufferUnpacker', 'igbinary'];

$opt = ['ours' => dirname(__DIR__) . '/modules/msgpack.so', 'data-dir' => null, 'datasets' => null, 'json' => null,
    'child' => null, 'codec' => null];
foreach (array_slice($argv, 1) as $arg) {
    if (!preg_match('/^--([a-z-]+)=(.*)$/', $arg, $m) || !array_key_exists($m[1], $opt)) {
        fwrite(STDERR, "usage: memory.php [--ours=PATH] [--data-dir=DIR] [--datasets=a,b] [--json=FILE]\n");
        exit(2);
    }
    $opt[$m[1]] = $m[2];
}
$dataDir = bench_data_dir($opt['data-dir']);

if ($opt['child'] !== null) {
    // One cell: prints {"first": bytes, "again": bytes} or {"skip": why}.
    $value = bench_build($opt['child'], $dataDir);
    $isObjects = bench_catalogue($dataDir)[$opt['child']]['kind'] === 'php-object';
    switch ($opt['codec']) {
        case 'msgpack_unpack':
            $bytes = msgpack_pack($value);
            $decode = static fn (string $b) => msgpack_unpack($b);
            break;
        case 'BufferUnpacker':
            if ($isObjects) {
                echo json_encode(['skip' => 'reads no PHP objects']);
                exit(0);
            }
            $bytes = (new MessagePack\Packer())->pack($value);
            $unpacker = new MessagePack\BufferUnpacker();
            $decode = static fn (string $b) => $unpacker->reset($b)->unpack();
            break;
        case 'igbinary':
            if (!function_exists('igbinary_serialize')) {
                echo json_encode(['skip' => 'igbinary not loaded']);
                exit(0);
            }
            $bytes = igbinary_serialize($value);
            $decode = static fn (string $b) => igbinary_unserialize($b);
            break;
        default:
            fwrite(STDERR, "memory.php: unknown codec {$opt['codec']}\n");
            exit(2);
    }
    $result = [];
    foreach (['first', 'again'] as $pass) {
        gc_collect_cycles();
        memory_reset_peak_usage();
        $base = memory_get_usage();
        $back = $decode($bytes);
        $result[$pass] = memory_get_peak_usage() - $base;
        if ($pass === 'first' && !bench_same($back, $value)) {
            fwrite(STDERR, "{$opt['child']}: {$opt['codec']} does not round-trip: " . bench_first_difference($back, $value) . "\n");
            exit(1);
        }
        unset($back);
    }
    echo json_encode($result);
    exit(0);
}

if (!is_file($opt['ours'])) {
    fwrite(STDERR, "memory.php: {$opt['ours']} not found (build first: scripts/build)\n");
    exit(2);
}
$names = $opt['datasets'] !== null ? explode(',', $opt['datasets']) : array_keys(bench_catalogue($dataDir));
$results = [];
foreach ($names as $name) {
    foreach (MEMORY_CODECS as $codec) {
        $cmd = [PHP_BINARY, '-n', '-d', 'extension=' . $opt['ours'], '-d', 'extension=igbinary', '-d', 'memory_limit=-1',
            '-d', 'display_errors=stderr', __FILE__, '--child=' . $name, '--codec=' . $codec,
            '--data-dir=' . $dataDir];
        [$status, $out, $err] = bench_run_command($cmd, false);
        $cell = json_decode($out, true);
        if ($status !== 0 || !is_array($cell)) {
            fwrite(STDERR, "$name $codec failed (exit $status): " . trim($err . $out) . "\n");
            $cell = ['skip' => 'failed'];
        }
        $results[$name][$codec] = $cell;
    }
}

$kb = static fn (array $cell, string $pass): string => isset($cell[$pass]) ? number_format($cell[$pass] / 1024, 1, '.', '') : '-';
$ratio = static function (array $a, array $b, string $pass): string {
    return isset($a[$pass], $b[$pass]) && $b[$pass] > 0 ? sprintf('%.2f', $a[$pass] / $b[$pass]) : '-';
};
foreach (['first' => 'first decode of a fresh process', 'again' => 'second decode of the same bytes'] as $pass => $what) {
    echo "Decode peak memory growth in KiB, $what (ours/igb above 1.00: ours uses more)\n";
    $rows = [];
    foreach ($results as $name => $cells) {
        $rows[] = [$name, $kb($cells['msgpack_unpack'], $pass), $kb($cells['BufferUnpacker'], $pass),
            $kb($cells['igbinary'], $pass), $ratio($cells['msgpack_unpack'], $cells['igbinary'], $pass),
            $ratio($cells['BufferUnpacker'], $cells['igbinary'], $pass)];
    }
    echo bench_table(['dataset', 'msgpack_unpack', 'BufferUnpacker', 'igbinary', 'unpack/igb', 'Buffer/igb'], $rows), "\n";
}
echo 'module: ', $opt['ours'], ' sha1 ', sha1_file($opt['ours']), "\ndata: $dataDir\n";
if ($opt['json'] !== null) {
    file_put_contents($opt['json'], json_encode($results, JSON_PRETTY_PRINT) . "\n");
}
