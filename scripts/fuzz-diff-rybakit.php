<?php
// Differential fuzzing of the MessagePack\ classes against the pure-PHP library rybakit/msgpack.php, the code they
// replace: random call sequences on Packer, BufferUnpacker and the MessagePack facade run in two processes, one with
// our module and one with the library (they declare the same classes), and every result, exception (class, message,
// code) and warning must agree. Values to pack are random trees (every int and float width, str/bin boundaries,
// valid and invalid UTF-8, lists and maps, Bin/Map/Ext/Timestamp objects, unsupported types), under random options
// and transformers; bytes to unpack are random messages of every format (written here, by neither side), sometimes
// several, mutated, truncated and fed in random pieces through append()/tryUnpack()/release(), or read by the typed
// unpack*() methods, skip(), seek() and read(). Both classes also run as subclasses whose overrides change nothing
// (the library's calls on $this), and the unpacker with user extensions (one that throws).
//
//   php scripts/fuzz-diff-rybakit.php --lib=DIR [--seed=N] [--cases=N] [--ours=PATH] [--show=N] [--only=CASE]
//       [--valgrind]   (our side under valgrind: an error of its fails the run as a crash)
//
// --lib: the library, as DIR/vendor/autoload.php (`composer require rybakit/msgpack` in DIR), DIR/autoload.php, or an
// autoload file. Exit status 1 when a case differs in a way known_difference() does not know (the first --show=N,
// default 5, are printed with both transcripts), 2 on a crash of either side. --only=CASE runs the one case (same
// seed and count) and prints it whole; FUZZ_DUMP=FILE also writes it for a worker of its own (--worker=FILE, and
// --autoload=FILE for the library).
//
// Not generated: what docs/migrating-from-rybakit.md lists as different on purpose (strings over 1 MB under
// DETECT_STR_BIN, negative seek()/skip() targets, read() of 0 or fewer bytes, timestamps (ext -1) of another length
// than 4, 8 or 12, header sizes outside 0..4294967295), this extension's own options (COMPACT, RECORDS, SEQUENTIAL),
// BIGINT_AS_DEC (ext-decimal); the user extensions here have no side effects, since the library's tryUnpack() calls
// them again on every call and ours once. A TypeError or ValueError is compared by class and message with PHP's
// ", called in ..." suffix (the library's functions are user code) left out; the known differences are counted by
// kind (known_difference()).
ini_set('memory_limit', '2G');
$opt = getopt('', ['seed:', 'cases:', 'ours:', 'lib:', 'show:', 'only:', 'worker:', 'autoload:', 'valgrind']);

/* ---- worker: runs every case of a file, prints one serialized list of transcripts --------------------------------- */

/* Something to build in the worker, where the classes are: the two sides' objects are not interchangeable. */
final class FuzzMake
{
    public function __construct(public string $what, public array $args = [])
    {
    }
}

function fuzz_build($v)
{
    if (is_array($v)) {
        foreach ($v as $k => $item) {
            $v[$k] = fuzz_build($item);
        }
        return $v;
    }
    if (!$v instanceof FuzzMake) {
        return $v;
    }
    $a = array_map('fuzz_build', $v->args);
    return match ($v->what) {
        'Bin' => new MessagePack\Type\Bin(...$a),
        'Map' => new MessagePack\Type\Map(...$a),
        'Ext' => new MessagePack\Type\Ext(...$a),
        'Timestamp' => new MessagePack\Type\Timestamp(...$a),
        'stdClass' => (object) ($a[0] ?? []),
        'ArrayIterator' => new ArrayIterator($a[0]),
        'Generator' => (function () use ($a) { yield from $a[0]; })(),
        'Packable' => new FuzzPackable($a[0]),
        'stream' => fuzz_stream($a[0]),
        'Closure' => fn () => 1,
        'PackOptions' => MessagePack\PackOptions::fromBitmask(fuzz_bits('MessagePack\PackOptions', $a[0])),
        'UnpackOptions' => MessagePack\UnpackOptions::fromBitmask(fuzz_bits('MessagePack\UnpackOptions', $a[0])),
        'packBits' => fuzz_bits('MessagePack\PackOptions', $a[0]),
        'unpackBits' => fuzz_bits('MessagePack\UnpackOptions', $a[0]),
        'TimestampExtension' => new MessagePack\Extension\TimestampExtension(),
        'Ext5' => new FuzzExt5(),
        'Greedy' => new FuzzGreedy(),
        'None' => new FuzzNone(),
        'Thrower' => new FuzzThrower(),
        'Ext6' => new FuzzExt6(),
        'StreamTransformer' => new MessagePack\TypeTransformer\StreamTransformer(),
        'TraversableTransformer' => $a[0] ? MessagePack\TypeTransformer\TraversableTransformer::toMap()
            : MessagePack\TypeTransformer\TraversableTransformer::toArray(),
    };
}

function fuzz_stream(string $bytes)
{
    $s = fopen('php://memory', 'w+b');
    fwrite($s, $bytes);
    rewind($s);
    return $s;
}

/* Option names to the side's bitmask: the two sides need not number them alike. */
function fuzz_bits(string $class, array $names): int
{
    $bits = 0;
    foreach ($names as $name) {
        $bits |= constant("$class::$name");
    }
    return $bits;
}

