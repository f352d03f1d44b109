--TEST--
MessagePackUnpacker feed()/execute(): the first piece of a message, fed to an idle unpacker, is read where it is too (test builds: nothing copied for one message in 4 KiB pieces) and gives what an unpacker that appends it gives: a whole message and the start of the next, a first item cut, a malformed byte, an autoloader that throws, a PHP-only object cut (its class gate), compact mode, and every call between the feed() and the execute(); an autoloader that ends the request in the fresh piece
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
display_errors=1
log_errors=0
fatal_error_backtraces=0
--FILE--
<?php
$log = [];
class W
{
    public $a;
    public $b;
    public function __wakeup() { global $log; $log[] = 'wakeup ' . (is_scalar($this->a) ? $this->a : gettype($this->a)); }
}
spl_autoload_register(function ($c) {
    global $log;
    $log[] = "autoload $c";
    if ($c === 'Thrower') {
        throw new RuntimeException("autoload $c");
    }
    if ($c === 'Fatal') {
        @trigger_error('fatal in autoload', E_USER_ERROR); // (@: PHP 8.4 deprecates E_USER_ERROR; a fatal error shows anyway)
    }
});

// Both unpackers get the same calls; the reference is fed in parts of 100 bytes, which it appends (none is lent).
function run(array $steps, array $options = []): array
{
    global $log;
    $out = [];
    foreach ([true, false] as $lends) {
        $u = new MessagePackUnpacker(null, $options);
        $r = [];
        foreach ($steps as $step) {
            $log = [];
            try {
                if (is_string($step)) {
                    foreach ($lends ? [$step] : str_split($step, 100) as $part) {
                        $u->feed($part);
                    }
                    $got = [];
                    while ($u->execute()) {
                        $got[] = $u->data();
                    }
                } else {
                    $got = $step($u);
                }
            } catch (Throwable $e) {
                $got = get_class($e) . ': ' . $e->getMessage();
            }
            $r[] = [$got, $log, msgpack_last_error(), msgpack_last_error_msg()];
        }
        $out[] = $r;
    }
    // (serialized: the objects are the two unpackers' own)
    $x = serialize($out[0]);
    $y = serialize($out[1]);
    if ($x !== $y) {
        $i = strspn($x ^ $y, "\0");
        echo "differs:\n  ", substr($x, max(0, $i - 200), 400), "\n  ", substr($y, max(0, $i - 200), 400), "\n";
    }
    return $out[0];
}
function show(string $what, array $r): void
{
    echo "$what:";
    foreach ($r as [$got, $log, $code]) {
        echo ' ', is_array($got) ? count($got) . ' value(s)' : $got, $log ? ' [' . implode(', ', $log) . ']' : '', $code ? " (error $code)" : '';
    }
    echo "\n";
}

$one = msgpack_pack(['a' => str_repeat('a', 150), 'b' => [1, 2, 3]]);
$two = msgpack_pack(['next' => str_repeat('n', 300), 'list' => range(1, 40)]);
$w = new W();
$w->a = 7;
$w->b = ['x' => str_repeat('x', 200)];
$obj = msgpack_pack([str_repeat('o', 150), $w, 'tail']);

echo "-- a whole message and the start of the next in one fresh piece\n";
show('whole + start', $r = run([$one . substr($two, 0, 150), substr($two, 150)]));
var_dump($r[0][0][0] === msgpack_unpack($one), $r[1][0][0] === msgpack_unpack($two));

echo "-- the first item cut (a long str at the top level), then completed\n";
$str = msgpack_pack(str_repeat('s', 1000));
show('top-level str', $r = run([substr($str, 0, 300), substr($str, 300, 300), substr($str, 600)]));
var_dump($r[2][0][0] === str_repeat('s', 1000));

echo "-- a malformed byte in the fresh piece: the offset in the message, the unpacker stopped until reset()\n";
$bad = $one;
$bad[strpos($bad, "\x93\x01\x02\x03") + 2] = "\xc1";
show('malformed', run([$bad . $two, $two, fn ($u) => $u->reset(), $two]));
show('malformed, throw mode', run([$bad . $two, $two], ['throw' => true]));
@msgpack_unpack($bad);
echo 'msgpack_unpack(): ', msgpack_last_error_msg(), "\n";

echo "-- an autoloader that throws in the fresh piece: that message is dropped once complete, the next one read\n";
$thrower = "\x93" . msgpack_pack(str_repeat('h', 140)) . "\x82\xc0\xa7Thrower\xa1k\x07" . msgpack_pack(str_repeat('t', 256));
show('thrower, whole', run([$thrower . $two, fn ($u) => [$u->execute(), $u->data() == msgpack_unpack($two)]]));
show('thrower, cut', run([substr($thrower, 0, 170), substr($thrower, 170) . $two]));

echo "-- a PHP-only object cut in the fresh piece (its class and properties wait for their bytes)\n";
$at = strpos($obj, 'W') + 5;
show('object cut', $r = run([substr($obj, 0, $at), substr($obj, $at, 100), substr($obj, $at + 100)]));
var_dump($r[2][0][0] == msgpack_unpack($obj));

