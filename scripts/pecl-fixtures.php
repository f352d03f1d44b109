<?php
/*
 * Records how Debian's PECL msgpack (2.2.0RC2) encodes and decodes a corpus of PHP values, into
 * tests/data/pecl-fixtures.json, which tests/490-499 replay against our module.
 *
 *     php scripts/pecl-fixtures.php
 *
 * runs itself again as `php -n -d extension=msgpack.so scripts/pecl-fixtures.php --record FILE` (PECL's module in
 * a process of its own: it has our module's name) and writes the JSON. Output is deterministic: rerunning it on the
 * same PHP and PECL build rewrites the same file.
 *
 * Each case is PHP code (run with eval, classes from tests/data/pecl-fixture-classes.inc) that returns the value,
 * plus INI settings. Recorded per case:
 *   value         dump of the value (pf_dump: references &rN and objects #N numbered in order of appearance)
 *   pecl          what msgpack_pack() gave: hex ("deflated", base64, when large), the notices/warnings, the exception
 *   pecl_decoded  what PECL's msgpack_unpack() made of those bytes
 * Decode-only cases give "hex" instead of code. Session cases encode the value as $_SESSION with
 * session_encode() (session.serialize_handler=msgpack) and decode with session_decode().
 *
 * Where PECL is wrong, the case carries "pecl_bug" (why) and what our module must do instead:
 *   ours            pack record we produce instead of "pecl"
 *   ours_decoded    our decoder's outcome on PECL's bytes, when it differs from pecl_decoded
 *   ours_roundtrip  our decoder's outcome on the "ours" bytes
 * ours_roundtrip is PECL's decoder run on our bytes (the id numbering we follow is the one PECL's decoder uses),
 * except where the case says the decoded value must equal the original value.
 */

declare(strict_types=1);

const PF_PECL_VERSION = '2.2.0RC2';
const PF_OUTPUT = __DIR__ . '/../tests/data/pecl-fixtures.json';
const PF_CLASSES = __DIR__ . '/../tests/data/pecl-fixture-classes.inc';

const PF_BUG_NUL = 'Serializable::unserialize() receives the payload plus a trailing NUL byte; ours passes the payload as written';

/* ---- the corpus --------------------------------------------------------------------------------------------------- */

