<?php
// Differential fuzzing of MessagePackUnpacker call sequences against PECL msgpack 2.2.0: the other fuzz-diff scripts
// compare decoded values; this one compares what every call of a sequence returns. A sequence makes an unpacker
// (new MessagePackUnpacker($opt), MessagePack::unpacker()), then runs random calls on it: feed() of pieces of a stream
// of messages (random sizes, '' included, pieces holding several messages or one's end and the next's start),
// execute(), execute($str, $offset) on a growing prefix of a stream or another string with $offset carried over, set
// inside, at the end or past it, data() with and without a class template, reset(), clone, setOption(), a second
// __construct(), and msgpack_unpack() / MessagePack::unpack() in between. The messages are valid, truncated or
// corrupted (PHP-only objects included, no ext values: PECL returns null for them, a documented difference).
// Each module runs the same sequences in its own process (never both in one); every call's return value, $offset,
// warnings and exception must agree. A sequence that crashes PECL (or whose results its memory errors overwrote) is
// counted apart; one that crashes ours is a difference. A difference is confirmed by running its sequence alone in
// fresh processes: PECL's results can depend on what the sequences before it did to its heap (reads of freed memory).
//
//   php scripts/fuzz-diff-stream.php [--seed=N] [--cases=N] [--php-only=0|1] [--ours=PATH] [--pecl=PATH]
//       [--show=N] [--no-shrink] [--out=DIR] [--take] [--valgrind-pecl] [--one-shot]
// --cases sequences (default 2000; about 10 s for both modules), msgpack.php_only as given (default: the seed's
// parity); --take puts a data() after every execute() (so that no sequence hides behind the 'taken' difference,
// fzds_known()). Exit status 1 when a sequence differs in a way not known: the first --show (default 3) are shrunk
// (calls dropped while the difference stays) and printed as PHP code that reproduces them (--out=DIR writes each to a
// file there). Not in scripts/test: a run long enough to find anything takes minutes, and differences of the codec
// itself that are not about call sequences still show (about 1 sequence in 3,000: PECL's readings of malformed
// PHP-only maps, a map with a nil key as a key, negative integer property names, which fuzz-diff-objects.php is for).
// --one-shot makes every sequence a run of msgpack_unpack() / MessagePack::unpack() of the messages a sequence would
// feed: what differs there is the codec's, not the streaming class's (check a streaming difference's bytes so).
// --valgrind-pecl runs PECL again under valgrind for each sequence that still differs alone: one where valgrind reports
// PECL reading freed or uninitialised memory is counted with PECL's memory errors, not as a difference (its results are
// not PECL's behaviour but what its heap held; a few seconds a sequence).
// Long run: for s in $(seq 1 100); do php scripts/fuzz-diff-stream.php --seed=$s --cases=3000 [--take]; done
//
// Not generated, because PECL 2.2.0 reads out of bounds or crashes there (ours throws; docs/api.md): a negative
// $offset or one past strlen($str) (generated for ours only: it must throw ValueError and change nothing, PECL's
// worker skips the call), a float $offset, an explicit __destruct(), clone of a MessagePack. Options PECL 2.2.0 lacks
// (OPT_ASSOC, OPT_FORCE_F32, OPT_THROW) are left out; unknown option numbers are generated. $offset is an int or null
// only: PECL reads any other type as 0, ours by PHP's int rules (docs/migrating-from-pecl.md).
ini_set('memory_limit', '1G');
$opt = getopt('', ['seed:', 'cases:', 'php-only:', 'ours:', 'pecl:', 'show:', 'no-shrink', 'out:', 'take', 'worker:',
    'from:', 'pecl-worker', 'valgrind-pecl', 'one-shot']);
$fzdsTake = isset($opt['take']);
$fzdsOneShot = isset($opt['one-shot']);

// ---- worker: runs the sequences of a file, one result line each (a crash costs only the sequence it happened in) ----

#[AllowDynamicProperties]
class FzdsPoint
{
    public $x;
    public $y;
}

#[AllowDynamicProperties]
class FzdsWake
{
    public $n;
    public function __wakeup()
    {
        // (not for an object without properties, where PECL skips __wakeup(): a documented difference)
        if ($this->n !== null) {
            $this->woke = true;
        }
    }
}

