<?php
// Differential fuzzing of the PHP-only format against PECL msgpack: random value graphs (objects of several kinds,
// shared objects, PHP references, cycles, nested arrays) are packed by our module and by PECL's, each in its own
// process, and each side decodes both outputs.
//
//   php scripts/fuzz-diff-objects.php [--seed=N] [--cases=N] [--ours=PATH] [--pecl=PATH]
//       [--show=N] [--show-lossy=N] [--fails=N] [--kind=TEXT]
//
// Checked for every case, by serialize() of the results (which records shared objects and references) and the warnings:
//   pecl-ours   PECL decodes our bytes as we do (what a reader still on PECL sees)
//   ours-pecl   we decode PECL's bytes as PECL does (data PECL wrote, read after the switch)
//   ours-stream our MessagePackUnpacker, fed both modules' bytes in pieces of random sizes, gives what our whole decode
//               gives (suspended decodes through objects, references and drifted ids); a difference fails the run
// A failed check is put in a kind: which check, whether the two modules wrote the same bytes, and what differs
// ("references only": the values are equal but for PHP references; "values"; "warnings"). --fails=N prints the first
// N failed cases, --kind=TEXT only those of kinds containing TEXT. Known kinds (the first is documented in
// docs/migrating-from-pecl.md, the others are PECL's faults):
//   references only   PECL's decoder links too much ([&$o, $o] reads back as two references), and our bytes differ
//                     where PECL's lose a link (a referenced object with __sleep())
//   values            PECL's decoder reads freed memory: a back-reference to a container inside a __serialize()
//                     payload, which it freed (check with valgrind: USE_ZEND_ALLOC=0 valgrind php -d extension=msgpack);
//                     or a drifted id naming a container still open, which PECL gave (containing itself) and we give
//                     as null (docs/FORMAT.md 2.2); or a typed property given what a drifted id named (an array for
//                     ?object): PECL stores it unchecked, ours throws unserialize()'s TypeError
//   warnings PECL only  the same: PECL's decoder made a key of what a drifted id named, and warned "illegal key type"
// Warnings ours gives and PECL does not are not known: the exit status is 1 when a case has any, or when our module
// crashed. A case that crashed PECL (its known crashes) is skipped and counted; the worker starts again after it.
// Also counted, not failed: cases whose bytes differ from PECL's (--show=N prints them: PECL's numbering drifts after a
// reference duplicate where ours does not), and cases where our round trip differs from unserialize(serialize())
// (--show-lossy=N: the format keeps no reference to a scalar, nor what __sleep() leaves out).
$opt = getopt('', ['seed:', 'cases:', 'ours:', 'pecl:', 'show:', 'show-lossy:', 'fails:', 'kind:', 'worker:', 'from:', 'mode:', 'input:']);

// ---- the value graphs (the same code in every process: cases are made again from the seed) -------------------

#[AllowDynamicProperties]
class FzPub
{
    public $a;
    public $b;
}

class FzVis
{
    public $pub;
    protected $pro;
    private $pri;

    public function fill($a, $b, $c): void
    {
        $this->pub = $a;
        $this->pro = $b;
        $this->pri = $c;
    }
}

class FzChild extends FzVis
{
    private $pri;
    public $own;

    public function fillChild($a, $b): void
    {
        $this->pri = $a;
        $this->own = $b;
    }
}

class FzSleepy
{
    public $keep;
    public $drop;
    public $woke = 0;

    public function __sleep()
    {
        return ['keep', 'woke'];
    }

    public function __wakeup()
    {
        $this->woke++;
    }
}

class FzSer
{
    public $data;
    public $seen = 0;

    public function __serialize(): array
    {
        return ['data' => $this->data, 'n' => 1];
    }

    public function __unserialize(array $a): void
    {
        $this->data = $a['data'] ?? null;
        $this->seen = $a['n'] ?? -1;
    }
}