/* A value as text that tells apart everything the two sides might differ in (float bits, key types, classes). */
function fuzz_norm($v): string
{
    if (is_float($v)) {
        return 'd:' . bin2hex(pack('E', $v));
    }
    if (is_array($v)) {
        $out = [];
        foreach ($v as $k => $item) {
            $out[] = serialize($k) . fuzz_norm($item);
        }
        return 'a{' . implode(',', $out) . '}';
    }
    if ($v instanceof GMP) {
        return 'gmp:' . gmp_strval($v);
    }
    if ($v instanceof MessagePack\Type\Timestamp) {
        return 'Timestamp(' . fuzz_norm($v->getSeconds()) . ',' . fuzz_norm($v->getNanoseconds()) . ')';
    }
    if ($v instanceof MessagePack\BufferUnpacker) {
        return 'BufferUnpacker(' . ($v === $GLOBALS['fuzz_unpacker'] ? 'this' : 'other') . ')';
    }
    if (is_object($v)) {
        return get_class($v) . fuzz_norm(get_object_vars($v));
    }
    if (is_resource($v)) {
        return 'resource';
    }
    return serialize($v);
}

function fuzz_throwable(Throwable $e): string
{
    $message = $e->getMessage();
    if ($e instanceof TypeError || $e instanceof ValueError || $e instanceof ArgumentCountError) {
        $message = preg_replace('/, called in .* on line \d+$/s', '', $message);
    }
    $out = '!' . get_class($e) . ':' . $message . ':' . $e->getCode();
    if (method_exists($e, 'getValue')) {
        $out .= ':' . fuzz_norm($e->getValue());
    }
    return $out;
}

function fuzz_call(object $obj, array $call): string
{
    [$method, $args] = [$call[0], fuzz_build($call[1] ?? [])];
    try {
        $r = $obj->$method(...$args);
        return fuzz_step($method . '=' . ($r === $obj ? 'this' : fuzz_norm($r)));
    } catch (Throwable $e) {
        return fuzz_step($method . fuzz_throwable($e));
    }
}

/* A line of the transcript, with the warnings raised since the last one. */
function fuzz_step(string $line): string
{
    $warnings = $GLOBALS['fuzz_warnings'];
    $GLOBALS['fuzz_warnings'] = [];
    return $warnings ? "$line {" . implode(' | ', $warnings) . '}' : $line;
}

function fuzz_run_case(array $case): array
{
    $log = [];
    $GLOBALS['fuzz_warnings'] = [];
    set_error_handler(function ($no, $msg) {
        $GLOBALS['fuzz_warnings'][] = "warning $no: $msg";
        return true;
    });
    try {
        switch ($case['kind']) {
            case 'pack':
                $class = $case['class'] ?? 'MessagePack\Packer';
                $packer = new $class(fuzz_build($case['options']), fuzz_build($case['with']));
                foreach ($case['calls'] as $call) {
                    $r = fuzz_call($packer, $call);
                    // bytes as hex, for reading a difference
                    $log[] = preg_replace_callback('/s:\d+:"(.*)";( \{.*\})?$/s', fn ($m) => 'hex:' . bin2hex($m[1]) . ($m[2] ?? ''), $r);
                }
                break;
            case 'facade-pack':
                $r = MessagePack\MessagePack::pack(fuzz_build($case['value']), fuzz_build($case['options']));
                $log[] = fuzz_step('pack=' . bin2hex($r));
                break;
            case 'facade-unpack':
                $log[] = fuzz_step('unpack=' . fuzz_norm(MessagePack\MessagePack::unpack($case['bytes'], fuzz_build($case['options']))));
                break;
            case 'unpack':
                $class = $case['class'] ?? 'MessagePack\BufferUnpacker';
                $u = new $class($case['bytes'], fuzz_build($case['options']), fuzz_build($case['with']));
                $GLOBALS['fuzz_unpacker'] = $u;
                foreach ($case['calls'] as $call) {
                    $log[] = fuzz_call($u, $call);
                }
                $log[] = fuzz_step('remaining=' . $u->getRemainingCount());
                $GLOBALS['fuzz_unpacker'] = null;
                break;
        }
    } catch (Throwable $e) {
        $log[] = fuzz_step('setup' . fuzz_throwable($e));
    }
    restore_error_handler();
    return $log;
}