echo "-- compact mode: the fresh piece goes to the buffer\n";
ini_set('msgpack.compact', 'read');
$rows = (new MessagePack\Packer(MessagePack\PackOptions::COMPACT))->pack(array_map(fn ($i) => ['id' => $i, 'name' => "row $i"], range(1, 100)));
show('compact', $r = run([substr($rows, 0, 150), substr($rows, 150)]));
var_dump($r[1][0][0] === msgpack_unpack($rows));
ini_set('msgpack.compact', '0');

echo "-- calls between a fresh feed() and the execute() that would read it\n";
$exec = function ($u) {
    $got = [];
    while ($u->execute()) {
        $got[] = $u->data();
    }
    return $got;
};
$feed = fn (string $s) => fn ($u) => $u->feed($s);
show('second feed', run([$feed(substr($two, 0, 200)), $feed(substr($two, 200)), $exec]));
show('short feed', run([$feed(substr($two, 0, 200)), $feed(substr($two, 200, 50)), $feed(substr($two, 250)), $exec]));
show('data', run([$one, $feed(substr($two, 0, 200)), fn ($u) => $u->data(), $feed(substr($two, 200)), $exec]));
show('reset', run([$feed(substr($two, 0, 200)), fn ($u) => $u->reset(), $feed(substr($two, 200)), $exec, $two]));
show('setOption', run([$feed(substr($two, 0, 200)), fn ($u) => $u->setOption(MessagePack::OPT_ASSOC, false), $exec,
    substr($two, 200)]));
show('direct', run([$feed($one), function ($u) use ($two) {
    $off = 0;
    $got = $u->execute($two, $off);
    return [$got, $off, $got ? $u->data() : null];
}, $exec]));
show('constructor', run([$feed($one), fn ($u) => $u->__construct(), $two]));

// Test builds count what was copied: one message of 120 KB in 4 KiB pieces, every piece lent, none appended.
$doc = [];
for ($i = 0; $i < 400; $i++) {
    $doc[] = ['id' => $i, 'title' => str_repeat('t', 40), 'body' => str_repeat("b$i", 60), 'labels' => ['a', 'b']];
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
    printf("lent %s, appended %d bytes\n", $c['lent_pieces'] === intdiv(strlen($bytes) + 4095, 4096) ? 'every piece'
        : "{$c['lent_pieces']} pieces", $c['appended_bytes']);
} else {
    echo "lent every piece, appended 0 bytes\n";
}

echo "-- a fatal error in an autoloader in the fresh piece; the unpacker in a shutdown function\n";
$m = "\x92" . msgpack_pack(str_repeat('h', 140)) . "\x82\xc0\xa5Fatal\xa1k\x07";
$u = new MessagePackUnpacker();
register_shutdown_function(function () use ($u) {
    $u->feed(msgpack_pack(['after', str_repeat('a', 300)]));
    var_dump($u->execute());
    var_dump($u->data()[0]);
});
$u->feed($m);
$u->execute();
echo "not reached\n";
?>
--EXPECTF--
-- a whole message and the start of the next in one fresh piece
whole + start: 1 value(s) 1 value(s)
bool(true)
bool(true)
-- the first item cut (a long str at the top level), then completed
top-level str: 0 value(s) 0 value(s) 1 value(s)
bool(true)
-- a malformed byte in the fresh piece: the offset in the message, the unpacker stopped until reset()
malformed: 0 value(s) (error 2) 0 value(s) (error 2)  (error 2) 0 value(s) (error 2)
malformed, throw mode: MessagePack\Exception\UnpackingFailedException: Parse error at offset 159 (error 2) MessagePack\Exception\UnpackingFailedException: Parse error at offset 159 (error 2)
msgpack_unpack(): Parse error at offset 159
-- an autoloader that throws in the fresh piece: that message is dropped once complete, the next one read
thrower, whole: RuntimeException: autoload Thrower [autoload Thrower] 2 value(s)
thrower, cut: RuntimeException: autoload Thrower [autoload Thrower] 1 value(s)
-- a PHP-only object cut in the fresh piece (its class and properties wait for their bytes)
object cut: 0 value(s) 0 value(s) 1 value(s) [wakeup 7]
bool(true)
-- compact mode: the fresh piece goes to the buffer
compact: 0 value(s) 1 value(s)
bool(true)
-- calls between a fresh feed() and the execute() that would read it
second feed: 1 1 1 value(s)
short feed: 1 1 1 1 value(s)
data: 1 value(s) 1  1 1 value(s)
reset: 1  1 1 value(s) 1 value(s)
setOption: 1 1 0 value(s) 1 value(s)
direct: 1 3 value(s) 1 value(s)
constructor: 1  1 value(s)
bool(true)
lent every piece, appended 0 bytes
-- a fatal error in an autoloader in the fresh piece; the unpacker in a shutdown function

Fatal error: fatal in autoload in %s on line %d
bool(true)
string(5) "after"