class FzTyped
{
    public int $i = 0;
    public ?array $list = null;
    public ?object $obj = null;
    public string $unset;
}

final class FzGen
{
    private array $objects = [];

    public function scalar()
    {
        switch (mt_rand(0, 9)) {
            case 0: return null;
            case 1: return (bool) mt_rand(0, 1);
            case 2: return mt_rand(-200, 200);
            case 3: return [PHP_INT_MAX, PHP_INT_MIN, 0x7fffffff, -0x80000000, 65536][mt_rand(0, 4)];
            case 4: return mt_rand(-1000, 1000) / 8;
            case 5: return '';
            case 6: return str_repeat(chr(mt_rand(97, 122)), mt_rand(1, 40));
            case 7: return ['a', 'b', 'id', 'name', '0', '12', '-3', "\0"][mt_rand(0, 7)];
            default: return mt_rand(0, 5);
        }
    }

    private function key(int $i)
    {
        return match (mt_rand(0, 5)) {
            0, 1, 2 => $i,
            3 => 'k' . $i,
            4 => (string) mt_rand(0, 9),
            default => ['a', 'b', 'id', '', "x\0y"][mt_rand(0, 4)],
        };
    }

    public function value(int $depth)
    {
        $r = mt_rand(0, 99);
        if ($depth <= 0 || $r < 30) {
            return $this->scalar();
        }
        if ($r < 42 && $this->objects) {
            return $this->objects[mt_rand(0, count($this->objects) - 1)];
        }
        if ($r < 70) {
            return $this->arr($depth);
        }
        return $this->object($depth);
    }

    private function arr(int $depth): array
    {
        $a = [];
        $n = mt_rand(0, 5);
        for ($i = 0; $i < $n; $i++) {
            $a[$this->key($i)] = $this->value($depth - 1);
        }
        $keys = array_keys($a);
        if (count($keys) >= 2 && mt_rand(0, 3) === 0) {
            // two slots made one PHP reference
            $k1 = $keys[mt_rand(0, count($keys) - 1)];
            $k2 = $keys[mt_rand(0, count($keys) - 1)];
            if ($k1 !== $k2) {
                $a[$k2] = &$a[$k1];
            }
        }
        if ($keys && mt_rand(0, 6) === 0) {
            // a reference whose other end outlives the array (a slot of its own referenced once)
            $k = $keys[mt_rand(0, count($keys) - 1)];
            $keep = &$a[$k];
            $this->objects[] = new FzPub();
            $last = $this->objects[count($this->objects) - 1];
            $last->a = &$keep;
            unset($keep);
        }
        return $a;
    }

    private function object(int $depth): object
    {
        switch (mt_rand(0, 8)) {
            case 0:
                $o = new stdClass();
                $this->objects[] = $o;
                $n = mt_rand(0, 3);
                for ($i = 0; $i < $n; $i++) {
                    $o->{'p' . $i} = $this->value($depth - 1);
                }
                if (mt_rand(0, 9) === 0) {
                    $o->self = $o;
                }
                return $o;
            case 1:
                $o = new FzPub();
                $this->objects[] = $o;
                $o->a = $this->value($depth - 1);
                $o->b = $this->value($depth - 1);
                if (mt_rand(0, 4) === 0) {
                    $o->b = &$o->a;
                }
                if (mt_rand(0, 4) === 0) {
                    $o->extra = $this->value($depth - 1);
                }
                return $o;
            case 2:
                $o = new FzVis();
                $this->objects[] = $o;
                $o->fill($this->value($depth - 1), $this->value($depth - 1), $this->value($depth - 1));
                return $o;
            case 3:
                $o = new FzChild();
                $this->objects[] = $o;
                $o->fill($this->value($depth - 1), $this->value($depth - 1), $this->value($depth - 1));
                $o->fillChild($this->value($depth - 1), $this->value($depth - 1));
                return $o;
            case 4:
                $o = new FzSleepy();
                $this->objects[] = $o;
                $o->keep = $this->value($depth - 1);
                $o->drop = $this->value($depth - 1);
                return $o;
            case 6:
                $o = new FzTyped();
                $this->objects[] = $o;
                $o->i = mt_rand(-5, 5);
                if (mt_rand(0, 1)) {
                    $o->list = $this->arr($depth - 1);
                }
                if ($this->objects && mt_rand(0, 1)) {
                    $o->obj = $this->objects[mt_rand(0, count($this->objects) - 1)];
                }
                return $o;
            case 7:
                $o = new ArrayObject($this->arr($depth - 1));
                $this->objects[] = $o;
                return $o;
            case 8:
                $o = new DateTimeImmutable('@' . mt_rand(0, 2000000000));
                $this->objects[] = $o;
                return $o;
            default:
                $o = new FzSer();
                $this->objects[] = $o;
                $o->data = $this->value($depth - 1);
                return $o;
        }
    }
}