if (isset($opt['worker'])) {
    if (isset($opt['autoload'])) {
        require $opt['autoload'];
    }
    // declared once the classes they build on exist (the library's come with its autoloader)
    final class FuzzPackable implements MessagePack\CanBePacked
    {
        public function __construct(private $value)
        {
        }

        public function pack(MessagePack\Packer $packer): string
        {
            return $packer->packArrayHeader(1) . $packer->pack($this->value);
        }
    }

    // subclasses whose overrides change nothing: the library's calls on $this, as ours makes them for a subclass
    final class FuzzSubPacker extends MessagePack\Packer
    {
        public function packStr($str)
        {
            return parent::packStr($str);
        }

        public function packInt($int)
        {
            return parent::packInt($int);
        }

        public function packMapHeader($size)
        {
            return parent::packMapHeader($size);
        }

        public function packArray($array)
        {
            return parent::packArray($array);
        }
    }

    final class FuzzSubUnpacker extends MessagePack\BufferUnpacker
    {
        public function unpack()
        {
            return parent::unpack();
        }

        public function read($length)
        {
            return parent::read($length);
        }

        public function unpackArrayHeader()
        {
            return parent::unpackArrayHeader();
        }
    }

    // user transformers: one that takes Bin objects (ahead of their own pack()), one that takes nothing, one that
    // throws for stdClass
    final class FuzzGreedy implements MessagePack\CanPack
    {
        public function pack(MessagePack\Packer $packer, $value): ?string
        {
            return $value instanceof MessagePack\Type\Bin ? $packer->packArrayHeader(1) . $packer->packStr($value->data) : null;
        }
    }

    final class FuzzNone implements MessagePack\CanPack
    {
        public function pack(MessagePack\Packer $packer, $value): ?string
        {
            return null;
        }
    }

    final class FuzzThrower implements MessagePack\CanPack
    {
        public function pack(MessagePack\Packer $packer, $value): ?string
        {
            if ($value instanceof stdClass) {
                throw new DomainException('no stdClass');
            }
            return null;
        }
    }

    // user extensions: type 5 reads its body whole; type 6 reads it through unpack() (a value inside the ext body),
    // and throws for an empty one
    final class FuzzExt5 implements MessagePack\Extension
    {
        public function getType(): int
        {
            return 5;
        }

        public function pack(MessagePack\Packer $packer, $value): ?string
        {
            return null;
        }

        public function unpackExt(MessagePack\BufferUnpacker $unpacker, int $extLength)
        {
            return ['ext5' => bin2hex($unpacker->read($extLength))];
        }
    }

    final class FuzzExt6 implements MessagePack\Extension
    {
        public function getType(): int
        {
            return 6;
        }

        public function pack(MessagePack\Packer $packer, $value): ?string
        {
            return null;
        }

        public function unpackExt(MessagePack\BufferUnpacker $unpacker, int $extLength)
        {
            if ($extLength === 0) {
                throw new RuntimeException('empty ext 6');
            }
            $left = $unpacker->getRemainingCount();
            $value = $unpacker->unpack();
            if ($left - $unpacker->getRemainingCount() !== $extLength) {
                // the contract of an extension (docs/migrating-from-rybakit.md): its body exactly
                throw new RuntimeException('ext 6 read past its body');
            }
            return ['ext6' => $value];
        }
    }
    $out = [];
    foreach (unserialize(file_get_contents($opt['worker'])) as $case) {
        $out[] = fuzz_run_case($case);
    }
    echo serialize($out);
    exit(0);
}

/* ---- generating the cases ------------------------------------------------------------------------------------------ */

/* (not random_bytes(): the cases come from the seed) */
function fuzz_bytes(int $n): string
{
    $s = '';
    for ($i = 0; $i < $n; $i++) {
        $s .= chr(mt_rand(0, 255));
    }
    return $s;
}

function pick(array $from)
{
    return $from[mt_rand(0, count($from) - 1)];
}

function chance(int $in): bool
{
    return mt_rand(1, $in) === 1;
}

function gen_int(): int
{
    return pick([
        fn () => pick([0, 1, -1, 127, 128, 255, 256, 65535, 65536, 4294967295, 4294967296, PHP_INT_MAX, PHP_INT_MIN,
            -32, -33, -128, -129, -32768, -32769, -2147483648, -2147483649, 2147483647, 2147483648]),
        fn () => mt_rand(-200, 200),
        fn () => mt_rand() << mt_rand(0, 32) ^ (chance(2) ? -1 : 0),
    ])();
}

function gen_float(): float
{
    return pick([
        fn () => pick([0.0, -0.0, 1.5, -2.25, NAN, INF, -INF, 1e300, -1e-300, 3.4028234663852886e38, 1e39, 0.1]),
        fn () => mt_rand(-100000, 100000) / pick([1, 3, 8, 1024]),
        fn () => unpack('E', fuzz_bytes(8))[1],
        fn () => unpack('G', fuzz_bytes(4))[1],
    ])();
}

function gen_str(): string
{
    $len = pick([0, 1, 5, 31, 32, 33, 255, 256, 257, mt_rand(0, 40), mt_rand(0, 300), 65535, 65536]);
    return pick([
        fn () => str_repeat('a', $len),
        fn () => substr(str_repeat('héllo wörld ✓ 😀 ', intdiv($len, 10) + 1), 0, $len),    // may cut a character
        fn () => fuzz_bytes($len),
        fn () => pick(["\xc0\xaf", "\xed\xa0\x80", "\xf4\x90\x80\x80", "\xe2\x82", "\xff", "ok\x00ok", "\xf0\x9f\x98\x80",
            "\xdf\xbf", "\xef\xbf\xbf", "\xf4\x8f\xbf\xbf", "\xe0\x80\x80", "\xf0\x80\x80\x80", "\xc2\x80", '7', '-1', '01']),
    ])();
}

function gen_key()
{
    return pick([fn () => gen_int(), fn () => pick(['a', 'id', '', '7', '-3', '01', '1.5', ' 1']), fn () => substr(gen_str(), 0, 40)])();
}

