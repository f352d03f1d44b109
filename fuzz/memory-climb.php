<?php
/*
 * Hill-climbs the decode peak per input byte: a search for inputs past the spec's bound (256 bytes per input byte +
 * 64 KiB) that random fuzzing reaches slowly, because the costs that add up (one-byte arrays, declared counts, the
 * tables a decode keeps beside its value) only pass the bound together, over thousands of bytes.
 *
 *   php -n -d extension=modules/msgpack.so fuzz/memory-climb.php [--entry=NAME] [--seed=N] [--iters=N] [--len=N]
 *       [--piece=N] [--out=DIR] [FILE...]
 *
 * Starts from random inputs built of container headers (one-byte arrays, declared counts, maps, empty arrays, PECL's
 * markers), scalars and cut-short strings, plus the FILEs given; mutates the best (insert, delete, repeat a span,
 * truncate, overwrite) and keeps what peaks higher per input byte on the Zend heap. Entries: fn (msgpack_unpack()),
 * fn-obj (assoc off), bu (BufferUnpacker::unpack()), bu-try (tryUnpack() in 4 KiB pieces), mpu-one (MessagePackUnpacker
 * fed whole), mpu (in 4 KiB pieces), mpu-direct (execute($buffer, $offset) over a string growing by 1000 bytes; the
 * caller's string is not counted); all by default. --piece=N sets the pieces' size (1: a byte at a time, where a
 * suspended decode keeps the most between calls: tests/378). -d msgpack.compact=records reads records (BufferUnpacker
 * through UnpackOptions::COMPACT), where the bound is 512 bytes per input byte (--rate), and adds record definitions,
 * runs of instances and string references to the tokens. Prints "ENTRY seed N: best R (len L)", R the peak less 64 KiB
 * over the rate times the input's length (over 1.000: past the bound), and writes each input past the bound to --out
 * (default /tmp/memory-climb) as ENTRY-SEED-ITERATION, and the best as best-ENTRY-SEED. Exits 1 when any was found.
 * Test 242 began as an input this found at 0.99 of the bound: valgrind's massif on it showed the back-reference
 * table growing beside the value.
 */

declare(strict_types=1);

function opt(string $name, string $default): string
{
    global $argv;
    foreach ($argv as $a) {
        if (str_starts_with($a, "--$name=")) {
            return substr($a, strlen($name) + 3);
        }
    }
    return $default;
}

/* One token of input: mostly container headers, which cost the most per byte. */
function token(): string
{
    static $counts = [1, 2, 15, 16, 17, 33, 65, 129, 257, 1000, 4097, 65535, 0x7fffffff, 0xffffffff];
    $c = $counts[mt_rand(0, count($counts) - 1)];
    $key = ["\xa1a", "\x01", "\xa0", "\xa2ab"][mt_rand(0, 3)];
    $r = mt_rand(0, 99);
    return match (true) {
        $r < 30 => chr(0x90 + mt_rand(1, 15)),
        $r < 45 => chr(0x80 + mt_rand(1, 15)) . $key,
        $r < 52 => "\xdc" . pack('n', min($c, 65535)),
        $r < 56 => "\xdd" . pack('N', $c),
        $r < 63 => "\xde" . pack('n', min($c, 65535)) . $key,
        $r < 66 => "\xdf" . pack('N', $c) . $key,
        $r < 76 => ["\xc0", "\x01", "\xa0", "\xc3", "\xa1x", "\xcb" . str_repeat("\0", 8)][mt_rand(0, 5)],
        $r < 80 => "\xd9" . chr(mt_rand(0, 255)) . str_repeat('s', mt_rand(0, 8)),
        $r < 83 => "\xdb" . pack('N', $c),
        $r < 86 => "\xc7" . chr(mt_rand(0, 20)) . chr(mt_rand(0, 255)),
        $r < 88 => "\xd6\xff" . pack('N', mt_rand()),
        $r < 90 => mt_rand(0, 20) ? "\xc0" : "\xc1",
        // PECL's markers: a class name, an empty array, an empty map, back-references, a reference
        $r < 92 => ["\x82\xc0\x01\xa3Foo", "\x90", "\x80", "\x82\xc0\x04\x00" . chr(mt_rand(1, 100)), "\x81\xc0\x01",
            "\x82\xc0\x02\x00\x01"][mt_rand(0, 5)],
        $r < 94 => str_repeat("\x91", mt_rand(20, 70)) . "\x90",
        $r < 97 && records() => record_token(),
        default => str_repeat("\x91", mt_rand(1, 200)),
    };
}