function pf_cases(): array
{
	$cases = [];
	/* A value case: group, name, code, INI overrides, extra keys (pecl_bug, ours, ...). */
	$v = function (string $group, string $name, string $code, array $ini = [], array $extra = []) use (&$cases) {
		$cases[] = ['name' => $name, 'group' => $group, 'code' => $code, 'ini' => $ini] + $extra;
	};
	/* A decode-only case: bytes PECL never writes itself (or only other versions write). */
	$d = function (string $name, string $hex, array $ini = [], array $extra = []) use (&$cases) {
		$cases[] = ['name' => $name, 'group' => 'decode', 'hex' => $hex, 'ini' => $ini] + $extra;
	};
	/* A session case: code returns the $_SESSION array. */
	$s = function (string $name, string $code, array $ini = [], array $extra = []) use (&$cases) {
		$cases[] = ['name' => $name, 'group' => 'session', 'code' => $code, 'ini' => $ini] + $extra;
	};
	$off = ['php_only' => 0];
	$nostr8 = ['use_str8_serialization' => 0];

	/* scalars */
	$v('scalar', 'null', 'return null;');
	$v('scalar', 'false', 'return false;');
	$v('scalar', 'true', 'return true;');
	foreach ([0, 1, 127, 128, 255, 256, 65535, 65536, 4294967295, 4294967296, -1, -32, -33, -128, -129, -32768,
			-32769, -2147483648, -2147483649] as $i) {
		$v('scalar', 'int ' . $i, 'return ' . $i . ';');
	}
	$v('scalar', 'int PHP_INT_MAX', 'return PHP_INT_MAX;');
	$v('scalar', 'int PHP_INT_MIN', 'return PHP_INT_MIN;');
	foreach (['0.0', '-0.0', '1.5', '-1.5', '0.1', '1e300', '-1e-300', 'NAN', 'INF', '-INF', 'PHP_FLOAT_EPSILON',
			'(float) PHP_INT_MAX'] as $f) {
		$v('scalar', 'float ' . $f, 'return ' . $f . ';');
	}
	foreach ([0, 1, 31, 32, 255, 256, 65535, 65536] as $n) {
		$v('scalar', 'string length ' . $n, 'return str_repeat("s", ' . $n . ');');
	}
	foreach ([31, 32, 255, 256] as $n) {
		$v('scalar', 'string length ' . $n . ' str8 off', 'return str_repeat("s", ' . $n . ');', $nostr8);
	}
	$v('scalar', 'string binary', 'return "\xff\x00\x80";');
	$v('scalar', 'string utf-8', 'return "h\u{e9}llo \u{1f600}";');
	$v('scalar', 'string numeric', 'return "123";');
	$v('scalar', 'resource', 'return fopen("php://memory", "r");');

	/* arrays */
	$v('array', 'empty', 'return [];');
	$v('array', 'list', 'return [1, 2, 3];');
	$v('array', 'list of every scalar', 'return [null, true, false, 0, -1, 1.5, "a", ""];');
	$v('array', 'list 15', 'return range(1, 15);');
	$v('array', 'list 16', 'return range(1, 16);');
	$v('array', 'list 65535', 'return array_fill(0, 65535, 1);');
	$v('array', 'list 65536', 'return array_fill(0, 65536, 1);');
	$v('array', 'nested lists', 'return [[1, [2, [3, []]]], [[]]];');
	$v('array', 'map string keys', 'return ["a" => 1, "b" => "two", "c" => [3]];');
	$v('array', 'map 15', 'return array_combine(array_map(fn($i) => "k$i", range(1, 15)), range(1, 15));');
	$v('array', 'map 16', 'return array_combine(array_map(fn($i) => "k$i", range(1, 16)), range(1, 16));');
	$v('array', 'int key 1', 'return [1 => 1];');
	$v('array', 'int keys with hole', 'return [0 => 1, 2 => 2];');
	$v('array', 'int keys out of order', 'return [1 => "a", 0 => "b"];');
	$v('array', 'negative key', 'return [-1 => 1];');
	$v('array', 'big int keys', 'return [PHP_INT_MAX => 1, PHP_INT_MIN => 2, 4294967296 => 3, -129 => 4];');
	$v('array', 'numeric string key', 'return ["1" => 1, "01" => 2, "-5" => 3, "1.5" => 4, " 1" => 5];');
	$v('array', 'overflowing numeric string key', 'return ["9223372036854775808" => 1];');
	$v('array', 'hole in the middle', '$a = [1, 2, 3]; unset($a[1]); return $a;');
	$v('array', 'last element removed', '$a = [1, 2, 3]; unset($a[2]); return $a;');
	$v('array', 'first element removed', '$a = [1, 2, 3]; unset($a[0]); return $a;');
	$v('array', 'mixed keys', 'return [0 => "zero", "one" => 1, 5 => [1 => [0 => "deep"]], "" => "empty key"];');
	$v('array', 'same array twice by value', '$a = ["foo"]; return [$a, $a];');
	$v('array', 'binary keys', 'return ["\x00k" => 1, "\xff" => 2];');
	$v('array', 'str8 off keys and values', 'return [str_repeat("k", 40) => str_repeat("v", 40)];', $nostr8);

	/* objects */
	$v('object', 'stdClass empty', 'return new stdClass;');
	$v('object', 'stdClass props', 'return (object) ["x" => 1, "y" => "two", "z" => [1, 2]];');
	$v('object', 'stdClass int keys', 'return (object) [1, 2];');
	$v('object', 'stdClass mixed keys', 'return (object) ["a" => 1, 5 => 2, "-1" => 3];');
	$v('object', 'class without props', 'return new E;');
	$v('object', 'class visibility', 'return new Foo;');
	$v('object', 'class inheritance', 'return new Bar;');
	$v('object', 'class same-named privates', 'return new C;');
	$v('object', 'class dynamic prop', '$o = new Dyn; $o->b = 2; return $o;');
	$v('object', 'typed uninitialised', 'return new T;');
	$v('object', 'typed initialised', '$t = new T; $t->x = 5; return $t;');
	$v('object', 'readonly promoted', 'return new RO(7);');
	$v('object', 'long class name', 'return new PlainClassNameLongerThanThirtyOneBytes;');
	$v('object', 'long class name str8 off', 'return new PlainClassNameLongerThanThirtyOneBytes;', $nostr8);
	$v('object', 'nested objects', '$o = new stdClass; $o->child = new Foo; $o->list = [new E, (object) ["k" => "v"]]; return $o;');
	$v('object', 'objects in array', 'return ["a" => new Foo, "b" => [new Bar, new C]];');
	$v('object', '__serialize assoc', 'return new M("hello");');
	$v('object', '__serialize list', 'return new M2;');
	$v('object', '__serialize nested payload', 'return new MN;');
	$v('object', '__serialize in array', 'return [new M, new M2, "x"];');
	$v('object', '__serialize non-array', 'return new MBad;');
	$v('object', '__serialize calling msgpack_pack', '$o = new stdClass; return [$o, new RE($o)];', [], [
		'pecl_bug' => 'a msgpack_pack() call made inside __serialize continues the outer call\'s numbering, so the inner '
			. 'string holds a back-reference into the outer stream and cannot be decoded alone; ours starts afresh',
		'ours' => '9281c0a8737464436c61737382c0a25245c081a5696e6e6572ab81c0a8737464436c617373',
	]);
	$v('object', 'Serializable', 'return new S;');
	$v('object', 'Serializable binary payload', 'return new S("a\x00b");');
	$v('object', 'Serializable empty payload', 'return new S("");');
	$v('object', 'Serializable null payload', 'return new S(null);');
	$v('object', 'Serializable 40-byte payload', 'return new S(str_repeat("p", 40));');
	$v('object', 'Serializable 40-byte payload str8 off', 'return new S(str_repeat("p", 40));', $nostr8);
	$v('object', 'Serializable long class name', 'return new SerializableClassNameLongerThan31;');
	$v('object', 'Serializable long class name str8 off', 'return new SerializableClassNameLongerThan31;', $nostr8);
	$v('object', 'Serializable and __serialize', 'return new SB;');
	$v('object', '__sleep', 'return new SL;');
	$v('object', '__sleep missing name', 'return new SL2;');
	$v('object', '__sleep parent private', 'return new SLC;');
	$v('object', '__sleep non-array', 'return new SL4;');
	$v('object', '__sleep empty', 'return new SL3;', [], [
		'pecl_bug' => '__sleep returning [] makes PECL write nothing at all; ours writes the class entry alone',
		'ours' => '81c0a3534c33',
	]);
	$v('object', '__sleep empty in array', 'return [new SL3, 1];', [], [
		'pecl_bug' => '__sleep returning [] makes PECL write nothing, so the array is short of an element',
		'ours' => '9281c0a3534c3301',
	]);
	$v('object', '__sleep non-string entry', 'return new Opj;', [], [
		'pecl_bug' => 'non-string __sleep entries are counted in the map header but not written (corrupt map); ours leaves them out of the count too',
		'ours' => '81c0a34f706a',
	]);
	$v('object', '__sleep non-string entry among names', 'return new Opj2;', [], [
		'pecl_bug' => 'non-string __sleep entries are counted in the map header but not written (corrupt map); ours leaves them out of the count too',
		'ours' => '83c0a44f706a32a16101a16202',
	]);
	$v('object', '__wakeup', 'return new WK;');
	$v('object', '__wakeup without encoded props', 'return new WKE;', [], [
		'pecl_bug' => 'PECL calls __wakeup only after a property entry, so an object without encoded properties is never woken',
		'ours_decoded' => ['code' => '$w = new WKE; $w->woken = true; return $w;'],
	]);
	$v('object', 'ArrayObject', 'return new ArrayObject([1]);');
	$v('object', 'ArrayObject assoc', 'return new ArrayObject(["a" => 1, "b" => [2]]);');
	/* @: PHP 8.5 deprecates an object as ArrayObject's storage (building the value is not what is checked) */
	$v('object', 'ArrayObject wrapping object', 'return @new ArrayObject(new Foo);');
	$v('object', 'ArrayIterator', 'return new ArrayIterator([1]);');
	$v('object', 'SplObjectStorage empty', 'return new SplObjectStorage;');
	$v('object', 'SplObjectStorage entries', '$s = new SplObjectStorage; $s[new stdClass] = "data"; $s[new Foo] = null; return $s;');
	$v('object', 'SplFixedArray', 'return SplFixedArray::fromArray([1, 2]);');
	$v('object', 'DateTime UTC', 'return new DateTime("2020-01-01 00:00:00", new DateTimeZone("UTC"));');
	$v('object', 'DateTime offset', 'return new DateTime("2021-06-15 12:34:56.789", new DateTimeZone("+02:00"));');
	$v('object', 'DateTime named zone', 'return new DateTime("2021-06-15 12:34:56", new DateTimeZone("Europe/Paris"));');
	$v('object', 'DateTimeImmutable', 'return new DateTimeImmutable("1999-12-31 23:59:59.5", new DateTimeZone("UTC"));');
	$v('object', 'DateTimeZone named', 'return new DateTimeZone("Europe/Paris");');
	$v('object', 'DateTimeZone offset', 'return new DateTimeZone("-05:30");');
	$v('object', 'DateInterval', 'return new DateInterval("P1Y2M3DT4H5M6S");');
	$v('object', '__PHP_Incomplete_Class', 'return unserialize(\'O:4:"Nope":1:{s:1:"x";i:1;}\');');
	$v('object', '__PHP_Incomplete_Class without props', 'return unserialize(\'O:5:"Nope2":0:{}\');');
	$v('object', '__PHP_Incomplete_Class private prop', 'return unserialize("O:4:\"Nope\":2:{s:7:\"\x00Nope\x00p\";i:2;s:4:\"\x00*\x00q\";i:3;}");');
	$v('object', 'Closure', 'return fn() => 1;');
	$v('object', 'Closure in array', 'return [1, fn() => 1];');
	$v('object', 'Generator', 'return (function () { yield 1; })();');
	$v('object', 'anonymous class', 'return new class {};');
	$v('object', 'WeakReference', '$o = new stdClass; return [$o, WeakReference::create($o)];');
	$v('object', 'ReflectionClass', 'return new ReflectionClass("Foo");');
	$enum_bug = 'Debian 2.2 encodes an enum as a plain object with name/value props, which cannot be decoded '
		. '(Error: Cannot instantiate enum); ours writes the 3.0 form {nil:6, "Class": "Case"} and reads the 2.2 form as the case';
	$v('object', 'enum pure', 'return Suit::Hearts;', [], [
		'pecl_bug' => $enum_bug, 'ours' => '82c006a453756974a6486561727473',
		'ours_decoded' => 'value', 'ours_roundtrip' => 'value',
	]);
	$v('object', 'enum int-backed', 'return BI::One;', [], [
		'pecl_bug' => $enum_bug, 'ours' => '82c006a24249a34f6e65',
		'ours_decoded' => 'value', 'ours_roundtrip' => 'value',
	]);
	$v('object', 'enum string-backed', 'return BS::A;', [], [
		'pecl_bug' => $enum_bug, 'ours' => '82c006a24253a141',
		'ours_decoded' => 'value', 'ours_roundtrip' => 'value',
	]);
	$v('object', 'enum twice', 'return [Suit::Hearts, Suit::Hearts];', [], [
		'pecl_bug' => $enum_bug . '; the second occurrence is an object back-reference {nil:4, 0:2}',
		'ours' => '9282c006a453756974a648656172747382c0040002',
		'ours_decoded' => 'value', 'ours_roundtrip' => 'value',
	]);
	$v('object', 'enum in property', 'return (object) ["s" => Suit::Spades, "n" => 1];', [], [
		'pecl_bug' => $enum_bug,
		'ours' => '83c0a8737464436c617373a17382c006a453756974a6537061646573a16e01',
		'ours_decoded' => 'value', 'ours_roundtrip' => 'value',
	]);

	/* identity and references */
	$v('reference', 'same object twice', '$x = new stdClass; return [$x, $x];');
	$v('reference', 'same object nested', '$a = new stdClass; $b = new stdClass; $b->a = $a; return ["a" => $a, "b" => $b, "c" => [$a, $b]];');
	$v('reference', 'same object in props', '$x = new Foo; $o = new stdClass; $o->p = $x; $o->q = $x; return $o;');
	$v('reference', 'object seen in __serialize payload', '$m = new MN; return [$m->o, $m, $m->o];');
	$v('reference', 'array reference twice', '$a = ["foo"]; return [&$a, &$a];');
	$v('reference', 'int array reference twice', '$b = [1]; return [&$b, &$b];');
	$v('reference', 'map reference twice', '$b = ["k" => 1]; return ["x" => &$b, "y" => &$b];');
	$v('reference', 'object reference twice', '$o = new stdClass; return [&$o, &$o];');
	$v('reference', 'class object reference twice', '$o = new Foo; return [&$o, &$o];');
	$v('reference', 'array value then reference', '$x = [1]; return [$x, &$x];');
	$rc1 = 'PECL writes a reference marker for a reference that nothing else shares (refcount 1: here the function\'s own variable is gone); PHP treats such a reference as a plain value, and with the marker every later reference to the object came back linked to it; ours writes the object as a value';
	$v('reference', 'object value then reference', '$x = new stdClass; return [$x, &$x];', [], [
		'pecl_bug' => $rc1, 'ours' => '9281c0a8737464436c61737382c0040002',
	]);
	$v('reference', 'object reference then value', '$x = new stdClass; return [&$x, $x];', [], [
		'pecl_bug' => 'PECL\'s decoder turns the by-value back-reference {nil:4} to an object first written by reference into '
			. 'the same PHP reference, so writing one element overwrites the other; ours reads it as unserialize() does. '
			. $rc1,
		'ours' => '9281c0a8737464436c61737382c0040002',
		'ours_decoded' => 'value',
	]);
	$v('reference', 'int reference twice', '$i = 1; return [&$i, &$i];');
	$v('reference', 'string reference twice', '$s = "str"; return ["a" => &$s, "b" => &$s];');
	$v('reference', 'empty array reference twice', '$e = []; return [&$e, &$e];');
	$v('reference', 'empty array reference nested', '$e = []; return [&$e, [&$e], new stdClass];');
	$v('reference', 'reference inside shared array', '$inner = [1, 2]; $outer = ["a" => &$inner]; return [$outer, &$inner];');
	$v('reference', 'recursive array', '$a = [1]; $a[] = &$a; return $a;');
	$v('reference', 'recursive array nested', '$a = ["x" => ["y" => 1]]; $a["x"]["self"] = &$a; return $a;');
	$v('reference', 'recursive object', '$o = new stdClass; $o->self = $o; return $o;');
	$v('reference', 'recursive object by reference', '$o = new stdClass; $o->self = &$o; return $o;', [], [
		'pecl_bug' => $rc1, 'ours' => '82c0a8737464436c617373a473656c6682c0040001',
	]);
	$v('reference', 'recursive object pair', '$a = new stdClass; $b = new stdClass; $a->b = $b; $b->a = $a; return $a;');
	$v('reference', 'recursive object in array', '$o = new stdClass; $o->list = [$o]; return [$o];');
	$v('reference', 'references in props', '$o = new stdClass; $o->a = [1, 2]; $o->b = &$o->a; return $o;');
	$v('reference', 'references in declared props', '$w = new WK; $w->a = [1]; $w->woken = &$w->a; return $w;');
	$v('reference', 'object references in props', '$x = new stdClass; $o = new stdClass; $o->p = &$x; $o->q = &$x; return $o;');
	$v('reference', 'Serializable reference twice', '$s = new S; return [&$s, &$s];');
	$v('reference', '__serialize reference twice', '$m = new M; return [&$m, &$m];');
	$v('reference', '__serialize object twice', '$m = new M; return [$m, $m];');
	$v('reference', '__sleep reference twice', '$o = new SL; return [&$o, &$o];', [], [
		'pecl_bug' => 'PECL writes no reference marker for a referenced object whose class has __sleep(), so the two '
			. 'elements come back unlinked; ours writes the marker, which PECL\'s decoder reads',
		'ours' => '9285c001c0a2534ca16101a4002a006303a500534c00640482c0050002',
	]);
	$v('reference', 'DateTime twice', '$d = new DateTime("2020-01-01 00:00:00", new DateTimeZone("UTC")); return [$d, $d];');
	$v('reference', 'object twice then reference twice', '$o = new stdClass; $p = new E; return [$o, $o, &$p, &$p];');
	$drift = 'reference duplicates ({nil:2}/{nil:5}) take no id in PECL\'s encoder but a slot in its decoder, '
		. 'so later back-references point at the wrong value; ours numbers as the decoder counts';
	$v('reference', 'drift array refs then object', '$b = [1]; $o = (object) ["n" => "o"]; return [&$b, &$b, $o, $o];', [], [
		'pecl_bug' => $drift,
		'ours' => '9482c001000182c002000282c0a8737464436c617373a16ea16f82c0040004',
	]);
	$v('reference', 'drift two array refs', '$b = [1]; $c = [2]; return [&$b, &$b, &$c, &$c];', [], [
		'pecl_bug' => $drift,
		'ours' => '9482c001000182c002000282c001000282c0020004',
	]);
	$v('reference', 'drift object refs then object', '$o = new stdClass; $p = new E; return [&$o, &$o, $p, $p];', [], [
		'pecl_bug' => $drift,
		'ours' => '9482c001c0a8737464436c61737382c005000281c0a14582c0040004',
	]);
	$v('reference', 'drift empty array refs then object', '$e = []; $o = new stdClass; return [&$e, &$e, $o, $o];', [], [
		'pecl_bug' => $drift,
		'ours' => '949082c002000281c0a8737464436c61737382c0040004',
	]);
	$v('reference', 'drift __serialize refs then object', '$m = new M; $o = new stdClass; return [&$m, &$m, $o, $o];', [], [
		'pecl_bug' => $drift,
		'ours' => '9482c0a14dc081a16ba17682c005000281c0a8737464436c61737382c0040005',
	]);

	/* php_only = 0 */
	$v('php_only_off', 'php_only=0 list', 'return [1, [2, 3]];', $off);
	$v('php_only_off', 'php_only=0 map', 'return ["a" => 1, 5 => [1 => 2]];', $off);
	$v('php_only_off', 'php_only=0 stdClass empty', 'return new stdClass;', $off);
	$v('php_only_off', 'php_only=0 stdClass props', 'return (object) ["x" => 1, "y" => 2];', $off);
	$v('php_only_off', 'php_only=0 class visibility', 'return new Foo;', $off);
	$v('php_only_off', 'php_only=0 nested objects', '$o = new stdClass; $o->child = new Foo; return [$o];', $off);
	$v('php_only_off', 'php_only=0 Serializable', 'return new S;', $off);
	$v('php_only_off', 'php_only=0 __serialize', 'return new M;', $off);
	$v('php_only_off', 'php_only=0 DateTime', 'return new DateTime("2020-01-01 00:00:00", new DateTimeZone("UTC"));', $off);
	$v('php_only_off', 'php_only=0 __sleep', 'return new SL;', $off);
	$v('php_only_off', 'php_only=0 same object twice', '$x = new stdClass; $x->a = 1; return [$x, $x];', $off);
	$v('php_only_off', 'php_only=0 array reference twice', '$b = [1]; return [&$b, &$b];', $off);
	$v('php_only_off', 'php_only=0 recursive array', '$a = [1]; $a[] = &$a; return $a;', $off);
	$v('php_only_off', 'php_only=0 empty array', 'return [];', $off);

	/* decode-only inputs */
	$d('empty map php_only', '80');
	$d('empty map php_only off', '80', $off);
	$d('class marker php_only off', '81c0a8737464436c617373', $off);
	$d('unknown class', '82c0a44e6f7065a17801');
	$d('unknown class with mangled props', '83c0a44e6f7065a700 4e6f7065007001a4002a007102');
	$d('Serializable unknown class', '82c003a44e6f7065a3616263');
	$d('Serializable class without unserializer', '82c003a8737464436c617373a3616263');
	$d('bad back-reference id', '920182c0040063');
	$d('reference marker alone', '81c001');
	$d('unmangled protected name', '82c0a3466f6fa162ff');
	$d('unmangled private name of child', '82c0a143a17009');
	$d('mangled parent private', '82c0a143a40050007009');
	$d('undeclared prop', '82c0a3466f6fa17a01');
	$d('unknown marker type', '83c009c0a8737464436c617373a17801');
	$d('__serialize payload for class without __unserialize', '82c0a3466f6fc081a16109', [], [
		'pecl_bug' => 'PECL drops the entries of a __serialize() payload for a class without __unserialize(); '
			. 'unserialize() has them as the object\'s properties (what a __serialize() of the class returned)',
		'ours_decoded' => ['code' => '$f = new Foo; $f->a = 9; return $f;'],
	]);

	/* sessions */
	$s('session one var', 'return ["foo" => 1];');
	$s('session mixed', 'return ["foo" => 1, "bar" => "baz", "obj" => (object) ["x" => 1], 5 => "intkey"];');
	$s('session list', 'return ["a", "b"];');
	$s('session empty', 'return [];');
	$s('session objects', 'return ["a" => new Foo, "b" => new M("m"), "c" => new S, "d" => new DateTime("2020-01-01 00:00:00", new DateTimeZone("UTC"))];',
		);
	$s('session same object', '$o = new stdClass; return ["x" => $o, "y" => $o];');
	$s('session references', '$b = [1]; return ["p" => &$b, "q" => &$b];');
	$s('session recursive', '$a = ["n" => 1]; $a["self"] = &$a; return ["a" => $a];');
	$s('session drift', '$b = [1]; $o = new stdClass; return ["p" => &$b, "q" => &$b, "x" => $o, "y" => $o];', [], [
		'pecl_bug' => $drift,
		'ours' => '85c001a17082c0010001a17182c0020002a17881c0a8737464436c617373a17982c0040004',
	]);
	$s('session php_only off', 'return ["q" => 1, "o" => (object) ["x" => 1]];', $off);
	$s('session str8 off', 'return ["s" => str_repeat("x", 40)];', $nostr8);
	$s('session merged into existing', 'return ["foo" => 1, "new" => 2];', [], [
		'existing' => 'return ["keep" => "k", "foo" => 0];',
	]);
	$s('session garbage', '', [], ['hex' => 'c167617262616765', 'existing' => 'return ["keep" => 1];']);
	$s('session truncated', '', [], ['hex' => '82c001a3666f6f', 'existing' => 'return ["keep" => 1];']);
	$s('session scalar root', '', [], ['hex' => '01', 'existing' => 'return ["keep" => 1];']);
	$s('session extra bytes', '', [], ['hex' => '82c001a3666f6f0101']);
	$s('session plain map', '', [], ['hex' => '81a3666f6f01']);
	$s('session object root', '', [], ['hex' => '82c0a8737464436c617373a3666f6f01']);

	return $cases;
}