function gen_value(int $depth = 0)
{
    $kinds = ['null', 'bool', 'int', 'int', 'float', 'str', 'str'];
    if ($depth < 4) {
        array_push($kinds, 'list', 'list', 'map', 'map', 'sparse', 'obj');
    }
    switch (pick($kinds)) {
        case 'null': return null;
        case 'bool': return (bool) mt_rand(0, 1);
        case 'int': return gen_int();
        case 'float': return gen_float();
        case 'str': return gen_str();
        case 'list':
            $n = pick([0, 1, 2, 3, 15, 16, 17, mt_rand(0, 8)]);
            $a = [];
            for ($i = 0; $i < $n; $i++) {
                $a[] = $n > 8 ? mt_rand(0, 3) : gen_value($depth + 1);
            }
            return $a;
        case 'map':
            $n = pick([0, 1, 2, 3, 15, 16, mt_rand(0, 8)]);
            $a = [];
            for ($i = 0; $i < $n; $i++) {
                $a[gen_key()] = $n > 8 ? 'v' : gen_value($depth + 1);
            }
            return $a;
        case 'sparse':
            return pick([[1 => 'a', 2 => 'b'], [0 => 'a', 2 => 'b'], [-1 => 0, 0 => 1], [1 => 1, 0 => 0], ['0' => 'x', '1' => 'y']]);
        default:
            return gen_object($depth);
    }
}

function gen_object(int $depth): FuzzMake
{
    return pick([
        fn () => new FuzzMake('Bin', [gen_str()]),
        fn () => new FuzzMake('Map', [gen_value(3) ?: [1 => 2]]),
        fn () => new FuzzMake('Map', [[0 => 'a', 1 => 'b']]),
        fn () => new FuzzMake('Ext', [mt_rand(-128, 127), fuzz_bytes(pick([0, 1, 2, 3, 4, 8, 16, 17, 255, 256, mt_rand(0, 40)]))]),
        fn () => new FuzzMake('Timestamp', [gen_ts_seconds(), pick([0, 1, 999999999, mt_rand(0, 999999999)])]),
        fn () => new FuzzMake('stdClass', [['a' => 1]]),
        fn () => new FuzzMake('ArrayIterator', [pick([[1, 2], ['k' => 'v'], []])]),
        fn () => new FuzzMake('Generator', [pick([[1, 2], ['k' => 'v']])]),
        fn () => new FuzzMake('Packable', [gen_value($depth + 1)]),
        fn () => new FuzzMake('stream', [fuzz_bytes(mt_rand(0, 20))]),
        fn () => new FuzzMake('Closure'),
    ])();
}

function gen_ts_seconds(): int
{
    return pick([0, 1, -1, 4294967295, 4294967296, 17179869183, 17179869184, -62135596800, PHP_INT_MAX, PHP_INT_MIN,
        mt_rand(0, PHP_INT_MAX) >> mt_rand(0, 62)]);
}

function gen_pack_options()
{
    $groups = [['FORCE_STR', 'FORCE_BIN', 'DETECT_STR_BIN'], ['FORCE_ARR', 'FORCE_MAP', 'DETECT_ARR_MAP'],
        ['FORCE_FLOAT32', 'FORCE_FLOAT64']];
    $names = [];
    foreach ($groups as $group) {
        if (chance(2)) {
            $names[] = pick($group);
            if (chance(12)) {
                $names[] = pick($group);     // two of a group: InvalidOptionException (or the same twice)
            }
        }
    }
    return pick([null, null, new FuzzMake('packBits', [$names]), new FuzzMake('PackOptions', [$names])]);
}

function gen_unpack_options()
{
    $names = chance(3) ? [pick(['BIGINT_AS_STR', 'BIGINT_AS_GMP'])] : [];
    if (chance(15)) {
        $names = ['BIGINT_AS_STR', 'BIGINT_AS_GMP'];
    }
    return pick([null, null, new FuzzMake('unpackBits', [$names]), new FuzzMake('UnpackOptions', [$names])]);
}

function gen_pack_case(): array
{
    $with = [];
    foreach (['TimestampExtension', 'StreamTransformer', 'TraversableTransformer', 'Greedy', 'None', 'Thrower'] as $t) {
        if (chance(3)) {
            $with[] = new FuzzMake($t, [(bool) mt_rand(0, 1)]);
        }
    }
    shuffle($with);
    $calls = [];
    for ($i = mt_rand(1, 4); $i > 0; $i--) {
        $calls[] = pick([
            fn () => ['pack', [gen_value()]],
            fn () => ['pack', [gen_value()]],
            fn () => ['pack', [gen_value()]],
            fn () => ['packNil'],
            fn () => ['packBool', [(bool) mt_rand(0, 1)]],
            fn () => ['packInt', [gen_int()]],
            fn () => ['packFloat', [gen_float()]],
            fn () => ['packFloat32', [gen_float()]],
            fn () => ['packFloat64', [gen_float()]],
            fn () => ['packStr', [gen_str()]],
            fn () => ['packBin', [gen_str()]],
            fn () => ['packArray', [gen_value(2) ?? []]],
            fn () => ['packMap', [gen_value(2) ?? []]],
            fn () => ['packArrayHeader', [pick([0, 15, 16, 65535, 65536, 4294967295])]],
            fn () => ['packMapHeader', [pick([0, 15, 16, 65535, 65536, 4294967295])]],
            fn () => ['packExt', [mt_rand(-128, 127), fuzz_bytes(pick([0, 1, 2, 4, 8, 16, 3, 255, 256]))]],
            fn () => ['extendWith', [new FuzzMake(pick(['Greedy', 'None', 'TimestampExtension']))]],
            // (sometimes the wrong type)
            fn () => chance(3) ? [pick(['packInt', 'packStr', 'packFloat', 'packArray', 'packBool', 'packBin', 'packMap']), [gen_value(3)]]
                : ['pack', [gen_value()]],
        ])();
    }
    return ['kind' => 'pack', 'class' => chance(4) ? 'FuzzSubPacker' : 'MessagePack\\Packer', 'options' => gen_pack_options(),
        'with' => $with, 'calls' => $calls];
}

