<?php
// Differential fuzzing against PECL msgpack: documents with repeated row layouts (the decoder's map templates, key
// cache and fallbacks), mutated byte-wise, are decoded by our module and by PECL's, each in its own process; results
// and warnings must agree. Only input both should read the same way is generated: no ext, nesting well under PECL's
// 1024 levels, msgpack.php_only=0.
//
//   php scripts/fuzz-diff.php [--seed=N] [--cases=N] [--ours=PATH] [--pecl=PATH]
// Exit status 1 and the first differing inputs (hex) when the modules disagree, other than where the input has an
// ext value as a map key (ext_key()), which differ by design: ours drops the pair like any object key, PECL's null key
// becomes "". Those, about 1 input in 4,000, are counted apart. FUZZ_KEEP=1 keeps the input file, FUZZ_DUMP=FILE
// writes the first differing input.
ini_set('memory_limit', '2G'); // (the inputs of 3,000 cases and both results are held at once)
$opt = getopt('', ['seed:', 'cases:', 'ours:', 'pecl:', 'worker:']);

if (isset($opt['worker'])) {
    // Worker: decode every input of the file, print one serialized result list.
    $inputs = unserialize(file_get_contents($opt['worker']));
    $out = [];
    foreach ($inputs as $bytes) {
        $warnings = [];
        set_error_handler(function ($no, $msg) use (&$warnings) { $warnings[] = $msg; return true; });
        $value = msgpack_unpack($bytes);
        restore_error_handler();
        // PECL decodes every ext value to null; ours to Ext/Timestamp objects (a documented difference)
        $normalise = function ($v) use (&$normalise) {
            if ($v instanceof MessagePack\Type\Ext || $v instanceof MessagePack\Type\Timestamp) {
                return null;
            }
            return is_array($v) ? array_map($normalise, $v) : $v;
        };
        // A failed decode is compared by its result and final warning only: ours rejects impossible lengths before
        // reading on, PECL reads pairs until the data runs out and warns about each illegal key on the way.
        if ($value === false && $warnings) {
            $warnings = [end($warnings)];
        }
        $out[] = [$normalise($value), $warnings];
    }
    echo serialize($out);
    exit(0);
}

$seed = (int) ($opt['seed'] ?? 1);
$cases = (int) ($opt['cases'] ?? 2000);
$root = dirname(__DIR__);
$ours = $opt['ours'] ?? "$root/modules/msgpack.so";
$pecl = $opt['pecl'] ?? trim((string) shell_exec('php-config --extension-dir')) . '/msgpack.so';
mt_srand($seed);

function fuzz_key(): string
{
    $keys = ['id', 'name', 'url', 'user', 'login', 'tags', 'ok', 'a', '', '7', '01', '-3', 'node_id', str_repeat('k', 40)];
    return $keys[mt_rand(0, count($keys) - 1)];
}

function fuzz_scalar()
{
    switch (mt_rand(0, 6)) {
        case 0: return mt_rand(-300, 300);
        case 1: return mt_rand() * (mt_rand(0, 1) ? 1 : -1) * 1000;
        case 2: return mt_rand(0, 1000) / 7;
        case 3: return str_repeat(chr(mt_rand(97, 122)), mt_rand(0, 40));
        case 4: return (bool) mt_rand(0, 1);
        case 5: return null;
        default: return fuzz_key();
    }
}

function fuzz_row(array $layout, int $depth)
{
    $row = [];
    foreach ($layout as $key) {
        $row[$key] = $depth < 3 && mt_rand(0, 5) === 0 ? fuzz_doc($depth + 1) : fuzz_scalar();
    }
    return $row;
}

function fuzz_doc(int $depth = 0)
{
    $layout = [];
    for ($i = mt_rand(1, 6); $i > 0; $i--) {
        $layout[] = fuzz_key();
    }
    $rows = [];
    for ($i = mt_rand(1, 8); $i > 0; $i--) {
        // mostly the same layout, sometimes a variant (another key, order or count)
        $l = $layout;
        if (mt_rand(0, 3) === 0) {
            $l[mt_rand(0, count($l) - 1)] = fuzz_key();
        }
        if (mt_rand(0, 5) === 0) {
            shuffle($l);
        }
        $rows[] = fuzz_row($l, $depth);
    }
    return $rows;
}

