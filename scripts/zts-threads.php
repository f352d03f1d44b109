<?php
/*
 * One request of scripts/zts-threads.c: $T (thread number), $S (scenario; -1: print how many there are), $I (request
 * number). Prints only what must be the same whichever thread runs it and whatever ran before in that thread or runs
 * at the same time in others: the harness compares it byte for byte with the output of the same ($T, $S) run alone.
 */

use MessagePack\{BufferUnpacker, Packer, PackOptions, UnpackOptions, Structures, CanPack, Extension};
use MessagePack\Type\{Bin, Map, Ext, Timestamp};
use MessagePack\Exception\UnpackingFailedException;

const ZT_DEFAULTS = [
	'msgpack.error_display' => '1', 'msgpack.php_only' => '1', 'msgpack.assoc' => '1',
	'msgpack.illegal_key_insert' => '0', 'msgpack.use_str8_serialization' => '1', 'msgpack.force_f32' => '0',
	'msgpack.throw' => '0', 'msgpack.max_depth' => '4096', 'msgpack.compact' => '0',
	'session.serialize_handler' => 'php',
];

function zt_scenarios(): array
{
	return [
		'zt_settings', 'zt_settings', 'zt_pecl_objects', 'zt_pecl_objects', 'zt_session', 'zt_lib', 'zt_lib', 'zt_compact',
		'zt_compact', 'zt_stream', 'zt_fatal_wakeup', 'zt_fatal_ext', 'zt_fatal_transformer', 'zt_uncaught',
		'zt_exit_in_ext', 'zt_fatal_session_write', 'zt_fiber_left', 'zt_fatal_unpacker_execute', 'zt_other_classes',
		'zt_timeout', 'zt_deep',
	];
}

function zt_check(bool $ok, string $what): void
{
	if (!$ok) {
		echo "FAILED: $what\n";
	}
}

/* Every request starts on the defaults, whatever this thread's last request set or how it ended. */
function zt_prologue(int $T): void
{
	foreach (ZT_DEFAULTS as $name => $value) {
		zt_check(ini_get($name) === $value, "$name is " . var_export(ini_get($name), true) . " at request start");
	}
	zt_check(bin2hex(msgpack_pack(1.5)) === 'cb3ff8000000000000', 'float64 by default');
	zt_check(msgpack_unpack(msgpack_pack(['a' => [1, 'x' => 2]])) === ['a' => [1, 'x' => 2]], 'round trip');
	zt_check(msgpack_last_error() === 0, 'msgpack_last_error() at request start');
	zt_check(!class_exists('ZtObj' . $T, false), 'a class of an earlier request is still declared');
}

function zt_declare(int $T): void
{
	eval(<<<PHP
	class ZtObj{$T} {
		public \$a = 1; protected \$b = [1, 2]; private \$c = 'secret{$T}'; public \$self; public \$ref;
		public \$woke = 0;
		public function __wakeup() { \$this->woke++; }
		public function c() { return \$this->c; }
	}
	class ZtSer{$T} {
		public function __construct(public array \$data = []) {}
		public function __serialize(): array { return ['d' => \$this->data, 't' => {$T}]; }
		public function __unserialize(array \$d): void { \$this->data = \$d['d']; \$this->data['t'] = \$d['t']; }
	}
	enum ZtSuit{$T}: string { case Hearts = 'h{$T}'; case Spades = 's{$T}'; }
	enum ZtPure{$T} { case A; case B; }
	class ZtPoint{$T} { public function __construct(public int \$x = 0, public int \$y = 0) {} }
	class ZtPointTransformer{$T} implements MessagePack\CanPack {
		public function pack(MessagePack\Packer \$packer, \$value): ?string {
			return \$value instanceof ZtPoint{$T} ? \$packer->packExt(10 + {$T}, pack('NN', \$value->x, \$value->y)) : null;
		}
	}
	class ZtPointExtension{$T} implements MessagePack\Extension {
		public function getType(): int { return 10 + {$T}; }
		public function pack(MessagePack\Packer \$packer, \$value): ?string { return null; }
		public function unpackExt(MessagePack\BufferUnpacker \$unpacker, int \$extLength) {
			['x' => \$x, 'y' => \$y] = unpack('Nx/Ny', \$unpacker->read(\$extLength));
			return new ZtPoint{$T}(\$x, \$y);
		}
	}
	PHP);
}