/* Whether the decode reads compact mode's records (msgpack.compact other than 0): then tokens define and use them. */
function records(): bool
{
    static $on = null;
    return $on ??= ini_get('msgpack.compact') !== '0';
}

/*
 * Compact mode's tokens: record definitions (ids 0x40..0x42, one to three field names, or an object record), runs of
 * instances (one byte each, a map or an object of one entry per field: nested, the costliest per byte), two-byte ids,
 * string definitions and references.
 */
function record_token(): string
{
    $id = chr(0x40 + mt_rand(0, 2));
    $names = ["\x91\xa1a", "\x92\xa1a\xa1b", "\x93\xa1a\xa1b\xa1c", "\x94\xc0\xa3Foo\xa1x\xa1y"][mt_rand(0, 3)];
    return match (mt_rand(0, 5)) {
        0, 1 => "\xd4\x72" . $id . $names,
        2 => str_repeat($id, mt_rand(1, 60)),
        3 => str_repeat($id, mt_rand(100, 500)) . "\xc0",
        4 => "\xd5\x72\x61" . chr(mt_rand(0, 2)) . $names,
        default => ["\xc7\x05\x53abcde", "\xd4\x5e\x00", "\xd4\x5e" . chr(mt_rand(0, 3))][mt_rand(0, 2)],
    };
}

function random_input(int $len): string
{
    $s = '';
    if (mt_rand(0, 1)) {
        $unit = '';
        for ($i = mt_rand(1, 8); $i > 0; $i--) {
            $unit .= token();
        }
        $s = str_repeat($unit, intdiv($len, strlen($unit)) + 1);
    } else {
        while (strlen($s) < $len) {
            $s .= token();
        }
    }
    return substr($s, 0, max(16, mt_rand(intdiv($len, 2), $len)));
}

function mutate(string $x): string
{
    $n = strlen($x);
    $p = mt_rand(0, $n);
    switch (mt_rand(0, 5)) {
        case 0:
            return substr($x, 0, $p) . token() . substr($x, $p);
        case 1:
            return substr($x, 0, $p) . substr($x, $p + mt_rand(1, 40));
        case 2:
            return substr($x, 0, $p) . str_repeat(substr($x, $p, mt_rand(1, 64)), mt_rand(2, 20)) . substr($x, $p);
        case 3:
            return substr($x, 0, max(1, $n - mt_rand(1, 100)));
        case 4:
            $x[min($p, $n - 1)] = chr(mt_rand(0, 255));
            return $x;
        default:
            $t = token();
            return substr($x, 0, $p) . $t . substr($x, $p + strlen($t));
    }
}

/* BufferUnpacker reads records by its own option, not by msgpack.compact: the same search through both APIs. */
function bu_options(): ?int
{
    return records() ? MessagePack\UnpackOptions::COMPACT : null;
}

/* The streaming entries' pieces: --piece=N, else 4 KiB (1000 bytes for direct mode's growing string). */
function piece_size(string $entry): int
{
    return (int) opt('piece', $entry === 'mpu-direct' ? '1000' : '4096');
}

/* Each entry reads the input whole or (the streaming ones) in its pieces, which the caller made before measuring. */
function entries(): array
{
    $pieces = static function (array $pieces, callable $feed): array {
        $got = [];
        foreach ($pieces as $piece) {
            array_push($got, ...$feed($piece));
        }
        return $got;
    };
    return [
        'fn' => fn (string $s) => @msgpack_unpack($s),
        'fn-obj' => function (string $s) {
            ini_set('msgpack.assoc', '0');
            $v = @msgpack_unpack($s);
            ini_set('msgpack.assoc', '1');
            return $v;
        },
        'bu' => fn (string $s) => (new MessagePack\BufferUnpacker($s, bu_options()))->unpack(),
        'bu-try' => function (string $s, array $in) use ($pieces) {
            $u = new MessagePack\BufferUnpacker('', bu_options());
            return [$u, $pieces($in, fn ($p) => $u->append($p)->tryUnpack())];
        },
        'mpu-one' => function (string $s) {
            $u = new MessagePackUnpacker();
            $u->feed($s);
            $got = [];
            while (@$u->execute()) {
                $got[] = $u->data();
            }
            return [$u, $got];
        },
        'mpu' => function (string $s, array $in) use ($pieces) {
            $u = new MessagePackUnpacker();
            return [$u, $pieces($in, function ($p) use ($u) {
                $u->feed($p);
                $got = [];
                while (@$u->execute()) {
                    $got[] = $u->data();
                }
                return $got;
            })];
        },
        'mpu-direct' => function (string $s, array $in) {
            $u = new MessagePackUnpacker();
            $buffer = '';
            $offset = 0;
            $got = [];
            foreach ($in as $p) {
                $buffer .= $p;
                while (@$u->execute($buffer, $offset)) {
                    $got[] = $u->data();
                }
            }
            return [$u, $got];
        },
    ];
}

