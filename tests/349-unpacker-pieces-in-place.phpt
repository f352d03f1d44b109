--TEST--
MessagePackUnpacker feed()/execute(): fed pieces read where they are give what an unpacker that appends every piece gives (values, __wakeup() order, errors and their offsets), with reset(), setOption(), data(), direct mode, a short feed() and the constructor in between (also between a lent piece and the execute() that reads it, and between an execute() that suspends in a piece and the next feed()); an autoloader that throws or ends the request in a piece read in place
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
--FILE--
<?php
$log = [];
class W
{
    public $a;
    public $b;
    public function __wakeup() { global $log; $log[] = 'wakeup ' . (is_scalar($this->a) ? $this->a : gettype($this->a)); }
}
class U
{
    public $d;
    public function __serialize(): array { return ['d' => $this->d]; }
    public function __unserialize(array $data): void { global $log; $this->d = $data['d'] ?? null; $log[] = 'unserialize'; } // (?? : random bytes read as one)
}

mt_srand(349);
function str_of(int $len): string
{
    $s = '';
    while (strlen($s) < $len) {
        $s .= substr(md5((string) mt_rand()), 0, 16);
    }
    return substr($s, 0, $len);
}
function value(int $depth)
{
    switch (mt_rand(0, $depth > 3 ? 7 : 11)) {
        case 0: return null;
        case 1: return mt_rand(-70000, 70000);
        case 2: return mt_rand() / 3;
        case 3: return str_of(mt_rand(0, 40));
        case 4: return str_of(mt_rand(100, 400));
        case 5: return str_of([1500, 5000][mt_rand(0, 1)]);
        case 6: return mt_rand(0, 1) === 1;
        case 7: return [str_of(3) => mt_rand(), 'n' => null];
        case 8:
            $w = new W();
            $w->a = mt_rand(0, 999);
            $w->b = value($depth + 1);
            return $w;
        case 9:
            $x = new U();
            $x->d = value($depth + 1);
            return $x;
        case 10:
            $a = [];
            for ($i = mt_rand(0, 12); $i > 0; $i--) {
                $a[] = value($depth + 1);
            }
            return $a;
        default:
            $m = [];
            for ($i = mt_rand(1, 10); $i > 0; $i--) {
                $m['key_' . str_of(mt_rand(1, 20))] = value($depth + 1);
            }
            $m['same'] = &$m[array_key_first($m)];
            return $m;
    }
}

$messages = [];
for ($i = 0; $i < 40; $i++) {
    $messages[] = msgpack_pack(value(0));
}
$stream = implode('', $messages);

function pieces(string $bytes, $size): array
{
    if (is_int($size)) {
        return str_split($bytes, $size);
    }
    $out = [];
    for ($at = 0; $at < strlen($bytes); $at += $n) {
        $n = mt_rand(1, 700);
        $out[] = substr($bytes, $at, $n);
    }
    return $out;
}
// One step on both: what each returned (or threw), the __wakeup() calls it made and msgpack_last_error() must agree.
function both(MessagePackUnpacker $a, MessagePackUnpacker $b, string $what, Closure $step): void
{
    global $log;
    $r = [];
    foreach ([$a, $b] as $u) {
        $log = [];
        try {
            $got = $step($u);
        } catch (Throwable $e) {
            $got = get_class($e) . ': ' . $e->getMessage();
        }
        $r[] = serialize([$got, $log, msgpack_last_error(), msgpack_last_error_msg()]);
    }
    if ($r[0] !== $r[1]) {
        echo "$what differs:\n  ", substr($r[0], 0, 300), "\n  ", substr($r[1], 0, 300), "\n";
        exit(1);
    }
}
// The reference is fed each piece in parts of 100 bytes: it appends them (it lends none shorter than 128).
function feed(MessagePackUnpacker $u, bool $lends, string $piece): bool
{
    foreach ($lends ? [$piece] : str_split($piece, 100) as $part) {
        $u->feed($part);
    }
    return true;
}