function zt_graph(int $T): array
{
	$o = new ("ZtObj$T");
	$o->self = $o;
	$shared = ['k' => $T, 'list' => range(0, $T + 3)];
	$o->ref = &$shared;
	$x = "str$T";
	$ser = new ("ZtSer$T")(['n' => $T, 'f' => 0.25 * $T]);
	return [
		'obj' => $o, 'again' => $o, 'r1' => &$x, 'r2' => &$x, 'shared' => &$shared, 'ser' => $ser,
		'suit' => constant("ZtSuit$T::Spades"), 'pure' => constant("ZtPure$T::B"),
		'ints' => [0, -1, 127, 128, -33, 65536, PHP_INT_MAX, PHP_INT_MIN], 'float' => 1.1 * ($T + 1),
		'str' => str_repeat("t$T", 40), 'empty' => [], 'null' => null, 'bool' => true,
		'ts' => new Timestamp(1700000000 + $T, 500 * $T), 'bin' => new Bin("\x00\xff$T"),
	];
}

/* ---- scenarios ------------------------------------------------------------------------------------------------- */

/* This thread's own msgpack.* settings, checked again and again while the other threads set theirs. */
function zt_settings(int $T): void
{
	$f32 = $T % 2 ? '1' : '0';
	$depth = 20 + $T;
	$compact = ['0', 'read', 'records', 'full'][$T % 4];
	$assoc = $T % 3 ? '1' : '0';
	$str8 = $T % 2 ? '0' : '1';
	ini_set('msgpack.force_f32', $f32);
	ini_set('msgpack.max_depth', (string) $depth);
	ini_set('msgpack.compact', $compact);
	ini_set('msgpack.assoc', $assoc);
	ini_set('msgpack.use_str8_serialization', $str8);
	ini_set('msgpack.throw', '1');
	ini_set('msgpack.php_only', $T % 2 ? '0' : '1');
	$rows = [];
	for ($i = 0; $i < 6; $i++) {
		$rows[] = ['id' => $i, 'name' => 'name-' . ($i % 3), 'tags' => ['a', 'b']];
	}
	$deep = 1;
	for ($i = 0; $i < $depth; $i++) {
		$deep = [$deep];
	}
	$out = [];
	for ($round = 0; $round < 40; $round++) {
		zt_check(ini_get('msgpack.force_f32') === $f32 && ini_get('msgpack.max_depth') === (string) $depth
			&& ini_get('msgpack.compact') === $compact && ini_get('msgpack.assoc') === $assoc, "settings in round $round");
		$line = bin2hex(msgpack_pack(1.5)) . ' ' . bin2hex(msgpack_pack(str_repeat('x', 40))) . ' ' . md5(msgpack_pack($rows));
		// Literal arrays: with OPcache, immutable and shared by every thread.
		$line .= ' ' . md5(msgpack_pack([ZT_DEFAULTS, ['x' => ['y' => ['z' => 1, 'l' => [1, 2, 'three']]]], ZT_DEFAULTS]));
		$back = msgpack_unpack(msgpack_pack(['m' => ['k' => 1]]));
		$line .= ' ' . get_debug_type(is_array($back) ? $back['m'] : $back->m);
		try {
			msgpack_pack($deep);
			$line .= ' deep ok';
			msgpack_pack([$deep]);
			$line .= ' deeper ok';
		} catch (Throwable $e) {
			$line .= ' ' . get_class($e) . ': ' . $e->getMessage();
		}
		$out[$line] = ($out[$line] ?? 0) + 1;
		if ($round % 8 == 7) {
			usleep(100);
		}
	}
	foreach ($out as $line => $n) {
		echo "$n x $line\n";
	}
	zt_check(count($out) === 1, 'the same result every round');
}