function fz_cases(int $seed, int $count): array
{
    mt_srand($seed);
    $cases = [];
    for ($i = 0; $i < $count; $i++) {
        $g = new FzGen();
        $cases[] = [$g->value(mt_rand(1, 5))];
    }
    return $cases;
}

// A value as text without its PHP references (objects keep their identity): what differs when only the reference
// topology does.
function fz_shape($v, array &$seen = [], int $depth = 0): string
{
    if ($depth > 12) {
        return '...';
    }
    if (is_array($v)) {
        $out = [];
        foreach ($v as $k => $x) {
            $out[] = var_export($k, true) . '=>' . fz_shape($x, $seen, $depth + 1);
        }
        return '[' . implode(',', $out) . ']';
    }
    if (is_object($v)) {
        $id = spl_object_id($v);
        if (isset($seen[$id])) {
            return '#' . $seen[$id];
        }
        $seen[$id] = count($seen);
        return get_class($v) . '#' . $seen[$id] . fz_shape((array) $v, $seen, $depth + 1);
    }
    return var_export($v, true);
}

// A decode's result and warnings, as text.
function fz_decode(string $bytes): array
{
    $warnings = [];
    set_error_handler(function ($no, $msg) use (&$warnings) {
        $warnings[] = $msg;
        return true;
    });
    try {
        $v = msgpack_unpack($bytes);
        $out = serialize($v);
        $shape = fz_shape($v);
    } catch (Throwable $e) {
        $out = $shape = get_class($e) . ': ' . $e->getMessage();
    }
    restore_error_handler();
    return [$out, $warnings, $shape, fz_stream_decode($bytes)];
}

// The same bytes through MessagePackUnpacker, fed in pieces of random sizes (1 byte to 64, from the bytes' own hash):
// the suspended decode must give what the whole decode gives. The result as text, or null when no message came out.
function fz_stream_decode(string $bytes): ?string
{
    mt_srand(crc32($bytes));
    $u = new MessagePackUnpacker();
    $out = null;
    set_error_handler(fn () => true);
    try {
        for ($at = 0; $at < strlen($bytes) && $out === null; $at += $n) {
            $n = mt_rand(0, 3) === 0 ? mt_rand(1, 64) : mt_rand(1, 4);
            $u->feed(substr($bytes, $at, $n));
            if ($u->execute()) {
                $out = serialize($u->data());
            }
        }
    } catch (Throwable $e) {
        $out = get_class($e) . ': ' . $e->getMessage();
    }
    restore_error_handler();
    return $out;
}

