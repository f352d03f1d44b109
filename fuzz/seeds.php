<?php
/*
 * Seed corpus for one fuzz target: php -n fuzz/seeds.php TARGET DIR
 *
 * MessagePack values come from the shared test vectors (every encoding of every value), the PECL fixtures (bytes PECL
 * msgpack wrote for PHP values, objects, references and sessions) and the byte strings written as "\x.." literals in
 * the phpt tests; each gets the option prefix of the target (see the layouts at the top of fuzz/prelude.php). Runs
 * without the extension.
 *
 * Compact mode (records, string references, object records, shared structures): hand-written hostile messages
 * (fz_seed_compact_hostile()), and what the packers write for a few representative values, which a child PHP with
 * the built module (modules/msgpack.so, when there is one) produces: php -n -d extension=... fuzz/seeds.php --compact.
 */
[$self, $target, $dir] = $argv + [null, null, null];
if ($target === '--compact') {
	echo json_encode(fz_seed_compact_packed());
	exit(0);
}
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

/* ---- compact mode ---- */

/*
 * Runs in the child: the packers' compact output for representative values, hex, by kind: 'lib' (any reader), 'php'
 * (php_only=1: object records), 'shared' (written with the Structures fz_structures(0x01) builds: [['id', 'name']]
 * max 1), 'shared4' (Structures [['id', 'name']] max 4: the packer appends lists the stream target's reader with
 * c=0x09 lacks).
 */
function fz_seed_compact_packed(): array
{
	require __DIR__ . '/prelude.php';
	restore_error_handler();
	$rows = [['id' => 1, 'name' => 'alpha'], ['id' => 2, 'name' => 'beta'], ['id' => 3, 'name' => 'alpha']];
	$many = [];
	for ($i = 0; $i < 70; $i++) {
		$many[] = ["k$i" => $i, 'shared' => 'value'];
	}
	$wide = [];
	for ($i = 0; $i < 20; $i++) {
		$wide["field$i"] = $i * 7;
	}
	$values = [
		$rows,
		['k' => ['k' => ['k' => 'deep']], 'other' => ['k' => 1]],
		['repeated', 'repeated', ['x' => 'repeated'], 'repeated' => 'repeated'],
		[64, 65, 100, 127, 128, 63, -1, 0, ['a' => 64, 'b' => 127]],
		[0 => 'a', 'b' => 2, 'c' => ['0' => 1, '1' => 2]],
		['a' => [], 'b' => ['a' => [], 'b' => null]],
		$many,
		[$wide, $wide, $wide],
		array_fill(0, 5, str_repeat('long string ', 4)),
		['id' => 'id', 'name' => 'name', 'nested' => ['name' => 'id', 'id' => 'name']],
		[new MessagePack\Type\Map(['a' => 1, 'b' => 2]), new MessagePack\Type\Bin('abcd'),
			new MessagePack\Type\Ext(5, 'abcd'), new MessagePack\Type\Timestamp(1, 2), ['abcd' => 'abcd']],
		[[], ['' => ''], ['' => ['' => '']]],
	];
	$out = ['lib' => [], 'php' => [], 'shared' => [], 'shared4' => []];
	$packers = [
		'lib' => [
			new MessagePack\Packer(MessagePack\PackOptions::RECORDS, fz_extensions(false)),
			new MessagePack\Packer(MessagePack\PackOptions::COMPACT, fz_extensions(false)),
		],
		'shared' => [(new MessagePack\Packer(MessagePack\PackOptions::COMPACT, fz_extensions(false)))
			->withStructures(new MessagePack\Structures([['id', 'name']], 1))],
		'shared4' => [(new MessagePack\Packer(null, fz_extensions(false)))
			->withStructures(new MessagePack\Structures([['id', 'name']], 4))],
	];
	foreach ($values as $v) {
		foreach ($packers as $kind => $list) {
			foreach ($list as $packer) {
				try {
					$out[$kind][] = bin2hex($packer->pack($v));
				} catch (Throwable $e) {
					fwrite(STDERR, "fuzz/seeds.php: a compact seed failed to pack: {$e->getMessage()}\n");
				}
			}
		}
	}
	// the PECL API: msgpack.compact=full / records, with php_only=0 and 1 (objects, references, object records)
	$foo = new Foo();
	$foo->a = 'alpha';
	$bar = new Bar();
	$dyn = new Dyn();
	$dyn->next = $dyn;
	$dyn->extra = 'x';
	$t = new T();
	$t->x = 5;
	$t->list = [1, 2];
	$std = new stdClass();
	$std->a = 1;
	$std->b = 'alpha';
	$m = new M();
	$m->k = [1, 2];
	$list = [1, 2];
	$php = [
		[$foo, $foo, new Foo(), $bar, new Bar()],
		[$std, clone $std, ['x' => $std]],
		[$dyn, $t, $m, new WK(), new RO(2, 'm')],
		['a' => &$list, 'b' => &$list, 'c' => $list],
		[Suit::Hearts, BI::Two, BS::A, new E(), new SL()],
		array_merge($rows, [$foo, $std]),
	];
	foreach (['full', 'records'] as $mode) {
		ini_set('msgpack.compact', $mode);
		foreach ([0, 1] as $phpOnly) {
			ini_set('msgpack.php_only', (string) $phpOnly);
			foreach ($phpOnly ? array_merge($values, $php) : $values as $v) {
				$packed = @msgpack_pack($v);
				if (is_string($packed)) {
					$out[$phpOnly ? 'php' : 'lib'][] = bin2hex($packed);
				}
			}
		}
	}
	foreach ($out as $kind => $list) {
		$out[$kind] = array_values(array_unique($list));
	}
	return $out;
}

