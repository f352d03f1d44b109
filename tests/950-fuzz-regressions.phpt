--TEST--
Fuzz regressions: every input in tests/fuzz-regressions/ replayed through its fuzz target (fuzz/prelude.php)
--DESCRIPTION--
Each file is named <target>-<finding>; the first bytes select options as described at the top of fuzz/prelude.php.
The targets catch every exception: a crash, a fatal error, memory amplification (Zend heap peak above 256 bytes per
input byte + 64 KiB, 512 where records are read) or an oracle mismatch (FUZZ FAILURE) fails the test. FUZZ_STRICT=1 also checks the differences the
fuzzer tolerates while the known findings are open.
--EXTENSIONS--
msgpack
session
--SKIPIF--
<?php
if (!is_file(__DIR__ . '/../fuzz/prelude.php')) {
    die('skip fuzz/prelude.php is not shipped');
}
?>
--ENV--
FUZZ_STRICT=1
--INI--
memory_limit=512M
session.use_cookies=0
session.use_trans_sid=0
session.cache_limiter=
session.serialize_handler=msgpack
--FILE--
<?php
require __DIR__ . '/../fuzz/prelude.php';

$files = array_filter(glob(__DIR__ . '/fuzz-regressions/*'), 'is_file');
sort($files);
foreach ($files as $file) {
    $name = basename($file);
    $target = 'fz_' . strstr($name, '-', true);
    if (!function_exists($target)) {
        echo "$name: no fuzz target ", $target, "\n";
        continue;
    }
    $before = $GLOBALS['fz_failures'] ?? 0;
    $target(file_get_contents($file));
    gc_collect_cycles();
    if (($GLOBALS['fz_failures'] ?? 0) !== $before) {
        echo "$name: failed\n";
    }
}
echo count($files) > 0 ? "replayed\n" : "no inputs\n";
?>
--EXPECT--
replayed