/* What a value is, for comparison: ext values are null as in PECL (ours decodes them to objects, documented). */
function fzds_norm($v)
{
    if (is_object($v) && ($v instanceof MessagePack\Type\Ext || $v instanceof MessagePack\Type\Timestamp)) {
        return null;
    }
    if (is_object($v)) {
        // by its class and (array) cast: PECL keeps an integer property name of an incomplete class as an int key,
        // ours as the string unserialize() makes of it (documented); the cast reads both as the same int key
        $class = $v instanceof __PHP_Incomplete_Class ? 'incomplete ' . ((array) $v)['__PHP_Incomplete_Class_Name']
            : get_class($v);
        return ['@object' => $class, '@props' => fzds_norm((array) $v)];
    }
    if (is_array($v)) {
        foreach ($v as $k => $x) {
            $v[$k] = fzds_norm($x);
        }
    }
    return $v;
}

function fzds_describe($v): string
{
    return serialize(fzds_norm($v));
}

/* Runs one sequence; returns one entry per call: [what it returned, $offset after it, warnings, exception]. */
function fzds_run(array $ops, bool $pecl): array
{
    $out = [];
    $u = null;
    $mp = null;
    $o = 0;
    foreach ($ops as $op) {
        $warnings = [];
        set_error_handler(function ($no, $msg) use (&$warnings) {
            $warnings[] = $msg;
            return true;
        });
        $ret = null;
        $thrown = null;
        $off = null;
        try {
            switch ($op[0]) {
                case 'new':
                    $u = array_key_exists(1, $op) ? new MessagePackUnpacker($op[1]) : new MessagePackUnpacker();
                    $ret = 'ok';
                    break;
                case 'mp':
                    $mp = array_key_exists(1, $op) ? new MessagePack($op[1]) : new MessagePack();
                    if (isset($op[2])) {
                        $ret = $mp->setOption(MessagePack::OPT_PHPONLY, $op[2]);
                    }
                    $u = $mp->unpacker();
                    break;
                case 'construct':
                    $ret = array_key_exists(1, $op) ? $u->__construct($op[1]) : $u->__construct();
                    break;
                case 'feed':
                    $ret = $u->feed($op[1]);
                    break;
                case 'exec':
                    $ret = $u->execute();
                    break;
                case 'direct':
                    // [direct, string, offset mode, value]: 'keep' $o as the last call left it, 'set' it first,
                    // 'none' passes no $offset
                    if ($op[2] === 'set') {
                        $o = $op[3];
                    }
                    if ($pecl && is_int($o) && ($o < 0 || $o > strlen($op[1])) && $op[2] !== 'none') {
                        $ret = 'skipped: out of bounds in PECL';
                        $off = $o;
                        break;
                    }
                    $ret = $op[2] === 'none' ? $u->execute($op[1]) : $u->execute($op[1], $o);
                    $off = $o;
                    break;
                case 'data':
                    $ret = array_key_exists(1, $op) ? $u->data($op[1] === '@obj' ? new FzdsPoint() : $op[1])
                        : $u->data();
                    $ret = fzds_describe($ret);
                    // PECL warns as it fills an object from a map's string keys, though it fills it (documented)
                    $warnings = array_values(array_diff($warnings,
                        ['[msgpack] (msgpack_convert_object) illegal offset type, skip this decoding']));
                    break;
                case 'reset':
                    $ret = $u->reset();
                    break;
                case 'clone':
                    $c = clone $u;
                    $ret = 'cloned';
                    break;
                case 'setopt':
                    $ret = $u->setOption($op[1], $op[2]);
                    break;
                case 'unpack':
                case 'mpunpack':
                    $v = $op[0] === 'unpack' ? msgpack_unpack($op[1]) : ($mp ?? new MessagePack())->unpack($op[1]);
                    $ret = fzds_describe($v);
                    // a failed decode by its result and last warning: PECL read a map whose length the input cannot
                    // hold on until the data ran out, warning of each illegal key (documented; as fuzz-diff.php)
                    if ($v === false && $warnings) {
                        $warnings = [end($warnings)];
                    }
                    break;
            }
        } catch (Throwable $e) {
            $thrown = get_class($e) . ': ' . $e->getMessage();
            if ($op[0] === 'direct') {
                $off = $o;
            }
        }
        restore_error_handler();
        // (ours only, not compared: whether a failed execute() met malformed bytes, for fzds_known())
        $error = $pecl ? null : [msgpack_last_error(), msgpack_last_error_msg()];
        $out[] = [is_string($ret) || $ret === null ? $ret : var_export($ret, true), $off, $warnings, $thrown, $error];
    }
    return $out;
}

if (isset($opt['worker'])) {
    $cases = unserialize(file_get_contents($opt['worker']));
    $pecl = isset($opt['pecl-worker']);
    for ($i = (int) ($opt['from'] ?? 0); $i < count($cases); $i++) {
        echo $i, ' ', base64_encode(serialize(fzds_run($cases[$i], $pecl))), "\n";
        flush();
    }
    exit(0);
}

// ---- generator (runs without either module) ----

