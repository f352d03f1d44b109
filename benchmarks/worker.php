<?php
/*
 * Benchmark worker: runs inside a PHP process that has exactly one msgpack
 * module loaded (ours or PECL's), or none (igbinary/serialize/json).
 * run.php starts it; callgrind.sh starts it in "repeat" mode.
 *
 * Modes (--mode=):
 *   info    print which functions/extensions/INI values this process has
 *   check   encode + decode one dataset once per codec, report sizes and
 *           round-trip status; --dump=FILE writes the msgpack bytes,
 *           --cross=FILE decodes another implementation's bytes as well
 *   serve   (run.php) time batches on request: reads one JSON command per line on stdin, answers one JSON line
 *           on stdout: {"cmd":"load","dataset":D} builds D and checks every codec on it; {"cmd":"calibrate",
 *           "key":"msgpack.enc","min_ms":8,"target_ms":10} finds the iterations of a batch that long; {"cmd":
 *           "batch","key":K,"iters":N} times one batch (ns); {"cmd":"loop"} the bare loop's cost per iteration
 *           (µs); {"cmd":"quit"}. The runner sends the batches to all its workers in turn, so implementations
 *           are interleaved batch by batch
 *   repeat  (callgrind) do one op --n times after one warm-up call
 *   dump    encode one dataset with the first codec and write the bytes to --dump=FILE
 *   first   (callgrind.sh --first-call) the first --n calls of the process, no warm-up: pack builds the value
 *           without the codec, unpack reads the bytes from --input=FILE (written by a dump process), so nothing
 *           before the first call goes through the codec
 *
 * Output: one JSON object on stdout (one per command in serve mode, nothing in
 * repeat, dump and first modes). Diagnostics go to stderr so they can never
 * corrupt the JSON.
 */

declare(strict_types=1);

ini_set('display_errors', 'stderr');
require __DIR__ . '/datasets.php';
require __DIR__ . '/common.php';

const CODEC_FUNCS = [
    'msgpack' => ['msgpack_pack', 'msgpack_unpack'],
    'igbinary' => ['igbinary_serialize', 'igbinary_unserialize'],
    'serialize' => ['serialize', 'unserialize'],
    'json' => ['json_encode', 'json_decode'],
];

/*
 * The MessagePack\ classes of our module (PECL has none), for callgrind.sh --api=...: the classes themselves, a
 * subclass that declares no method (it must cost what the class costs), and one whose pack() and unpack() call their
 * parent (every value then passes through PHP code, as it did in the pure-PHP library).
 */
const LIB_CODECS = [
    'lib' => ['MessagePack\\Packer', 'MessagePack\\BufferUnpacker'],
    'lib-subclass' => ['BenchPlainPacker', 'BenchPlainUnpacker'],
    'lib-override' => ['BenchOverridePacker', 'BenchOverrideUnpacker'],
];

if (class_exists('MessagePack\\Packer', false)) {
    class BenchPlainPacker extends MessagePack\Packer
    {
    }

    class BenchPlainUnpacker extends MessagePack\BufferUnpacker
    {
    }

    class BenchOverridePacker extends MessagePack\Packer
    {
        public function pack($value)
        {
            return parent::pack($value);
        }
    }

    class BenchOverrideUnpacker extends MessagePack\BufferUnpacker
    {
        public function unpack()
        {
            return parent::unpack();
        }
    }
}

/** The Packer and BufferUnpacker of a LIB_CODECS entry, made once. */
function lib_objects(string $codec): array
{
    static $made = [];
    if (!isset($made[$codec])) {
        [$packer, $unpacker] = LIB_CODECS[$codec];
        $made[$codec] = [new $packer(), new $unpacker()];
    }
    return $made[$codec];
}

$GLOBALS['bench_messages'] = [];
set_error_handler(static function (int $no, string $msg): bool {
    if (count($GLOBALS['bench_messages']) < 5) {
        $GLOBALS['bench_messages'][] = $msg;
    }
    return true;
});