/* ---- messages as bytes, every format, written here -------------------------------------------------------------- */

function be(int $v, int $bytes): string
{
    return substr(pack('J', $v), 8 - $bytes);
}

function gen_msg_str(string $s, bool $wide = false): string
{
    $n = strlen($s);
    if ($n < 32 && !$wide) {
        return chr(0xa0 | $n) . $s;
    }
    if ($n < 256 && (!$wide || chance(2))) {
        return "\xd9" . chr($n) . $s;
    }
    return $n < 65536 && chance(3) ? "\xda" . be($n, 2) . $s : "\xdb" . be($n, 4) . $s;
}

function gen_msg_int(): string
{
    return pick([
        fn () => chr(mt_rand(0, 0x7f)),
        fn () => chr(mt_rand(0xe0, 0xff)),
        fn () => "\xcc" . chr(mt_rand(0, 255)),
        fn () => "\xcd" . fuzz_bytes(2),
        fn () => "\xce" . fuzz_bytes(4),
        fn () => "\xcf" . fuzz_bytes(8),
        fn () => "\xcf" . pick(["\x7f\xff\xff\xff\xff\xff\xff\xff", "\x80\x00\x00\x00\x00\x00\x00\x00", "\xff\xff\xff\xff\xff\xff\xff\xff"]),
        fn () => "\xd0" . chr(mt_rand(0, 255)),
        fn () => "\xd1" . fuzz_bytes(2),
        fn () => "\xd2" . fuzz_bytes(4),
        fn () => "\xd3" . fuzz_bytes(8),
    ])();
}

function gen_msg(int $depth = 0): string
{
    $kinds = ['nil', 'bool', 'int', 'int', 'float', 'str', 'str', 'bin', 'ext'];
    if ($depth < 4) {
        array_push($kinds, 'array', 'array', 'map', 'map');
    }
    switch (pick($kinds)) {
        case 'nil': return "\xc0";
        case 'bool': return chr(mt_rand(0xc2, 0xc3));
        case 'int': return gen_msg_int();
        case 'float': return chance(2) ? "\xca" . fuzz_bytes(4) : "\xcb" . pack('E', gen_float());
        case 'str': return gen_msg_str(chance(3) ? gen_str() : substr(gen_str(), 0, 20), chance(5));
        case 'bin':
            $s = substr(gen_str(), 0, pick([10, 300, 70000]));
            $n = strlen($s);
            return ($n < 256 && chance(2) ? "\xc4" . chr($n) : ($n < 65536 && chance(2) ? "\xc5" . be($n, 2) : "\xc6" . be($n, 4))) . $s;
        case 'ext':
            $type = pick([-1, -1, mt_rand(-128, 127), 1, 5, 6]);
            if ($type === 6 && chance(2)) {
                $inner = chance(4) ? '' : gen_msg($depth + 1);
                $n = strlen($inner);
                return ($n < 256 ? "\xc7" . chr($n) : "\xc9" . be($n, 4)) . "\x06" . $inner;
            }
            $len = $type === -1 ? pick([4, 8, 12]) : pick([1, 2, 4, 8, 16, 0, 3, 20, 300]);
            $data = $type === -1 && $len === 8 && chance(2) ? be(mt_rand(0, 999999999) << 34 | mt_rand(0, 1 << 33), 8)
                : fuzz_bytes($len);
            $fix = [1 => "\xd4", 2 => "\xd5", 4 => "\xd6", 8 => "\xd7", 16 => "\xd8"];
            if (isset($fix[$len]) && !chance(4)) {
                return $fix[$len] . chr($type & 0xff) . $data;
            }
            return ($len < 256 ? "\xc7" . chr($len) : (chance(2) ? "\xc8" . be($len, 2) : "\xc9" . be($len, 4))) . chr($type & 0xff) . $data;
        case 'array':
            $n = pick([0, 1, 2, 3, mt_rand(0, 6), 16]);
            $out = $n < 16 && !chance(4) ? chr(0x90 | $n) : (chance(2) ? "\xdc" . be($n, 2) : "\xdd" . be($n, 4));
            for ($i = 0; $i < $n; $i++) {
                $out .= gen_msg($depth + 1);
            }
            return $out;
        default:
            $n = pick([0, 1, 2, 3, mt_rand(0, 6), 16]);
            $out = $n < 16 && !chance(4) ? chr(0x80 | $n) : (chance(2) ? "\xde" . be($n, 2) : "\xdf" . be($n, 4));
            for ($i = 0; $i < $n; $i++) {
                $out .= pick([
                    fn () => gen_msg_str(pick(['a', 'id', '', '7', '-3', '01', ' 1', 'k' . mt_rand(0, 3)])),
                    fn () => gen_msg_str(pick(['a', 'id', 'x'])),
                    fn () => gen_msg_int(),
                    fn () => pick(["\xc0", "\xc3", "\xca\x3f\x80\x00\x00", "\xc4\x01k", "\x90", "\x80", "\xd4\x01\x00"]),
                ])() . gen_msg($depth + 1);
            }
            return $out;
    }
}