function zt_pecl_objects(int $T): void
{
	zt_declare($T);
	$g = zt_graph($T);
	for ($round = 0; $round < 20; $round++) {
		$bytes = msgpack_pack($g);
		$back = msgpack_unpack($bytes);
		if ($round == 0) {
			echo strlen($bytes), ' ', md5($bytes), "\n";
			echo md5(serialize($back)), ' ', implode(',', array_map(fn ($v) => get_debug_type($v), $back)), "\n";
		}
		zt_check($back['obj']->self === $back['obj'] && $back['again'] === $back['obj'], 'object identity');
		zt_check($back['obj']->woke === 1 && $back['obj']->c() === "secret$T", 'wakeup and private property');
		$ser = serialize($back);
		$first ??= $ser;
		zt_check($ser === $first, 'the same value every round');
		zt_check($back['suit'] === constant("ZtSuit$T::Spades") && $back['pure'] === constant("ZtPure$T::B"), 'enums');
		zt_check($back['ser']->data === ['n' => $T, 'f' => 0.25 * $T, 't' => $T], '__unserialize');
		zt_check($back['ts'] == $g['ts'] && $back['bin'] === "\x00\xff$T", 'timestamp and bin');
		zt_check(msgpack_last_error() === 0, 'no error');
	}
	// MessagePack class with options, and an unpacker fed byte by byte.
	$mp = new MessagePack(false);
	$plain = $mp->pack(['x' => $T, 'y' => [1, 2, 3], 'z' => "v$T"]);
	echo bin2hex($plain), "\n";
	$u = $mp->unpacker();
	$got = [];
	$stream = $plain . $plain . msgpack_pack($g['ints']);
	for ($i = 0; $i < strlen($stream); $i++) {
		$u->feed($stream[$i]);
		while ($u->execute()) {
			$got[] = $u->data();
			$u->reset();
		}
	}
	echo json_encode($got), "\n";
	// Errors: PECL's warning text and msgpack_last_error().
	var_dump(@msgpack_unpack("\x93\x01"), msgpack_last_error(), msgpack_last_error_msg());
	var_dump(msgpack_unpack("\xc1"));
}

function zt_session(int $T): void
{
	zt_declare($T);
	$store = new class implements SessionHandlerInterface {
		public array $data = [];
		public function open($path, $name): bool { return true; }
		public function close(): bool { return true; }
		public function read($id): string|false { return $this->data[$id] ?? ''; }
		public function write($id, $data): bool { $this->data[$id] = $data; return true; }
		public function destroy($id): bool { unset($this->data[$id]); return true; }
		public function gc($max): int|false { return 0; }
	};
	ini_set('session.serialize_handler', 'msgpack');
	ini_set('session.use_cookies', '0');
	ini_set('session.cache_limiter', '');
	ini_set('session.use_strict_mode', '0');
	session_set_save_handler($store, false);
	for ($round = 0; $round < 5; $round++) {
		session_id("zt$T-$round");
		zt_check(session_start(), 'session_start');
		zt_check($_SESSION === [], 'new session empty');
		$_SESSION['user'] = "u$T";
		$_SESSION['obj'] = new ("ZtObj$T");
		$_SESSION['obj']->self = $_SESSION['obj'];
		$_SESSION['suit'] = constant("ZtSuit$T::Hearts");
		$_SESSION['n'] = [$round, $T];
		$encoded = session_encode();
		if ($round == 0) {
			echo bin2hex($encoded), "\n";
		}
		session_write_close();
		zt_check($store->data["zt$T-$round"] === $encoded, 'written as encoded');
		session_id("zt$T-$round");
		session_start();
		zt_check($_SESSION['user'] === "u$T" && $_SESSION['obj']->self === $_SESSION['obj'] && $_SESSION['obj']->woke === 1
			&& $_SESSION['suit'] === constant("ZtSuit$T::Hearts") && $_SESSION['n'] === [$round, $T], 'session read back');
		$_SESSION = [];
		zt_check(session_decode(msgpack_pack(['a' => $T])) && $_SESSION === ['a' => $T], 'session_decode');
		// Another serializer's data.
		$r = session_decode('user|s:1:"x";');
		if ($round == 0) {
			var_dump($r, $_SESSION);
		}
		session_write_close();
	}
	// The session module writes at request end, after our RSHUTDOWN: a session left open.
	session_id("zt$T-open");
	session_start();
	$_SESSION['left'] = new ("ZtSer$T")(['open' => $T]);
	echo "left open\n";
}