/*
 * The peak less 64 KiB, over 256 bytes per input byte, 512 where records are read (the caller's own copies of the
 * input, 2 bytes per byte at most in mpu-direct, are not the decoder's; nor is the array of its pieces, made before:
 * for pieces of a byte, up to 32 bytes per input byte).
 */
function score(callable $read, string $input, bool $callerCopies, int $piece): float
{
    static $rate = null;
    $rate ??= (int) opt('rate', ini_get('msgpack.compact') === '0' ? '256' : '512');
    if ($input === '') {
        return -1.0;
    }
    $pieces = str_split($input, $piece);
    gc_collect_cycles();
    $base = memory_get_usage();
    memory_reset_peak_usage();
    try {
        $kept = $read($input, $pieces);
    } catch (Throwable) {
        $kept = null;
    }
    $peak = memory_get_peak_usage() - $base - ($callerCopies ? 2 * strlen($input) : 0);
    unset($kept);
    return ($peak - 65536) / ($rate * strlen($input));
}

ini_set('memory_limit', '-1');
$seed = (int) opt('seed', '1');
$iters = (int) opt('iters', '5000');
$len = (int) opt('len', '4000');
$out = opt('out', '/tmp/memory-climb');
$all = entries();
$names = opt('entry', '') === '' ? array_keys($all) : explode(',', opt('entry', ''));
$files = array_values(array_filter(array_slice($argv, 1), fn ($a) => !str_starts_with($a, '--')));
$found = 0;
foreach ($names as $name) {
    mt_srand($seed);
    $read = $all[$name] ?? null;
    if ($read === null) {
        fwrite(STDERR, "no entry $name (" . implode(', ', array_keys($all)) . ")\n");
        exit(2);
    }
    $pop = [];
    foreach ($files as $f) {
        $x = (string) file_get_contents($f);
        $pop[] = [score($read, $x, $name === 'mpu-direct', piece_size($name)), $x];
    }
    for ($i = 0; $i < 20; $i++) {
        $x = random_input($len);
        $pop[] = [score($read, $x, $name === 'mpu-direct', piece_size($name)), $x];
    }
    usort($pop, fn ($a, $b) => $b[0] <=> $a[0]);
    for ($it = 0; $it < $iters; $it++) {
        $y = mutate($pop[mt_rand(0, min(4, count($pop) - 1))][1]);
        $s = score($read, $y, $name === 'mpu-direct', piece_size($name));
        if ($s > 1.0) {
            @mkdir($out, 0777, true);
            file_put_contents("$out/$name-$seed-$it", $y);
            printf("PAST THE BOUND: %s, %d bytes, %.3f: %s/%s-%d-%d\n", $name, strlen($y), $s, $out, $name, $seed, $it);
            $found++;
        }
        if ($s > $pop[count($pop) - 1][0]) {
            $pop[] = [$s, $y];
            usort($pop, fn ($a, $b) => $b[0] <=> $a[0]);
            $pop = array_slice($pop, 0, 20);
        }
    }
    // the best, to look at and to start the next search from
    @mkdir($out, 0777, true);
    file_put_contents("$out/best-$name-$seed", $pop[0][1]);
    printf("%s seed %d: best %.3f (len %d): %s/best-%s-%d\n", $name, $seed, $pop[0][0], strlen($pop[0][1]), $out,
        $name, $seed);
}
exit($found ? 1 : 0);
