--TEST--
BufferUnpacker: a seek() (or seek() and skip(), or one after a release()) that a destructor run by a cycle collection makes in the middle of a decode, back to the first byte of the message being decoded, holds like a seek anywhere else: the next read starts there and reads that message again, as in the library (the decode's end took an offset equal to the message's start, or any offset after a release(), for one nobody moved, and went on after the message)
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\UnpackOptions;

/* A destructor that a cycle collection runs; it moves the unpacker to the first byte of message "one" (offset 2; 0
 * after a release(), which drops the two bytes before it). */
class Collected
{
    public $self;
    public static string $how = '';

    public function __destruct()
    {
        global $bu;
        switch (self::$how) {
            case 'seek(2)': $bu->seek(2); break;
            case 'seek(0)->skip(2)': $bu->seek(0)->skip(2); break;
            case 'release()->seek(0)': $bu->release(); $bu->seek(0); break;
        }
        echo 'moved, remaining ', $bu->getRemainingCount(), "\n";
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

$bytes = "\x01\x02" . message('one') . message('two') . "\x03";
foreach ([null, UnpackOptions::COMPACT] as $options) {
    foreach (['seek(2)', 'seek(0)->skip(2)', 'release()->seek(0)'] as $how) {
        Collected::$how = $how;
        echo '-- ', $options ? 'compact, ' : '', $how, "\n";
        $bu = new BufferUnpacker($bytes, $options);
        $bu->skip(2);
        arm();
        $got = $bu->unpack();
        echo 'unpack(): ', show([$got]), ', remaining ', $bu->getRemainingCount(), "\n";
        gc_collect_cycles();
        echo show($bu->tryUnpack()), "\n";

        $bu = new BufferUnpacker($bytes, $options);
        arm();
        $got = $bu->tryUnpack();
        echo 'tryUnpack(): ', show($got), ', remaining ', $bu->getRemainingCount(), "\n";
        gc_collect_cycles();
    }
}
?>
--EXPECT--
-- seek(2)
moved, remaining 3501
unpack(): ["one"], remaining 3501
["one","two",3]
moved, remaining 3501
tryUnpack(): [1,2,"one","one","two",3], remaining 0
-- seek(0)->skip(2)
moved, remaining 3501
unpack(): ["one"], remaining 3501
["one","two",3]
moved, remaining 3501
tryUnpack(): [1,2,"one","one","two",3], remaining 0
-- release()->seek(0)
moved, remaining 3501
unpack(): ["one"], remaining 3501
["one","two",3]
moved, remaining 3501
tryUnpack(): [1,2,"one","one","two",3], remaining 0
-- compact, seek(2)
moved, remaining 3501
unpack(): ["one"], remaining 3501
["one","two",3]
moved, remaining 3501
tryUnpack(): [1,2,"one","one","two",3], remaining 0
-- compact, seek(0)->skip(2)
moved, remaining 3501
unpack(): ["one"], remaining 3501
["one","two",3]
moved, remaining 3501
tryUnpack(): [1,2,"one","one","two",3], remaining 0
-- compact, release()->seek(0)
moved, remaining 3501
unpack(): ["one"], remaining 3501
["one","two",3]
moved, remaining 3501
tryUnpack(): [1,2,"one","one","two",3], remaining 0