function fuzz_mutate(string $bytes): string
{
    $n = strlen($bytes);
    switch (mt_rand(0, 5)) {
        case 0: return $bytes;
        case 1: return substr($bytes, 0, mt_rand(0, $n));
        case 2: // overwrite a byte, never with an ext header (ext values decode differently by design)
            do {
                $b = mt_rand(0, 255);
            } while (($b >= 0xc7 && $b <= 0xc9) || ($b >= 0xd4 && $b <= 0xd8));
            $bytes[mt_rand(0, $n - 1)] = chr($b);
            return $bytes;
        case 3: // a key byte replaced by a neighbouring letter (near-miss keys)
            $i = mt_rand(0, $n - 1);
            $bytes[$i] = chr((ord($bytes[$i]) + 1) & 0xff);
            return $bytes;
        case 4: // duplicate a slice (repeated keys, extra bytes)
            $i = mt_rand(0, $n - 1);
            $len = mt_rand(1, 8);
            return substr($bytes, 0, $i) . substr($bytes, $i, $len) . substr($bytes, $i);
        default: // drop a slice
            $i = mt_rand(0, $n - 1);
            return substr($bytes, 0, $i) . substr($bytes, $i + mt_rand(1, 4));
    }
}

// Encode with PECL-compatible bytes: our own packer in a worker would do, but the generator runs without either
// module, so build the bytes by hand for the types used here.
function fuzz_pack($v): string
{
    if ($v === null) return "\xc0";
    if ($v === false) return "\xc2";
    if ($v === true) return "\xc3";
    if (is_int($v)) {
        if ($v >= 0 && $v < 128) return chr($v);
        if ($v < 0 && $v >= -32) return chr($v & 0xff);
        return $v >= 0 ? "\xcf" . pack('J', $v) : "\xd3" . pack('J', $v);
    }
    if (is_float($v)) return "\xcb" . pack('E', $v);
    if (is_string($v)) {
        $n = strlen($v);
        return ($n < 32 ? chr(0xa0 | $n) : "\xd9" . chr($n)) . $v;
    }
    $n = count($v);
    if (array_is_list($v)) {
        $out = $n < 16 ? chr(0x90 | $n) : "\xdc" . pack('n', $n);
        foreach ($v as $x) $out .= fuzz_pack($x);
        return $out;
    }
    $out = $n < 16 ? chr(0x80 | $n) : "\xde" . pack('n', $n);
    foreach ($v as $k => $x) $out .= fuzz_pack(is_int($k) ? $k : (string) $k) . fuzz_pack($x);
    return $out;
}

/*
 * Whether the first value of the bytes has an ext value as a map key (case 3's +1 makes an ext header of an int or
 * str8 lead, and what follows is read out of step): the known difference. Null when the bytes end first.
 */