function gen_bytes(): string
{
    $bytes = '';
    for ($i = pick([1, 1, 1, 2, 3]); $i > 0; $i--) {
        $bytes .= gen_msg();
    }
    if (chance(3)) {
        $n = strlen($bytes);
        switch (mt_rand(0, 5)) {
            case 0: $bytes = substr($bytes, 0, mt_rand(0, $n)); break;
            // a container around it all that declares more entries than the bytes hold, the library reading on in
            // order: an ext value (ext 6 throws for this one, ext 5 takes it), the bytes, and maybe a bad key after
            case 5:
                $bytes = pick(["\xdc", "\xde"]) . be(mt_rand(8, 40), 2) . pick(['', "\xc7\x00\x06", "\xd4\x05\x01"])
                    . $bytes . pick(['', "\x81\xc0", "\xc1"]);
                break;
            case 1: $bytes[mt_rand(0, $n - 1)] = chr(mt_rand(0, 255)); break;
            case 2: $bytes[mt_rand(0, $n - 1)] = "\xc1"; break;
            case 3: $bytes .= fuzz_bytes(mt_rand(1, 3)); break;
            default: $i = mt_rand(0, $n - 1); $bytes = substr($bytes, 0, $i) . substr($bytes, $i + 1); break;
        }
    }
    return $bytes;
}

function gen_unpack_case(): array
{
    $bytes = gen_bytes();
    $with = chance(2) ? [new FuzzMake('TimestampExtension')] : [];
    if (chance(4)) {
        $with[] = new FuzzMake(pick(['Ext5', 'Ext6']));
    }
    $calls = [];
    $typed = ['unpackNil', 'unpackBool', 'unpackInt', 'unpackFloat', 'unpackStr', 'unpackBin', 'unpackArray',
        'unpackArrayHeader', 'unpackMap', 'unpackMapHeader', 'unpackExt'];
    switch (mt_rand(0, 3)) {
        case 0: // everything with unpack()
            for ($i = 0; $i < 4; $i++) {
                $calls[] = ['unpack'];
            }
            break;
        case 1: // in pieces: the buffer starts empty
            $at = 0;
            $n = strlen($bytes);
            while ($at < $n) {
                $len = pick([1, 1, 2, 3, 5, 16, mt_rand(1, 200)]);
                $calls[] = ['append', [substr($bytes, $at, $len)]];
                $calls[] = ['tryUnpack'];
                if (chance(4)) {
                    $calls[] = ['release'];
                }
                $at += $len;
            }
            $calls[] = ['hasRemaining'];
            $bytes = '';
            break;
        case 2: // typed reads, mostly the right one
            for ($i = mt_rand(1, 5); $i > 0; $i--) {
                $calls[] = [pick($typed)];
            }
            break;
        default: // moving around
            for ($i = mt_rand(1, 6); $i > 0; $i--) {
                $calls[] = pick([
                    fn () => ['skip', [mt_rand(0, 4)]],
                    fn () => ['seek', [mt_rand(0, strlen($bytes) + 2)]],
                    fn () => ['read', [mt_rand(1, 6)]],
                    fn () => ['unpack'],
                    fn () => ['tryUnpack'],
                    fn () => ['release'],
                    fn () => ['getRemainingCount'],
                    fn () => ['append', [gen_msg(2)]],
                    fn () => ['reset', [chance(2) ? '' : gen_msg(2)]],
                    fn () => ['withBuffer', [gen_msg(2)]],
                    fn () => ['extendWith', [new FuzzMake(pick(['Ext5', 'Ext6', 'TimestampExtension']))]],
                    fn () => [pick($typed)],
                ])();
            }
    }
    return ['kind' => 'unpack', 'class' => chance(4) ? 'FuzzSubUnpacker' : 'MessagePack\\BufferUnpacker', 'bytes' => $bytes,
        'options' => gen_unpack_options(), 'with' => $with, 'calls' => $calls];
}

function gen_case(): array
{
    return match (mt_rand(0, 9)) {
        0 => ['kind' => 'facade-pack', 'value' => gen_value(), 'options' => gen_pack_options()],
        1 => ['kind' => 'facade-unpack', 'bytes' => gen_bytes(), 'options' => gen_unpack_options()],
        2, 3, 4 => gen_pack_case(),
        default => gen_unpack_case(),
    };
}

/* ---- the run ------------------------------------------------------------------------------------------------------- */