function fzds_str(int $n): string
{
    $s = '';
    for ($i = 0; $i < $n; $i++) {
        $s .= chr(mt_rand(97, 122));
    }
    return $s;
}

function fzds_strhdr(int $n): string
{
    if ($n < 32 && mt_rand(0, 3)) {
        return chr(0xa0 | $n);
    }
    if ($n < 256 && mt_rand(0, 2)) {
        return "\xd9" . chr($n);
    }
    return mt_rand(0, 1) ? "\xda" . pack('n', $n) : "\xc4" . chr(min($n, 255)); // bin: PECL reads it as a string
}

/* One value's bytes: scalars of every width, containers, PHP-only objects (marker maps). */
function fzds_value(int $depth = 0): string
{
    $kind = mt_rand(0, $depth < 3 ? 14 : 7);
    switch ($kind) {
        case 0: return chr(mt_rand(0, 0x7f));
        case 1: return chr(mt_rand(0xe0, 0xff));
        case 2: return ["\xc0", "\xc2", "\xc3"][mt_rand(0, 2)];
        case 3:
            switch (mt_rand(0, 7)) {
                case 0: return "\xcc" . chr(mt_rand(0, 255));
                case 1: return "\xcd" . pack('n', mt_rand(0, 65535));
                case 2: return "\xce" . pack('N', mt_rand());
                case 3: return "\xcf" . pack('J', mt_rand() * mt_rand());
                case 4: return "\xd0" . chr(mt_rand(0, 255));
                case 5: return "\xd1" . pack('n', mt_rand(0, 65535));
                case 6: return "\xd2" . pack('N', mt_rand());
                default: return "\xd3" . pack('J', -mt_rand() * mt_rand());
            }
        case 4: return mt_rand(0, 1) ? "\xcb" . pack('E', mt_rand() / 7) : "\xca" . pack('G', mt_rand(0, 1000) / 8);
        case 5:
        case 6:
            $n = [0, 1, 3, 8, 31, 32, 40, 300][mt_rand(0, 7)];
            $h = fzds_strhdr($n);
            return $h[0] === "\xc4" ? $h . fzds_str(min($n, 255)) : $h . fzds_str($n);
        case 7: return chr(mt_rand(0, 1) ? 0x90 : 0x80); // empty array, empty map
        case 8:
        case 9:
            $n = mt_rand(0, 5);
            $out = mt_rand(0, 4) ? chr(0x90 | $n) : "\xdc" . pack('n', $n);
            for ($i = 0; $i < $n; $i++) {
                $out .= fzds_value($depth + 1);
            }
            return $out;
        case 10:
        case 11:
            $n = mt_rand(0, 4);
            $out = mt_rand(0, 4) ? chr(0x80 | $n) : "\xde" . pack('n', $n);
            for ($i = 0; $i < $n; $i++) {
                $out .= mt_rand(0, 2) ? chr(0xa0 | 1) . chr(97 + mt_rand(0, 5)) : chr(mt_rand(0, 9));
                $out .= fzds_value($depth + 1);
            }
            return $out;
        default:
            // a PHP-only object: {nil: class, "prop": value...}; under php_only=0 a map with key ""
            $class = ['stdClass', 'FzdsPoint', 'FzdsWake', 'FzdsMissing'][mt_rand(0, 3)];
            $props = ['x', 'y', 'n'];
            // (with a property at least: PECL skips __wakeup() without one, a documented difference)
            $n = mt_rand($class === 'FzdsWake' ? 1 : 0, 2);
            $out = chr(0x80 | ($n + 1)) . "\xc0" . chr(0xa0 | strlen($class)) . $class;
            for ($i = 0; $i < $n; $i++) {
                $out .= "\xa1" . $props[mt_rand(0, 2)] . fzds_value($depth + 1);
            }
            return $out;
    }
}

/* A message: valid, cut short, or with a byte replaced (never by an ext header: ext decodes differently by design). */
function fzds_message(): string
{
    $m = fzds_value();
    $r = mt_rand(0, 9);
    if ($r === 0 && strlen($m) > 1) {
        return substr($m, 0, mt_rand(1, strlen($m) - 1));
    }
    if ($r === 1) {
        do {
            $b = mt_rand(0, 255);
        } while (($b >= 0xc7 && $b <= 0xc9) || ($b >= 0xd4 && $b <= 0xd8));
        $m[mt_rand(0, strlen($m) - 1)] = chr($b);
    } elseif ($r === 2) {
        $m[mt_rand(0, strlen($m) - 1)] = "\xc1";
    }
    return $m;
}

function fzds_stream(): string
{
    $s = '';
    for ($i = mt_rand(1, 6); $i > 0; $i--) {
        $s .= fzds_message();
    }
    return $s;
}