/* The packers' compact messages (empty lists without a built module), hex-decoded. */
function fz_seed_compact_from_child(string $root, string $self): array
{
	$so = "$root/modules/msgpack.so";
	$none = ['lib' => [], 'php' => [], 'shared' => [], 'shared4' => []];
	if (!is_file($so)) {
		return $none;
	}
	$json = shell_exec(escapeshellarg(PHP_BINARY) . ' -n -d extension=' . escapeshellarg($so)
		. ' -d memory_limit=512M ' . escapeshellarg($self) . ' --compact 2>/dev/null');
	$data = is_string($json) ? json_decode($json, true) : null;
	if (!is_array($data)) {
		fwrite(STDERR, "fuzz/seeds.php: no compact-mode seeds from the packers ($so did not load or failed)\n");
		return $none;
	}
	foreach ($data as $kind => $list) {
		$none[$kind] = array_map('hex2bin', $list);
	}
	return $none;
}

/*
 * Hand-written compact messages: 'any' for every reader, 'php' for php_only=1 (object records), 'shared' for a
 * reader with shared structures (ids 0x40.. named, defined or not).
 */
function fz_seed_compact_hostile(): array
{
	$rec = "\xd4\x72";                              // a record definition: then the id and the names' array
	$ab = "\x92\xa1a\xa1b";
	$def = static fn (string $s) => "\xc7" . chr(strlen($s)) . "\x53" . $s; // a string definition
	$any = [
		// definitions, instances
		"$rec\x40$ab\x01\x02",
		"\x93$rec\x40$ab\x01\x02\x40\x03\x04\x40\x05\x06",
		"\x92$rec\x7f$ab\x01\x02\x7f\x03\x04",
		"\x93$rec\x40$ab\x01\x02$rec\x41\x91\xa1c\x40\x01\x02\x41\x03",
		// redefinitions inside instances: the id's own first instance, a later instance
		"\x92$rec\x40$ab$rec\x40\x91\xa1c\x01\x02\x40\x03",
		"\x93$rec\x40$ab\x01\x02\x40$rec\x40\x91\xa1c\x07\x08\x40\x09",
		"\x92$rec\x40$ab\x40\x01\x02\x03\x40\x04\x05",
		"$rec\x40$ab$rec\x41$ab$rec\x40$ab\x01\x02\x03\x04\x05\x06",
		"\x92$rec\x40\x91\xa1a$rec\x40\x91\xa1b$rec\x40\x91\xa1c\x01\x40\x02",
		// names: not strings, duplicates, empty, string definitions and references, a definition as a name
		"$rec\x40\x92\x01\x02\x03\x04",
		"$rec\x40\x92\xa1a\xa1a\x01\x02",
		"$rec\x40\x93\xa10\xa11\xa2-0\x01\x02\x03",
		"\x92$rec\x40\x90\x40",
		"\xdc\x00\x10$rec\x40\x90" . str_repeat("\x40", 15),
		"$rec\x40\x92" . $def('a') . "\xd4\x5e\x00\x01\x02",
		"$rec\x40\x92" . $def('name') . "\xa2id\x01\xd4\x5e\x00",
		"$rec\x40\x91$rec\x41\x91\xa1a\x01\x02",
		"$rec\x40\x81\xa1a\xa1b\x01",
		"$rec\x40\xa1a\x01",
		"$rec\x40\xc0\x01",
		// ids and ext forms out of line, truncations, huge name lists
		"$rec\x3f\x91\xa1a\x01",
		"$rec\x80\x91\xa1a\x01",
		"\xd5\x72\x40\x00\x91\xa1a\x01",
		"\xc7\x00\x72",
		"\xc7\x02\x72\x40\x41\x91\xa1a\x01",
		"$rec\x40",
		"$rec\x40\x92\xa1a",
		"$rec\x40$ab\x01",
		"$rec\x40\xdd\xff\xff\xff\xff",
		"$rec\x40\xdc\xff\xff" . str_repeat("\xa0", 10),
		"$rec\x40\xdc\x01\x00" . str_repeat("\xa1x", 256) . str_repeat("\xc0", 256),
		// ids where records are not defined, records as keys, integers 64..127
		"\x81\x40\x01",
		"\x94\x40\x41\x7f\x3f",
		"\x81$rec\x40\x91\xa1a\x01\x02",
		"\x82$rec\x40\x91\xa1a\x01\x02\x40\x03\x04",
		"\x92\xcc\x40\xcc\x7f",
		// string references
		"\x92" . $def('hello') . "\xd4\x5e\x00",
		"\xd4\x5e\x00",
		"\x92" . $def('abc') . "\xd4\x5e\x01",
		"\x92" . $def('abc') . "\xd5\x5e\x00\x00",
		"\x92" . $def('abc') . "\xd6\x5e\x00\x00\x00\x00",
		"\x92" . $def('abc') . "\xd6\x5e\xff\xff\xff\xff",
		"\x92" . $def('abc') . "\xc7\x03\x5e\x00\x00\x00",
		"\x92" . $def('abc') . "\xd7\x5e\x00\x00\x00\x00\x00\x00\x00\x00",
		"\x92" . $def('abc') . "\xc7\x00\x5e",
		"\xc7\x00\x53",
		"\x92\xc7\x00\x53\xd4\x5e\x00",
		"\x82" . $def('k') . "\x01\xd4\x5e\x00\x02",
		"\x93" . $def('a') . $def('b') . "\xd4\x5e\x01",
		"\x92" . $def("\xd4\x5e\x00") . "\xd4\x5e\x00",
		"\xdc\x01\x00" . $def('abcd') . str_repeat("\xd4\x5e\x00", 255),
		"\x92" . $def(str_repeat('s', 200)) . "\xd4\x5e\x00",
		"\x92\xc8\x01\x00\x53" . str_repeat('t', 256) . "\xd4\x5e\x00",
		"\xd4\x53\x00",
		"\xd5\x53\xff\xfe",
		"\x92" . $def('x') . "\xd4\x5e\x00",
		"\x82\xa1a" . $def('Foo') . "\xa1b\xd4\x5e\x00",
		"\x92$rec\x40\x91" . $def('key') . "\xd4\x5e\x00\x40\x01",
		// two-byte ids (msgpackr beyond 64 records): slot 33 named with a second byte, index 97 through it
		"\x94\xd5\x72\x61\x00\x91\xa1a\x01\xd5\x72\x61\x02\x91\xa1b\x02\x61\x00\x03\x61\x02\x04",
		"\x92\xd5\x72\x61\x00$ab\x01\x02\x61\x07\x03",
		"\xd5\x72\x5f\x00\x91\xa1a\x01",
		"\x92\xd5\x72\x7f\xff$ab\x01\x02\x7f",
		// msgpackr's bundled strings: one bundle, two (the second carries the first's strings), 0xc1 with none
		"\x94\xd6\x62\x00\x00\x00\x12\xc1\x04\xc1\xfb\xd4\x72\x40\x91\xc1\x07\xc1\x06\xc1\xfb\xae"
			. "Gr\xc3\xbc\xc3\x9fe\xf0\x9f\x98\x80abc\xb1abcdlongkeyvalue1",
		"\x82\xd6\x62\x00\x00\x00\x0a\xc1\x06\x01\x05\xc1\x04\xa0\xaamapkeyfive",
		"\x92\xd6\x62\x00\x00\x00\x0e\xc1\x02\xc8\x00\x08\x62\x00\x00\x00\x0a\xa0\xa2ab\xc1\x02\xa0\xa2cd",
		"\x91\xd6\x62\x00\x00\x00\x0c\xd5\x72\x61\x00\x91\xc1\x03\x05\xa0\xa3abc",
		"\x92\xc1\x01\xa0\xa1a",
		"\x91\xd6\x62\x00\x00\x00\x02\xc1\x01\xa0\xa1a",
		// a sequential stream: records defined in the first message that uses them, named by the later ones
		"$rec\x40$ab\x01\x02\x40\x03\x04\x92\x40\x05\x06$rec\x41\x91\xa1c\x07\x41\x08",
	];
	$obj = static fn (string $class, array $names) => "$rec\x40" . chr(0x92 + count($names)) . "\xc0"
		. chr(0xa0 + strlen($class)) . $class . implode('', array_map(static fn ($n) => chr(0xa0 + strlen($n)) . $n,
		$names));
	$php = [
		"\x92" . $obj('Foo', ['a', 'd']) . "\x01\x02\x40\x03\x04",
		"\x92" . $obj('Bar', ['a', 'd']) . "\x01\x02\x40\x03\x04",
		"$rec\x40\x93\xc0\xa3Foo\xa1a\x01",
		"$rec\x40\x92\xc0\xa3Foo",
		"$rec\x40\x91\xc0",
		$obj('Nope', ['a', 'b']) . "\x01\x02",
		$obj('WK', ['a', 'woken']) . "\x01\xc3",
		$obj('Suit', ['a', 'b']) . "\x01\x02",
		$obj('Abs', ['a', 'b']) . "\x01\x02",
		$obj('Ifc', ['a', 'b']) . "\x01\x02",
		$obj('M', ['k', 'b']) . "\x01\x02",
		$obj('S', ['data', 'b']) . "\x01\x02",
		$obj('ArrayObject', ['a', 'b']) . "\x01\x02",
		$obj('Closure', ['a', 'b']) . "\x01\x02",
		$obj('Generator', ['a', 'b']) . "\x01\x02",
		$obj('RO', ['x', 'm']) . "\x01\x02",
		$obj('RO', ['x', 'm']) . "\xa1x\x02",
		$obj('ROC', ['a', 'b']) . "\xa1x\x02",
		$obj('T', ['x', 's', 'list', 'y']) . "\x01\x02\x03\x04",
		$obj('T', ['x', 'foo']) . "\x01\x82\xc0\xa3Foo\xa1a\x05",
		$obj('Foo', ["\x00Foo\x00c", "\x00*\x00b"]) . "\x01\x02",
		$obj('Foo', ['a', 'a']) . "\x01\x02",
		$obj('Foo', ['a', 'b', 'c', 'zz']) . "\x01\x02\x03\x04",
		$obj('stdClass', ['a', 'b']) . "\x01\x02",
		$obj('Dyn', ['a', 'next']) . "\x01\x40\x02\x40\x03\xc0",
		$obj('MG', ['log', 'x']) . "\x90\x02",
		$obj('D', ['x', 'y']) . "\x01\x02",
		$obj('__PHP_Incomplete_Class', ['__PHP_Incomplete_Class_Name', 'a']) . "\xa3Foo\x02",
		$obj('MessagePack\\Type\\Timestamp', ['seconds', 'nanoseconds']) . "\x01\x02",
		$obj('MessagePack\\Type\\Ext', ['type', 'data']) . "\x01\xa1x",
		"$rec\x40\x94\xc0\x01\xa1a\xa1b\x01\x02",
		"$rec\x40\x94\xc0\xc0\xa1a\xa1b\x01\x02",
		"$rec\x40\x94\xc0" . $def('Foo') . "\xa1a\xa1b\x01\x02",
		"\x92" . $def('Foo') . "$rec\x40\x94\xc0\xd4\x5e\x00\xa1a\xa1b\x01\x02",
		"\x92" . $obj('Foo', ['a', 'b']) . "\x82\xc0\x05\x00\x01\x02\x40\x82\xc0\x02\x00\x01\x03",
		"\x93" . $obj('Foo', ['a', 'b']) . "\x01\x02\x82\xc0\x05\x00\x02\x82\xc0\x01\x00\x02",
		"\x92" . $obj('Dyn', ['a', 'next']) . "\x01\x02\xdc\x00\x40" . str_repeat("\x40\x01\x02", 64),
		"\x92" . $obj('Foo', ['a', 'b']) . "\x01$rec\x40$ab\x02\x03\x40\x04\x05",
		"\x82\xc0\xa3Foo$rec\x40$ab\x01\x02",
		"\x82\xc0\x01" . $obj('Foo', ['a', 'b']) . "\x01\x02",
		"\x94\xc0\xa3Foo\xa1a\xa1b",
	];
	$shared = [
		"\x40\x01\x02",
		"\x41\x01",
		"\x43\x01\x02",
		"\x5f\x01",
		"\x60\x01\x02",
		"\x92\x40\x01\x02\x40\x03\x04",
		"\x92$rec\x40$ab\x01\x02\x40\x03\x04",
		"\x92$rec\x41$ab\x01\x02\x41\x03\x04",
		"\x92$rec\x60$ab\x01\x02\x60\x03\x04",
		"\x40\x01\x02\x40\x03\x04",
		// beyond 32 shared structures: two-byte ids
		"\x61\x00\x01",
		"\x61\x01\x01",
		"\x92\xd5\x72\x68\x00$ab\x01\x02\x68\x00\x03\x04",
		"\x92\xd5\x72\x60\x01$ab\x01\x02\x60\x01\x03\x04",
	];
	return ['any' => $any, 'php' => $php, 'shared' => $shared];
}