$lib = $opt['lib'] ?? null;
$autoload = null;
foreach ($lib === null ? [] : ["$lib/vendor/autoload.php", "$lib/autoload.php", $lib] as $candidate) {
    if (is_file($candidate)) {
        $autoload = realpath($candidate);
        break;
    }
}
if ($autoload === null) {
    fwrite(STDERR, "usage: php scripts/fuzz-diff-rybakit.php --lib=DIR [--seed=N] [--cases=N] [--ours=PATH] [--show=N]\n"
        . "  DIR: where `composer require rybakit/msgpack` ran (DIR/vendor/autoload.php), or an autoload file\n");
    exit(2);
}
$seed = (int) ($opt['seed'] ?? 1);
$count = (int) ($opt['cases'] ?? 3000);
$show = (int) ($opt['show'] ?? 5);
$ours = $opt['ours'] ?? dirname(__DIR__) . '/modules/msgpack.so';
mt_srand($seed);
// fuzz_bytes() is not seeded: the cases' random bytes come from mt_rand() too
$cases = [];
for ($i = 0; $i < $count; $i++) {
    $cases[] = gen_case();
}
if (isset($opt['only'])) {
    // one case, whatever its result, printed whole
    $cases = [(int) $opt['only'] => $cases[(int) $opt['only']]];
    $show = 1;
    if (getenv('FUZZ_DUMP')) {
        // the case as the worker takes it: php scripts/fuzz-diff-rybakit.php --worker=FILE [--autoload=...]
        file_put_contents(getenv('FUZZ_DUMP'), serialize(array_values($cases)));
    }
}
$file = tempnam(sys_get_temp_dir(), 'fuzz-rb');
file_put_contents($file, serialize(array_values($cases)));

