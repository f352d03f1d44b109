--TEST--
memory_limit reached inside the decoder's key cache (a slot being replaced) leaves the cache consistent: no use after free, a shutdown function decodes with it, request end releases it once
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (!is_file(__DIR__ . '/../modules/msgpack.so')) die('skip needs the module built in this tree');
if (PHP_OS_FAMILY !== 'Linux') die('skip uses a child process per memory limit');
// run-tests -m traces every child through valgrind: a hundred of them take minutes. The other passes run the runs that
// stop in the key cache under valgrind themselves (only a PHP that raises memory errors at once can show the fault).
if (getenv('USE_ZEND_ALLOC') === '0' && !getenv('MSGPACK_TEST_SANITIZER')) die('skip not under the memory-check pass');
?>
--FILE--
<?php
// Two keys that share a key cache slot: the second, longer one replaces the first (whose release would make room).
$child = <<<'PHP'
$first = 'kcfc';
$second = 'a-key-of-thirty-two-bytes-long-x';
msgpack_unpack(msgpack_pack([$first => 1]));
$payload = msgpack_pack([str_repeat('x', 2000), [$second => 1]]);
register_shutdown_function(function () use ($first, $second) {
    ini_set('memory_limit', -1);
    echo json_encode(msgpack_unpack(msgpack_pack([$second => 2, $first => 3, 'n' => [$first => 4]]))), "\n";
});
ini_set('memory_limit', memory_get_usage() + (int) $argv[1]);
msgpack_unpack($payload);
echo "done\n";
PHP;
// Every allocation is checked against memory_limit (the tracked allocator), so the limit can stop any one of them.
// Where valgrind is at hand and this test is not already under a memory checker (run-tests -m, the ASan pass set
// USE_ZEND_ALLOC=0), the runs that stop in the key cache are repeated under it: a stale slot is a use after free that
// only a memory checker sees.
// PHP 8.5+ prints a stack trace after a fatal error unless fatal_error_backtraces=0 (older versions ignore the setting):
// the checks below read the error's line and what the shutdown function prints after it.
function run_child(string $code, int $headroom, bool $checked = false): array {
    $cmd = sprintf('USE_ZEND_ALLOC=0 USE_TRACKED_ALLOC=1 %s%s -n -d fatal_error_backtraces=0 -d extension=%s -r %s %d 2>&1',
        $checked ? 'valgrind -q --error-exitcode=99 ' : '',
        escapeshellarg(PHP_BINARY), escapeshellarg(__DIR__ . '/../modules/msgpack.so'), escapeshellarg($code), $headroom);
    exec($cmd, $out, $status);
    return [implode("\n", $out), $status];
}
$expected_tail = '{"a-key-of-thirty-two-bytes-long-x":2,"kcfc":3,"n":{"kcfc":4}}';
function check_run(array $run, int $h, ?int &$size): bool {
    global $expected_tail;
    [$out, $status] = $run;
    if (!preg_match('/^\s*(PHP )?Fatal error: +Allowed memory size of \d+ bytes exhausted.*\(tried to allocate (\d+) bytes\).*\n'
            . preg_quote($expected_tail, '/') . '$/', $out, $m) || $status !== 255) {
        echo "headroom $h (exit status $status):\n$out\n";
        return false;
    }
    $size = (int) $m[2];
    return true;
}
// The smallest headroom that lets the decode finish (binary search).
$lo = 0;
$hi = 1 << 16;
while ($lo < $hi) {
    $mid = intdiv($lo + $hi, 2);
    [$out] = run_child($child, $mid);
    if (str_starts_with($out, 'done')) {
        $hi = $mid;
    } else {
        $lo = $mid + 1;
    }
}
// What a fresh zend_string of $len bytes asks the allocator for: its header (refcount and type info, 8 bytes; hash and
// length, PHP_INT_SIZE bytes each), the bytes and a NUL, rounded up to the allocator's alignment. That is 8 on 64-bit
// PHP; 32-bit PHP aligns as its architecture aligns a double, to 4 on i386 and to 8 elsewhere.
function string_alloc_sizes(int $len): array {
    $raw = 8 + 2 * PHP_INT_SIZE + $len + 1;
    return array_values(array_unique(array_map(fn ($a) => intdiv($raw + $a - 1, $a) * $a, PHP_INT_SIZE === 8 ? [8] : [4, 8])));
}
// Below it, each headroom stops one of the last allocations: the inner table, the key, ... Every run must end in
// the memory_limit error alone, then the shutdown function's decode.
$sizes = [];
$key_runs = [];
$key_sizes = string_alloc_sizes(32); // 64 bytes on 64-bit PHP
$bad = 0;
for ($h = $lo - 1; $h >= max(0, $lo - 1024) && count($sizes) < 3; $h -= 4) {
    if (!check_run(run_child($child, $h), $h, $size)) {
        $bad++;
        continue;
    }
    $sizes[$size] = true;
    if (in_array($size, $key_sizes, true)) {
        $key_runs[] = $h; // the key string
    }
}
echo $key_runs ? "the key allocation failed\n" : "the key allocation never failed: " . json_encode(array_keys($sizes)) . "\n";
$valgrind = getenv('USE_ZEND_ALLOC') !== '0' && trim((string) shell_exec('command -v valgrind 2>/dev/null')) !== '';
foreach ($valgrind ? array_slice($key_runs, 0, 3) : [] as $h) {
    if (!check_run(run_child($child, $h, true), $h, $size)) {
        $bad++;
    }
}
echo "$bad bad runs\n";
?>
--EXPECT--
the key allocation failed
0 bad runs
