--TEST--
BufferUnpacker::append()/tryUnpack(): pieces read where they are give what an object that copies every piece gives, message by message, with getRemainingCount(), hasRemaining(), release(), seek(), read(), skip(), unpack(), clones and errors in between, for every piece size
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Packer};
use MessagePack\Type\Ext;

// The reference: an object given each piece in parts of 100 bytes, which it copies (it lends none shorter than 128).
function append_copied(BufferUnpacker $u, string $piece): bool
{
    foreach (str_split($piece, 100) as $part) {
        $u->append($part);
    }
    return true;
}

mt_srand(348);
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
    switch (mt_rand(0, $depth > 3 ? 9 : 13)) {
        case 0: return null;
        case 1: return mt_rand(0, 1) === 1;
        case 2: return mt_rand(-40, 200);
        case 3: return [mt_rand(-70000, 70000), mt_rand(), -mt_rand(), PHP_INT_MAX, PHP_INT_MIN][mt_rand(0, 4)];
        case 4: return mt_rand() / 7;
        case 5: return str_of(mt_rand(0, 40));
        case 6: return str_of(mt_rand(90, 300));
        case 7: return str_of([255, 256, 1500, 5000, 70000][mt_rand(0, 4)]);
        case 8: return new Ext(mt_rand(1, 50), str_of(mt_rand(0, 20)));
        case 9: return str_of(mt_rand(1, 3));
        case 10:
            $a = [];
            for ($i = mt_rand(0, 20); $i > 0; $i--) {
                $a[] = value($depth + 1);
            }
            return $a;
        case 11:
            $m = [];
            for ($i = mt_rand(0, 12); $i > 0; $i--) {
                $m[mt_rand(0, 3) === 0 ? mt_rand(-5, 100) : 'k' . str_of(mt_rand(0, 20))] = value($depth + 1);
            }
            return $m;
        default:
            // rows of one shape (shape templates), each cut somewhere by some piece size
            $rows = [];
            for ($i = mt_rand(2, 30); $i > 0; $i--) {
                $rows[] = ['id' => mt_rand(), 'name_of_the_row' => str_of(mt_rand(5, 200)), 'flag' => true,
                    'tags' => ['x', str_of(4)], 'ratio' => 0.5, 'nested' => ['a' => 1, 'b' => str_of(30)]];
            }
            return $rows;
    }
}

$packer = new Packer();
$messages = [];
for ($i = 0; $i < 40; $i++) {
    $messages[] = $packer->pack(value(0));
}
// raw forms the packer does not write: a repeated key, keys of other types, every str width for keys
$messages[] = "\x83\xa1k\x01\xa1k\x02\xd9\x01z\x03";
$messages[] = "\x83\xd0\xfb\x01\xcd\x01\x00\x02\xa0\x03";
$messages[] = "\x82\xdb\x00\x00\x00\x03key\xc0\xda\x00\x04key2\xda\x00\x03abc";
$messages[] = "\x92\xc4\x05bytes\xcb\x3f\xf0\x00\x00\x00\x00\x00\x00";
$stream = implode('', $messages);

function pieces(string $bytes, $size): array
{
    if (is_int($size)) {
        return str_split($bytes, $size);
    }
    $out = [];
    for ($at = 0; $at < strlen($bytes); $at += $n) {
        $n = mt_rand(1, 600);
        $out[] = substr($bytes, $at, $n);
    }
    return $out;
}
function describe(Throwable $e): string
{
    return get_class($e) . ': ' . $e->getMessage();
}
// One step on both objects: what each returned (or threw) must be the same.
function both(BufferUnpacker $a, BufferUnpacker $b, string $what, Closure $step): void
{
    $ra = $rb = null;
    try {
        $ra = $step($a);
    } catch (Throwable $e) {
        $ra = describe($e);
    }
    try {
        $rb = $step($b);
    } catch (Throwable $e) {
        $rb = describe($e);
    }
    if (serialize($ra) !== serialize($rb)) {
        $show = fn ($r) => substr(is_string($r) ? $r : json_encode($r, JSON_PARTIAL_OUTPUT_ON_ERROR), 0, 200);
        echo "$what: ", $show($ra), ' !== ', $show($rb), "\n";
        exit(1);
    }
}