if (isset($opt['worker'])) {
    // One line a case, from case --from on, written as it is done: a module that crashes loses only that case.
    [$seed, $count] = array_map('intval', explode(':', $opt['worker']));
    $from = (int) ($opt['from'] ?? 0);
    $inputs = $opt['mode'] === 'pack' ? fz_cases($seed, $count) : unserialize(file_get_contents($opt['input']));
    for ($i = $from; $i < $count; $i++) {
        if ($opt['mode'] === 'pack') {
            $v = $inputs[$i][0];
            $bytes = msgpack_pack($v);
            $out = [serialize(unserialize(serialize($v))), $bytes, fz_decode($bytes)];
        } else {
            $out = fz_decode($inputs[$i]);
        }
        echo base64_encode(serialize($out)), "\n";
        flush();
    }
    exit(0);
}

// ---- runner -------------------------------------------------------------------------------------------------

$seed = (int) ($opt['seed'] ?? 1);
$cases = (int) ($opt['cases'] ?? 2000);
$show = (int) ($opt['show'] ?? 0);
$ours = $opt['ours'] ?? __DIR__ . '/../modules/msgpack.so';
$pecl = $opt['pecl'] ?? 'msgpack';

// The worker's results for cases 0..count-1; null for a case during which the module crashed (started again after it).
function fz_run(string $module, array $args, int $count, int &$crashes): array
{
    $out = [];
    while (count($out) < $count) {
        $cmd = sprintf('php -n -d memory_limit=2G -d display_errors=stderr -d extension=%s %s %s --from=%d',
            escapeshellarg($module), escapeshellarg(__FILE__), implode(' ', array_map('escapeshellarg', $args)),
            count($out));
        $raw = (string) shell_exec($cmd . ' 2>/dev/null');
        $before = count($out);
        foreach (explode("\n", $raw) as $line) {
            $r = $line === '' ? false : @unserialize(base64_decode($line));
            if (is_array($r)) {
                $out[] = $r;
            }
        }
        if (count($out) < $count) {
            // (the case after the last line crashed the worker; a worker that cannot start at all is not retried)
            if (count($out) === $before && $before === 0 && $raw === '') {
                fwrite(STDERR, "worker failed: $cmd\n");
                exit(2);
            }
            $out[] = null;
            $crashes++;
        }
    }
    return $out;
}

$w = "--worker=$seed:$cases";
$oursCrashes = $peclCrashes = 0;
$o = fz_run($ours, [$w, '--mode=pack'], $cases, $oursCrashes);
$p = fz_run($pecl, [$w, '--mode=pack'], $cases, $peclCrashes);
$tmp = tempnam(sys_get_temp_dir(), 'fzobj');
file_put_contents($tmp, serialize(array_map(fn ($r) => $r[1] ?? '', $o)));
$peclReadsOurs = fz_run($pecl, [$w, '--mode=decode', "--input=$tmp"], $cases, $peclCrashes);
file_put_contents($tmp, serialize(array_map(fn ($r) => $r[1] ?? '', $p)));
$oursReadsPecl = fz_run($ours, [$w, '--mode=decode', "--input=$tmp"], $cases, $oursCrashes);
unlink($tmp);

