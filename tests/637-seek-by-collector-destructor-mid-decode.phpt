--TEST--
BufferUnpacker: a seek() that a destructor run by a cycle collection makes in the middle of a decode holds: the value being decoded is returned and the next read starts where the seek put the offset, as in the library, whose reads go on from its offset (the decode's end overwrote it); a message that turns out incomplete still puts the offset back to its first byte, as the library's tryUnpack() does
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\UnpackOptions;

/* A destructor that a cycle collection runs; it seeks the unpacker it is given. */
class Collected
{
    public $self;
    public static int $to = 0;

    public function __destruct()
    {
        global $bu;
        $bu->seek(self::$to);
        echo 'seeked to ', self::$to, ', remaining ', $bu->getRemainingCount(), "\n";
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

function show($messages): string
{
    return json_encode(array_map(fn ($m) => is_array($m) ? $m['e'] : $m, $messages));
}

$one = message('one');
$bytes = "\x01\x02" . $one . message('two') . "\x03";
foreach ([null, UnpackOptions::COMPACT] as $options) {
    echo "-- unpack(): back to the first byte\n";
    $bu = new BufferUnpacker($bytes, $options);
    $bu->skip(2);
    Collected::$to = 0;
    arm();
    echo show([$bu->unpack()]), ', remaining ', $bu->getRemainingCount(), "\n";
    gc_collect_cycles();
    echo show($bu->tryUnpack()), "\n";

    echo "-- tryUnpack(): on to the last message\n";
    $bu = new BufferUnpacker($bytes, $options);
    Collected::$to = strlen($bytes) - 1;
    arm();
    echo show($bu->tryUnpack()), ', remaining ', $bu->getRemainingCount(), "\n";
    gc_collect_cycles();

    echo "-- tryUnpack() of an incomplete message: back to its first byte\n";
    $bu = new BufferUnpacker("\x01" . substr($one, 0, -1), $options);
    Collected::$to = 0;
    arm();
    echo show($bu->tryUnpack()), ', remaining ', $bu->getRemainingCount(), "\n";
    gc_collect_cycles();
    $bu->append(substr($one, -1));
    echo show($bu->tryUnpack()), ', remaining ', $bu->getRemainingCount(), "\n";
}
?>
--EXPECT--
-- unpack(): back to the first byte
seeked to 0, remaining 3503
["one"], remaining 3503
[1,2,"one","two",3]
-- tryUnpack(): on to the last message
seeked to 3502, remaining 1
[1,2,"one",3], remaining 0
-- tryUnpack() of an incomplete message: back to its first byte
seeked to 0, remaining 1750
[1], remaining 1749
["one"], remaining 0
-- unpack(): back to the first byte
seeked to 0, remaining 3503
["one"], remaining 3503
[1,2,"one","two",3]
-- tryUnpack(): on to the last message
seeked to 3502, remaining 1
[1,2,"one",3], remaining 0
-- tryUnpack() of an incomplete message: back to its first byte
seeked to 0, remaining 1750
[1], remaining 1749
["one"], remaining 0
