<?php
/*
 * Hostile-input scaling: decode time and peak memory of adversarial inputs at two sizes, for every option set.
 * A decoder whose cost is linear in its input shows a time ratio near the size ratio (4) and a peak per input byte
 * that does not grow; tests/213 checks the memory bound, this script shows the time.
 *
 *   php -n -d extension=modules/msgpack.so -d memory_limit=-1 benchmarks/hostile.php [--size=262144]
 */

declare(strict_types=1);
require __DIR__ . '/../tests/data/nested-headers.inc';

$size = 262144;
foreach (array_slice($argv, 1) as $arg) {
    if (str_starts_with($arg, '--size=')) {
        $size = (int) substr($arg, 7);
    }
}
ini_set('memory_limit', '-1');
ini_set('msgpack.error_display', '0');

/** Inputs of about $n bytes whose decode cost must stay linear. */
function hostile_inputs(int $n): array
{
    $inputs = nh_inputs($n, 2000);
    // maps nested 4000 deep over a list of empty arrays: bookkeeping per container (assoc=0 once cost depth x elements)
    $count = $n - 8000 - 5;
    $inputs['deep maps over empty arrays'] = str_repeat("\x81\x00", 4000) . "\xdd" . pack('N', $count) . str_repeat("\x90", $count);
    // the same with a class marker after each map's first pair (late markers turn maps into objects when complete)
    $count = $n - 8000 - 5 - 4000 * 10;
    $inputs['deep maps, late class markers'] = str_repeat("\x82\x00", 4000) . "\xdd" . pack('N', $count)
        . str_repeat("\x90", $count) . str_repeat("\xc0\xa8stdClass", 4000);
    // many small objects and back-references
    $object = "\x82\xc0\xa8stdClass\xa1x\x01";
    $k = intdiv($n, strlen($object) + 5);
    $inputs['objects and back-references'] = "\xdd" . pack('N', 2 * $k) . str_repeat($object . "\x82\xc0\x04\x00\x02", $k);
    return $inputs;
}

function measure(string $bytes): array
{
    gc_collect_cycles();
    $base = memory_get_usage();
    memory_reset_peak_usage();
    $best = INF;
    for ($i = 0; $i < 3; $i++) {
        $t = hrtime(true);
        $r = msgpack_unpack($bytes);
        $best = min($best, hrtime(true) - $t);
        unset($r);
    }
    return [$best / 1e6, (memory_get_peak_usage() - $base) / strlen($bytes)];
}

$options = ['php_only=1 assoc=1' => [1, 1], 'php_only=1 assoc=0' => [1, 0], 'php_only=0 assoc=1' => [0, 1], 'php_only=0 assoc=0' => [0, 0]];
printf("%-32s %-20s %10s %10s %7s %9s\n", 'input', 'options', 'ms (n)', 'ms (4n)', 'ratio', 'peak B/B');
$small = hostile_inputs($size);
$large = hostile_inputs(4 * $size);
foreach ($small as $name => $bytes) {
    foreach ($options as $label => [$phpOnly, $assoc]) {
        ini_set('msgpack.php_only', (string) $phpOnly);
        ini_set('msgpack.assoc', (string) $assoc);
        [$t1] = measure($bytes);
        [$t4, $peak] = measure($large[$name]);
        printf("%-32s %-20s %10.2f %10.2f %7.2f %9.1f\n", $name, $label, $t1, $t4, $t1 > 0 ? $t4 / $t1 : 0, $peak);
    }
}