$checked = 0;
foreach ([128, 129, 200, 333, 1000, 4096, 'random', 'random'] as $size) {
    foreach (['plain', 'counts', 'release', 'mixed'] as $mode) {
        $a = new BufferUnpacker();
        $b = new BufferUnpacker();
        foreach (pieces($stream, $size) as $p) {
            both($a, $b, 'append', fn ($u) => $u === $a ? $u->append($p) === $u : append_copied($u, $p));
            both($a, $b, 'tryUnpack', fn ($u) => $u->tryUnpack());
            $checked++;
            if ($mode === 'counts' || $mode === 'mixed') {
                both($a, $b, 'getRemainingCount', fn ($u) => $u->getRemainingCount());
                both($a, $b, 'hasRemaining', fn ($u) => $u->hasRemaining());
            }
            if ($mode === 'release' || ($mode === 'mixed' && mt_rand(0, 3) === 0)) {
                both($a, $b, 'release', fn ($u) => $u->release());
            }
            if ($mode === 'mixed') {
                switch (mt_rand(0, 12)) {
                    case 0:
                        $to = mt_rand(0, 50);
                        both($a, $b, 'seek', fn ($u) => $u->seek($to) === $u ? $u->getRemainingCount() : null);
                        break;
                    case 1:
                        both($a, $b, 'read', fn ($u) => $u->read(min(3, $u->getRemainingCount())));
                        break;
                    case 2:
                        both($a, $b, 'clone', fn ($u) => (clone $u)->tryUnpack());
                        break;
                    case 3:
                        $n = mt_rand(0, 5);
                        both($a, $b, 'skip', fn ($u) => $u->skip($n) === $u ? $u->getRemainingCount() : null);
                        break;
                    case 4:
                        both($a, $b, 'unpack', fn ($u) => $u->unpack());
                        break;
                }
            }
        }
        both($a, $b, 'end', fn ($u) => [$u->tryUnpack(), $u->getRemainingCount()]);
    }
}
echo "steps compared: ", $checked > 1000 ? 'many' : $checked, "\n";

// Every message, whole, as unpack() reads it, and so in pieces of 128 bytes (each lent).
$a = new BufferUnpacker();
$all = [];
foreach (str_split($stream, 128) as $p) {
    array_push($all, ...$a->append($p)->tryUnpack());
}
$whole = new BufferUnpacker($stream);
$expected = [];
while ($whole->hasRemaining()) {
    $expected[] = $whole->unpack();
}
var_dump($all == $expected, count($all) === count($messages));

// An error in a later piece: thrown as by the copying object, and as unpack() of the whole message throws it.
$bad = $packer->pack(['a' => str_of(500), 'b' => [1, 2, 3], 'c' => str_of(900)]);
$at = strpos($bad, "\x93\x01\x02\x03") + 2;
$bad[$at] = "\xc1";
foreach ([128, 300, $at - 1, $at, $at + 1] as $size) {
    $a = new BufferUnpacker();
    $b = new BufferUnpacker();
    foreach (str_split($bad, $size) as $p) {
        both($a, $b, 'bad piece', fn ($u) => ($u === $a ? $u->append($p) : append_copied($u, $p)) ? $u->tryUnpack() : null);
        both($a, $b, 'after', fn ($u) => $u->getRemainingCount());
    }
}
try {
    (new BufferUnpacker($bad))->unpack();
} catch (Throwable $e) {
    echo describe($e), "\n";
}
$a = new BufferUnpacker();
try {
    foreach (str_split($bad, 128) as $p) {
        $a->append($p)->tryUnpack();
    }
} catch (Throwable $e) {
    echo describe($e), "\n";
}

// Test builds count what was copied: a document of 120 KB in 4 KiB pieces lends nearly every piece and copies few
// of its bytes (the units the pieces' ends cut).
$doc = [];
for ($i = 0; $i < 400; $i++) {
    $doc[] = ['id' => $i, 'title' => str_of(40), 'body' => str_of(200), 'labels' => ['a', 'b'], 'n' => $i * 3];
}
$bytes = msgpack_pack($doc);
if (function_exists('msgpack_test_counters')) {
    msgpack_test_counters(true);
}
$u = new BufferUnpacker();
foreach (str_split($bytes, 4096) as $p) {
    $got = $u->append($p)->tryUnpack();
}
var_dump($got === [$doc]);
if (function_exists('msgpack_test_counters')) {
    $c = msgpack_test_counters();
    $pieces = intdiv(strlen($bytes) + 4095, 4096);
    printf("lent %s, copied %s\n", $c['lent_pieces'] >= $pieces - 4 ? 'nearly all' : "{$c['lent_pieces']} of $pieces",
        $c['appended_bytes'] + $c['stitched_bytes'] <= 4096 + 40 * $pieces ? 'few bytes' : $c['appended_bytes'] + $c['stitched_bytes']);
} else {
    echo "lent nearly all, copied few bytes\n";
}
?>
--EXPECT--
steps compared: many
bool(true)
bool(true)
MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1
MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1
bool(true)
lent nearly all, copied few bytes