function fzds_opt()
{
    return [true, false, 0, 1][mt_rand(0, 3)]; // (not null: ours reads the INI setting, PECL false and a deprecation)
}

function fzds_sequence(): array
{
    if ($GLOBALS['fzdsOneShot'] ?? false) {
        // the codec alone: the messages a sequence feeds, each through msgpack_unpack() or MessagePack::unpack()
        $ops = [['new']];
        for ($i = mt_rand(4, 40); $i > 0; $i--) {
            $ops[] = [mt_rand(0, 1) ? 'unpack' : 'mpunpack', fzds_message()];
        }
        return $ops;
    }
    $ops = [];
    if (mt_rand(0, 3)) {
        $ops[] = mt_rand(0, 2) ? ['new'] : ['new', fzds_opt()];
    } else {
        $ops[] = mt_rand(0, 1) ? ['mp', fzds_opt()] : ['mp', fzds_opt(), (bool) mt_rand(0, 1)];
    }
    $fed = fzds_stream();
    $cursor = 0;
    $direct = fzds_stream();
    $dlen = 0;
    $steps = mt_rand(4, 40);
    $w = mt_rand(0, 2); // a sequence leans to fed bytes, direct strings, or both
    for ($i = 0; $i < $steps; $i++) {
        $r = mt_rand(0, 99);
        if ($r < ($w === 1 ? 10 : 35)) {
            if ($cursor >= strlen($fed)) {
                $fed .= fzds_stream();
            }
            $n = mt_rand(0, 5) === 0 ? 0 : mt_rand(1, [3, 12, 64][mt_rand(0, 2)]);
            $ops[] = ['feed', substr($fed, $cursor, $n)];
            $cursor += $n;
        } elseif ($r < ($w === 1 ? 25 : 55)) {
            $ops[] = ['exec'];
        } elseif ($r < ($w === 0 ? 58 : 78)) {
            // the typical direct loop: a string growing at its end, $offset carried over
            if ($dlen >= strlen($direct)) {
                $direct .= fzds_stream();
            }
            $dlen = min(strlen($direct), $dlen + mt_rand(0, 16));
            $s = substr($direct, 0, $dlen);
            $m = mt_rand(0, 19);
            if ($m < 13) {
                $ops[] = ['direct', $s, 'keep'];
            } elseif ($m < 16) {
                $ops[] = ['direct', $s, 'set', mt_rand(0, strlen($s))];
            } elseif ($m < 17) {
                $ops[] = ['direct', $s, 'set', strlen($s) + mt_rand(1, 3)];
            } elseif ($m < 18) {
                $ops[] = ['direct', $s, 'set', mt_rand(0, 5) ? null : -1];
            } elseif ($m < 19) {
                $ops[] = ['direct', $s, 'none'];
            } else {
                $ops[] = ['direct', fzds_stream(), 'set', 0];
            }
        } elseif ($r < 88) {
            $t = mt_rand(0, 9);
            $ops[] = $t < 8 ? ['data'] : ['data', ['stdClass', 'FzdsPoint', '@obj'][mt_rand(0, 2)]];
        } elseif ($r < 92) {
            $ops[] = ['reset'];
        } elseif ($r < 94) {
            $ops[] = mt_rand(0, 1) ? ['unpack', fzds_message()] : ['mpunpack', fzds_message()];
        } elseif ($r < 96) {
            $ops[] = mt_rand(0, 3) ? ['setopt', -1001, fzds_opt()] // OPT_PHPONLY
                : ['setopt', [0, 1, -1000, -1010, 7][mt_rand(0, 4)], true];
        } elseif ($r < 97) {
            $ops[] = ['clone'];
        } elseif ($r < 98) {
            $ops[] = mt_rand(0, 1) ? ['construct'] : ['construct', fzds_opt()];
        } else {
            $ops[] = mt_rand(0, 1) ? ['new'] : ['mp', fzds_opt()];
        }
    }
    if ($GLOBALS['fzdsTake'] ?? false) {
        // a data() after every execute(), as a loop that takes each message does: no execute() meets a message
        // waiting for data(), so the 'taken' difference by design never hides what follows
        $taken = [];
        foreach ($ops as $op) {
            $taken[] = $op;
            if ($op[0] === 'exec' || $op[0] === 'direct') {
                $taken[] = ['data'];
            }
        }
        $ops = $taken;
    }
    return $ops;
}