/* ---- recording (runs under PECL msgpack) --------------------------------------------------------------------------- */

function pf_record(array $case): array
{
	$rec = ['name' => $case['name'], 'group' => $case['group']];
	if ($case['code'] ?? '') {
		$rec['code'] = $case['code'];
	}
	if (isset($case['existing'])) {
		$rec['existing'] = $case['existing'];
	}
	$rec['ini'] = (object) $case['ini'];
	pf_apply_ini($case['ini']);
	$session = $case['group'] === 'session';
	$existing = isset($case['existing']) ? pf_build($case['existing']) : [];

	$value = null;
	if (isset($case['hex'])) {
		$bytes = hex2bin(str_replace(' ', '', $case['hex']));
		$rec['pecl'] = ['hex' => bin2hex($bytes)];
	} else {
		$built = pf_capture(fn() => pf_build($case['code']));
		if ($built['messages'] || $built['exception'] !== null) {
			fwrite(STDERR, "case {$case['name']}: building the value reported: " . pf_outcome($built, false));
			exit(1);
		}
		$value = $built['result'];
		$rec['value'] = pf_digest(pf_dump($value));
		$rec['pecl'] = $session ? pf_session_encode($value) : pf_pack($value);
		$bytes = pf_bytes($rec['pecl']);
	}
	$decode = fn(string $b) => $session ? pf_session_decode_outcome($b, $existing) : pf_unpack_outcome($b);
	if ($bytes !== null) {
		$rec['pecl_decoded'] = $decode($bytes);
	}

	if (isset($case['pecl_bug'])) {
		$rec['pecl_bug'] = $case['pecl_bug'];
	}
	/* Our decoder on PECL's bytes. */
	$expect = function ($how) use ($value): string {
		if ($how === 'value') {
			return pf_digest(pf_dump($value));
		}
		if (isset($how['outcome'])) {
			return pf_digest($how['outcome']);
		}
		return pf_digest(pf_dump(pf_build($how['code'])));
	};
	if (isset($case['ours_decoded'])) {
		$rec['ours_decoded'] = $expect($case['ours_decoded']);
	} elseif ($bytes !== null) {
		S::$stripNul = true;
		$fixed = $decode($bytes);
		S::$stripNul = false;
		if ($fixed !== $rec['pecl_decoded']) {
			/* Only the NUL differs: say so. */
			$rec['pecl_bug'] = isset($rec['pecl_bug']) ? $rec['pecl_bug'] . '; ' . PF_BUG_NUL : PF_BUG_NUL;
			$rec['ours_decoded'] = $fixed;
		}
	}
	/* What we write instead, and what our decoder makes of it. */
	if (isset($case['ours'])) {
		$ours = ['hex' => $case['ours'], 'messages' => $case['ours_messages'] ?? $rec['pecl']['messages'],
			'exception' => $rec['pecl']['exception']];
		$rec['ours'] = $ours;
		if (isset($case['ours_roundtrip'])) {
			$rec['ours_roundtrip'] = $expect($case['ours_roundtrip']);
		} else {
			S::$stripNul = true;
			$rec['ours_roundtrip'] = $decode(hex2bin($case['ours']));
			S::$stripNul = false;
		}
	}
	return $rec;
}

