--TEST--
BufferUnpacker::tryUnpack(): a destructor that a cycle collection runs in the middle of a later message and throws loses none of the messages the call decoded before it (the offset was left inside that message: they were lost, and the next read began in its middle)
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\UnpackOptions;

/* A destructor that a cycle collection runs; it throws. */
class Collected
{
    public $self;

    public function __destruct()
    {
        throw new RuntimeException('destructor threw');
    }
}

/* A map of 31 pairs: "a" => a 200-byte string, then 29 times "k" => a list of 16 lists, each replacing the one before
 * (releases that fill the collector's buffer while the decode goes on), then "e" => $e. */
function message(string $e): string
{
    $msg = "\xde" . pack('n', 31) . "\xa1a\xd9\xc8" . str_repeat('x', 200);
    for ($i = 1; $i < 30; $i++) {
        $msg .= "\xa1k\xdc\x00\x10" . str_repeat("\x92\x01\x02", 16);
    }
    return $msg . "\xa1e\xa3$e";
}

/* The collector's buffer one root short of a collection, with a Collected among the roots. */
function arm(): void
{
    gc_collect_cycles();
    $threshold = gc_status()['threshold'];
    $g = new Collected();
    $g->self = $g;
    unset($g);
    while (gc_status()['roots'] < $threshold - 1) {
        $o = new stdClass();
        $o->self = $o;
        unset($o);
    }
}

function show(array $messages): string
{
    return json_encode(array_map(fn ($m) => is_array($m) ? $m['e'] : $m, $messages));
}

$bytes = "\x01\x02" . message('one') . message('two') . "\x03";
foreach ([null, UnpackOptions::COMPACT] as $options) {
    $u = new BufferUnpacker($bytes, $options);
    arm();
    try {
        $u->tryUnpack();
        echo "no exception\n";
    } catch (RuntimeException $e) {
        echo $e->getMessage(), ', remaining ', $u->getRemainingCount(), ' of ', strlen($bytes), "\n";
    }
    gc_collect_cycles();
    echo show($u->tryUnpack()), ', remaining ', $u->getRemainingCount(), "\n";
    echo show($u->tryUnpack()), ', remaining ', $u->getRemainingCount(), "\n";
}
?>
--EXPECT--
destructor threw, remaining 3503 of 3503
[1,2], remaining 3501
["one","two",3], remaining 0
destructor threw, remaining 3503 of 3503
[1,2], remaining 3501
["one","two",3], remaining 0
