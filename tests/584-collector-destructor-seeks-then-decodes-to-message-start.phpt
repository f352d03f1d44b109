--TEST--
BufferUnpacker: a seek() that a destructor run by a cycle collection makes in the middle of a decode holds also when whole messages that code then decodes (unpack(), unpackInt(), and a read()) leave the offset at the first byte of the message being decoded: the next read starts there, as after a seek() alone (tests/582); those decodes no longer clear the mark the seek() left, so the decode's end took the offset for one nobody moved and went on after the message
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\UnpackOptions;

/* A destructor that a cycle collection runs in the middle of a decode of message "one" (offset 2): it seeks back and
 * reads whole messages, which leave the offset at the first byte of "one" again. */
class Collected
{
    public $self;
    public static string $how = '';

    public function __destruct()
    {
        global $bu;
        $got = match (self::$how) {
            'seek(0), unpack() x2' => [$bu->seek(0)->unpack(), $bu->unpack()],
            'seek(1), unpack()' => [$bu->seek(1)->unpack()],
            'seek(0), unpackInt(), read(1)' => [$bu->seek(0)->unpackInt(), $bu->read(1)],
        };
        echo '  destructor: ', json_encode($got), ', remaining ', $bu->getRemainingCount(), "\n";
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

function show(array $messages): string
{
    return json_encode(array_map(fn ($m) => is_array($m) ? $m['e'] : $m, $messages));
}

$bytes = "\x01\x02" . message('one') . message('two') . "\x03";
foreach ([null, UnpackOptions::COMPACT] as $options) {
    foreach (['seek(0), unpack() x2', 'seek(1), unpack()', 'seek(0), unpackInt(), read(1)'] as $how) {
        Collected::$how = $how;
        echo '-- ', $options ? 'compact, ' : '', $how, "\n";
        $bu = new BufferUnpacker($bytes, $options);
        $bu->skip(2);
        arm();
        $got = $bu->unpack();
        echo 'unpack(): ', show([$got]), ', remaining ', $bu->getRemainingCount(), "\n";
        gc_collect_cycles();
        echo 'then: ', show($bu->tryUnpack()), "\n";

        $bu = new BufferUnpacker($bytes, $options);
        arm();
        $got = $bu->tryUnpack();
        echo 'tryUnpack(): ', show($got), ', remaining ', $bu->getRemainingCount(), "\n";
        gc_collect_cycles();
    }
}
?>
--EXPECT--
-- seek(0), unpack() x2
  destructor: [1,2], remaining 3501
unpack(): ["one"], remaining 3501
then: ["one","two",3]
  destructor: [1,2], remaining 3501
tryUnpack(): [1,2,"one","one","two",3], remaining 0
-- seek(1), unpack()
  destructor: [2], remaining 3501
unpack(): ["one"], remaining 3501
then: ["one","two",3]
  destructor: [2], remaining 3501
tryUnpack(): [1,2,"one","one","two",3], remaining 0
-- seek(0), unpackInt(), read(1)
  destructor: [1,"\u0002"], remaining 3501
unpack(): ["one"], remaining 3501
then: ["one","two",3]
  destructor: [1,"\u0002"], remaining 3501
tryUnpack(): [1,2,"one","one","two",3], remaining 0
-- compact, seek(0), unpack() x2
  destructor: [1,2], remaining 3501
unpack(): ["one"], remaining 3501
then: ["one","two",3]
  destructor: [1,2], remaining 3501
tryUnpack(): [1,2,"one","one","two",3], remaining 0
-- compact, seek(1), unpack()
  destructor: [2], remaining 3501
unpack(): ["one"], remaining 3501
then: ["one","two",3]
  destructor: [2], remaining 3501
tryUnpack(): [1,2,"one","one","two",3], remaining 0
-- compact, seek(0), unpackInt(), read(1)
  destructor: [1,"\u0002"], remaining 3501
unpack(): ["one"], remaining 3501
then: ["one","two",3]
  destructor: [1,"\u0002"], remaining 3501
tryUnpack(): [1,2,"one","one","two",3], remaining 0
