<?php
/*
 * The fuzz targets, in PHP. fuzz/harness.c evaluates this file at the start of every request and calls
 * fz_<target>(string $input) once per input; tests/950-fuzz-regressions.phpt requires it in plain PHP to replay
 * tests/fuzz-regressions/. Every target catches every Throwable: only crashes, sanitizer reports, fatal errors,
 * memory amplification and fz_fail() (oracle mismatches) are findings.
 *
 * Input layouts (first bytes are options, the rest is the payload):
 *   unpack     o1 o2 payload   o1: bit0 php_only, bit1 assoc, bit2 illegal_key_insert, bits3-4 allowed_classes
 *                              (absent / false / ['Foo','Bar'] / true), bit5 max_depth option from o2 bits4-5
 *                              (1 / 3 / 16 / 64), bit6 through MessagePack::unpack() instead of msgpack_unpack(),
 *                              bit7 msgpack.error_display=0; o2 bits0-2 template (none x4, 'Foo', ['T'], a WK object,
 *                              ['a' => null, 'b' => 'Foo']), bits3-4 the framing check's chunk size, bits6-7
 *                              msgpack.compact (0 / records / full / full, and the decoded value packed again with
 *                              compact full and decoded back)
 *   stream     o  k  s1..sk [c] payload   o: bit0-1 API (MessagePackUnpacker / BufferUnpacker / BufferUnpacker typed
 *                              reads / MessagePackUnpacker direct mode, whole and, with chunk sizes, in PECL's loop
 *                              against fed pieces), bit2 php_only, bit3 assoc, bit4 release()
 *                              after each chunk, bit5 wild extensions (reset/append/skip from unpackExt, generators;
 *                              no oracle), bit6 extensions reading more or less than the ext body (oracle only with
 *                              FUZZ_STRICT=1), bit7 compact mode; k&15 chunk sizes s1..sk (cycled; k=0: one chunk);
 *                              with o bit7, k bits4-5: msgpack.compact records / full / records / full for
 *                              MessagePackUnpacker, and for BufferUnpacker UnpackOptions::COMPACT / withStructures()
 *                              / withStructures() and COMPACT / COMPACT with user extensions for the compact ext
 *                              types 0x53 ('read') and 0x72 ('nested'), which take precedence; with
 *                              withStructures(), the byte c after the sizes builds the Structures (fz_structures());
 *                              k bits6-7 msgpack.max_depth 4096 / 2 / 3 / 5.
 *                              Oracle: the messages read chunk by chunk equal those read from the whole payload.
 *   session    o  payload      o: bit0 php_only, bit1 pre-filled $_SESSION, bit2 re-decode session_encode()'s output,
 *                              bits3-4 msgpack.compact (0 / records / full / decode with 0, encode and re-decode with
 *                              full)
 *   roundtrip  o  payload      o: bit0 php_only=1 (objects) else php_only=0 + assoc=1; bit1 the payload is read with
 *                              msgpack.compact=records; bits2-3 a second round trip in compact mode: none /
 *                              msgpack.compact=records / msgpack.compact=full / MessagePack\Packer (bit4: RECORDS,
 *                              else COMPACT; bit5: withStructures(), bit6: max 4 else 40) read by a BufferUnpacker in
 *                              compact mode. Oracle: decode, pack, decode again: serialize() of the two values is
 *                              equal (also through compact mode); the library's compact round trip equals its plain
 *                              one.
 *   pack       o  program      o: bit0 php_only, bit1 force_f32, bit2 use_str8_serialization=0, bits3-7 PackOptions
 *                              choice; program: a bytecode that builds a PHP value (see fz_pack_build()). The high
 *                              nibble of the program's first byte (fz_pack_build() ignores op bits 4-7) adds compact
 *                              mode: bit4 msgpack_pack() with msgpack.compact (full, or records with bit6), bit5
 *                              Packer with PackOptions::COMPACT (RECORDS with bit6), bit7 that Packer withStructures();
 *                              each decoded back, and (acyclic values) equal to the plain pack's decode.
 *
 * FUZZ_IGNORE (comma-separated) turns a check off while its finding is open, to fuzz past it: compact-frame (the
 * framing check in compact mode).
 */

if (!function_exists('fz_mem_begin')) {
	// Plain PHP (test 950, fuzz/heap-scan.php): the bound on the Zend heap, which rounds blocks up to its bins.
	function fz_mem_begin(int $len, int $rate): void
	{
		$GLOBALS['fz_mem'] = [$len, $rate, memory_get_usage()];
		memory_reset_peak_usage();
	}

	function fz_mem_end(): int
	{
		[$len, $rate, $base] = $GLOBALS['fz_mem'] ?? [0, 256, 0];
		$peak = max(0, memory_get_peak_usage() - $base);
		if ($peak - $rate * $len > ($GLOBALS['fz_mem_worst'][0] ?? PHP_INT_MIN)) {
			$GLOBALS['fz_mem_worst'] = [$peak - $rate * $len, $len];
		}
		if ($peak > $rate * $len + 64 * 1024) {
			fz_fail("memory amplification: $peak bytes for a $len-byte input");
		}
		return $peak;
	}

	function fz_fail(string $message): void
	{
		echo "FUZZ FAILURE: $message\n";
		$GLOBALS['fz_failures'] = ($GLOBALS['fz_failures'] ?? 0) + 1;
	}
}

// Warnings, notices and deprecations are expected (hostile input): swallowed, and recorded for the oracles.
$GLOBALS['fz_warnings'] = [];
set_error_handler(static function (int $no, string $message): bool {
	$GLOBALS['fz_warnings'][] = $message;
	if (getenv('FUZZ_VERBOSE')) {
		fwrite(STDERR, "[php $no] $message\n");
	}
	return true;
});

/*
 * Magic methods of the classes below log their calls for the roundtrip oracle, which compares the order with
 * unserialize()'s: each entry is the class and, for each object property value, whether its own magic method ran
 * already ('+') or not ('-'): an outer object restored before its inner ones shows '-'.
 */
$GLOBALS['fz_calls'] = [];
$GLOBALS['fz_restored'] = new WeakMap();

/* Each input starts with empty logs: what one input logged is not counted in the next one's memory. */
function fz_input_start(): void
{
	$GLOBALS['fz_warnings'] = [];
	$GLOBALS['fz_calls'] = [];
	FzExt::$generators = 0;
}

function fz_called(object $o, mixed ...$held): void
{
	$seen = '';
	foreach ($held as $v) {
		if (is_object($v)) {
			$seen .= isset($GLOBALS['fz_restored'][$v]) ? '+' : '-';
		}
	}
	$GLOBALS['fz_restored'][$o] = true;
	$GLOBALS['fz_calls'][] = get_class($o) . $seen;
}

/* ---- classes the decoders may instantiate (names also in fuzz/msgpack.dict) ------------------------------------ */

class E
{
}

#[AllowDynamicProperties]
class Foo
{
	public $a = 1;
	protected $b = 2;
	private $c = 3;
}

class Bar extends Foo
{
	public $d = 4;
}

class T
{
	public int $x;
	public ?string $s = null;
	public array $list = [];
	public float $f = 1.5;
	public int|bool $u = false;
	public ?Foo $foo = null;
}

class RO
{
	public function __construct(public readonly int $x = 1, public readonly mixed $m = null)
	{
	}
}

readonly class ROC
{
	public int $a;
}

#[AllowDynamicProperties]
class Dyn
{
	public $a = 1;
	public $next;
}

class M
{
	public $k;

	public function __serialize(): array
	{
		return ['k' => $this->k];
	}

	public function __unserialize(array $data): void
	{
		$this->k = $data['k'] ?? null;
		fz_called($this, $this->k);
	}
}

class M2
{
	public $a = 1;
	public $b = 2;

	public function __serialize(): array
	{
		return [$this->a, $this->b];
	}

	public function __unserialize(array $data): void
	{
		$this->a = $data[0] ?? null;
		$this->b = $data[1] ?? null;
		fz_called($this, $this->a, $this->b);
	}
}

/* __unserialize() that refuses some payloads. */
class MX
{
	public array $d = [];

	public function __serialize(): array
	{
		return $this->d;
	}

	public function __unserialize(array $data): void
	{
		if (count($data) > 4) {
			throw new UnexpectedValueException('too many');
		}
		$this->d = $data;
		fz_called($this, ...array_values($data));
	}
}

class WK
{
	public $a = 1;
	public $woken = false;

	public function __wakeup(): void
	{
		$this->woken = true;
		fz_called($this, $this->a);
	}
}