/* The sequence as a PHP script, to reproduce a difference by hand. */
function fzds_code(array $ops, bool $phpOnly): string
{
    $q = static fn ($s) => '"' . implode('', array_map(fn ($c) => sprintf('\\x%02x', ord($c)), str_split($s))) . '"';
    $v = static fn ($x) => var_export($x, true);
    $lines = ['<?php', '// php -n -d msgpack.php_only=' . (int) $phpOnly . ' -d extension=... this.php',
        '#[AllowDynamicProperties] class FzdsPoint { public $x; public $y; }',
        '#[AllowDynamicProperties] class FzdsWake { public $n;',
        '    public function __wakeup() { if ($this->n !== null) { $this->woke = true; } } }',
        'set_error_handler(function ($n, $m) { echo "warning: $m\n"; return true; });', '$o = 0;'];
    foreach ($ops as $op) {
        switch ($op[0]) {
            case 'new':
                $c = '$u = new MessagePackUnpacker(' . (array_key_exists(1, $op) ? $v($op[1]) : '') . ')';
                break;
            case 'mp':
                $c = '$mp = new MessagePack(' . (array_key_exists(1, $op) ? $v($op[1]) : '') . '); ';
                if (isset($op[2])) {
                    $c .= 'var_dump($mp->setOption(MessagePack::OPT_PHPONLY, ' . $v($op[2]) . ')); ';
                }
                $c .= '$u = $mp->unpacker()';
                break;
            case 'construct':
                $c = 'var_dump($u->__construct(' . (array_key_exists(1, $op) ? $v($op[1]) : '') . '))';
                break;
            case 'feed': $c = 'var_dump($u->feed(' . $q($op[1]) . '))'; break;
            case 'exec': $c = 'var_dump($u->execute())'; break;
            case 'direct':
                $c = ($op[2] === 'set' ? '$o = ' . $v($op[3]) . '; ' : '') . 'var_dump($u->execute(' . $q($op[1])
                    . ($op[2] === 'none' ? '' : ', $o') . '), $o)';
                break;
            case 'data':
                $template = array_key_exists(1, $op) ? ($op[1] === '@obj' ? 'new FzdsPoint()' : $v($op[1])) : '';
                $c = 'var_dump($u->data(' . $template . '))';
                break;
            case 'reset': $c = 'var_dump($u->reset())'; break;
            case 'clone': $c = '$c = clone $u'; break;
            case 'setopt': $c = 'var_dump($u->setOption(' . $v($op[1]) . ', ' . $v($op[2]) . '))'; break;
            case 'unpack': $c = 'var_dump(msgpack_unpack(' . $q($op[1]) . '))'; break;
            case 'mpunpack': $c = 'var_dump(($mp ?? new MessagePack())->unpack(' . $q($op[1]) . '))'; break;
        }
        $lines[] = 'try { ' . $c . '; } catch (Throwable $e) { echo get_class($e), ": ", $e->getMessage(), "\n"; }';
    }
    return implode("\n", $lines) . "\n";
}

$seed = (int) ($opt['seed'] ?? 1);
$count = (int) ($opt['cases'] ?? 2000);
$phpOnly = (bool) (int) ($opt['php-only'] ?? $seed % 2);
$show = (int) ($opt['show'] ?? 3);
$root = dirname(__DIR__);
$ours = $opt['ours'] ?? "$root/modules/msgpack.so";
$pecl = $opt['pecl'] ?? trim((string) shell_exec('php-config --extension-dir')) . '/msgpack.so';
mt_srand($seed);
$cases = [];
for ($i = 0; $i < $count; $i++) {
    $cases[] = fzds_sequence();
}

/* Runs the cases in one module's worker, starting it again after a crash; a crashed case's result is 'crash'. */
function fzds_results(string $module, bool $isPecl, array $cases, bool $phpOnly): array
{
    $file = tempnam(sys_get_temp_dir(), 'fzds');
    file_put_contents($file, serialize($cases));
    $results = [];
    $from = 0;
    while ($from < count($cases)) {
        $cmd = sprintf('php -n -d memory_limit=1G -d display_errors=stderr -d msgpack.php_only=%d -d extension=%s %s'
            . ' --worker=%s --from=%d%s 2>/dev/null',
            (int) $phpOnly, escapeshellarg($module), escapeshellarg(__FILE__), escapeshellarg($file), $from,
            $isPecl ? ' --pecl-worker' : '');
        $h = popen($cmd, 'r');
        while (($line = fgets($h)) !== false) {
            if (!preg_match('/^(\d+) (\S+)$/', rtrim($line), $m)) {
                continue; // (what a crash printed)
            }
            [, $i, $data] = $m;
            $results[(int) $i] = unserialize(base64_decode($data));
            $from = (int) $i + 1;
        }
        pclose($h);
        if ($from < count($cases)) {
            $results[$from] = 'crash';
            $from++;
        }
    }
    unlink($file);
    foreach ($cases as $i => $ops) {
        $r = $results[$i] ?? null;
        // (a line lost, or records PECL's use of freed memory overwrote: valgrind shows it reading freed var-hash
        // entries in msgpack_unserialize_var_destroy() after some call sequences; there a data() result can also come
        // back as something serialize() never writes, 'true')
        if (!is_array($r) || count($r) !== count($ops)
                || count(array_filter($r, fn ($x) => is_array($x) && count($x) === 5)) !== count($ops)
                || array_filter(array_keys($ops), fn ($k) => $ops[$k][0] === 'data' && $r[$k][3] === null
                    && !preg_match('/^(N;|[bidsaO]:)/', (string) $r[$k][0]))) {
            $results[$i] = 'crash';
        }
    }
    return $results;
}