$steps = 0;
foreach ([128, 200, 1000, 4096, 'random', 'random'] as $size) {
    foreach (['plain', 'mixed'] as $mode) {
        $a = new MessagePackUnpacker();
        $b = new MessagePackUnpacker();
        foreach (pieces($stream, $size) as $p) {
            both($a, $b, 'feed', fn ($u) => feed($u, $u === $a, $p));
            if ($mode === 'mixed' && mt_rand(0, 5) === 0) {
                // between a piece lent and the execute() that would read it in place: every call must leave the
                // object as the reference's (the piece then goes on some other way, or still in place)
                switch (mt_rand(0, 5)) {
                    case 0:
                        both($a, $b, 'data before execute', fn ($u) => $u->data());
                        break;
                    case 1:
                        $assoc = mt_rand(0, 1) === 1;
                        both($a, $b, 'setOption before execute', fn ($u) => $u->setOption(MessagePack::OPT_ASSOC, $assoc));
                        break;
                    case 2:
                        both($a, $b, 'reset before execute', fn ($u) => $u->reset());
                        break;
                    case 3:
                        $tail = substr($stream, mt_rand(0, strlen($stream) - 50), mt_rand(1, 300));
                        both($a, $b, 'direct before execute', function ($u) use ($tail) {
                            $off = 0;
                            $got = $u->execute($tail, $off);
                            return [$got, $off, $got ? $u->data() : null];
                        });
                        break;
                    case 4:
                        $small = substr($stream, mt_rand(0, strlen($stream) - 50), mt_rand(1, 100));
                        both($a, $b, 'short feed before execute', fn ($u) => $u->feed($small));
                        break;
                    case 5:
                        both($a, $b, 'constructor before execute', fn ($u) => $u->__construct());
                        break;
                }
            }
            both($a, $b, 'execute', function ($u) {
                $out = [];
                while ($u->execute()) {
                    $out[] = $u->data();
                }
                return $out;
            });
            $steps++;
            if ($mode === 'mixed') {
                switch (mt_rand(0, 15)) {
                    case 0:
                        both($a, $b, 'reset', fn ($u) => $u->reset());
                        break;
                    case 1:
                        $assoc = mt_rand(0, 1) === 1;
                        both($a, $b, 'setOption', fn ($u) => $u->setOption(MessagePack::OPT_ASSOC, $assoc));
                        break;
                    case 2:
                        $tail = substr($stream, mt_rand(0, strlen($stream) - 50), mt_rand(1, 300));
                        both($a, $b, 'direct', function ($u) use ($tail) {
                            $off = 0;
                            $got = $u->execute($tail, $off);
                            return [$got, $off, $got ? $u->data() : null];
                        });
                        break;
                    // (between a decode suspended in a piece and the next feed(), which lends that piece without
                    // checking the object again)
                    case 3:
                        both($a, $b, 'data after execute', fn ($u) => $u->data());
                        break;
                    case 4:
                        both($a, $b, 'constructor after execute', fn ($u) => $u->__construct());
                        break;
                }
            }
        }
    }
}
echo "steps compared: ", $steps > 1000 ? 'many' : $steps, "\n";

// a malformed byte in a later piece: reported with its offset in the message, as when the pieces are appended
$bad = msgpack_pack(['a' => str_of(500), 'b' => [1, 2, 3], 'c' => str_of(900)]);
$at = strpos($bad, "\x93\x01\x02\x03") + 2;
$bad[$at] = "\xc1";
foreach ([128, 300, $at - 1, $at, $at + 1] as $size) {
    foreach ([false, true] as $throw) {
        $a = new MessagePackUnpacker(null, ['throw' => $throw]);
        $b = new MessagePackUnpacker(null, ['throw' => $throw]);
        foreach (str_split($bad, $size) as $p) {
            both($a, $b, 'bad piece', fn ($u) => feed($u, $u === $a, $p) ? $u->execute() : null);
        }
    }
}
$u = new MessagePackUnpacker();
foreach (str_split($bad, 128) as $p) {
    $u->feed($p);
    $u->execute();
}
$inPieces = msgpack_last_error_msg();
@msgpack_unpack($bad);
echo $inPieces, ', as msgpack_unpack() reports it: ', var_export($inPieces === msgpack_last_error_msg(), true), "\n";