function worker_args(array $argv): array
{
    $opts = [];
    foreach (array_slice($argv, 1) as $arg) {
        if (strncmp($arg, '--', 2) !== 0) {
            fwrite(STDERR, "worker: unexpected argument '$arg'\n");
            exit(2);
        }
        $eq = strpos($arg, '=');
        if ($eq === false) {
            $opts[substr($arg, 2)] = '1';
        } else {
            $opts[substr($arg, 2, $eq - 2)] = substr($arg, $eq + 1);
        }
    }
    return $opts;
}

function codec_available(string $codec): bool
{
    if (isset(LIB_CODECS[$codec])) {
        return class_exists(LIB_CODECS[$codec][0], false);
    }
    if (!isset(CODEC_FUNCS[$codec])) {
        return false;
    }
    foreach (CODEC_FUNCS[$codec] as $fn) {
        if (!function_exists($fn)) {
            return false;
        }
    }
    return true;
}

function codec_encode(string $codec, $value)
{
    switch ($codec) {
        case 'msgpack':
            return msgpack_pack($value);
        case 'igbinary':
            return igbinary_serialize($value);
        case 'serialize':
            return serialize($value);
        case 'json':
            return json_encode($value);
    }
    if (isset(LIB_CODECS[$codec])) {
        return lib_objects($codec)[0]->pack($value);
    }
    throw new InvalidArgumentException("unknown codec $codec");
}

function codec_decode(string $codec, string $bytes)
{
    switch ($codec) {
        case 'msgpack':
            return msgpack_unpack($bytes);
        case 'igbinary':
            return igbinary_unserialize($bytes);
        case 'serialize':
            return unserialize($bytes);
        case 'json':
            return json_decode($bytes, true);
    }
    if (isset(LIB_CODECS[$codec])) {
        return lib_objects($codec)[1]->reset($bytes)->unpack();
    }
    throw new InvalidArgumentException("unknown codec $codec");
}

/**
 * Time $n calls of one operation, in nanoseconds. Each operation has its own
 * loop so the only per-iteration overhead is the loop itself and freeing the
 * previous result (the same for every codec).
 */
function run_batch(string $key, $arg, int $n): int
{
    switch ($key) {
        case 'msgpack.enc':
            $t0 = hrtime(true);
            for ($i = 0; $i < $n; ++$i) {
                $r = msgpack_pack($arg);
            }
            return hrtime(true) - $t0;
        case 'msgpack.dec':
            $t0 = hrtime(true);
            for ($i = 0; $i < $n; ++$i) {
                $r = msgpack_unpack($arg);
            }
            return hrtime(true) - $t0;
        case 'igbinary.enc':
            $t0 = hrtime(true);
            for ($i = 0; $i < $n; ++$i) {
                $r = igbinary_serialize($arg);
            }
            return hrtime(true) - $t0;
        case 'igbinary.dec':
            $t0 = hrtime(true);
            for ($i = 0; $i < $n; ++$i) {
                $r = igbinary_unserialize($arg);
            }
            return hrtime(true) - $t0;
        case 'serialize.enc':
            $t0 = hrtime(true);
            for ($i = 0; $i < $n; ++$i) {
                $r = serialize($arg);
            }
            return hrtime(true) - $t0;
        case 'serialize.dec':
            $t0 = hrtime(true);
            for ($i = 0; $i < $n; ++$i) {
                $r = unserialize($arg);
            }
            return hrtime(true) - $t0;
        case 'json.enc':
            $t0 = hrtime(true);
            for ($i = 0; $i < $n; ++$i) {
                $r = json_encode($arg);
            }
            return hrtime(true) - $t0;
        case 'json.dec':
            $t0 = hrtime(true);
            for ($i = 0; $i < $n; ++$i) {
                $r = json_decode($arg, true);
            }
            return hrtime(true) - $t0;
        case 'lib.enc':
        case 'lib-subclass.enc':
        case 'lib-override.enc':
            $packer = lib_objects(substr($key, 0, -4))[0];
            $t0 = hrtime(true);
            for ($i = 0; $i < $n; ++$i) {
                $r = $packer->pack($arg);
            }
            return hrtime(true) - $t0;
        case 'lib.dec':
        case 'lib-subclass.dec':
        case 'lib-override.dec':
            $unpacker = lib_objects(substr($key, 0, -4))[1];
            $t0 = hrtime(true);
            for ($i = 0; $i < $n; ++$i) {
                $r = $unpacker->reset($arg)->unpack();
            }
            return hrtime(true) - $t0;
        case 'empty.loop':
            $t0 = hrtime(true);
            for ($i = 0; $i < $n; ++$i) {
                $r = $arg;
            }
            return hrtime(true) - $t0;
    }
    throw new InvalidArgumentException("unknown op $key");
}