/*
 * PECL warns as it parses, ours as it decodes a message once complete: an engine warning of an execute() that finished
 * no message ("Array to string conversion" of an array map key) is compared at the call that finishes it (a message
 * that never does: not at all).
 */
function fzds_warnings_at_end(array $ops, $results)
{
    if (!is_array($results)) {
        return $results;
    }
    $pending = [];
    foreach ($results as $k => $r) {
        $name = $ops[$k][0];
        if ($name === 'exec' || $name === 'direct') {
            if ($r[0] === 'true') {
                $results[$k][2] = array_merge($pending, $r[2]);
                $pending = [];
            } else {
                $pending = array_merge($pending, $r[2]);
                $results[$k][2] = [];
            }
        } elseif (in_array($name, ['new', 'mp', 'construct', 'reset'], true)) {
            $pending = [];
        }
    }
    return $results;
}

/* The index of the first call whose results differ, or null. A call PECL skipped (an offset out of bounds) agrees
 * when ours threw ValueError without moving $offset. */
function fzds_first_difference($a, $b): ?int
{
    if (!is_array($a) || !is_array($b)) {
        return $a === $b ? null : 0;
    }
    foreach ($a as $k => $ra) {
        $rb = $b[$k];
        if ($rb[0] === 'skipped: out of bounds in PECL') {
            if (str_starts_with((string) $ra[3], 'ValueError: ') && $ra[1] === $rb[1] && !$ra[2]) {
                continue;
            }
            return $k;
        }
        if (array_slice($ra, 0, 4) !== array_slice($rb, 0, 4)) {
            return $k;
        }
    }
    return null;
}

/*
 * Whether the difference at call $at of a sequence is one of the known ones (docs/migrating-from-pecl.md), from
 * the calls before it, whose results agree:
 *   'taken'  an execute() that finished no message ran while one that data() had not taken waited. PECL's "finished"
 *            flag stays up until data() or reset(), and every execute() meanwhile starts the parser again where the
 *            bytes stand: a message in pieces loses the container headers of the earlier pieces, and data() returns
 *            the half-built value of the message cut short. Ours goes on with the message and keeps the finished one.
 *   'error'  an execute() met malformed bytes. PECL keeps the parser's state from before the bad byte, so a call on
 *            other bytes (another $offset or string, fed bytes after a direct call) goes on with the broken message;
 *            ours refuses every execute() until reset().
 *   'option' setOption() while a message was cut short: PECL reads the rest of the message under the new setting,
 *            ours reads the whole message again under it (docs/api.md), until data() or reset().
 * They last until the unpacker is replaced or constructed again ('error' also until a reset() before any other
 * execute(); not 'taken' past data(): PECL's restarts consumed other bytes than ours). Another is the call
 * itself: 'class name', a PHP-only class name that is none (empty, a NUL byte: a mutated byte in it), which ours
 * refuses as unserialize() does and PECL makes an incomplete class of, or a property name a declared class cannot have
 * (a NUL byte first), which unserialize() and ours refuse and PECL drops with a warning. fzds_verdict() counts one
 * more kind, an open finding rather than a difference by design: 'warning again', ours repeating the "Array to string
 * conversion" of an array map key it had decoded before a cut, with msgpack.php_only=0: a pair whose key is no str or
 * int and whose value is a container cut short (the decoder reads such a pair again from its key, so it hands the
 * message to the scanner rather than decode a growing value at every piece, and decodes it again once complete); a map
 * key that is a map holding an array key, read again with its pair; a direct call going on with a message that fed
 * bytes took up again before it doubled (head_to_cut() keeps that linear by dropping the decode).
 *
 * fzds_codec_known() counts two deliberate differences of the codec itself: 'int props' and 'property name'.
 *
 * Not classified, the codec's other documented readings of malformed data (docs/migrating-from-pecl.md; one in some
 * thousands of sequences, most often with a cut message followed by the next message's bytes, or a direct call's bytes
 * read on by PECL's parser at another $offset): a second class marker (ours ignores it, PECL starts an object of that
 * class without the properties read so far), a map with a nil key used as a map key (PECL applies its marker to the
 * map holding the key), a back-reference marker in a map with more pairs (a parse error here; PECL takes the next
 * pair's value as the id and reads on), and an ext value that such bytes make a map key (this drops the pair, PECL's
 * nil key is "" with php_only=0: which "" entry survives differs).
 */