function zt_lib(int $T): void
{
	zt_declare($T);
	$ts = new MessagePack\Extension\TimestampExtension();
	$packer = new Packer(PackOptions::FORCE_STR, [new ("ZtPointTransformer$T")(), $ts]);
	$unpacker = new BufferUnpacker('', null, [new ("ZtPointExtension$T")(), $ts]);
	$value = [
		'p' => new ("ZtPoint$T")($T, -$T & 0xffff), 'ts' => new Timestamp(1700000000 + $T, 123 * $T),
		'map' => new Map([1 => 'a', 2 => 'b']), 'bin' => new Bin("b$T"), 'ext' => new Ext(3, "e$T"),
		'list' => [1.5, -7, "s$T", null, false], 'big' => str_repeat('q', 300 + $T),
	];
	for ($round = 0; $round < 30; $round++) {
		$bytes = $packer->pack($value);
		if ($round == 0) {
			echo bin2hex(substr($bytes, 0, 120)), ' ', strlen($bytes), ' ', md5($bytes), "\n";
		}
		$unpacker->reset($bytes);
		$back = $unpacker->unpack();
		zt_check($back['p'] == $value['p'] && $back['ts'] == $value['ts'] && $back['map'] === [1 => 'a', 2 => 'b']
			&& $back['bin'] === "b$T" && $back['ext'] == $value['ext'] && $back['list'] === $value['list']
			&& $back['big'] === $value['big'], "lib round trip $round");
		// Streamed in pieces.
		$unpacker->reset();
		$msgs = [];
		foreach (str_split($bytes . $bytes, 7 + $T) as $piece) {
			$unpacker->append($piece);
			foreach ($unpacker->tryUnpack() as $m) {
				$msgs[] = $m;
			}
		}
		zt_check(count($msgs) === 2 && $msgs[1]['big'] === $value['big'], 'tryUnpack');
	}
	try {
		(new BufferUnpacker("\x92\x01"))->unpack();
	} catch (UnpackingFailedException $e) {
		echo get_class($e), ': ', $e->getMessage(), "\n";
	}
	echo bin2hex(MessagePack\MessagePack::pack(['t' => $T, 'f' => 0.5])), "\n";
	var_dump(MessagePack\MessagePack::unpack("\x81\xa1t" . chr($T)));
	echo bin2hex($packer->packMapHeader(3 + $T) . $packer->packArrayHeader(20 + $T) . $packer->packFloat32(0.5)
		. $packer->packBin("x$T") . $packer->packExt(-1, pack('N', $T))), "\n";
}

function zt_compact(int $T): void
{
	zt_declare($T);
	$rows = [];
	for ($i = 0; $i < 30; $i++) {
		$rows[] = ['id' => $i, 'name' => 'user-' . ($i % 7) . "-$T", 'shape' => $i % 3 ? ['w' => $i] : ['h' => $i, 'd' => $T]];
	}
	$shared = ['zt', "thread$T", 'compact'];
	$literal = ['literal', 'list', 'every', 'thread', 'shares', [1, 2, 3]];
	for ($i = 0; $i < 10; $i++) {
		$rows[] = ['tags' => $shared, 'k' => $i, 'lit' => $literal, 'defaults' => ZT_DEFAULTS];
	}
	$packer = new Packer(PackOptions::COMPACT);
	$bytes = $packer->pack($rows);
	echo strlen($bytes), ' ', md5($bytes), "\n";
	zt_check((new BufferUnpacker($bytes, UnpackOptions::COMPACT))->unpack() === $rows, 'compact round trip');
	// Shared structures: one list a packer appends to, read by unpackers given the same list.
	$structures = new Structures([['id', 'name', 'shape']], 16);
	$sp = (new Packer(PackOptions::RECORDS))->withStructures($structures);
	$messages = [];
	foreach ($rows as $row) {
		$messages[] = $sp->pack($row);
	}
	echo count($structures), ' ', md5(implode('|', $messages)), ' ', json_encode($structures->toArray()), "\n";
	$reader = (new BufferUnpacker())->withStructures(new Structures($structures->toArray(), 16));
	foreach ($messages as $i => $m) {
		zt_check($reader->withBuffer($m)->unpack() === $rows[$i], "structured message $i");
	}
	// The PECL API in compact mode, objects too.
	ini_set('msgpack.compact', 'full');
	$g = zt_graph($T);
	for ($round = 0; $round < 10; $round++) {
		$b = msgpack_pack(['rows' => $rows, 'g' => $g]);
		if ($round == 0) {
			echo strlen($b), ' ', md5($b), "\n";
		}
		$back = msgpack_unpack($b);
		zt_check($back['rows'] === $rows && $back['g']['obj']->self === $back['g']['obj'], 'pecl compact');
	}
	ini_set('msgpack.compact', 'read');
	zt_check(msgpack_unpack($b)['rows'] === $rows, 'compact read');
	ini_set('msgpack.compact', '0');
	echo get_debug_type(@msgpack_unpack($b)), "\n";
}

