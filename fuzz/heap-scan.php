<?php
/*
 * Runs fuzz inputs through their target in plain PHP, on the Zend heap, against the spec's memory bound.
 *
 *   php -n -d extension=modules/msgpack.so fuzz/heap-scan.php TARGET DIR|FILE...
 *
 * The fuzz binary counts what malloc() is asked for (it runs PHP with USE_ZEND_ALLOC=0). The Zend heap, which
 * memory_limit and users see, gives a small block the size of its bin, up to a quarter more: a decode just under the
 * line in the fuzzer can be over it here. This takes the prelude's own fz_mem_begin()/fz_mem_end() (the heap's peak,
 * 256 bytes per input byte + 64 KiB, 512 where records are read) for every input, in one process, as test 950 does
 * for the regression inputs. Ends with "heap TARGET: N inputs, K failed, largest excess over the rate E bytes (a
 * L-byte input)" ("no decode measured" for pack, which checks no memory); exits 1 when an input failed any check of
 * the target, memory or oracle (the failing files are listed with what failed).
 */

declare(strict_types=1);

if ($argc < 3) {
	fwrite(STDERR, "usage: php -n -d extension=modules/msgpack.so fuzz/heap-scan.php TARGET DIR|FILE...\n");
	exit(2);
}
ini_set('memory_limit', '512M');
ini_set('session.use_cookies', '0');
ini_set('session.use_trans_sid', '0');
ini_set('session.cache_limiter', '');
require __DIR__ . '/prelude.php';

$target = 'fz_' . $argv[1];
if (!function_exists($target)) {
	fwrite(STDERR, "no fuzz target $target in fuzz/prelude.php\n");
	exit(2);
}
$files = [];
foreach (array_slice($argv, 2) as $path) {
	if (is_dir($path)) {
		$files = array_merge($files, array_filter(glob("$path/*") ?: [], 'is_file'));
	} elseif (is_file($path)) {
		$files[] = $path;
	}
}
sort($files);

$failed = [];
foreach ($files as $file) {
	$before = $GLOBALS['fz_failures'] ?? 0;
	ob_start();
	$target((string) file_get_contents($file));
	$out = ob_get_clean();
	gc_collect_cycles();
	if (($GLOBALS['fz_failures'] ?? 0) !== $before) {
		$failed[] = $file;
		echo "$file:\n$out";
	}
}
$worst = isset($GLOBALS['fz_mem_worst'])
	? sprintf('largest excess over the rate %d bytes (a %d-byte input)', ...$GLOBALS['fz_mem_worst'])
	: 'no decode measured';
printf("heap %s: %d inputs, %d failed, %s\n", $argv[1], count($files), count($failed), $worst);
exit($failed ? 1 : 0);