function short(string $s, int $max = 160): string
{
    return strlen($s) > $max ? substr($s, 0, $max) . '...' : $s;
}

/** Encode + decode once; the result says whether the codec round-trips. */
function probe_codec(string $codec, $value): array
{
    $res = ['codec' => $codec, 'available' => codec_available($codec)];
    if (!$res['available']) {
        return $res;
    }
    $GLOBALS['bench_messages'] = [];
    try {
        $bytes = codec_encode($codec, $value);
    } catch (Throwable $e) {
        $res['error'] = 'encode threw ' . get_class($e) . ': ' . short($e->getMessage());
        return $res;
    }
    if (!is_string($bytes)) {
        $res['error'] = 'encode returned ' . gettype($bytes);
        $res['messages'] = $GLOBALS['bench_messages'];
        return $res;
    }
    $res['size'] = strlen($bytes);
    $res['bytes'] = $bytes;
    try {
        $back = codec_decode($codec, $bytes);
        $res['roundtrip'] = bench_same($value, $back);
        if (!$res['roundtrip']) {
            $res['diff'] = short(bench_first_difference($value, $back), 300);
        }
    } catch (Throwable $e) {
        $res['roundtrip'] = false;
        $res['diff'] = 'decode threw ' . get_class($e) . ': ' . short($e->getMessage());
    }
    if ($GLOBALS['bench_messages']) {
        $res['messages'] = $GLOBALS['bench_messages'];
    }
    return $res;
}

/**
 * Serve mode: answer the runner's commands until "quit" or the end of stdin. The dataset's value and each codec's
 * bytes stay loaded between batches.
 */
function serve(array $codecs, string $dataDir): void
{
    $value = null;
    $args = [];      // "codec.op" => what a batch of that key passes to the call
    $reply = static function (array $data): void {
        echo json_encode($data, JSON_PARTIAL_OUTPUT_ON_ERROR | JSON_INVALID_UTF8_SUBSTITUTE), "\n";
        fflush(STDOUT);
    };
    while (($line = fgets(STDIN)) !== false) {
        $cmd = json_decode($line, true);
        if (!is_array($cmd)) {
            $reply(['error' => 'not a JSON command']);
            continue;
        }
        try {
            switch ($cmd['cmd'] ?? '') {
                case 'load':
                    $value = null;      // the previous dataset goes first
                    $args = [];
                    $name = (string) $cmd['dataset'];
                    $value = bench_build($name, $dataDir);
                    $kind = bench_catalogue($dataDir)[$name]['kind'] ?? 'data';
                    $out = ['dataset' => $name, 'kind' => $kind, 'php_only' => ini_get('msgpack.php_only'),
                        'codecs' => []];
                    foreach ($codecs as $codec) {
                        $probe = probe_codec($codec, $value);
                        $bytes = $probe['bytes'] ?? null;
                        unset($probe['bytes']);
                        if (!$probe['available'] || $bytes === null) {
                            $probe['skipped'] = $probe['available'] ? ($probe['error'] ?? 'encode failed') : 'not loaded';
                        } elseif ($codec === 'msgpack' && $kind === 'php-object' && empty($probe['roundtrip'])) {
                            $probe['skipped'] = 'php-object data does not round-trip';
                        } else {
                            $args["$codec.enc"] = $value;
                            $args["$codec.dec"] = $bytes;
                        }
                        $out['codecs'][$codec] = $probe;
                    }
                    $reply($out);
                    break;
                case 'calibrate':
                    $key = (string) $cmd['key'];
                    $arg = $args[$key] ?? throw new InvalidArgumentException("nothing loaded for $key");
                    $n = bench_calibrate(static fn (int $n): int => run_batch($key, $arg, $n),
                        (int) round((float) $cmd['min_ms'] * 1e6), (int) round((float) $cmd['target_ms'] * 1e6));
                    $reply(['iters' => $n]);
                    break;
                case 'batch':
                    $key = (string) $cmd['key'];
                    $arg = $args[$key] ?? throw new InvalidArgumentException("nothing loaded for $key");
                    $reply(['ns' => run_batch($key, $arg, max(1, (int) $cmd['iters']))]);
                    break;
                case 'loop':
                    $n = 1000000;
                    $reply(['us' => run_batch('empty.loop', 1, $n) / $n / 1000.0]);
                    break;
                case 'quit':
                    $reply(['bye' => true]);
                    return;
                default:
                    $reply(['error' => 'unknown command']);
            }
        } catch (Throwable $e) {
            $reply(['error' => get_class($e) . ': ' . short($e->getMessage())]);
        }
    }
}