function zt_stream(int $T): void
{
	$values = [];
	for ($i = 0; $i < 50; $i++) {
		$values[] = ['i' => $i, 's' => str_repeat(chr(65 + $T), $i * 13), 'f' => $i / 4];
	}
	$fp = fopen('php://memory', 'w+');
	$packer = new Packer();
	foreach ($values as $v) {
		$packer->packToStream($fp, $v);
	}
	rewind($fp);
	$got = [];
	foreach (new MessagePack\StreamUnpacker($fp) as $m) {
		$got[] = $m;
	}
	zt_check($got === $values, 'stream round trip');
	echo ftell($fp), ' ', count($got), "\n";
	$u = new MessagePackUnpacker();
	$all = implode('', array_map('msgpack_pack', $values));
	$n = 0;
	foreach (str_split($all, 3 + $T) as $piece) {
		$u->feed($piece);
		while ($u->execute()) {
			zt_check($u->data() === $values[$n++], 'MessagePackUnpacker message');
			$u->reset();
		}
	}
	echo $n, "\n";
}

/* ---- requests that die --------------------------------------------------------------------------------------- */

function zt_die(): void
{
	// memory_limit only holds with the Zend allocator (not under USE_ZEND_ALLOC=0 for TSan or valgrind).
	if (getenv('USE_ZEND_ALLOC') !== '0') {
		$s = str_repeat('x', 100 * 1024 * 1024);
	}
	@trigger_error('zt fatal', E_USER_ERROR);
}

function zt_set_some(int $T): void
{
	ini_set('msgpack.force_f32', '1');
	ini_set('msgpack.max_depth', (string) (50 + $T));
	ini_set('msgpack.compact', 'full');
	ini_set('msgpack.php_only', '0');
	ini_set('msgpack.assoc', '0');
	ini_set('msgpack.throw', '1');
}

function zt_fatal_wakeup(int $T): void
{
	zt_set_some($T);
	eval("class ZtDying$T { public \$a = [1, 2]; public function __wakeup() { if (\$this->a === [1, 2]) zt_die(); } }");
	ini_set('msgpack.php_only', '1');
	$b = msgpack_pack(['x' => [new ("ZtDying$T"), str_repeat('k', 100)], 'y' => 1]);
	echo strlen($b), "\n";
	msgpack_unpack($b);
	echo "not reached\n";
}

function zt_fatal_ext(int $T): void
{
	zt_set_some($T);
	eval("class ZtDyingExt$T implements MessagePack\\Extension {
		public function getType(): int { return 7; }
		public function pack(MessagePack\\Packer \$p, \$v): ?string { return null; }
		public function unpackExt(MessagePack\\BufferUnpacker \$u, int \$n) { \$u->read(\$n); zt_die(); }
	}");
	$u = new BufferUnpacker("\x93\xa3abc\xd4\x07\x01\x01", null, [new ("ZtDyingExt$T")()]);
	$u->unpack();
	echo "not reached\n";
}

