--TEST--
BufferUnpacker: a destructor run by a cycle collection in the middle of a decode that reads on from where it finds the object, the first byte of that message (its own tryUnpack(), unpack(), unpackMap(), also after or before a release()), was handed that message: the decode in progress drops its value and its call goes on from where that code stopped, as the library's call goes on from the offset the nested one left, so that no message comes twice and none is lost (the message came back twice: once to the destructor, once from the call)
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\UnpackOptions;

/* A destructor that a cycle collection runs in the middle of a decode of message "one" (offset 2); it reads the same
 * unpacker from where it finds it, the first byte of that message. */
class Collected
{
    public $self;
    public static string $how = '';

    public function __destruct()
    {
        global $bu;
        try {
            $got = match (self::$how) {
                'tryUnpack()' => $bu->tryUnpack(),
                'unpack()' => [$bu->unpack()],
                'unpack() x2' => [$bu->unpack(), $bu->unpack()],
                'unpackMap()' => [$bu->unpackMap()],
                'release(), unpack()' => [$bu->release(), $bu->unpack()],
                'unpack(), release()' => [$bu->unpack(), $bu->release()],
            };
            echo '  destructor: ', show($got), ', remaining ', $bu->getRemainingCount(), "\n";
        } catch (Exception $e) {
            echo '  destructor: ', get_class($e), "\n";
        }
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
    foreach (['tryUnpack()', 'unpack()', 'unpack() x2', 'unpackMap()', 'release(), unpack()', 'unpack(), release()'] as $how) {
        Collected::$how = $how;
        echo '-- ', $options ? 'compact, ' : '', $how, "\n";
        $bu = new BufferUnpacker($bytes, $options);
        $bu->skip(2);
        arm();
        try {
            $got = $bu->unpack();
            echo 'unpack(): ', show([$got]), ', remaining ', $bu->getRemainingCount(), "\n";
        } catch (Exception $e) {
            echo 'unpack(): ', get_class($e), ', remaining ', $bu->getRemainingCount(), "\n";
        }
        gc_collect_cycles();
        echo 'then: ', show($bu->tryUnpack()), "\n";

        $bu = new BufferUnpacker($bytes, $options);
        arm();
        $got = $bu->tryUnpack();
        echo 'tryUnpack(): ', show($got), ', remaining ', $bu->getRemainingCount(), "\n";
        gc_collect_cycles();
        echo 'then: ', show($bu->tryUnpack()), "\n";
    }
}
?>
--EXPECT--
-- tryUnpack()
  destructor: ["one","two",3], remaining 0
unpack(): MessagePack\Exception\InsufficientDataException, remaining 0
then: []
  destructor: ["one","two",3], remaining 0
tryUnpack(): [1,2], remaining 0
then: []
-- unpack()
  destructor: ["one"], remaining 1751
unpack(): ["two"], remaining 1
then: [3]
  destructor: ["one"], remaining 1751
tryUnpack(): [1,2,"two",3], remaining 0
then: []
-- unpack() x2
  destructor: ["one","two"], remaining 1
unpack(): [3], remaining 0
then: []
  destructor: ["one","two"], remaining 1
tryUnpack(): [1,2,3], remaining 0
then: []
-- unpackMap()
  destructor: ["one"], remaining 1751
unpack(): ["two"], remaining 1
then: [3]
  destructor: ["one"], remaining 1751
tryUnpack(): [1,2,"two",3], remaining 0
then: []
-- release(), unpack()
  destructor: [2,"one"], remaining 1751
unpack(): ["two"], remaining 1
then: [3]
  destructor: [2,"one"], remaining 1751
tryUnpack(): [1,2,"two",3], remaining 0
then: []
-- unpack(), release()
  destructor: ["one",1752], remaining 1751
unpack(): ["two"], remaining 1
then: [3]
  destructor: ["one",1752], remaining 1751
tryUnpack(): [1,2,"two",3], remaining 0
then: []
-- compact, tryUnpack()
  destructor: ["one","two",3], remaining 0
unpack(): MessagePack\Exception\InsufficientDataException, remaining 0
then: []
  destructor: ["one","two",3], remaining 0
tryUnpack(): [1,2], remaining 0
then: []
-- compact, unpack()
  destructor: ["one"], remaining 1751
unpack(): ["two"], remaining 1
then: [3]
  destructor: ["one"], remaining 1751
tryUnpack(): [1,2,"two",3], remaining 0
then: []
-- compact, unpack() x2
  destructor: ["one","two"], remaining 1
unpack(): [3], remaining 0
then: []
  destructor: ["one","two"], remaining 1
tryUnpack(): [1,2,3], remaining 0
then: []
-- compact, unpackMap()
  destructor: ["one"], remaining 1751
unpack(): ["two"], remaining 1
then: [3]
  destructor: ["one"], remaining 1751
tryUnpack(): [1,2,"two",3], remaining 0
then: []
-- compact, release(), unpack()
  destructor: [2,"one"], remaining 1751
unpack(): ["two"], remaining 1
then: [3]
  destructor: [2,"one"], remaining 1751
tryUnpack(): [1,2,"two",3], remaining 0
then: []
-- compact, unpack(), release()
  destructor: ["one",1752], remaining 1751
unpack(): ["two"], remaining 1
then: [3]
  destructor: ["one",1752], remaining 1751
tryUnpack(): [1,2,"two",3], remaining 0
then: []