function pf_record_all(string $file): void
{
	if (phpversion('msgpack') !== PF_PECL_VERSION) {
		fwrite(STDERR, 'expected PECL msgpack ' . PF_PECL_VERSION . ', found ' . var_export(phpversion('msgpack'), true) . "\n");
		exit(1);
	}
	require PF_CLASSES;
	pf_session_start();
	$records = [];
	$names = [];
	foreach (pf_cases() as $case) {
		if (isset($names[$case['name']])) {
			fwrite(STDERR, "duplicate case name: {$case['name']}\n");
			exit(1);
		}
		$names[$case['name']] = true;
		$records[] = pf_record($case);
	}
	pf_apply_ini([]);
	file_put_contents($file, json_encode($records, JSON_THROW_ON_ERROR | JSON_INVALID_UTF8_SUBSTITUTE));
}

/* ---- driver --------------------------------------------------------------------------------------------------- */

if (($argv[1] ?? '') === '--record') {
	pf_record_all($argv[2]);
	exit(0);
}

$tmp = tempnam(sys_get_temp_dir(), 'pecl-fixtures');
$cmd = [PHP_BINARY, '-n', '-d', 'extension=msgpack.so', '-d', 'error_reporting=-1', '-d', 'display_errors=stderr',
	__FILE__, '--record', $tmp];
