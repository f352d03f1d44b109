<?php
/*
 * Seed corpus for one fuzz target: php -n fuzz/seeds.php TARGET DIR
 *
 * MessagePack values come from the shared test vectors (every encoding of every value), the PECL fixtures (bytes PECL
 * msgpack wrote for PHP values, objects, references and sessions) and the byte strings written as "\x.." literals in
 * the phpt tests; each gets the option prefix of the target (see the layouts at the top of fuzz/prelude.php). Runs
 * without the extension.
 */
[$self, $target, $dir] = $argv + [null, null, null];
if (!$target || !$dir || !is_dir($dir)) {
	fwrite(STDERR, "usage: php -n fuzz/seeds.php unpack|stream|session|roundtrip|pack DIR\n");
	exit(2);
}
$root = dirname(__DIR__);

/* ---- raw MessagePack values ---- */

$raw = [];
$suite = is_file('/work/shared/data/msgpack-test-suite.json') ? '/work/shared/data/msgpack-test-suite.json'
	: "$root/tests/data/msgpack-test-suite.json";
foreach (json_decode(file_get_contents($suite), true) as $group) {
	foreach ($group as $case) {
		foreach ($case['msgpack'] as $hex) {
			$raw[] = hex2bin(str_replace('-', '', $hex));
		}
	}
}
$sessions = [];
$fixtures = json_decode(file_get_contents("$root/tests/data/pecl-fixtures.json"), true);
foreach ($fixtures['cases'] as $case) {
	$hex = $case['pecl']['hex'] ?? null;
	if (!is_string($hex) || $hex === '' || strlen($hex) % 2) {
		continue;
	}
	if ($case['group'] === 'session') {
		$sessions[] = hex2bin($hex);
	} else {
		$raw[] = hex2bin($hex);
	}
}
// "\x.." string literals of the phpt tests (hand-written hostile bytes, markers, truncations)
foreach (glob("$root/tests/*.phpt") as $phpt) {
	if (preg_match_all('/"((?:[^"\\\\]|\\\\.)*\\\\x[0-9a-fA-F]{2}(?:[^"\\\\]|\\\\.)*)"/', file_get_contents($phpt), $m)) {
		foreach ($m[1] as $literal) {
			if (!str_contains($literal, '$') && strlen($literal) < 2000) {
				$raw[] = stripcslashes($literal);
			}
		}
	}
}
$raw = array_values(array_unique(array_filter($raw, static fn ($s) => $s !== '' && strlen($s) <= 4096)));

/* ---- per target ---- */

$out = [];
$pick = static fn (int $i, array $choices) => $choices[$i % count($choices)];
switch ($target) {
	case 'unpack':
		foreach ($raw as $i => $bytes) {
			$out[] = "\x03\x00" . $bytes;                                         // php_only, assoc
			$out[] = "\x02\x00" . $bytes;                                         // php_only=0, assoc
			$out[] = $pick($i, ["\x01\x00", "\x09\x00", "\x11\x00", "\x43\x00", "\x07\x00", "\x23\x10", "\x03\x04",
				"\x03\x05", "\x03\x06", "\x00\x07", "\x83\x00", "\x19\x00"]) . $bytes;
		}
		break;
	case 'roundtrip':
		foreach ($raw as $bytes) {
			$out[] = "\x01" . $bytes;
			$out[] = "\x00" . $bytes;
		}
		break;
	case 'session':
		foreach ($sessions as $bytes) {
			$out[] = "\x01" . $bytes;
			$out[] = "\x05" . $bytes;
		}
		foreach ($raw as $i => $bytes) {
			if (($bytes[0] & "\xf0") === "\x80" || $bytes[0] === "\xde") { // maps: what sessions are
				$out[] = $pick($i, ["\x01", "\x03", "\x05", "\x00"]) . $bytes;
			}
		}
		break;
	case 'stream':
		// streams of several messages, each read in one of the ways fz_stream() knows
		$n = count($raw);
		for ($i = 0; $i < $n; $i += 3) {
			$payload = implode('', array_slice($raw, $i, 1 + $i % 5));
			$out[] = "\x00\x00" . $payload;                 // MessagePackUnpacker, one chunk
			$out[] = "\x04\x01\x01" . $payload;             // byte at a time, php_only
			$out[] = "\x01\x02\x03\x07" . $payload;         // BufferUnpacker, chunks of 3 and 7
			$out[] = $pick($i, ["\x11\x01\x02", "\x21\x01\x05", "\x41\x01\x03", "\x03\x00", "\x0c\x03\x01\x00\x04",
				"\x02\x04\x07\x0b\x16\x23", "\x02\x02\x0b\x0c"]) . $payload;
		}
		break;
	case 'pack':
		// programs: fixed ones for each op, then pseudo-random ones
		$progs = [
			"\x00\x85\x00\x86\x05\x02",                      // two ints, a list
			"\x04\x03abc\x00\x01\x07\x02\x05\x09",           // string, int, a map
			"\x08\x00\x00\x08\x07\x01\x00\x00\x0a\x01\x05\x03", // objects, the same object twice
			"\x05\x00\x0b\x00\x09\x00\x06\x02",              // a cyclic array, references
			"\x0c\x00\x03abc\x0c\x05\x01\x00\x0c\x03\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00\x0d\x02",
			"\x0e\x00\x0e\x01\x0e\x02\x0e\x03\x0e\x04\x0e\x05\x0e\x06\x0e\x07\x0e\x08\x0e\x09\x05\x08",
			"\x03\x03\x03\x06\x03\x07\x03\x12\x02\x00\x00\x00\x00\x00\x00\xf0\x7f\x05\x05",
			"\x08\x0c\x00\x04\x05hello\x08\x0c\x01\x0d\x05\x02",     // Serializable objects
			"\x08\x09\x00\x04\x03abc\x05\x01\x08\x09\x01\x0c",        // __sleep with names
		];
		mt_srand(12345);
		for ($i = 0; $i < 300; $i++) {
			$len = mt_rand(2, 64);
			$prog = '';
			for ($j = 0; $j < $len; $j++) {
				$prog .= chr(mt_rand(0, 255));
			}
			$progs[] = $prog;
		}
		foreach ($progs as $i => $prog) {
			$out[] = chr(($i * 37) & 0xff) . $prog;
		}
		break;
	default:
		fwrite(STDERR, "unknown target $target\n");
		exit(2);
}
foreach (array_unique($out) as $input) {
	file_put_contents("$dir/seed-" . sha1($input), $input);
}
fwrite(STDERR, count(array_unique($out)) . " seeds for $target in $dir\n");