function ext_key(string $b, int &$at = 0, bool $key = false): ?bool
{
    if ($at >= strlen($b)) {
        return null;
    }
    $c = ord($b[$at++]);
    $len = static function (int $width) use ($b, &$at): ?int {
        if ($at + $width > strlen($b)) {
            return null;
        }
        $n = (int) hexdec(bin2hex(substr($b, $at, $width)));
        $at += $width;
        return $n;
    };
    $ext = ($c >= 0xc7 && $c <= 0xc9) || ($c >= 0xd4 && $c <= 0xd8);
    if ($ext && $key) {
        return true;
    }
    [$items, $size] = match (true) {
        $c <= 0x7f, $c >= 0xe0, $c === 0xc0, $c === 0xc2, $c === 0xc3 => [0, 0],
        $c >= 0x80 && $c <= 0x8f => [2 * ($c & 0x0f), 0],
        $c >= 0x90 && $c <= 0x9f => [$c & 0x0f, 0],
        $c >= 0xa0 && $c <= 0xbf => [0, $c & 0x1f],
        $c === 0xc4, $c === 0xd9 => [0, $len(1)],
        $c === 0xc5, $c === 0xda => [0, $len(2)],
        $c === 0xc6, $c === 0xdb => [0, $len(4)],
        $c === 0xc7 => [0, ($n = $len(1)) === null ? null : $n + 1],
        $c === 0xc8 => [0, ($n = $len(2)) === null ? null : $n + 1],
        $c === 0xc9 => [0, ($n = $len(4)) === null ? null : $n + 1],
        $c >= 0xd4 && $c <= 0xd8 => [0, 1 + (1 << ($c - 0xd4))],
        $c === 0xcc, $c === 0xd0 => [0, 1],
        $c === 0xcd, $c === 0xd1 => [0, 2],
        $c === 0xca, $c === 0xce, $c === 0xd2 => [0, 4],
        $c === 0xcb, $c === 0xcf, $c === 0xd3 => [0, 8],
        $c === 0xdc => [$len(2), 0],
        $c === 0xdd => [$len(4), 0],
        $c === 0xde => [($n = $len(2)) === null ? null : 2 * $n, 0],
        $c === 0xdf => [($n = $len(4)) === null ? null : 2 * $n, 0],
        default => [0, 0], // 0xc1: an error, nothing inside
    };
    if ($items === null || $size === null) {
        return null;
    }
    $at += $size;
    $map = ($c >= 0x80 && $c <= 0x8f) || $c === 0xde || $c === 0xdf;
    for ($i = 0; $i < $items; $i++) {
        $found = ext_key($b, $at, $map && $i % 2 === 0);
        if ($found !== false) {
            return $found;
        }
    }
    return $at > strlen($b) ? null : false;
}

$inputs = [];
for ($i = 0; $i < $cases; $i++) {
    $doc = fuzz_pack(fuzz_doc());
    // the same document several times in one process exercises templates across calls too
    $inputs[] = $doc;
    $inputs[] = fuzz_mutate($doc);
}
$file = tempnam(sys_get_temp_dir(), 'fuzz');
file_put_contents($file, serialize($inputs));
$run = function (string $module) use ($file) {
    $cmd = sprintf('php -n -d memory_limit=-1 -d extension=%s -d msgpack.php_only=0 %s --worker=%s', escapeshellarg($module),
        escapeshellarg(__FILE__), escapeshellarg($file));
    $out = shell_exec($cmd);
    $result = $out === null ? false : @unserialize($out);
    if (!is_array($result)) {
        fwrite(STDERR, "worker failed for $module\n" . substr((string) $out, 0, 2000) . "\n");
        exit(2);
    }
    return $result;
};
$a = $run($ours);
$b = $run($pecl);
if (getenv("FUZZ_KEEP")) { echo "inputs kept in $file\n"; } else { unlink($file); }
$diffs = 0;
$known = 0;
foreach ($inputs as $i => $bytes) {
    if (serialize($a[$i]) !== serialize($b[$i])) {
        if (ext_key($bytes)) {
            $known++;
            continue;
        }
        if (++$diffs === 1 && getenv("FUZZ_DUMP")) { file_put_contents(getenv("FUZZ_DUMP"), $bytes); }
        if ($diffs <= 5) {
            echo "differ at input $i: ", substr(bin2hex($bytes), 0, 160), strlen($bytes) > 80 ? "..." : "", "\n  ours: ", json_encode($a[$i], JSON_PARTIAL_OUTPUT_ON_ERROR),
                "\n  pecl: ", json_encode($b[$i], JSON_PARTIAL_OUTPUT_ON_ERROR), "\n";
        }
    }
}
printf("seed %d: %d inputs, %d differ, %d more with an ext value as a map key (known)\n", $seed, count($inputs), $diffs,
    $known);
exit($diffs ? 1 : 0);