/* __wakeup() that throws for some states. */
class WKX
{
	public $a;

	public function __wakeup(): void
	{
		if ($this->a === 'boom') {
			throw new RuntimeException('boom');
		}
		fz_called($this, $this->a);
	}
}

class SL
{
	public $a = 1;
	protected $c = 3;
	private $d = 4;
	public $e = 5;
	public $names = ['a', 'c', 'd'];

	public function __sleep()
	{
		return $this->names;
	}
}

class D
{
	public $x;

	public function __destruct()
	{
		$GLOBALS['fz_destructed'] = ($GLOBALS['fz_destructed'] ?? 0) + 1;
	}
}

#[AllowDynamicProperties]
class MG
{
	public $log = [];

	public function __set($name, $value)
	{
		$this->log[] = $name;
	}

	public function __get($name)
	{
		return null;
	}
}

abstract class Abs
{
	public $a;
}

interface Ifc
{
}

enum Suit
{
	case Hearts;
	case Spades;
}

enum BI: int
{
	case One = 1;
	case Two = 2;
}

enum BS: string
{
	case A = 'a';
}

/* Serializable is deprecated without __serialize(): declared where the error handler hides the deprecation. */
eval('
class S implements Serializable
{
	public $data = "abc";

	public function serialize()
	{
		return $this->data;
	}

	public function unserialize($data)
	{
		$this->data = $data;
		fz_called($this);
	}
}

class SX implements Serializable
{
	public $data;

	public function serialize()
	{
		return is_string($this->data) ? $this->data : null;
	}

	public function unserialize($data)
	{
		if ($data === "boom") {
			throw new RuntimeException("boom");
		}
		$this->data = $data;
		fz_called($this);
	}
}
');

/* ---- MessagePack\ extensions ------------------------------------------------------------------------------------ */

final class FzExtValue
{
	public function __construct(public int $type, public mixed $value)
	{
	}
}

/*
 * A user extension whose unpackExt() reads from the unpacker in one of several ways ($compact: a nested unpacker reads
 * compact mode, as the packer's compact mode writes the body of a nested pack()).
 */
final class FzExt implements MessagePack\Extension
{
	/* 'gen' values this input made (fz_input_start() empties the count): see unpackExt() */
	public static int $generators = 0;

	public function __construct(private int $type, private string $mode, private bool $compact = false)
	{
	}

	public function getType(): int
	{
		return $this->type;
	}

	public function pack(MessagePack\Packer $packer, $value): ?string
	{
		if (!$value instanceof FzExtValue || $value->type !== $this->type) {
			return null;
		}
		return $packer->packExt($this->type, $packer->pack($value->value));
	}

	public function unpackExt(MessagePack\BufferUnpacker $unpacker, int $extLength)
	{
		switch ($this->mode) {
			case 'deep':        // the same with this extension set (fz_pack_extensions()): encoding-independent values
				return new FzExtValue($this->type, (new MessagePack\BufferUnpacker($unpacker->read($extLength),
					$this->compact ? MessagePack\UnpackOptions::COMPACT : null, fz_pack_extensions($this->compact)))
					->unpack());
			case 'nested':      // the body is a MessagePack value, read by an unpacker of its own
				return new FzExtValue($this->type, (new MessagePack\BufferUnpacker($unpacker->read($extLength),
					$this->compact ? MessagePack\UnpackOptions::COMPACT : null))->unpack());
			case 'read':        // the body as bytes
				return new FzExtValue($this->type, $unpacker->read($extLength));
			case 'unpack':      // a value from the unpacker itself (reentrant; may end before or after the body)
				return new FzExtValue($this->type, $unpacker->unpack());
			case 'short':       // reads less than the body
				return $extLength > 0 ? $unpacker->read(1) : null;
			case 'array':       // a typed read, perhaps past the body
				return $unpacker->unpackArray();
			case 'none':        // reads nothing
				return $extLength;
			case 'gen':         // reads later, when iterated
				// At most 8 an input, then reads nothing, as a generator does until run: a generator takes about
				// 500 bytes, a fixext 3 input bytes, so more would pass the memory bound by themselves; and one in
				// a message left incomplete holds the unpacker that holds it (a cycle), which with op 15 of the
				// typed reads (a new withBuffer() unpacker a step) kept up to 64 decodes of the payload alive
				if (++self::$generators > 8) {
					return $extLength;
				}
				return $this->later($unpacker, $extLength);
			case 'reset':       // replaces the buffer under the running decode
				$unpacker->reset("\x93\x01\x02\x03");
				return $unpacker->unpack();
			case 'append':
				$unpacker->append("\xc0\x91\xc3");
				return $unpacker->read($extLength);
			case 'skipall':
				$unpacker->skip($unpacker->getRemainingCount());
				return $extLength;
			case 'release':
				$unpacker->skip($extLength);
				return $unpacker->release();
		}
		return null;
	}

	/* (a generator method: a closure and its generator took 1,300 bytes) */
	private function later(MessagePack\BufferUnpacker $unpacker, int $extLength): Generator
	{
		yield $unpacker->read($extLength);
		yield $unpacker->unpack();
	}
}

/*
 * Extensions for a BufferUnpacker or Packer: always the timestamps and two that read exactly the ext body; $inexact
 * adds those that read more or less than the body (types 3-5, 11), $wild those that move or replace the buffer or
 * read later (types 6-10); $compact: nested unpackers read compact mode.
 */
function fz_extensions(bool $wild, bool $inexact = false, bool $compact = false): array
{
	$exts = [
		new MessagePack\Extension\TimestampExtension(),
		new FzExt(1, 'nested', $compact),
		new FzExt(2, 'read'),
	];
	if ($inexact || $wild) {
		$exts[] = new FzExt(3, 'short');
		$exts[] = new FzExt(4, 'array');
		$exts[] = new FzExt(5, 'none');
		$exts[] = new FzExt(11, 'unpack');
	}
	if ($wild) {
		$exts[] = new FzExt(6, 'gen');
		$exts[] = new FzExt(7, 'reset');
		$exts[] = new FzExt(8, 'append');
		$exts[] = new FzExt(9, 'skipall');
		$exts[] = new FzExt(10, 'release');
	}
	return $exts;
}

/*
 * The pack target's decoders: the values FzExt packs (types 1 and 2: a packed value as the body) read back as that
 * value at every depth, so that the plain and compact packers' outputs decode alike (the raw body differs: compact
 * mode writes 64..127 as uint8).
 */
function fz_pack_extensions(bool $compact): array
{
	return [
		new MessagePack\Extension\TimestampExtension(),
		new FzExt(1, 'deep', $compact),
		new FzExt(2, 'deep', $compact),
	];
}

final class FzSessionHandler implements SessionHandlerInterface
{
	public function open(string $path, string $name): bool
	{
		return true;
	}

	public function close(): bool
	{
		return true;
	}

	public function read(string $id): string|false
	{
		return '';
	}

	public function write(string $id, string $data): bool
	{
		return true;
	}

	public function destroy(string $id): bool
	{
		return true;
	}

	public function gc(int $max_lifetime): int|false
	{
		return 0;
	}
}

/* ---- helpers ------------------------------------------------------------------------------------------------------ */

/*
 * Reads every part of a decoded value: serialize() walks it all (and runs __serialize/__sleep), json_encode() too, a
 * copy is written to (separation), generators are run. (Not var_export(): its output is quadratic in the nesting
 * depth, and under ASan every realloc() copies.)
 */
function fz_touch(mixed $v, int $input_len): void
{
	try {
		serialize($v);
	} catch (Throwable) {
	}
	try {
		json_encode($v, JSON_PARTIAL_OUTPUT_ON_ERROR);
	} catch (Throwable) {
	}
	fz_walk($v, 0);
	if (is_array($v)) {
		try {
			$copy = $v;
			$copy['fz'] = 1;
			unset($copy);
		} catch (Throwable) {
		}
	}
}

function fz_walk(mixed $v, int $depth, int &$budget = 5000): void
{
	if ($depth > 32 || --$budget < 0) {
		return;
	}
	if (is_array($v)) {
		$n = 0;
		foreach ($v as $k => $item) {
			fz_walk($item, $depth + 1, $budget);
			if (++$n > 64 || $budget < 0) {
				break;
			}
		}
	} elseif ($v instanceof Generator) {
		try {
			$n = 0;
			foreach ($v as $item) {
				fz_walk($item, $depth + 1, $budget);
				if (++$n > 4) {
					break;
				}
			}
		} catch (Throwable) {
		}
	} elseif (is_object($v) && !$v instanceof UnitEnum) {
		try {
			foreach (get_object_vars($v) as $item) {
				fz_walk($item, $depth + 1, $budget);
			}
		} catch (Throwable) {
		}
	}
}

function fz_ini(array $settings): void
{
	foreach ($settings as $name => $value) {
		ini_set($name, (string) $value);
	}
}

/* ---- compact mode ------------------------------------------------------------------------------------------------ */

/* msgpack.compact: 0 off, 1 records, 2 full. Every target sets it for every input (INI outlives an input). */
function fz_compact(int $mode): void
{
	ini_set('msgpack.compact', ['0', 'records', 'full'][$mode]);
}

/* The spec's decode bound per input byte: 256, or 512 where records are read (compact reading on, as every target
 * that reads records sets it with fz_compact()). */
function fz_mem_rate(): int
{
	return ini_get('msgpack.compact') === '0' ? 256 : 512;
}

/*
 * A small MessagePack\Structures from one option byte c: c&3 key lists (0-3), picked from a pool (dictionary names,
 * numeric-string keys, duplicates, mangled property names, an empty list) from (c>>4)&7 on, and a maximum of
 * [count, count + 1, 4, 40][(c>>2)&3]. The shared indexes are 0..max-1 (ids 0x40.., from 32 on in two bytes when the
 * maximum is above 32); an id below the maximum that the list lacks must be refused (UnpackingFailedException).
 */
function fz_structures(int $c): MessagePack\Structures
{
	static $pool = [['id', 'name'], ['a', 'b'], ['a'], ['x', 'y', 'z'], [], ['a', 'a'], ['0', '1', '-0'],
		["\0*\0b", "\0Foo\0c", 'a', 'k', 'data', 'names', 'next', 'list', 'foo', 's', 'x', 'u', 'f', 'd', 'c', 'b']];
	$count = $c & 3;
	$lists = [];
	for ($i = 0; $i < $count; $i++) {
		$lists[] = $pool[(($c >> 4) + $i) & 7];
	}
	$max = [$count, $count + 1, 4, 40][($c >> 2) & 3];
	return new MessagePack\Structures($lists, $max);
}

/* A stable text form of a value for the oracles; exceptions as text too. */
function fz_repr(mixed $v): string
{
	try {
		return serialize($v);
	} catch (Throwable $e) {
		return 'serialize threw ' . get_class($e) . ': ' . $e->getMessage();
	}
}

/*
 * A canonical text form for the roundtrip oracle: like serialize(), but PHP references are followed as values (the
 * format keeps references to arrays and objects only; a __wakeup() writing through a decoded reference can leave a
 * reference to a scalar, which is written as a plain value), objects are numbered in first-seen order (identity is
 * compared, their properties in name order, exceptions without the trace, file and line of their creation), and
 * the walk is bounded (cycles through references, shared sub-arrays)
 * in the same way on both sides.
 */
function fz_canon(mixed $v, array &$objects, int &$budget, int $depth = 0): string
{
	if (--$budget < 0 || $depth > 200) {
		return '~';
	}
	if (is_array($v)) {
		$s = 'a' . count($v) . '{';
		foreach ($v as $k => $item) {
			$s .= (is_int($k) ? "i$k" : 's' . strlen($k) . ':' . str_replace("\0", '\0', $k)) . '='
				. fz_canon($item, $objects, $budget, $depth + 1) . ';';
		}
		return $s . '}';
	}
	if (is_object($v)) {
		$id = spl_object_id($v);
		if (isset($objects[$id])) {
			return '#' . $objects[$id];
		}
		// MessagePack\Type objects are values, written in their own form at every place (never as a back-reference):
		// one instance a back-reference put in two places comes back as two equal ones
		// (tests/fuzz-regressions/roundtrip-shared-type-ext-*)
		if (!($v instanceof MessagePack\Type\Ext || $v instanceof MessagePack\Type\Timestamp
				|| $v instanceof MessagePack\Type\Bin || $v instanceof MessagePack\Type\Map)) {
			$objects[$id] = count($objects);
		}
		if ($v instanceof UnitEnum) {
			return 'E' . get_class($v) . '::' . $v->name;
		}
		if ($v instanceof MessagePack\Type\Timestamp && ($v->getNanoseconds() < 0 || $v->getNanoseconds() > 999999999)) {
			$GLOBALS['fz_known'][] = 'timestamp nanoseconds out of range';
		}
		if ($v instanceof SX && !is_string($v->data)) {
			$GLOBALS['fz_known'][] = 'Serializable::serialize() returning null';
		}
		// property order is not compared: an object map may name its class after some properties (PECL's format
		// allows it), and the encoder writes the class first
		$props = (array) $v;
		ksort($props, SORT_STRING);
		if ($v instanceof __PHP_Incomplete_Class) {
			// the data may overwrite the magic name property (unserialize() lets it too); without a string there, the
			// object packs as class __PHP_Incomplete_Class and cannot come back the same
			$name = $props['__PHP_Incomplete_Class_Name'] ?? null;
			if (!is_string($name) || $name === '') {
				$GLOBALS['fz_known'][] = 'incomplete class without its name';
			} elseif (!preg_match('/^[A-Za-z0-9_\\\\\x80-\xff]+$/', $name)) {
				// a name no class can have ("F\0o", "~~"): it packs as that class, which the decoder refuses, as
				// unserialize() refuses what serialize() writes for it (tests/fuzz-regressions/roundtrip-incomplete-name-invalid)
				$GLOBALS['fz_known'][] = 'incomplete class named with no class name';
			} elseif (class_exists($name, false) || interface_exists($name, false) || trait_exists($name, false)) {
				// a name the data wrote that names a declared class: it packs as that class and comes back as one
				// (serialize() and unserialize() do the same; tests/fuzz-regressions/roundtrip-incomplete-name-class)
				$GLOBALS['fz_known'][] = 'incomplete class named after a declared class';
			}
		}
		if ($v instanceof SL) {
			// __sleep() keeps only the properties it names (as for serialize()): the others come back as defaults
			if (!is_array($v->names)) {
				$GLOBALS['fz_known'][] = '__sleep() returning a non-array';
			} else {
				$kept = [];
				foreach ($v->names as $name) {
					if (is_string($name)) {
						$kept[$name] = $kept["\0SL\0$name"] = $kept["\0*\0$name"] = true;
					}
				}
				$props = array_intersect_key($props, $kept);
			}
		}
		if ($v instanceof Throwable) {
			// where a decoded exception object was created is not part of its value
			unset($props["\0Exception\0trace"], $props["\0Error\0trace"], $props["\0*\0file"], $props["\0*\0line"]);
		}
		return 'O' . get_class($v) . fz_canon($props, $objects, $budget, $depth + 1);
	}
	if (is_float($v)) {
		return is_nan($v) ? 'dNAN' : 'd' . var_export($v, true);
	}
	return gettype($v)[0] . var_export($v, true);
}

function fz_canonical(mixed $v): string
{
	$objects = [];
	$budget = 50000;
	return fz_canon($v, $objects, $budget);
}

/* ---- unpack ------------------------------------------------------------------------------------------------------- */

/*
 * The streaming scanner and the decoder must frame every message alike (both read msgpack_wire.h's table): a message
 * the decoder reads whole ends where the scanner says; a byte that starts no value stops both at that byte; what the
 * scanner calls incomplete never decodes. The scanner is fed $chunk bytes at a time. (Test builds only; the fuzz
 * build is one.)
 */
function fz_frame(string $payload, int $chunk, bool $phpOnly, bool $compact = false, bool $sequential = false): void
{
	static $withCompact = null, $withSequential = null;
	if (!function_exists('msgpack_test_frame')) {
		return;
	}
	// compact framing (records, string references, bundles) where the test hook knows it, unless FUZZ_IGNORE has
	// compact-frame (to fuzz past an open finding, e.g. tests/fuzz-regressions/unpack-compact-record-def-ext8); and
	// with records kept from message to message (msgpackr's sequential streams)
	$withCompact ??= (new ReflectionFunction('msgpack_test_frame'))->getNumberOfParameters() >= 4
		&& !in_array('compact-frame', explode(',', (string) getenv('FUZZ_IGNORE')), true);
	$withSequential ??= $withCompact && (new ReflectionFunction('msgpack_test_frame'))->getNumberOfParameters() >= 5;
	$args = $compact && $withCompact ? [$payload, $chunk, $phpOnly, true] : [$payload, $chunk, $phpOnly];
	if ($sequential && $withSequential && count($args) > 3) {
		$args[] = true;
	}
	foreach (msgpack_test_frame(...$args) as $m) {
		$ok = match (true) {
			$m['decode'] === 'ok' => $m['scan'] === 'done' && $m['scan_end'] === $m['decode_end'],
			$m['decode'] === 'parse' && $phpOnly => $m['decode_end'] <= $m['scan_end'],
			$m['decode'] === 'parse' => $m['scan'] === 'error' && $m['scan_end'] === $m['decode_end'],
			$m['scan'] === 'done' => !in_array($m['decode'], ['insufficient', 'depth'], true)
				&& $m['decode_end'] <= $m['scan_end'],
			default => true,
		};
		if (!$ok) {
			fz_fail("frame: the scanner and the decoder disagree (chunk $chunk, php_only " . (int) $phpOnly
				. ', compact ' . (int) (count($args) > 3) . '): ' . json_encode($m));
		}
	}
}

function fz_unpack(string $input): void
{
	fz_input_start();
	$o1 = ord($input[0] ?? "\0");
	$o2 = ord($input[1] ?? "\0");
	$payload = (string) substr($input, 2);
	$compact = $o2 >> 6;
	fz_ini([
		'msgpack.php_only' => $o1 & 1,
		'msgpack.assoc' => ($o1 >> 1) & 1,
		'msgpack.illegal_key_insert' => ($o1 >> 2) & 1,
		'msgpack.error_display' => ($o1 & 0x80) ? 0 : 1,
	]);
	fz_compact(min($compact, 2));
	$options = match (($o1 >> 3) & 3) {
		0 => null,
		1 => ['allowed_classes' => false],
		2 => ['allowed_classes' => ['Foo', 'Bar']],
		3 => ['allowed_classes' => true],
	};
	if ($o1 & 0x20) {
		$options['max_depth'] = [1, 3, 16, 64][($o2 >> 4) & 3];
	}
	$template = match ($o2 & 7) {
		4 => 'Foo',
		5 => ['T'],
		6 => new WK(),
		7 => ['a' => null, 'b' => 'Foo'],
		default => null,
	};
	$v = null;
	fz_mem_begin(strlen($payload), fz_mem_rate());
	try {
		if ($o1 & 0x40) {
			$v = (new MessagePack())->unpack($payload, $template, $options);
		} else {
			$v = msgpack_unpack($payload, $template, $options);
		}
	} catch (Throwable) {
	}
	fz_mem_end();
	fz_touch($v, strlen($payload));
	fz_frame($payload, [0, 1, 2, 7][($o2 >> 3) & 3], (bool) ($o1 & 1), $compact > 0);
	if ($compact === 3 && $v !== null) {
		// the encoder's compact mode on whatever the decoder built (the roundtrip target has the oracle)
		try {
			$packed = msgpack_pack($v);
			if (is_string($packed)) {
				fz_touch(msgpack_unpack($packed), strlen($packed));
			}
		} catch (Throwable) {
		}
	}
	fz_compact(0);
}

/* ---- stream ------------------------------------------------------------------------------------------------------- */

/* Splits $payload by the chunk sizes (cycled); no sizes: one chunk. */
function fz_chunks(string $payload, array $sizes): array
{
	if (!$sizes) {
		return [$payload];
	}
	$chunks = [];
	$pos = 0;
	$i = 0;
	$len = strlen($payload);
	while ($pos < $len) {
		$n = $sizes[$i++ % count($sizes)];
		$chunks[] = (string) substr($payload, $pos, $n);
		$pos += $n;
	}
	return $chunks;
}

/*
 * The BufferUnpacker of the stream target for option byte $o, in the compact mode fz_stream() chose
 * ($GLOBALS['fz_stream_compact']: [mode, c], mode -1 none, else k bits4-5; see the layout at the top). Built anew for
 * each reading, Structures included, so that the chunked and whole readings start alike.
 */
function fz_buffer_unpacker(string $buffer, int $o): MessagePack\BufferUnpacker
{
	[$mode, $c] = $GLOBALS['fz_stream_compact'] ?? [-1, 0];
	$exts = fz_extensions((bool) ($o & 0x20), (bool) ($o & 0x40), $mode >= 0);
	if ($mode === 3) {
		// user extensions for compact mode's own ext types take precedence over it
		$exts[] = new FzExt(0x53, 'read');
		$exts[] = new FzExt(0x72, 'nested', true);
	}
	$u = new MessagePack\BufferUnpacker($buffer, $mode === 0 || $mode >= 2 ? MessagePack\UnpackOptions::COMPACT : null,
		$exts);
	return $mode === 1 || $mode === 2 ? $u->withStructures(fz_structures($c)) : $u;
}

/* Messages read with MessagePackUnpacker feed()/execute()/data(); an exception ends the list. */
function fz_stream_pecl(array $chunks, int $o): array
{
	$out = [];
	try {
		$u = new MessagePackUnpacker((bool) ($o & 4));
		$u->setOption(MessagePack::OPT_ASSOC, (bool) ($o & 8));
		foreach ($chunks as $chunk) {
			$u->feed($chunk);
			while ($u->execute()) {
				$out[] = $u->data();
				if (count($out) > 2000) {
					return $out;
				}
			}
		}
	} catch (Throwable $e) {
		$out[] = 'threw ' . get_class($e) . ': ' . $e->getMessage();
	}
	return $out;
}

/*
 * Direct mode: execute($str, $offset) over the payload, whole, or (chunks) PECL's loop: each chunk appended to a string
 * that drops what the unpacker took ($offset), read until execute() says false.
 */
function fz_stream_direct(string $payload, int $o, ?array $chunks = null): array
{
	$out = [];
	try {
		$u = new MessagePackUnpacker((bool) ($o & 4));
		$u->setOption(MessagePack::OPT_ASSOC, (bool) ($o & 8));
		$buffer = '';
		$offset = 0;
		foreach ($chunks ?? [$payload] as $chunk) {
			$buffer = (string) substr($buffer, $offset) . $chunk;
			$offset = 0;
			while ($offset < strlen($buffer) && count($out) <= 2000) {
				$before = $offset;
				if (!$u->execute($buffer, $offset)) {
					break;
				}
				$out[] = $u->data();
				if ($offset <= $before) {
					break 2;
				}
			}
		}
	} catch (Throwable $e) {
		$out[] = 'threw ' . get_class($e) . ': ' . $e->getMessage();
	}
	return $out;
}

/*
 * How many messages the BufferUnpacker readings of a payload take at most: one a byte, so that both read all of it
 * (without an extension that moves the buffer back) and meet the same error; one tryUnpack() call reads every message
 * its bytes hold, and throws at the first error among them.
 */
function fz_stream_buffer_cap(int $len): int
{
	return max(2000, $len);
}

/* Messages read with BufferUnpacker append()/tryUnpack(); an exception ends the list (and, as in the library, drops
 * the messages the same tryUnpack() call had read). */
function fz_stream_buffer(array $chunks, int $o): array
{
	$out = [];
	$cap = fz_stream_buffer_cap(array_sum(array_map('strlen', $chunks)));
	try {
		$u = fz_buffer_unpacker('', $o);
		foreach ($chunks as $chunk) {
			$u->append($chunk);
			foreach ($u->tryUnpack() as $message) {
				$out[] = $message;
				if (count($out) > $cap) {
					// as many as fz_stream_buffer_whole() reads at most
					return $out;
				}
			}
			if ($o & 0x10) {
				$u->release();
			}
		}
	} catch (Throwable $e) {
		$out[] = 'threw ' . get_class($e) . ': ' . $e->getMessage();
	}
	return $out;
}

/* The reference for fz_stream_buffer(): the whole payload, one unpack() per message. */
function fz_stream_buffer_whole(string $payload, int $o): array
{
	$out = [];
	try {
		$u = fz_buffer_unpacker($payload, $o);
		$cap = fz_stream_buffer_cap(strlen($payload));
		while ($u->hasRemaining() && count($out) <= $cap) {
			try {
				$out[] = $u->unpack();
			} catch (MessagePack\Exception\InsufficientDataException) {
				break;
			}
		}
	} catch (Throwable $e) {
		$out[] = 'threw ' . get_class($e) . ': ' . $e->getMessage();
	}
	return $out;
}

/*
 * Chunked messages must be the whole-payload messages. When both end in the same exception, the chunked list may lack
 * messages just before it (dropped by the tryUnpack() call that threw). When only the whole payload threw, the chunked
 * reading may not have seen the bad message complete: tryUnpack() decodes a message that became incomplete in an
 * earlier call only once it is complete, so an invalid value inside a message that never completes is never reported
 * (docs/migrating-from-rybakit.md: by design, tests/fuzz-regressions/stream-deferred-error).
 * Extensions that read more or less than their ext body make the resumable scanner (which skips ext bodies by their
 * length) disagree with the decoder: a chunked stream can then wait for bytes the whole payload does not need
 * (stream-ext-short-read; docs/migrating-from-rybakit.md: an extension must consume exactly its body for
 * tryUnpack()), so option 0x40 is not compared.
 */
function fz_stream_buffer_agree(array $chunked, array $whole): bool
{
	$threw = static fn (array $l) => $l && is_string(end($l)) && str_starts_with(end($l), 'threw ');
	if (!$threw($chunked) && !$threw($whole)) {
		return fz_canonical($chunked) === fz_canonical($whole);
	}
	if ($threw($chunked) && !$threw($whole)) {
		return false;
	}
	if ($threw($chunked)) {
		if (end($chunked) !== end($whole)) {
			return false;
		}
		array_pop($chunked);
		array_pop($whole);
		return fz_canonical($chunked) === fz_canonical(array_slice($whole, 0, count($chunked)));
	}
	// only the whole payload threw
	array_pop($whole);
	return fz_canonical($chunked) === fz_canonical($whole);
}

/* BufferUnpacker over the whole payload, driven by a list of typed reads (the chunk-size bytes). */
function fz_stream_typed(string $payload, array $ops, int $o): void
{
	$u = fz_buffer_unpacker($payload, $o);
	$ops = $ops ?: [11];
	for ($step = 0; $step < 64 && $u->hasRemaining(); $step++) {
		$op = $ops[$step % count($ops)];
		$arg = $op >> 4;
		try {
			$v = match ($op & 15) {
				0 => $u->unpackNil(),
				1 => $u->unpackBool(),
				2 => $u->unpackInt(),
				3 => $u->unpackFloat(),
				4 => $u->unpackStr(),
				5 => $u->unpackBin(),
				6 => $u->unpackArray(),
				7 => $u->unpackArrayHeader(),
				8 => $u->unpackMap(),
				9 => $u->unpackMapHeader(),
				10 => $u->unpackExt(),
				11 => $u->unpack(),
				12 => $u->skip($arg),
				13 => $u->seek($arg),
				14 => $u->read($arg),
				15 => [$u->release(), $u->getRemainingCount(), $u->withBuffer($payload)->tryUnpack()],
			};
			fz_walk($v, 0);
		} catch (Throwable) {
		}
	}
}

function fz_stream(string $input): void
{
	fz_input_start();
	$o = ord($input[0] ?? "\0");
	$kb = ord($input[1] ?? "\0");
	$k = $kb & 15;
	$sizes = array_values(unpack('C*', (string) substr($input, 2, $k)) ?: []);
	$at = 2 + $k;
	$mode = ($o & 0x80) ? ($kb >> 4) & 3 : -1;
	$c = 0;
	if ($mode === 1 || $mode === 2) {
		$c = ord($input[$at] ?? "\0");
		$at++;
	}
	$GLOBALS['fz_stream_compact'] = [$mode, $c];
	// msgpack.max_depth: the default, or one that inputs reach (a message read in pieces nests as deep as read whole)
	ini_set('msgpack.max_depth', (string) [4096, 2, 3, 5][$kb >> 6]);
	// MessagePackUnpacker: msgpack.compact records / full (both read both forms)
	fz_compact($mode < 0 ? 0 : 1 + ($mode & 1));
	$payload = (string) substr($input, $at);
	$len = strlen($payload);
	$api = $o & 3;
	// (compact streams frame as BufferUnpacker reads them: records kept from message to message)
	fz_frame($payload, $sizes[0] ?? 0, false, $mode >= 0, $mode >= 0);

	if ($api === 2) {
		fz_mem_begin($len, fz_mem_rate());
		fz_stream_typed($payload, $sizes, $o);
		fz_mem_end();
		return;
	}
	if ($api === 3) {
		// (test builds count each $offset found from where a cut decode stopped that a scan of every byte contradicts)
		$counted = function_exists('msgpack_test_counters');
		$mismatches = $counted ? msgpack_test_counters()['offset_mismatches'] : 0;
		fz_mem_begin($len, fz_mem_rate());
		$direct = fz_stream_direct($payload, $o);
		fz_mem_end();
		fz_touch($direct, $len);
		$whole = fz_stream_pecl([$payload], $o);
		if (fz_canonical($direct) !== fz_canonical($whole)) {
			fz_fail("stream: MessagePackUnpacker direct mode differs from buffered mode\n  direct:   "
				. fz_canonical($direct) . "\n  buffered: " . fz_canonical($whole));
		}
		if ($sizes) {
			// in pieces, PECL's loop: the same messages as fed pieces give, and as the whole string
			$chunks = fz_chunks($payload, array_map(static fn ($s) => $s === 0 ? 1 : $s, $sizes));
			$chunks = count($chunks) > 4096 ? [$payload] : $chunks;
			fz_mem_begin($len, fz_mem_rate());
			$pieces = fz_stream_direct($payload, $o, $chunks);
			fz_mem_end();
			fz_touch($pieces, $len);
			$fed = fz_stream_pecl($chunks, $o);
			if (fz_canonical($pieces) !== fz_canonical($fed)) {
				fz_fail("stream: MessagePackUnpacker direct mode in pieces differs from fed pieces\n  direct: "
					. fz_canonical($pieces) . "\n  fed:    " . fz_canonical($fed));
			}
		}
		if ($counted && msgpack_test_counters()['offset_mismatches'] !== $mismatches) {
			fz_fail("stream: direct mode's \$offset from where the decode stopped differs from a scan of every byte");
		}
		return;
	}
	// chunk sizes of 0 feed empty strings; cap the number of chunks
	$chunks = fz_chunks($payload, array_map(static fn ($s) => $s === 0 ? 1 : $s, $sizes));
	if ($sizes && in_array(0, $sizes, true)) {
		$chunks = array_merge([''], $chunks, ['']);
	}
	$read = $api === 0 ? 'fz_stream_pecl' : 'fz_stream_buffer';
	fz_mem_begin($len, fz_mem_rate());
	$chunked = $read($chunks, $o);
	fz_mem_end();
	fz_touch($chunked, $len);
	// the oracle: not with extensions that move the buffer (0x20) or read more or less than their body (0x40), see
	// fz_stream_buffer_agree()
	if (count($chunks) > 1 && ($api === 0 || !($o & 0x60))) {
		if ($api === 0) {
			$whole = fz_stream_pecl([$payload], $o);
			$agree = fz_canonical($chunked) === fz_canonical($whole);
		} else {
			$whole = fz_stream_buffer_whole($payload, $o);
			$agree = fz_stream_buffer_agree($chunked, $whole);
		}
		$a = fz_canonical($chunked);
		$b = fz_canonical($whole);
		if (!$agree) {
			fz_fail("stream: chunked reading differs from reading the whole payload ($read, chunk sizes "
				. implode(',', $sizes) . ")\n  chunked: $a\n  whole:   $b");
		}
	}
}

/* ---- session ------------------------------------------------------------------------------------------------------ */

function fz_session(string $input): void
{
	fz_input_start();
	$o = ord($input[0] ?? "\0");
	$payload = (string) substr($input, 1);
	if (session_status() !== PHP_SESSION_ACTIVE) {
		ini_set('session.serialize_handler', 'msgpack');
		session_set_save_handler(new FzSessionHandler(), false);
		session_id('fuzz');
		if (!session_start()) {
			fz_fail('session_start() failed: ' . implode('; ', $GLOBALS['fz_warnings']));
			return;
		}
	}
	ini_set('msgpack.php_only', (string) ($o & 1));
	$compact = ($o >> 3) & 3;
	fz_compact($compact === 3 ? 0 : $compact);
	$_SESSION = ($o & 2) ? ['kept' => 1, 'o' => new WK(), 'list' => [1, 2]] : [];
	$ok = false;
	fz_mem_begin(strlen($payload), fz_mem_rate());
	try {
		$ok = session_decode($payload);
	} catch (Throwable) {
	}
	fz_mem_end();
	if ($ok && session_status() === PHP_SESSION_ACTIVE) {
		fz_touch($_SESSION, strlen($payload));
		if ($compact === 3) {
			fz_compact(2);
		}
		try {
			$encoded = session_encode();
			if ($o & 4 && is_string($encoded)) {
				$_SESSION = [];
				session_decode($encoded);
			}
		} catch (Throwable) {
		}
	}
	if (session_status() === PHP_SESSION_ACTIVE) {
		$_SESSION = [];
	}
}

/* ---- roundtrip ---------------------------------------------------------------------------------------------------- */

/* Decodes $bytes, true when it succeeded (no exception, no msgpack warning but "Extra bytes"). */
function fz_decode_clean(string $bytes, mixed &$v): bool
{
	$GLOBALS['fz_warnings'] = [];
	try {
		$v = msgpack_unpack($bytes);
	} catch (Throwable) {
		return false;
	}
	foreach ($GLOBALS['fz_warnings'] as $w) {
		if (!str_contains($w, 'Extra bytes')) {
			return false;
		}
	}
	return true;
}

function fz_roundtrip(string $input): void
{
	fz_input_start();
	$o = ord($input[0] ?? "\0");
	$payload = (string) substr($input, 1);
	fz_ini(['msgpack.php_only' => $o & 1, 'msgpack.assoc' => 1, 'msgpack.illegal_key_insert' => 0]);
	fz_compact(($o & 2) ? 1 : 0);
	$v1 = null;
	fz_mem_begin(strlen($payload), fz_mem_rate());
	$ok = fz_decode_clean($payload, $v1);
	fz_mem_end();
	if (!$ok) {
		fz_compact(0);
		return;
	}
	$GLOBALS['fz_known'] = [];
	$r1 = fz_canonical($v1);
	// Not compared (packing them is checked): MessagePack\Type objects built from an object map (class name marker),
	// which encode natively, as bin/map/ext; SX objects whose serialize() returns null (PHP's "write N" convention);
	// timestamps with nanoseconds outside 0..999999999 (invalid per the MessagePack spec), which the encoder writes as
	// rybakit/msgpack.php does, keeping the bits its forms have room for (tests/fuzz-regressions/roundtrip-timestamp-*)
	$compare = stripos($payload, 'messagepack\\type\\') === false && !$GLOBALS['fz_known'];
	// plain, then (option bits 2-3) through compact mode: msgpack.compact writes and reads it
	fz_compact(0);
	$mode = ($o >> 2) & 3;
	if (fz_roundtrip_pecl($v1, $r1, $compare, 'plain') && ($mode === 1 || $mode === 2)) {
		fz_compact($mode);
		fz_roundtrip_pecl($v1, $r1, $compare, 'msgpack.compact=' . ini_get('msgpack.compact'));
		fz_compact(0);
	} elseif ($mode === 3) {
		fz_roundtrip_lib($v1, $o);
	}
}

/*
 * Whether a canonical form holds a MessagePack\Type\Ext of a compact-mode ext type (0x40, 0x41, 0x53, 0x5e, 0x62, 0x72), which the
 * compact packers refuse to write (a compact reader would read it as a string or array definition, a reference or a record;
 * tests/fuzz-regressions/roundtrip-compact-ext-type).
 */
function fz_compact_ext_type(string $canonical): bool
{
	return (bool) preg_match('/s4:type=i(64|65|83|94|98|114);/', $canonical);
}

/*
 * Packs $v1 with msgpack_pack() and decodes it under the current settings; false when the round trip failed. $oracle
 * false: a known finding makes the value unfit for any check but running.
 */
function fz_roundtrip_pecl(mixed $v1, string $r1, bool $compare, string $how, bool $oracle = true): bool
{
	$GLOBALS['fz_warnings'] = [];
	try {
		$packed = msgpack_pack($v1);
	} catch (Throwable $e) {
		return false; // e.g. __serialize() of a decoded object throwing on its own state
	}
	if (!is_string($packed)) {
		// the encoder refused what the decoder built: only the depth limit may do that (objects nest one level deeper),
		// and compact mode for an ext value of one of its own types
		$refused = static fn ($w) => str_contains($w, 'nesting depth')
			|| (str_contains($w, "compact mode's own") && fz_compact_ext_type($r1));
		if ($oracle && !array_filter($GLOBALS['fz_warnings'], $refused)) {
			fz_fail("roundtrip ($how): msgpack_pack() failed on a decoded value: "
				. implode('; ', $GLOBALS['fz_warnings']) . "\n  value: $r1");
		}
		return false;
	}
	$v2 = null;
	$GLOBALS['fz_calls'] = [];
	if (!fz_decode_clean($packed, $v2)) {
		// (an incomplete class named with no class name packs under that name, which no decoder takes back:
		// unserialize() refuses what serialize() writes for it too)
		if (!$oracle || in_array('incomplete class named with no class name', $GLOBALS['fz_known'], true)) {
			return false;
		}
		fz_fail("roundtrip ($how): our own output does not decode: " . implode('; ', $GLOBALS['fz_warnings'])
			. "\n  packed: " . bin2hex($packed) . "\n  value: $r1");
		return false;
	}
	$ours = $GLOBALS['fz_calls'];
	$r2 = fz_canonical($v2);
	$compare = $compare && $oracle;
	if ($compare && $r1 !== $r2) {
		fz_fail("roundtrip ($how): values differ\n  first:  $r1\n  second: $r2\n  packed: " . bin2hex($packed));
	}
	// The magic methods ran as unserialize() runs them for the same value: same calls, same order, each seeing its
	// inner objects in the same state.
	if ($compare) {
		$GLOBALS['fz_calls'] = [];
		try {
			// unserialize() refuses some of what it can serialize (an incomplete class named "\"): nothing to compare
			if (unserialize($serialized = serialize($v1)) === false && $serialized !== 'b:0;') {
				return true;
			}
		} catch (Throwable) {
			return true;
		}
		if ($GLOBALS['fz_calls'] !== $ours) {
			fz_fail("roundtrip ($how): magic methods ran in another order than unserialize()'s\n  unserialize(): "
				. implode(' ', $GLOBALS['fz_calls']) . "\n  ours:          " . implode(' ', $ours) . "\n  packed: "
				. bin2hex($packed));
		}
	}
	return true;
}

/* The library: Packer -> BufferUnpacker, $how 'plain' or compact ($o bits 4-6); the value, or what threw, as text. */
function fz_roundtrip_lib_once(mixed $v, int $o, string $how, ?string &$packed = null): string
{
	$packed = null;
	try {
		if ($how === 'plain') {
			$packed = (new MessagePack\Packer())->pack($v);
			return fz_canonical((new MessagePack\BufferUnpacker($packed))->unpack());
		}
		$packer = new MessagePack\Packer(
			($o & 0x10) ? MessagePack\PackOptions::RECORDS : MessagePack\PackOptions::COMPACT);
		$u = new MessagePack\BufferUnpacker('', MessagePack\UnpackOptions::COMPACT);
		$s = null;
		if ($o & 0x20) {
			// (above 32: the message's own records in two-byte ids)
			$s = new MessagePack\Structures([], ($o & 0x40) ? 4 : 40);
			$packer = $packer->withStructures($s);
		}
		$packed = $packer->pack($v);
		if ($s) {
			if (count($s) > $s->getMaxSharedStructures()) {
				fz_fail('roundtrip (library): the packer left ' . count($s) . ' shared structures, more than the '
					. 'maximum ' . $s->getMaxSharedStructures());
			}
			// the reader holds the structures as persisted
			$u = $u->withStructures(new MessagePack\Structures($s->toArray(), $s->getMaxSharedStructures()));
		}
		$u = $u->withBuffer($packed);
		$r = fz_canonical($u->unpack());
		if ($u->hasRemaining()) {
			return $r . ' and ' . $u->getRemainingCount() . ' bytes left';
		}
		return $r;
	} catch (Throwable $e) {
		return 'threw ' . get_class($e) . ': ' . $e->getMessage();
	}
}

/* The library's compact round trip (records, string references, shared structures) gives its plain one's value. */
function fz_roundtrip_lib(mixed $v, int $o): void
{
	$plain = fz_roundtrip_lib_once($v, $o, 'plain');
	$packed = null;
	$compact = fz_roundtrip_lib_once($v, $o, 'compact', $packed);
	$refused = $packed === null && fz_compact_ext_type($plain) && str_contains($compact, "compact mode's own");
	if ($compact !== $plain && !(str_starts_with($plain, 'threw ') && $packed === null) && !$refused) {
		fz_fail("roundtrip (library, " . (($o & 0x10) ? 'RECORDS' : 'COMPACT') . (($o & 0x20) ? ', structures' : '')
			. "): compact differs from plain\n  plain:   $plain\n  compact: $compact\n  packed:  "
			. bin2hex((string) $packed));
	}
}

/* ---- pack ------------------------------------------------------------------------------------------------------- */

/*
 * Builds a PHP value from a bytecode. Values go to a list of slots; each op reads its operands from the next bytes:
 *   0 int8   1 int64   2 float64   3 special scalar   4 string (length byte, bytes)   5 list of the last n slots
 *   6 list of references to the last n slots   7 map (n, then a key byte per value)   8 object of a test class
 *   9 PHP reference to slot i   10 slot i again (same object / array copy)   11 cycle through slot i
 *   12 MessagePack\Type object   13 enum case   14 special object   15 overwrite slot i with the last slot
 * The fully expanded size of every slot is tracked (a node per value, per 32 bytes of a string): a value whose
 * copies would expand past 4000 is not built. Under ASan every realloc() copies, and the encoders grow their output
 * a page at a time, so a few shared big strings would make packing quadratic.
 */
function fz_pack_build(string $code, bool &$cyclic): mixed
{
	$p = 0;
	$n = strlen($code);
	$byte = static function () use (&$p, $code, $n): int {
		return $p < $n ? ord($code[$p++]) : 0;
	};
	$bytes = static function (int $len) use (&$p, $code): string {
		$s = (string) substr($code, $p, $len);
		$p += $len;
		return str_pad($s, $len, "\0");
	};
	$slots = [];
	$size = [];
	$classes = ['Foo', 'Bar', 'T', 'Dyn', 'M', 'M2', 'MX', 'WK', 'WKX', 'SL', 'D', 'MG', 'S', 'SX', 'E', 'RO', 'ROC',
		'stdClass', 'MessagePack\\Type\\Bin', 'MessagePack\\Type\\Map', 'MessagePack\\Type\\Ext',
		'MessagePack\\Type\\Timestamp'];
	$last = static function (int $k) use (&$slots): array {
		$c = count($slots);
		return $k === 0 || $c === 0 ? [] : range(max(0, $c - $k), $c - 1);
	};
	for ($ops = 0; $p < $n && $ops < 200 && count($slots) < 64; $ops++) {
		$op = $byte();
		$c = count($slots);
		switch ($op & 15) {
			case 0:
				$slots[] = $byte() - 128;
				$size[] = 1;
				break;
			case 1:
				// (32-bit PHP has no 64-bit format code: the low 4 bytes as a 32-bit int there)
				$slots[] = PHP_INT_SIZE === 8 ? unpack('q', $bytes(8))[1] : unpack('l', $bytes(8))[1];
				$size[] = 1;
				break;
			case 2:
				$slots[] = unpack('e', $bytes(8))[1];
				$size[] = 1;
				break;
			case 3:
				static $specials = null;
				$specials ??= [null, true, false, NAN, INF, -INF, -0.0, PHP_INT_MAX, PHP_INT_MIN, 0.1, '', '0', '123',
					'-5', '1e3', '9223372036854775808', str_repeat('x', 31), str_repeat('y', 300),
					str_repeat('z', 70000), 1.0e300, 5e-324, (float) PHP_INT_MAX, 255, 256, 65535, 65536,
					4294967295, 4294967296, -32, -33, -128, -129, -32768, -32769, -2147483648, -2147483649];
				$special = $specials[$byte() % count($specials)];
				$slots[] = $special;
				$size[] = is_string($special) ? 1 + intdiv(strlen($special), 32) : 1;
				break;
			case 4:
				$slots[] = $bytes($byte());
				$size[] = 1 + intdiv(strlen(end($slots)), 32);
				break;
			case 5:
			case 6:
				$arr = [];
				$sum = 1;
				foreach ($last($byte() % 9) as $i) {
					if (($op & 15) === 6) {
						$arr[] = &$slots[$i];
					} else {
						$arr[] = $slots[$i];
					}
					$sum += $size[$i];
				}
				if ($sum > 4000) {
					break;
				}
				$slots[] = $arr;
				$size[] = $sum;
				break;
			case 7:
				$map = [];
				$sum = 1;
				foreach ($last($byte() % 9) as $i) {
					$k = $byte();
					$key = match ($k & 3) {
						0 => ($k >> 2) - 32,
						1 => 'k' . ($k >> 2),
						2 => (string) ($k >> 2),
						3 => ["\0*\0b", "\0Foo\0c", '', 'a', 'names', "\0", '-0', '1.5'][($k >> 2) & 7],
					};
					$map[$key] = $slots[$i];
					$sum += $size[$i];
				}
				if ($sum > 4000) {
					break;
				}
				$slots[] = $map;
				$size[] = $sum;
				break;
			case 8:
				$class = $classes[$byte() % count($classes)];
				try {
					$obj = (new ReflectionClass($class))->newInstanceWithoutConstructor();
				} catch (Throwable) {
					break;
				}
				$sum = 1;
				$props = ['a', 'b', 'c', 'd', 'x', 's', 'list', 'f', 'u', 'foo', 'k', 'data', 'names', 'next', 'zz',
					'seconds', 'nanoseconds', 'type', 'map'];
				foreach ($last($byte() % 5) as $i) {
					$prop = $props[$byte() % count($props)];
					try {
						// declared properties whatever their visibility (also of internal classes), else dynamic
						if (property_exists($obj, $prop)) {
							(new ReflectionProperty($obj, $prop))->setValue($obj, $slots[$i]);
						} else {
							$obj->$prop = $slots[$i];
						}
						$sum += $size[$i];
					} catch (Throwable) {
					}
				}
				if ($sum > 4000) {
					break;
				}
				$slots[] = $obj;
				$size[] = $sum;
				break;
			case 9:
				if ($c) {
					$i = $byte() % $c;
					$slots[] = &$slots[$i];
					$size[] = $size[$i];
				}
				break;
			case 10:
				if ($c) {
					$i = $byte() % $c;
					$slots[] = $slots[$i];
					$size[] = $size[$i];
				}
				break;
			case 11:
				if ($c) {
					$i = $byte() % $c;
					if (is_array($slots[$i])) {
						$slots[$i][] = &$slots[$i];
						$cyclic = true;
					} elseif (is_object($slots[$i]) && !$slots[$i] instanceof UnitEnum) {
						try {
							(function () use (&$slots, $i) {
								$this->next = $slots[$i];
							})->call($slots[$i]);
							$cyclic = true;
						} catch (Throwable) {
						}
					}
				}
				break;
			case 12:
				$k = $byte();
				$str = $bytes($byte() % 40);
				try {
					$slots[] = match ($k % 6) {
						0 => new MessagePack\Type\Bin($str),
						1 => new MessagePack\Type\Map($c && is_array($slots[$c - 1]) ? $slots[$c - 1] : [1, 2]),
						2 => new MessagePack\Type\Ext(($k >> 3) - 16, $str),
						3 => new MessagePack\Type\Timestamp(unpack(PHP_INT_SIZE === 8 ? 'q' : 'l', $bytes(8))[1], unpack('l', $bytes(4))[1]),
						4 => new FzExtValue(1 + ($k >> 3) % 5, $c ? $slots[$c - 1] : null),
						5 => new MessagePack\Type\Ext(-1, $str),
					};
					$size[] = 2 + ($c ? $size[$c - 1] : 0);
				} catch (Throwable) {
				}
				break;
			case 13:
				$slots[] = [Suit::Hearts, Suit::Spades, BI::One, BI::Two, BS::A][$byte() % 5];
				$size[] = 1;
				break;
			case 14:
				$k = $byte();
				try {
					$slots[] = match ($k % 10) {
						0 => fn () => 1,
						1 => new class {
							public $a = 1;
						},
						2 => (function () {
							yield 1;
						})(),
						3 => new ArrayObject($c ? [$slots[$c - 1]] : []),
						4 => new DateTimeImmutable('@' . ($k * 1000003)),
						5 => unserialize('O:4:"Nope":2:{s:1:"x";i:1;s:1:"y";a:1:{i:0;i:2;}}'),
						6 => fopen('php://memory', 'r'),
						7 => new SplObjectStorage(),
						8 => new ArrayIterator([1, 2, 3]),
						9 => new Exception('e'),
					};
					$size[] = 2 + ($c ? $size[$c - 1] : 0);
				} catch (Throwable) {
				}
				break;
			case 15:
				if ($c > 1) {
					$i = $byte() % $c;
					// unset first: writing through a PHP reference would change containers holding it behind the
					// size accounting's back
					$value = $slots[$c - 1];
					unset($slots[$i]);
					$slots[$i] = $value;
					$size[$i] = $size[$c - 1];
				}
				break;
		}
	}
	if (!$slots) {
		return null;
	}
	// the result: the whole slot list (references between slots intact) or the last slot
	return ($n & 1) && array_sum($size) <= 4000 ? $slots : $slots[count($slots) - 1];
}

/* Whether $v, expanded (shared arrays copied, objects once, 64 levels at most), has fewer than $budget nodes. */
function fz_small(mixed $v, int &$budget = 20000, array &$seen = [], int $depth = 0): bool
{
	if (--$budget < 0) {
		return false;
	}
	if ($depth > 64) {
		return true;
	}
	if (is_string($v)) {
		$budget -= intdiv(strlen($v), 32);
		return $budget >= 0;
	}
	if (is_object($v)) {
		if (isset($seen[spl_object_id($v)])) {
			return true;
		}
		$seen[spl_object_id($v)] = true;
		$v = (array) $v;
	}
	if (is_array($v)) {
		foreach ($v as $item) {
			if (!fz_small($item, $budget, $seen, $depth + 1)) {
				return false;
			}
		}
	}
	return true;
}

function fz_pack(string $input): void
{
	fz_input_start();
	$o = ord($input[0] ?? "\0");
	$x = ord($input[1] ?? "\0") >> 4; // compact mode: the first op byte's high nibble
	$cyclic = false;
	$v = fz_pack_build((string) substr($input, 1), $cyclic);
	if (!fz_small($v)) {
		return; // a safety net for the size accounting of fz_pack_build()
	}
	// PHP references and shared objects can close cycles without op 11: serialize() shows them as R:/r:
	try {
		$cyclic = $cyclic || preg_match('/(^|[;{])[Rr]:\d+;/', serialize($v));
	} catch (Throwable) {
		$cyclic = true;
	}
	fz_ini([
		'msgpack.php_only' => $o & 1,
		'msgpack.force_f32' => ($o >> 1) & 1,
		'msgpack.use_str8_serialization' => ($o & 4) ? 0 : 1,
		// encoders that do not cut recursion (library mode) walk a cycle down to max_depth, and each level may hold
		// a large finite part: keep cyclic values shallow
		'msgpack.max_depth' => $cyclic ? 12 : 4096,
	]);
	fz_compact(0);
	$plain = null;
	try {
		$packed = msgpack_pack($v);
		if (is_string($packed)) {
			$plain = fz_pack_decode(static fn () => msgpack_unpack($packed), strlen($packed));
		}
	} catch (Throwable) {
	}
	if ($x & 1) {
		// msgpack_pack() in compact mode, decoded back: the plain pack's value (acyclic values: a cycle is cut at
		// max_depth, where the two forms may nest differently)
		fz_compact(($x & 4) ? 1 : 2);
		$GLOBALS['fz_warnings'] = [];
		try {
			$cpacked = msgpack_pack($v);
		} catch (Throwable $e) {
			$cpacked = null;
		}
		if (is_string($cpacked)) {
			$compact = fz_pack_decode(static fn () => msgpack_unpack($cpacked), strlen($cpacked));
			if (!$cyclic && $plain !== null && $compact !== $plain) {
				fz_fail('pack: msgpack.compact=' . ini_get('msgpack.compact') . " decodes to another value than the "
					. "plain pack\n  plain:   $plain\n  compact: $compact\n  packed:  " . bin2hex($cpacked));
			}
		} elseif ($plain !== null && !$cyclic && !(fz_compact_ext_type($plain)
				&& array_filter($GLOBALS['fz_warnings'], static fn ($w) => str_contains($w, "compact mode's own")))) {
			// (compact mode refuses an Ext of one of its own types, as documented: the plain pack writes it)
			fz_fail('pack: msgpack.compact=' . ini_get('msgpack.compact') . ' failed where the plain pack did not: '
				. implode('; ', $GLOBALS['fz_warnings']));
		}
		fz_compact(0);
	}
	try {
		(new MessagePack((bool) ($o & 1)))->pack($v);
	} catch (Throwable) {
	}
	$bitmasks = [0, 1, 2, 4, 8, 16, 32, 64, 128, 4 | 32 | 64, 2 | 16 | 128, 1 | 8, 3, 24, 192, 255];
	$transformers = static function () use ($o): array {
		$transformers = fz_extensions(false);
		if ($o & 0x80) {
			$transformers[] = MessagePack\TypeTransformer\TraversableTransformer::toMap();
			$transformers[] = new MessagePack\TypeTransformer\StreamTransformer();
		} else {
			$transformers[] = MessagePack\TypeTransformer\TraversableTransformer::toArray();
		}
		return $transformers;
	};
	$plain = null;
	try {
		$packer = new MessagePack\Packer($bitmasks[($o >> 3) & 15], $transformers());
		$packed = $packer->pack($v);
		$plain = fz_pack_decode(static fn () => (new MessagePack\BufferUnpacker($packed, null,
			fz_pack_extensions(false)))->tryUnpack(), strlen($packed));
	} catch (Throwable) {
	}
	if ($x & 2) {
		// the Packer in compact mode (options that clash with the bitmask's throw), perhaps with shared structures
		$cpacked = null;
		try {
			$bitmask = $bitmasks[($o >> 3) & 15]
				| (($x & 4) ? MessagePack\PackOptions::RECORDS : MessagePack\PackOptions::COMPACT);
			$packer = new MessagePack\Packer($bitmask, $transformers());
			$s = null;
			if ($x & 8) {
				$s = new MessagePack\Structures([['a', 'b']], 8);
				$packer = $packer->withStructures($s);
			}
			$cpacked = $packer->pack($v);
			$u = new MessagePack\BufferUnpacker($cpacked, MessagePack\UnpackOptions::COMPACT, fz_pack_extensions(true));
			if ($s) {
				$u = $u->withStructures($s);
			}
			$compact = fz_pack_decode(static fn () => $u->tryUnpack(), strlen($cpacked));
			// An Ext the program made, of a type an extension reads back as MessagePack (FzExt 'deep'), holds bytes no
			// packer wrote: the compact reader reads them as compact mode (its ext types 0x53, 0x5e... are strings
			// there), the plain one as plain MessagePack, and neither reading is wrong (fuzz/open-findings, once:
			// pack-structures-ext-payload-compact-ref, and in tests/fuzz-regressions, pack-raw-ext-payload-*).
			if (!$cyclic && $plain !== null && $compact !== $plain && !fz_has_raw_ext($v, [1, 2])) {
				fz_fail("pack: Packer($bitmask" . ($s ? ')->withStructures()' : ')') . ' decodes to another value than '
					. "the plain Packer's\n  plain:   $plain\n  compact: $compact\n  packed:  " . bin2hex($cpacked));
			}
		} catch (Throwable $e) {
			if ($cpacked !== null) {
				fz_fail('pack: the compact Packer\'s output does not decode: ' . get_class($e) . ': ' . $e->getMessage()
					. "\n  packed: " . bin2hex($cpacked));
			}
		}
	}
	try {
		MessagePack\MessagePack::pack($v);
	} catch (Throwable) {
	}
	fz_compact(0);
}

/* Whether $v holds a MessagePack\Type\Ext of one of $types (searched to a bounded depth and size). */
function fz_has_raw_ext(mixed $v, array $types, int $depth = 0, ?SplObjectStorage $seen = null): bool
{
	$seen ??= new SplObjectStorage();
	if ($depth > 64) {
		return true;
	}
	if ($v instanceof MessagePack\Type\Ext) {
		return in_array($v->type, $types, true);
	}
	if (is_object($v)) {
		if ($seen->contains($v)) {
			return false;
		}
		$seen->attach($v);
		$v = (array) $v;
	}
	if (is_array($v)) {
		foreach ($v as $item) {
			if (fz_has_raw_ext($item, $types, $depth + 1, $seen)) {
				return true;
			}
		}
	}
	return false;
}

/* Runs a decode of $len packed bytes, touches the value; the value's canonical form, or what threw. */
function fz_pack_decode(callable $decode, int $len): string
{
	try {
		$v = $decode();
	} catch (Throwable $e) {
		return 'threw ' . get_class($e) . ': ' . $e->getMessage();
	}
	fz_touch($v, $len);
	return fz_canonical($v);
}