function process_info(): array
{
    $codecs = [];
    foreach (array_merge(array_keys(CODEC_FUNCS), array_keys(LIB_CODECS)) as $c) {
        $codecs[$c] = codec_available($c);
    }
    return [
        'php' => PHP_VERSION,
        'sapi' => PHP_SAPI,
        'codecs' => $codecs,
        'msgpack_version' => phpversion('msgpack') ?: null,
        'igbinary_version' => phpversion('igbinary') ?: null,
        'php_only' => ini_get('msgpack.php_only'),
        'opcache' => extension_loaded('Zend OPcache') && ini_get('opcache.enable_cli'),
        'extensions' => get_loaded_extensions(),
    ];
}

$opts = worker_args($argv);
$mode = $opts['mode'] ?? 'bench';
$codecs = array_values(array_filter(explode(',', $opts['codecs'] ?? 'msgpack')));
$dataDir = bench_data_dir($opts['data-dir'] ?? null);

if ($mode === 'info') {
    echo json_encode(process_info()), "\n";
    exit(0);
}

if ($mode === 'serve') {
    serve($codecs, $dataDir);
    exit(0);
}

$name = $opts['dataset'] ?? '';

/*
 * Leaves free blocks in every small-size bin of PHP's allocator. Which bins the setup happened to leave empty decides
 * whether a first call's allocations refill a bin from a fresh page (a few hundred instructions each): without this,
 * a change to the setup (one more class in datasets.php, a longer path) moved small_map's first call by 20%, for
 * every codec alike. With the bins primed, a first call's count is the codec's own work.
 */
function prime_allocator_bins(): void
{
    $blocks = [];
    foreach ([8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384, 448, 512, 640, 768,
            896, 1024, 1280, 1536, 1792, 2048, 2560, 3072] as $size) {
        for ($i = 0; $i < 64; ++$i) {
            // a zend_string takes 24 bytes of header and a terminating NUL beside its characters
            $blocks[] = str_repeat('.', max(0, $size - 25)) . $i;
        }
    }
    unset($blocks);
}