function fzds_known(array $ops, array $results, int $at): ?string
{
    $finished = $taken = $error = $errorRead = $partial = $option = false;
    for ($k = 0; $k < $at; $k++) {
        [$ret, , , $thrown, $lastError] = $results[$k];
        switch ($ops[$k][0]) {
            case 'new':
            case 'mp':
            case 'construct':
                $finished = $taken = $error = $errorRead = $partial = $option = false;
                break;
            case 'data':
                // (PECL's data() resets only when a message was finished)
                $option = $option && !$finished;
                $finished = false;
                break;
            case 'reset':
                // (an execute() after the error read bytes in PECL that ours did not: they differ past reset() too)
                $error = $error && $errorRead;
                $finished = $partial = $option = false;
                break;
            case 'setopt':
                $option = $option || $partial;
                break;
            case 'exec':
            case 'direct':
                if ($thrown !== null) {
                    break;
                }
                $errorRead = $errorRead || $error;
                if ($ret === 'true') {
                    $finished = true;
                    $partial = false;
                } else {
                    $taken = $taken || $finished;
                    $partial = true;
                }
                if ($ret === 'false' && $lastError[0] > 1 /* more than MSGPACK_ERROR_INSUFFICIENT_DATA */) {
                    $error = true;
                }
                break;
        }
    }
    if (str_starts_with($results[$at][4][1], 'Invalid class name')
            || str_starts_with($results[$at][4][1], 'Malformed property name')) {
        return 'class name';
    }
    return $taken ? 'taken' : ($error ? 'error' : ($option ? 'option' : null));
}

/* A data() or unpack result (fzds_describe()) without the integer-named properties of its objects, at any depth. */
function fzds_without_int_props($v)
{
    if (is_array($v)) {
        foreach ($v as $k => $x) {
            $v[$k] = fzds_without_int_props($x);
        }
        if (isset($v['@object'], $v['@props']) && is_array($v['@props'])) {
            $v['@props'] = array_filter($v['@props'], 'is_string', ARRAY_FILTER_USE_KEY);
        }
    }
    return $v;
}

/*
 * The codec's deliberate differences in a call's results (docs/migrating-from-pecl.md), from both modules' results:
 *   'int props'      the values agree but for objects' integer-named properties: a pair with an integer key before a
 *                    late class marker, which PECL drops and ours keeps as unserialize() names it
 *   'property name'  PECL's notice of a property name no property can have ("\0" on a stdClass), which it drops and
 *                    ours keeps as unserialize() does; the warnings agree without it
 */
function fzds_codec_known(array $na, array $nb): ?string
{
    if ($na[1] !== $nb[1] || $na[3] !== $nb[3] || !is_string($na[0]) || !is_string($nb[0])) {
        return null;
    }
    $names = ['Illegal member variable name', 'Corrupt member variable name'];
    $peclRest = array_values(array_diff($nb[2], $names));
    if ($peclRest !== $nb[2] && $peclRest === $na[2]) {
        return 'property name';
    }
    if ($na[2] !== $nb[2]) {
        return null;
    }
    $va = @unserialize($na[0]);
    $vb = @unserialize($nb[0]);
    if ($va !== false && $vb !== false && fzds_without_int_props($va) === fzds_without_int_props($vb)) {
        return 'int props';
    }
    return null;
}

/* The first call of an unknown difference ('crash' when ours crashed), or null; $known counts a known one's kind. */
function fzds_verdict(array $ops, $a, $b, ?array &$known = null)
{
    if ($a === 'crash') {
        return 'crash';
    }
    if ($b === 'crash') {
        return null; // (PECL's own crashes: counted apart)
    }
    $at = fzds_first_difference(fzds_warnings_at_end($ops, $a), fzds_warnings_at_end($ops, $b));
    if ($at === null) {
        return null;
    }
    $kind = fzds_known($ops, $a, $at);
    $na = fzds_warnings_at_end($ops, $a)[$at];
    $nb = fzds_warnings_at_end($ops, $b)[$at];
    if ($kind === null && [$na[0], $na[1], $na[3]] === [$nb[0], $nb[1], $nb[3]] && count($na[2]) > count($nb[2])
            && array_diff($na[2], $nb[2]) === [] && array_unique($na[2]) === ['Array to string conversion']) {
        // ours decoded an array map key again after a cut and warned again (open, docs: none)
        $kind = 'warning again';
    }
    $kind ??= fzds_codec_known($na, $nb);
    if ($kind !== null) {
        $known[$kind] = ($known[$kind] ?? 0) + 1;
        return null;
    }
    return $at;
}