$proc = proc_open($cmd, [0 => ['file', '/dev/null', 'r'], 1 => STDOUT, 2 => STDERR], $pipes);
$status = proc_close($proc);
$json = file_get_contents($tmp);
unlink($tmp);
if ($status !== 0 || $json === '') {
	fwrite(STDERR, "recording under PECL msgpack failed (exit status $status)\n");
	exit(1);
}
$cases = json_decode($json, true, 512, JSON_THROW_ON_ERROR);
foreach ($cases as &$case) {
	$case['ini'] = (object) $case['ini'];
}
unset($case);

$doc = [
	'about' => 'PECL msgpack compatibility fixtures, written by scripts/pecl-fixtures.php (do not edit by hand). '
		. 'See the comment at the top of that script for the fields.',
	'pecl_version' => PF_PECL_VERSION,
	'php_version' => PHP_MAJOR_VERSION . '.' . PHP_MINOR_VERSION,
	'cases' => $cases,
];
$out = json_encode($doc, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_THROW_ON_ERROR) . "\n";
file_put_contents(PF_OUTPUT, $out);

$flagged = count(array_filter($cases, fn($c) => isset($c['pecl_bug'])));
fprintf(STDOUT, "wrote %s: %d cases, %d flagged as PECL bugs\n", realpath(PF_OUTPUT), count($cases), $flagged);