if ($mode === 'first') {
    // For callgrind.sh --first-call: the same setup whatever --n is, and none of it through the codec (our module's
    // per-request caches stay as empty as a request's start finds them). Every result is kept until the end, so a
    // later call frees nothing of an earlier one.
    $codec = $codecs[0];
    $n = (int) ($opts['n'] ?? 1);
    if (!codec_available($codec)) {
        fwrite(STDERR, "worker: codec $codec not available in this process\n");
        exit(4);
    }
    $keep = [];
    prime_allocator_bins();
    if (($opts['op'] ?? 'pack') === 'unpack') {
        $bytes = file_get_contents($opts['input'] ?? '');
        if ($bytes === false) {
            fwrite(STDERR, "worker: --input: cannot read the bytes to unpack\n");
            exit(3);
        }
        if ($codec === 'msgpack') {
            for ($i = 0; $i < $n; ++$i) {
                $keep[] = msgpack_unpack($bytes);
            }
        } elseif ($codec === 'igbinary') {
            for ($i = 0; $i < $n; ++$i) {
                $keep[] = igbinary_unserialize($bytes);
            }
        } else {
            for ($i = 0; $i < $n; ++$i) {
                $keep[] = codec_decode($codec, $bytes);
            }
        }
    } else {
        $value = bench_build($name, $dataDir);
        if ($codec === 'msgpack') {
            for ($i = 0; $i < $n; ++$i) {
                $keep[] = msgpack_pack($value);
            }
        } elseif ($codec === 'igbinary') {
            for ($i = 0; $i < $n; ++$i) {
                $keep[] = igbinary_serialize($value);
            }
        } else {
            for ($i = 0; $i < $n; ++$i) {
                $keep[] = codec_encode($codec, $value);
            }
        }
    }
    exit(0);
}

try {
    $value = bench_build($name, $dataDir);
} catch (Throwable $e) {
    fwrite(STDERR, "worker: " . $e->getMessage() . "\n");
    exit(3);
}
$kind = bench_catalogue($dataDir)[$name]['kind'] ?? 'data';

if ($mode === 'repeat') {
    // For callgrind: the same setup whatever --n is, so that the difference
    // between two runs is exactly (n1 - n2) operations.
    $codec = $codecs[0];
    $op = ($opts['op'] ?? 'pack') === 'unpack' ? 'dec' : 'enc';
    $n = (int) ($opts['n'] ?? 1);
    if (!codec_available($codec)) {
        fwrite(STDERR, "worker: codec $codec not available in this process\n");
        exit(4);
    }
    $bytes = codec_encode($codec, $value);
    $arg = $op === 'enc' ? $value : $bytes;
    run_batch("$codec.$op", $arg, 1);   // warm-up, in every run
    run_batch("$codec.$op", $arg, $n);
    exit(0);
}

if ($mode === 'dump') {
    $codec = $codecs[0];
    if (!codec_available($codec)) {
        fwrite(STDERR, "worker: codec $codec not available in this process\n");
        exit(4);
    }
    $bytes = codec_encode($codec, $value);
    if (!is_string($bytes) || file_put_contents($opts['dump'] ?? '', $bytes) !== strlen($bytes)) {
        fwrite(STDERR, "worker: cannot encode $name or write --dump\n");
        exit(3);
    }
    exit(0);
}

$out = ['dataset' => $name, 'kind' => $kind, 'php_only' => ini_get('msgpack.php_only'), 'codecs' => []];

if ($mode === 'check') {
    foreach ($codecs as $codec) {
        $r = probe_codec($codec, $value);
        if (isset($r['bytes'])) {
            if ($codec === 'msgpack' && isset($opts['dump'])) {
                file_put_contents($opts['dump'], $r['bytes']);
            }
            unset($r['bytes']);
        }
        if ($codec === 'msgpack' && isset($opts['cross']) && codec_available('msgpack')) {
            $other = (string) @file_get_contents($opts['cross']);
            $GLOBALS['bench_messages'] = [];
            try {
                $back = msgpack_unpack($other);
                $r['cross_roundtrip'] = bench_same($value, $back);
                if (!$r['cross_roundtrip']) {
                    $r['cross_diff'] = short(bench_first_difference($value, $back), 300);
                }
            } catch (Throwable $e) {
                $r['cross_roundtrip'] = false;
                $r['cross_diff'] = 'decode threw ' . get_class($e) . ': ' . short($e->getMessage());
            }
        }
        $out['codecs'][$codec] = $r;
    }
    echo json_encode($out, JSON_PARTIAL_OUTPUT_ON_ERROR | JSON_INVALID_UTF8_SUBSTITUTE), "\n";
    exit(0);
}

fwrite(STDERR, "worker: unknown mode $mode\n");
exit(2);