function run_side(array $cmd): ?array
{
    $p = proc_open($cmd, [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    $out = stream_get_contents($pipes[1]);
    $err = stream_get_contents($pipes[2]);
    $rc = proc_close($p);
    $list = $rc === 0 ? @unserialize($out) : false;
    if (!is_array($list)) {
        fwrite(STDERR, "worker failed (exit status $rc): " . implode(' ', $cmd) . "\n" . substr($err . $out, 0, 2000) . "\n");
        return null;
    }
    return $list;
}

$common = ['-d', 'memory_limit=2G', '-d', 'extension=gmp', __FILE__, "--worker=$file"];
// --valgrind: our side under valgrind (PHP's allocator off), whose first error fails the run like a crash
// (and PCRE's JIT off: its vector loads read past a subject's end, which valgrind reports)
$prefix = isset($opt['valgrind']) ? ['env', 'USE_ZEND_ALLOC=0', 'valgrind', '-q', '--error-exitcode=99', '--leak-check=no'] : [];
$oursOut = run_side(array_merge($prefix, [PHP_BINARY, '-n', '-d', "extension=$ours"],
    isset($opt['valgrind']) ? ['-d', 'pcre.jit=0'] : [], $common));
$libOut = run_side(array_merge([PHP_BINARY, '-n'], $common, ["--autoload=$autoload"]));
unlink($file);
if ($oursOut === null || $libOut === null) {
    exit(2);
}
/* A case in a line or a few: strings as PHP literals with their bytes escaped. */
function describe($v): string
{
    if ($v instanceof FuzzMake) {
        return $v->what . '(' . implode(', ', array_map('describe', $v->args)) . ')';
    }
    if (is_array($v)) {
        $list = array_is_list($v);
        $out = [];
        foreach ($v as $k => $item) {
            $out[] = ($list ? '' : var_export($k, true) . ' => ') . describe($item);
        }
        return '[' . implode(', ', $out) . ']';
    }
    if (is_string($v)) {
        return strlen($v) > 64 && strspn($v, $v[0]) === strlen($v) ? sprintf('str_repeat(%s, %d)', describe($v[0]), strlen($v))
            : '"' . addcslashes($v, "\0..\37\"\\\$\177..\377") . '"';
    }
    return is_float($v) ? (is_nan($v) ? 'NAN' : var_export($v, true)) : var_export($v, true);
}

/*
 * Why two transcripts differ, when it is known: null when they do not, '' when the reason is not known. Known:
 *   TypeError messages   a wrong type handed to the library fails inside whatever PHP function it reaches first
 *                        (count(), chr()...), where ours names its own method and parameter
 *   deprecation names    the same for null: "strlen(): Passing null to parameter #1 ($string)" where ours says
 *                        "MessagePack\Packer::packStr(): Passing null to parameter #1 ($str)"
 *   non-number refused   packInt()/packFloat*() of what is no number (an array, a non-numeric string, INF, a float
 *                        out of int range): the library wrote 0 or 1 (pack() casts), ours throws TypeError
 *   fraction in packInt  packInt() of a float with a fraction: the library picks the form by the float (127.5 as
 *                        uint8 127, -0.5 as -32), ours packs the int PHP makes of it (127, 0), with the same deprecation
 *                        (once; the library's once per chr() it calls)
 *   NAN in a list        the library's 0.9 tells a list by array_values($a) === $a, which NAN (never identical to
 *                        itself) fails when the array is not packed internally: it writes a map; 0.10 (array_is_list())
 *                        and ours an array
 *   nesting depth        msgpack.max_depth (docs/migrating-from-rybakit.md); what follows in the case differs with it
 *   timestamp length     a timestamp of another length than 4, 8 or 12 that a mutation made: ours throws, the library
 *                        read 12 bytes (docs/migrating-from-rybakit.md); what follows differs with it
 *   extension waits      tryUnpack() of a message the decoder scans (a pair cut inside its value under a key that is
 *                        no str or small int) hands an extension its value once the message is complete, where the
 *                        library's did as soon as the value had arrived (docs/migrating-from-rybakit.md): ours throws
 *                        the extension's exception later; what follows differs with it
 */
function known_difference(array $case, array $ours, array $lib): ?string
{
    if ($ours === $lib) {
        return null;
    }
    $kinds = [];
    foreach ($ours as $i => $line) {
        $other = $lib[$i] ?? '';
        if ($line === $other) {
            continue;
        }
        if (str_contains($line, 'Maximum nesting depth of') && !str_contains($other, 'Maximum nesting depth of')) {
            $kinds['nesting depth'] = true;
            break;
        }
        if (str_contains($line, 'Invalid timestamp extension length') && !str_contains($other, 'Invalid timestamp extension length')) {
            $kinds['timestamp length'] = true;
            break;
        }
        if ($line === 'tryUnpack=a{}' && str_starts_with($other, 'tryUnpack!RuntimeException:')) {
            $kinds['extension waits'] = true;
            break;
        }
        [$body, $warnings] = split_warnings($line);
        [$otherBody, $otherWarnings] = split_warnings($other);
        if (preg_match('/^(\w+)!TypeError:/', $body, $m) && str_starts_with($otherBody, "$m[1]!TypeError:")) {
            // (the library's conversions may warn on the way to the function that throws)
            $kinds['TypeError messages'] = true;
            continue;
        }
        $fraction = '/^warning 8192: Implicit conversion from float \S+ to int loses precision$/';
        if (str_starts_with($body, 'packInt=hex:') && str_starts_with($otherBody, 'packInt=hex:') && $warnings && $otherWarnings
                && !array_filter(array_merge($warnings, $otherWarnings), fn ($w) => !preg_match($fraction, $w))) {
            // (the library converts once per chr() it calls)
            $kinds['fraction in packInt'] = true;
            continue;
        }
        if ($warnings !== $otherWarnings) {
            if (count($warnings) !== count($otherWarnings)) {
                if (preg_match('/^(packInt|packFloat|packFloat32|packFloat64)!TypeError:/', $body, $m)
                        && str_starts_with($otherBody, "$m[1]=hex:")) {
                    // (the library's conversion warned, then wrote what it made of it)
                    $kinds['non-number refused'] = true;
                    continue;
                }
                return '';
            }
            foreach ($warnings as $j => $w) {
                $pattern = '/^warning 8192: \S+\(\): Passing null to parameter #\d+ \(\$\w+\) of type (\w+) is deprecated$/';
                if ($w !== $otherWarnings[$j] && !(preg_match($pattern, $w, $a) && preg_match($pattern, $otherWarnings[$j], $b)
                        && $a[1] === $b[1])) {
                    return '';
                }
            }
            $kinds['deprecation names'] = true;
        }
        if ($body === $otherBody) {
            continue;
        }
        if (preg_match('/^(\w+)!TypeError:/', $body, $m) && str_starts_with($otherBody, "$m[1]!TypeError:")) {
            $kinds['TypeError messages'] = true;
            continue;
        }
        if (preg_match('/^(packInt|packFloat|packFloat32|packFloat64)!TypeError:/', $body, $m)
                && str_starts_with($otherBody, "$m[1]=hex:")) {
            $kinds['non-number refused'] = true;
            continue;
        }
        if (preg_match('/^pack\w*=/', $body) && has_nan_in_array($case)) {
            $kinds['NAN in a list'] = true;
            continue;
        }
        return '';
    }
    if (!isset($kinds['nesting depth']) && !isset($kinds['timestamp length']) && !isset($kinds['extension waits'])
            && count($ours) !== count($lib)) {
        return '';
    }
    return implode(', ', array_keys($kinds));
}

/* A transcript line: what the call gave, and the warnings it raised. */
function split_warnings(string $line): array
{
    if (preg_match('/^(.*?) \{(warning \d+: .*)\}$/s', $line, $m)) {
        return [$m[1], explode(' | ', $m[2])];
    }
    return [$line, []];
}

function has_nan_in_array($v, int $depth = 0): bool
{
    if (is_float($v)) {
        return is_nan($v) && $depth > 1;
    }
    if ($v instanceof FuzzMake) {
        $v = $v->args;
    }
    if (is_array($v)) {
        foreach ($v as $item) {
            if (has_nan_in_array($item, $depth + 1)) {
                return true;
            }
        }
    }
    return false;
}

$differ = 0;
$known = [];
foreach (array_keys($cases) as $n => $i) {
    $case = $cases[$i];
    [$oursOut[$i], $libOut[$i]] = [$oursOut[$n], $libOut[$n]];
    $kind = known_difference($case, $oursOut[$i], $libOut[$i]);
    if ($kind !== '' && !isset($opt['only'])) {
        foreach ($kind === null ? [] : explode(', ', $kind) as $k) {
            $known[$k] = ($known[$k] ?? 0) + 1;
        }
        continue;
    }
    if (++$differ <= $show) {
        echo "== case $i (seed $seed)\n", isset($opt['only']) ? describe($case) : substr(describe($case), 0, 3000), "\n-- ours\n",
            implode("\n", $oursOut[$i]), "\n-- library\n", implode("\n", $libOut[$i]), "\n";
    }
}
ksort($known);
printf("%d cases, %d differ%s (seed %d)\n", $count, $differ,
    implode('', array_map(fn ($k, $v) => "; known: $k in $v", array_keys($known), $known)), $seed);
exit($differ && !isset($opt['only']) ? 1 : 0);