function zt_fatal_transformer(int $T): void
{
	zt_set_some($T);
	eval("class ZtDyingT$T implements MessagePack\\CanPack {
		public function pack(MessagePack\\Packer \$p, \$v): ?string { if (\$v instanceof stdClass) zt_die(); return null; }
	}");
	$p = new Packer(PackOptions::COMPACT, [new ("ZtDyingT$T")()]);
	$p->withStructures(new Structures());
	$p->pack(['a' => str_repeat('z', 50), 'b' => [1, 2, new stdClass()]]);
	echo "not reached\n";
}

function zt_uncaught(int $T): void
{
	zt_set_some($T);
	eval("class ZtThrowing$T { public function __serialize(): array { throw new LogicException('from __serialize $T'); } }");
	ini_set('msgpack.php_only', '1');
	msgpack_pack([1, [2, new ("ZtThrowing$T")()]]);
	echo "not reached\n";
}

function zt_exit_in_ext(int $T): void
{
	zt_set_some($T);
	eval("class ZtExiting$T implements MessagePack\\Extension {
		public function getType(): int { return 9; }
		public function pack(MessagePack\\Packer \$p, \$v): ?string { return null; }
		public function unpackExt(MessagePack\\BufferUnpacker \$u, int \$n) { echo 'exiting ', \$n, PHP_EOL; exit(3); }
	}");
	$u = new BufferUnpacker();
	$u = $u->extendWith(new ("ZtExiting$T")());
	$u->append("\x92\xa2ok\xd5\x09\x01\x02");
	$u->tryUnpack();
	echo "not reached\n";
}

function zt_fatal_session_write(int $T): void
{
	zt_set_some($T);
	ini_set('msgpack.php_only', '1');
	eval("class ZtSessDying$T { public \$v = $T; public function __sleep() { zt_die(); } }");
	ini_set('session.serialize_handler', 'msgpack');
	ini_set('session.use_cookies', '0');
	ini_set('session.cache_limiter', '');
	ini_set('session.save_handler', 'files');
	ini_set('session.save_path', sys_get_temp_dir());
	session_id("ztdying$T");
	session_start();
	$_SESSION['x'] = new ("ZtSessDying$T")();
	echo "ends with the session open\n";
}

function zt_fiber_left(int $T): void
{
	zt_set_some($T);
	ini_set('msgpack.compact', '0');
	eval("class ZtSuspending$T implements MessagePack\\CanPack {
		public function pack(MessagePack\\Packer \$p, \$v): ?string {
			if (!\$v instanceof ArrayObject) return null;
			Fiber::suspend('in pack');
			return \$p->packArray(\$v->getArrayCopy());
		}
	}");
	$p = new Packer(null, [new ("ZtSuspending$T")()]);
	$fiber = new Fiber(fn () => $p->pack(['a' => new ArrayObject([1, 2, $T])]));
	echo $fiber->start(), "\n";
	$GLOBALS['zt_fiber'] = $fiber;
	$GLOBALS['zt_packer'] = $p;
	// Another pack on the same Packer while one is suspended, and on a fresh one.
	try {
		echo bin2hex($p->pack([1, 2])), "\n";
	} catch (Throwable $e) {
		echo get_class($e), ': ', $e->getMessage(), "\n";
	}
	echo bin2hex((new Packer())->pack([$T])), "\n";
	// The request ends with the Fiber suspended inside the codec.
}

function zt_fatal_unpacker_execute(int $T): void
{
	zt_set_some($T);
	ini_set('msgpack.php_only', '1');
	eval("class ZtDyingU$T { public \$n = 0; public function __wakeup() { if (\$this->n == 3) zt_die(); } }");
	$objs = [];
	for ($i = 0; $i < 5; $i++) {
		$o = new ("ZtDyingU$T");
		$o->n = $i;
		$objs[] = $o;
	}
	$bytes = msgpack_pack($objs);
	$u = new MessagePackUnpacker();
	foreach (str_split($bytes, 5) as $piece) {
		$u->feed($piece);
		if ($u->execute()) {
			echo "decoded\n";
		}
	}
	echo "not reached\n";
}