$fail = 0;
$differ = 0;
$lossy = 0;
$kinds = [];
$maxShow = (int) ($opt['fails'] ?? 0);
$showLossy = (int) ($opt['show-lossy'] ?? 0);
$peclCrashed = 0;
foreach ($o as $i => $mine) {
    if ($mine === null || $oursReadsPecl[$i] === null) {
        printf("case %d: OUR MODULE CRASHED\n", $i);
        $fail++;
        $kinds['ours crashed'] = ($kinds['ours crashed'] ?? 0) + 1;
        continue;
    }
    if ($p[$i] === null || $peclReadsOurs[$i] === null) {
        // (PECL's known crashes: not ours to compare)
        $peclCrashed++;
        continue;
    }
    [$ref, $bytes, $self] = $mine;
    $problems = [];
    // ours in pieces as ours whole, on both modules' bytes (a failed whole decode: no message in pieces either)
    foreach (['own bytes' => [$self, $bytes], 'PECL bytes' => [$oursReadsPecl[$i], $p[$i][1]]] as $which => [$d, $in]) {
        $whole = $d[0] === 'b:0;' && $in !== "\xc2" ? null : $d[0];
        if ($d[3] !== $whole) {
            $problems[] = "ours-stream on $which: " . json_encode($d[3]) . "\n    whole: " . json_encode($d[0]);
        }
    }
    if ($ref !== $p[$i][0]) {
        $problems[] = 'the two processes made different values (generator not deterministic)';
    }
    if ($self[0] !== $ref || $self[1]) {
        // (the format keeps no reference to a scalar, nor __sleep()'s dropped properties: counted, not failed)
        $lossy++;
        if ($showLossy-- > 0) {
            printf("case %d: ours-self differs from unserialize()\n  value: %s\n  ours:  %s\n", $i, $ref, json_encode($self));
        }
    }
    if (array_slice($peclReadsOurs[$i], 0, 3) !== array_slice($self, 0, 3)) {
        $problems[] = "pecl-ours: " . json_encode($peclReadsOurs[$i]) . "\n    ours: " . json_encode($self);
    }
    if (array_slice($oursReadsPecl[$i], 0, 3) !== array_slice($p[$i][2], 0, 3)) {
        $problems[] = "ours-pecl: " . json_encode($oursReadsPecl[$i]) . "\n    pecl: " . json_encode($p[$i][2]);
    }
    if ($bytes !== $p[$i][1]) {
        $differ++;
        if ($show-- > 0) {
            printf("case %d: bytes differ\n  value: %s\n  ours:  %s\n  pecl:  %s\n", $i, $ref, bin2hex($bytes),
                bin2hex($p[$i][1]));
        }
    }
    if ($problems) {
        $kindsHere = [];
        foreach ($problems as $pr) {
            if (str_starts_with($pr, 'ours-stream')) {
                $kind = 'ours-stream';
                $kinds[$kind] = ($kinds[$kind] ?? 0) + 1;
                $kindsHere[] = $kind;
                continue;
            }
            $kind = strtok($pr, ':') . ($bytes === $p[$i][1] ? ', same bytes' : ', bytes differ');
            [$a, $b] = $kind[0] === 'p' ? [$peclReadsOurs[$i], $self] : [$oursReadsPecl[$i], $p[$i][2]];
            // ($a: the decode by the module that did not write the bytes; $b: the writer's own)
            $oursDecoded = $kind[0] === 'o';
            if ($a[1] !== $b[1]) {
                $kind .= ', warnings ' . (!($oursDecoded ? $b[1] : $a[1]) ? 'ours only' : (!($oursDecoded ? $a[1] : $b[1]) ? 'PECL only' : 'differ'));
            } else {
                $kind .= $a[2] === $b[2] ? ', references only' : ', values';
            }
            $kinds[$kind] = ($kinds[$kind] ?? 0) + 1;
            $kindsHere[] = $kind;
        }
        if (isset($opt['kind']) && !preg_grep('/' . preg_quote($opt['kind'], '/') . '/', $kindsHere)) {
            continue;
        }
        if (++$fail <= $maxShow) {
            printf("case %d FAILED (%s)\n  value: %s\n  ours bytes: %s\n  pecl bytes: %s\n  %s\n", $i,
                implode('; ', $kindsHere), $ref, bin2hex($bytes),
                bin2hex($p[$i][1]), implode("\n  ", $problems));
        }
    }
}
printf("seed %d: %d cases, %d failed, %d with bytes other than PECL's, %d not as unserialize() keeps them, %d skipped"
    . " (PECL crashed)\n", $seed, count($o), $fail, $differ, $lossy, $peclCrashed);
foreach ($kinds as $k => $n) {
    printf("  %s: %d\n", $k, $n);
}
exit(preg_grep('/warnings (ours only|differ)$|^ours crashed$|^ours-stream$/', array_keys($kinds)) ? 1 : 0);
