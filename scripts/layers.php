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
 * prints the include graph by layer. Also holds every file to a length a reader can take in (MSGPACK_MAX_LINES).
 * Prints "layers: N passed, N failed".
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
			'msgpack_compact.h', 'msgpack_reserve.h', 'msgpack_caches.h', 'msgpack_cache_slots.h', 'msgpack_frames.h', 'msgpack_suspended.h', 'msgpack_encoder_write.h', 'msgpack_decoder_php.h', 'msgpack_options.h', 'msgpack_encoder_compact.h', 'msgpack_encoder_php.h', 'packer.c', 'packer_php.c', 'unpacker.c', 'unpacker_caches.c', 'unpacker_suspend.c', 'unpacker_php.c', 'unpacker_php_end.c', 'unpacker_props.c', 'unpacker_lists.c', 'unpacker_keys.c', 'scanner.c', 'codec.c'], true)
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

/*
 * What the source text may do, by layer. The codec reports errors as codes and notices through a hook; it raises
 * nothing itself except where it mirrors unserialize() or serialize() (an exception of theirs, the deprecation of a
 * dynamic property): those functions are listed here. The msgpack.* settings (MSGPACK_G(settings)) are read by the
 * module file and by one reader per front end, nowhere else.
 */
const MSGPACK_CODEC_RAISES = [
	'packer_php.c' => ['msgpack_encode_props_changed', 'msgpack_encode_serialize_method', 'msgpack_encode_php_object_held'],
	'unpacker_php.c' => ['msgpack_decode_instantiate', 'msgpack_decode_build_custom_object'],
	'unpacker_props.c' => ['msgpack_decode_prop_error', 'msgpack_decode_new_prop'],
];
const MSGPACK_SETTINGS_READERS = [
	'msgpack.c' => null, // the INI entries write them
	'pecl_functions.c' => 'msgpack_pecl_options_current',
	'lib_options.c' => 'msgpack_lib_max_depth',
];

/* The top-level functions of a C source: name => body text. */
function c_functions(string $code): array
{
	$functions = [];
	$lines = explode("\n", $code);
	$name = null;
	$body = '';
	$signature = '';
	foreach ($lines as $line) {
		if ($name === null) {
			if ($line === '{' && preg_match('/(\w+)\s*\([^()]*(\([^()]*\)[^()]*)*\)\s*$/', trim($signature), $m)) {
				$name = $m[1];
				$body = '';
				continue;
			}
			$signature = preg_match('/^\S/', $line) || $line === '' ? ($line === '' ? '' : $signature . ' ' . $line)
				: $signature . ' ' . trim($line);
			if (preg_match('/[;}]\s*$/', $line)) {
				$signature = '';
			}
			continue;
		}
		if ($line === '}') {
			$functions[$name] = $body;
			$name = null;
			$signature = '';
			continue;
		}
		$body .= $line . "\n";
	}
	return $functions;
}

/* The rules above over sources (file => text); the reasons they fail. */
function source_rule_failures(array $sources): array
{
	$why = [];
	foreach ($sources as $file => $code) {
		$layer = layer_of($file);
		if ($layer === null || !str_ends_with($file, '.c')) {
			continue;
		}
		foreach (c_functions($code) as $function => $body) {
			if ($layer[0] === 2 && preg_match('/\b(zend_error\w*|zend_throw\w*|zend_type_error|zend_value_error|'
					. 'zend_argument_\w+|php_error_docref\w*)\s*\(/', $body, $m)
					&& !in_array($function, MSGPACK_CODEC_RAISES[$file] ?? [], true)) {
				$why[] = "$file: $function() calls $m[1](): the codec reports errors as codes (or add it to MSGPACK_CODEC_RAISES)";
			}
			if (preg_match('/MSGPACK_G\(\s*settings\s*\)/', $body)
					&& (!array_key_exists($file, MSGPACK_SETTINGS_READERS)
						|| (MSGPACK_SETTINGS_READERS[$file] !== null && MSGPACK_SETTINGS_READERS[$file] !== $function))) {
				$why[] = "$file: $function() reads the msgpack.* settings: only the module and one reader per front end do";
			}
		}
	}
	return $why;
}

$sourceTexts = [];
foreach ($files as $file) {
	$sourceTexts[$file] = file_get_contents("$root/$file");
}
$failures = source_rule_failures($sourceTexts);
foreach ($failures as $why) {
	$fail($why);
}
$passed += count($sourceTexts) - count($failures);
/* The rules catch what they are for: a settings read and a warning injected into the codec. */
$injected = $sourceTexts;
$injected['unpacker.c'] = preg_replace('/(zend_result msgpack_decode\(msgpack_decoder \*dec, zval \*out\)\n\{\n)/',
	"\$1\tif (MSGPACK_G(settings).php_only) {}\n\tphp_error_docref(NULL, E_WARNING, \"injected\");\n", $injected['unpacker.c'], 1, $n);
$caught = $n === 1 ? source_rule_failures($injected) : [];
if (count($caught) === count($failures) + 2) {
	$passed++;
} else {
	$fail('the source rules did not catch a settings read and a php_error_docref() injected into msgpack_decode()');
}

/*
 * Files a reader can take in: no C source over 1,500 lines, no header over 350 (issue 34; the arginfo header
 * gen_stub.php writes is exempt). A file that outgrows this is split along a seam, in a commit of its own.
 */
const MSGPACK_MAX_LINES = ['c' => 1500, 'h' => 350];
foreach ($sourceTexts as $file => $text) {
	$limit = MSGPACK_MAX_LINES[pathinfo($file, PATHINFO_EXTENSION)] ?? null;
	if ($limit === null || $file === 'msgpack_arginfo.h') {
		continue;
	}
	$lines = substr_count($text, "\n");
	if ($lines > $limit) {
		$fail("$file has $lines lines, over $limit: split it along a seam");
	} else {
		$passed++;
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