/* Whether PECL's run of the sequence alone makes valgrind report a memory error. */
function fzds_pecl_memory_errors(array $ops, string $pecl, bool $phpOnly): bool
{
    $file = tempnam(sys_get_temp_dir(), 'fzds');
    file_put_contents($file, serialize([$ops]));
    $cmd = sprintf('USE_ZEND_ALLOC=0 valgrind -q --leak-check=no --error-exitcode=99 php -n -d memory_limit=1G'
        . ' -d display_errors=stderr -d msgpack.php_only=%d -d extension=%s %s --worker=%s --pecl-worker >/dev/null 2>&1',
        (int) $phpOnly, escapeshellarg($pecl), escapeshellarg(__FILE__), escapeshellarg($file));
    exec($cmd, $out, $rc);
    unlink($file);
    return $rc === 99;
}

function fzds_differs(array $ops, string $ours, string $pecl, bool $phpOnly)
{
    return fzds_verdict($ops, fzds_results($ours, false, [$ops], $phpOnly)[0],
        fzds_results($pecl, true, [$ops], $phpOnly)[0]);
}

$a = fzds_results($ours, false, $cases, $phpOnly);
$b = fzds_results($pecl, true, $cases, $phpOnly);
$differ = [];
$known = [];
$peclCrashes = 0;
$peclMemory = 0;
$alone = 0;
$calls = 0;
foreach ($cases as $i => $ops) {
    $calls += count($ops);
    if ($b[$i] === 'crash' && $a[$i] !== 'crash') {
        $peclCrashes++;
    }
    if (fzds_verdict($ops, $a[$i], $b[$i], $known) !== null) {
        // again alone, in fresh processes: PECL's results can depend on what earlier sequences did to its heap
        if (fzds_differs($ops, $ours, $pecl, $phpOnly) === null) {
            $alone++;
            continue;
        }
        if (isset($opt['valgrind-pecl']) && fzds_pecl_memory_errors($ops, $pecl, $phpOnly)) {
            $peclMemory++;
            continue;
        }
        $differ[] = $i;
    }
}
foreach (array_slice($differ, 0, $show) as $i) {
    $ops = $cases[$i];
    $at = fzds_verdict($ops, $a[$i], $b[$i]);
    if (!isset($opt['no-shrink']) && $at !== 'crash') {
        // drop calls (the sequence's first stays) while the two modules still differ in a way not known
        $ops = array_slice($ops, 0, $at + 1);
        for ($k = count($ops) - 2; $k >= 1; $k--) {
            $try = $ops;
            array_splice($try, $k, 1);
            if (fzds_differs($try, $ours, $pecl, $phpOnly) !== null) {
                $ops = $try;
            }
        }
    }
    $ra = fzds_results($ours, false, [$ops], $phpOnly)[0];
    $rb = fzds_results($pecl, true, [$ops], $phpOnly)[0];
    $at = fzds_verdict($ops, $ra, $rb);
    echo "== sequence $i differs at call $at\n", fzds_code($ops, $phpOnly);
    if (isset($opt['out'])) {
        file_put_contents("{$opt['out']}/seed$seed-seq$i.php", fzds_code($ops, $phpOnly));
    }
    if (is_int($at)) {
        echo "-- ours: ", json_encode(array_slice($ra[$at], 0, 4), JSON_INVALID_UTF8_SUBSTITUTE),
            "\n-- pecl: ", json_encode(array_slice($rb[$at], 0, 4), JSON_INVALID_UTF8_SUBSTITUTE), "\n";
    }
}
printf("seed %d, php_only=%d: %d sequences, %d calls, %d differ, known: %d taken, %d error, %d option, %d class name,"
    . " %d warning again, %d int props, %d property name; %d PECL crashes, %d agreeing when run alone%s\n", $seed,
    (int) $phpOnly, count($cases), $calls, count($differ), $known['taken'] ?? 0, $known['error'] ?? 0,
    $known['option'] ?? 0, $known['class name'] ?? 0, $known['warning again'] ?? 0, $known['int props'] ?? 0,
    $known['property name'] ?? 0, $peclCrashes, $alone,
    isset($opt['valgrind-pecl']) ? ", $peclMemory with PECL memory errors (valgrind)" : '');
exit($differ ? 1 : 0);