echo "-- an autoloader throwing in a piece read in place; the rest of that message is skipped, the next one read\n";
spl_autoload_register(function ($c) {
    if ($c === 'Thrower') {
        throw new RuntimeException("autoload $c");
    }
    if ($c === 'Fatal') {
        @trigger_error('fatal in autoload', E_USER_ERROR); // (@: PHP 8.4 deprecates E_USER_ERROR; a fatal error shows anyway)
    }
});
$m = "\x93" . "\xda\x01\x00" . str_repeat('h', 256) . "\x82\xc0\xa7Thrower\xa1k\x07" . "\xda\x01\x00" . str_repeat('t', 256);
$u = new MessagePackUnpacker();
$u->feed(substr($m, 0, 200));
var_dump($u->execute());
$u->feed(substr($m, 200, 200));
try {
    var_dump($u->execute());
} catch (RuntimeException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
$u->feed(substr($m, 400));
var_dump($u->execute());
$u->feed(msgpack_pack(['next', str_repeat('n', 200)]));
var_dump($u->execute(), $u->data()[0]);

// Test builds count what was copied: a document of 120 KB in 4 KiB pieces lends nearly every piece.
$doc = [];
for ($i = 0; $i < 400; $i++) {
    $doc[] = ['id' => $i, 'title' => str_of(40), 'body' => str_of(200), 'labels' => ['a', 'b'], 'n' => $i * 3];
}
$bytes = msgpack_pack($doc);
if (function_exists('msgpack_test_counters')) {
    msgpack_test_counters(true);
}
$u = new MessagePackUnpacker();
foreach (str_split($bytes, 4096) as $p) {
    $u->feed($p);
    if ($u->execute()) {
        $got = $u->data();
    }
}
var_dump($got === $doc);
if (function_exists('msgpack_test_counters')) {
    $c = msgpack_test_counters();
    $pieces = intdiv(strlen($bytes) + 4095, 4096);
    printf("lent %s, copied %s\n", $c['lent_pieces'] >= $pieces - 4 ? 'nearly all' : "{$c['lent_pieces']} of $pieces",
        $c['appended_bytes'] <= 4096 ? 'few bytes' : $c['appended_bytes']);
} else {
    echo "lent nearly all, copied few bytes\n";
}

echo "-- a fatal error in an autoloader in a piece read in place; the unpacker in a shutdown function\n";
$m = "\x92" . "\xda\x01\x00" . str_repeat('h', 256) . "\x82\xc0\xa5Fatal\xa1k\x07";
$u = new MessagePackUnpacker();
$u->feed(substr($m, 0, 200));
var_dump($u->execute());
register_shutdown_function(function () use ($u) {
    $u->feed(msgpack_pack(['after', str_repeat('a', 300)]));
    var_dump($u->execute());
    var_dump($u->data()[0]);
});
$u->feed(substr($m, 200));
$u->execute();
echo "not reached\n";
?>
--EXPECTF--
steps compared: many
Parse error at offset 510, as msgpack_unpack() reports it: true
-- an autoloader throwing in a piece read in place; the rest of that message is skipped, the next one read
bool(false)
RuntimeException: autoload Thrower
bool(false)
bool(true)
string(4) "next"
bool(true)
lent nearly all, copied few bytes
-- a fatal error in an autoloader in a piece read in place; the unpacker in a shutdown function
bool(false)

Fatal error: fatal in autoload in %s on line %d
bool(true)
string(5) "after"