/* max_execution_time (a timer of this thread) ends a loop in an extension, in the middle of a decode. */
function zt_timeout(int $T): void
{
	zt_set_some($T);
	if (getenv('ZT_NO_TIMER')) {
		// ThreadSanitizer holds a signal back until the thread makes a call it intercepts, which the loop never does.
		echo "skipped\n";
		return;
	}
	eval("class ZtSlow$T implements MessagePack\\Extension {
		public function getType(): int { return 4; }
		public function pack(MessagePack\\Packer \$p, \$v): ?string { return null; }
		public function unpackExt(MessagePack\\BufferUnpacker \$u, int \$n) { \$u->read(\$n); for (;;) { \$n++; } }
	}");
	set_time_limit(1);
	$u = new BufferUnpacker("\x92\xa1a\xd4\x04\x00", null, [new ("ZtSlow$T")()]);
	$u->unpack();
	echo "not reached\n";
}

/* Nesting as deep as msgpack.max_depth allows, on this thread's stack (smaller than a main thread's, -k). */
function zt_deep(int $T): void
{
	ini_set('msgpack.max_depth', '32768');
	$v = [];
	// (PHP itself needs about 20 bytes of stack per level to destroy such an array: a thread stack below 1 MiB
	// overflows in the engine, not here)
	for ($i = 0; $i < 20000; $i++) {
		$v = [$v];
	}
	foreach ([fn () => msgpack_pack($v), fn () => (new Packer())->pack($v)] as $k => $pack) {
		try {
			$bytes = @$pack();
			echo "pack $k: ", $bytes === false ? 'false ' . msgpack_last_error_msg() : strlen($bytes), "\n";
		} catch (Throwable $e) {
			echo "pack $k: ", get_class($e), ': ', $e->getMessage(), "\n";
		}
	}
	$bytes = str_repeat("\x91", 20000) . "\x90";
	try {
		$back = @msgpack_unpack($bytes);
		echo 'unpack: ', $back === false ? 'false ' . msgpack_last_error_msg() : 'ok', "\n";
		$back = (new BufferUnpacker($bytes))->unpack();
		echo "BufferUnpacker: ok\n";
	} catch (Throwable $e) {
		echo get_class($e), ': ', $e->getMessage(), "\n";
	}
	unset($back, $v);
}

/* Classes that only another thread declares: their names come back as incomplete classes here. */
function zt_other_classes(int $T): void
{
	zt_declare($T);
	$other = ($T + 1) % 10;
	$o = new ("ZtObj$T");
	$bytes = msgpack_pack([$o, constant("ZtSuit$T::Hearts")]);
	$foreign = str_replace("ZtObj$T", "ZtObj$other", $bytes);
	$back = msgpack_unpack($foreign);
	echo get_class($back[0]), ' ', (array) $back[0] ? 'props' : 'none', "\n";
	echo get_debug_type($back[1]), "\n";
	$foreign = str_replace("ZtSuit$T", "ZtSuit$other", $bytes);
	var_dump(@msgpack_unpack($foreign));
	echo msgpack_last_error(), ' ', msgpack_last_error_msg(), "\n";
	try {
		(new BufferUnpacker(msgpack_pack(new ("ZtPoint$T")(1, 2))))->unpack();
		echo "read\n";
	} catch (Throwable $e) {
		echo get_class($e), "\n";
	}
	var_dump(msgpack_unpack($bytes, null, ['allowed_classes' => ["ZtObj$other"]]));
}

/* ---- main ------------------------------------------------------------------------------------------------------ */

if ($S < 0) {
	echo count(zt_scenarios()), ' opcache ', function_exists('opcache_get_status') ? json_encode(opcache_get_status(false)['opcache_enabled'] ?? opcache_get_status(false)) : 'not loaded', ' ', PHP_VERSION, PHP_ZTS ? ' ZTS' : ' NTS';
	return;
}
// Nothing reaches the SAPI before the request ends (the session module needs headers unsent).
ob_start();
zt_prologue($T);
$name = zt_scenarios()[$S];
echo "thread $T scenario $S $name\n";
$name($T);
echo "end\n";
