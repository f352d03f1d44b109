<?php
/*
 * Checks that the sources keep their four layers (docs/INTERNALS.md): wire format -> codec -> front ends -> module,
 * every dependency pointing down, the two front ends independent of each other.
 *
 *   php scripts/layers.php [--graph] [OBJDIR]
 *
 * Reads the #include lines of every source and header config.m4 builds, and, given the directory of the compiled
 * objects (.libs of a phpize build), the symbols each object needs (nm): a codec object may only use symbols the codec
 * or PHP define, and so on up. Also checks that every file and function docs/INTERNALS.md names exists. --graph
 * prints the include graph by layer. Prints "layers: N passed, N failed".
 */
$root = dirname(__DIR__);
$args = array_slice($argv, 1);
$graph = in_array('--graph', $args, true);
$objdir = array_values(array_filter($args, fn ($a) => $a !== '--graph'))[0] ?? null;

/* Which layer and part each file belongs to: a file must be named here. */
function layer_of(string $file): ?array
{
	return match (true) {
		in_array($file, ['msgpack_wire.h', 'msgpack_compat.h'], true) => [1, 'wire'],
		in_array($file, ['msgpack_codec.h', 'msgpack_encoder.h', 'msgpack_decoder.h', 'msgpack_scanner.h', 'msgpack_ext.h',
			'packer.c', 'packer_php.c', 'unpacker.c', 'unpacker_php.c', 'scanner.c', 'codec.c'], true)
			|| str_starts_with($file, 'ext_') => [2, 'codec'],
		$file === 'php_msgpack.h' || $file === 'msgpack_pecl.h' || str_starts_with($file, 'pecl_') => [3, 'pecl'],
		$file === 'msgpack_lib.h' || str_starts_with($file, 'lib_') => [3, 'lib'],
		in_array($file, ['msgpack.c', 'msgpack_arginfo.h'], true) => [4, 'module'],
		default => null,
	};
}

/* May $from depend on $to? Down or sideways within a part; never up, never between the two front ends. */
function allowed(array $from, array $to): bool
{
	if ($to[0] > $from[0]) {
		return false;
	}
	return !($from[0] === 3 && $to[0] === 3 && $from[1] !== $to[1]);
}

preg_match('/PHP_NEW_EXTENSION\(msgpack,\s*(.*?),/s', file_get_contents("$root/config.m4"), $m);
$sources = preg_split('/\s+/', trim($m[1]));
$files = array_merge($sources, array_map('basename', glob("$root/*.h")));
$files = array_values(array_diff(array_unique($files), ['config.h']));

$passed = 0;
$failed = 0;
$fail = function (string $why) use (&$failed): void {
	$failed++;
	echo "layers: $why\n";
};
$edges = [];
foreach ($files as $file) {
	$from = layer_of($file);
	if ($from === null) {
		$fail("$file belongs to no layer (name it in scripts/layers.php and docs/INTERNALS.md)");
		continue;
	}
	preg_match_all('/^#\s*include\s+"([^"]+)"/m', file_get_contents("$root/$file"), $inc);
	foreach ($inc[1] as $target) {
		if (!is_file("$root/$target") || $target === 'config.h') {
			continue; // PHP's own headers
		}
		$to = layer_of($target);
		$edges[$file][] = $target;
		if ($to === null || !allowed($from, $to)) {
			$fail("$file ($from[1]) includes $target (" . ($to[1] ?? 'no layer') . ')');
		} else {
			$passed++;
		}
	}
}

/* The symbols each object uses must be defined in its own layer or below (or by PHP). */
if ($objdir !== null) {
	$defined = [];
	$undefined = [];
	foreach ($sources as $source) {
		$obj = "$objdir/" . basename($source, '.c') . '.o';
		if (!is_file($obj)) {
			$fail("no object $obj");
			continue;
		}
		foreach (explode("\n", (string) shell_exec('nm ' . escapeshellarg($obj))) as $line) {
			if (preg_match('/^\s*[0-9a-f]*\s+([A-Za-z])\s+(\S+)$/', $line, $s)) {
				if ($s[1] === 'U') {
					$undefined[$source][] = $s[2];
				} elseif ($s[1] !== strtolower($s[1])) {
					$defined[$s[2]] = $source;
				}
			}
		}
	}
	foreach ($undefined as $source => $symbols) {
		foreach (array_unique($symbols) as $symbol) {
			if (!isset($defined[$symbol])) {
				continue; // PHP's
			}
			if (allowed(layer_of($source), layer_of($defined[$symbol]))) {
				$passed++;
			} else {
				$fail("$source uses $symbol of {$defined[$symbol]}");
			}
		}
	}
}

/* docs/INTERNALS.md stays true: every file and function it names exists. */
$doc = @file_get_contents("$root/docs/INTERNALS.md");
if ($doc === false) {
	$fail('docs/INTERNALS.md is missing');
} else {
	$code = '';
	foreach (array_merge(glob("$root/*.[ch]"), ["$root/fuzz/prelude.php"]) as $f) {
		$code .= file_get_contents($f);
	}
	preg_match_all('/`([A-Za-z0-9_\/]+\.(?:c|h|php))`/', $doc, $named);
	foreach (array_unique($named[1]) as $file) {
		if (is_file("$root/$file")) {
			$passed++;
		} else {
			$fail("docs/INTERNALS.md names $file, which does not exist");
		}
	}
	preg_match_all('/\b((?:msgpack|fz|PS)_[A-Za-z0-9_]+)\(\)/', $doc, $called);
	foreach (array_unique($called[1]) as $function) {
		if (preg_match('/\b' . preg_quote($function, '/') . '\s*\(/', $code)) {
			$passed++;
		} else {
			$fail("docs/INTERNALS.md names $function(), which does not exist");
		}
	}
}

if ($graph) {
	$names = [1 => 'wire format', 2 => 'codec', 3 => 'front ends', 4 => 'module'];
	$byLayer = [];
	foreach ($files as $file) {
		if (($l = layer_of($file)) !== null) {
			$byLayer[$l[0]][] = $file;
		}
	}
	ksort($byLayer);
	foreach ($byLayer as $l => $list) {
		echo "$l. {$names[$l]}\n";
		sort($list);
		foreach ($list as $file) {
			echo "   $file" . (isset($edges[$file]) ? ' -> ' . implode(', ', $edges[$file]) : '') . "\n";
		}
	}
}
echo "layers: $passed passed, $failed failed\n";
exit($failed ? 1 : 0);