/* ---- per target ---- */

$out = [];
$pick = static fn (int $i, array $choices) => $choices[$i % count($choices)];
$packed = fz_seed_compact_from_child($root, __FILE__);
$hostile = fz_seed_compact_hostile();
// compact messages for any reader, for php_only=1 readers, for readers with shared structures
$compactAny = array_values(array_unique(array_merge($packed['lib'], $hostile['any'])));
$compactPhp = array_values(array_unique(array_merge($packed['php'], $hostile['php'])));
$compactShared = array_values(array_unique(array_merge($packed['shared'], $hostile['shared'])));
switch ($target) {
	case 'unpack':
		foreach ($raw as $i => $bytes) {
			$out[] = "\x03\x00" . $bytes;                                         // php_only, assoc
			$out[] = "\x02\x00" . $bytes;                                         // php_only=0, assoc
			$out[] = $pick($i, ["\x01\x00", "\x09\x00", "\x11\x00", "\x43\x00", "\x07\x00", "\x23\x10", "\x03\x04",
				"\x03\x05", "\x03\x06", "\x00\x07", "\x83\x00", "\x19\x00"]) . $bytes;
		}
		// compact mode (o2 bits6-7): msgpack.compact records / full / full and packed again
		foreach (array_merge($compactAny, $compactShared) as $i => $bytes) {
			$out[] = "\x02\x40" . $bytes;
			$out[] = "\x03\x80" . $bytes;
			$out[] = $pick($i, ["\x00\xc0", "\x42\x40", "\x23\x50", "\x02\x48", "\x06\x98", "\x82\xc0", "\x01\x47"])
				. $bytes;
		}
		foreach ($compactPhp as $i => $bytes) {
			$out[] = "\x01\x40" . $bytes;                                         // php_only, records
			$out[] = "\x03\xc0" . $bytes;                                         // php_only, assoc, packed again
			$out[] = $pick($i, ["\x09\x80", "\x11\x80", "\x19\x40", "\x41\x40", "\x21\x40", "\x01\x44", "\x01\x58"])
				. $bytes;
		}
		break;
	case 'roundtrip':
		foreach ($raw as $i => $bytes) {
			$out[] = "\x01" . $bytes;
			$out[] = "\x00" . $bytes;
			// the plain value through compact mode: msgpack.compact records / full, the library's packers
			$out[] = $pick($i, ["\x05", "\x08", "\x0d", "\x0c", "\x1c", "\x2c", "\x6c", "\x09", "\x3c"]) . $bytes;
		}
		// compact messages read with msgpack.compact=records (bit1), packed again in compact mode or not
		foreach ($compactAny as $i => $bytes) {
			$out[] = "\x02" . $bytes;
			$out[] = $pick($i, ["\x06", "\x0a", "\x0e", "\x1e", "\x2e", "\x6e"]) . $bytes;
		}
		foreach ($compactPhp as $i => $bytes) {
			$out[] = "\x03" . $bytes;
			$out[] = $pick($i, ["\x07", "\x0b", "\x0f"]) . $bytes;
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
				$out[] = $pick($i, ["\x1d", "\x19", "\x0d", "\x15"]) . $bytes; // compact: decode, encode
			}
		}
		// compact sessions: maps of the compact messages (o bits3-4: msgpack.compact records / full / 0 then full)
		foreach (array_merge($compactAny, $compactPhp) as $i => $bytes) {
			$session = "\x82\xa1s" . $bytes . "\xa1t" . $bytes;
			$out[] = $pick($i, ["\x09", "\x0d", "\x11", "\x15", "\x0b", "\x08"]) . $session;
			if (($bytes[0] & "\xf0") === "\x80" || $bytes[0] === "\xde" || $bytes[0] === "\xd4") {
				$out[] = $pick($i, ["\x0d", "\x15", "\x1d", "\x0c"]) . $bytes;
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
			// under a low msgpack.max_depth (k bits6-7): 3, 5, 2
			$out[] = $pick($i, ["\x01\x82\x05\x03", "\x00\xc1\x02", "\x05\x41\x01"]) . $payload;
		}
		// compact mode (o bit7; k bits4-5): streams of compact messages
		$compactStreams = static function (array $messages) use (&$out, $pick, $raw): void {
			$n = count($messages);
			for ($i = 0; $i < $n; $i++) {
				$payload = implode('', array_slice($messages, $i, 1 + $i % 4)) . ($i % 3 ? '' : $raw[$i % count($raw)]);
				$out[] = "\x81\x00" . $payload;                 // BufferUnpacker, COMPACT, one chunk
				$out[] = "\x81\x02\x03\x07" . $payload;         // chunks of 3 and 7
				$out[] = $pick($i, ["\x80\x01\x01", "\x90\x11\x02", "\x83\x00", "\x83\x10", "\x82\x01\x0b",
					"\x82\x03\x0b\x26\x0b", "\xb1\x31\x05", "\x81\x31\x01", "\x91\x01\x04", "\xc1\x02\x02\x05",
					"\x8c\x11\x01"]) . $payload;
			}
		};
		$compactStreams($compactAny);
		// php_only MessagePackUnpacker for object records
		foreach ($compactPhp as $i => $bytes) {
			$out[] = $pick($i, ["\x84\x00", "\x84\x01\x01", "\x87\x10", "\x8c\x02\x02\x05"]) . $bytes . $bytes;
		}
		// shared structures: c=0x01 ([['id','name']] max 1, as 'shared' was written), 0x09 (the same, max 4),
		// 0x0d (max 32), 0x02 (two lists), 0x00 (none, max 0), 0xc6 (two others, max 4)
		foreach ($compactShared as $i => $bytes) {
			$out[] = "\x81\x10\x01" . $bytes . $bytes;
			$out[] = "\x81\x21\x03\x01" . $bytes . $bytes;
			$out[] = $pick($i, ["\x81\x10\x09", "\x81\x10\x0d", "\x81\x20\x02", "\x81\x10\x00", "\x81\x10\xc6",
				"\x82\x12\x0b\x06\x09", "\x91\x11\x01\x01"]) . $bytes;
		}
		foreach ($packed['shared4'] as $i => $bytes) {
			$out[] = "\x81\x10\x09" . $bytes;                // the reader lacks what the packer appended
			$out[] = "\x81\x10\x01" . $bytes;
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
			if ($i < 9) {
				// compact mode: the first op byte's high nibble (bit4 msgpack.compact, bit5 Packer, bit6 records
				// only, bit7 withStructures)
				foreach ([0x10, 0x20, 0x30, 0x70, 0xb0, 0xf0] as $j => $x) {
					$out[] = chr(($i * 37 + $j * 8) & 0xff) . (chr(ord($prog[0]) | $x) . substr($prog, 1));
					$out[] = chr((($i * 37 + $j * 8) & 0xfe) | 1) . (chr(ord($prog[0]) | $x) . substr($prog, 1));
				}
			}
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
