--TEST--
BufferUnpacker: a destructor run by a cycle collection in the middle of a decode of an incomplete message that appends its rest and reads on from its first byte (unpack(), tryUnpack()) took the message: unpack() and tryUnpack() go on from where that code left the offset, as they do after it took a complete one. tryUnpack() put the offset back at the message's first byte, so the next call returned the destructor's messages a second time; unpack() left the offset in the middle of the message the destructor had read, as it did after that code's seek() past it (which holds: the error stands and the offset stays where the seek put it)
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\UnpackOptions;

class Collected
{
    public $self;
    public static string $how = '';

    public function __destruct()
    {
        global $bu;
        $bu->append(substr(message('one'), CUT) . message('two'));
        switch (self::$how) {
            case 'unpack()':
                echo '  destructor: ', show([$bu->unpack()]), "\n";
                break;
            case 'tryUnpack()':
                echo '  destructor: ', show($bu->tryUnpack()), "\n";
                break;
            case 'seek() to the next message':
                $bu->seek(LEN);
                break;
        }
    }
}

/* A map of 31 pairs: "a" => a 200-byte string, 29 times "k" => a list of 16 lists, each replacing the one before (they
 * fill the collector's buffer while the decode goes on), then "e" => $e. The unpacker has its first CUT bytes. */
function message(string $e): string
{
    $msg = "\xde" . pack('n', 31) . "\xa1a\xd9\xc8" . str_repeat('x', 200);
    for ($i = 1; $i < 30; $i++) {
        $msg .= "\xa1k\xdc\x00\x10" . str_repeat("\x92\x01\x02", 16);
    }
    return $msg . "\xa1e\xa3$e";
}
const LEN = 1750;
const CUT = 1500;

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

/* A message as its "e"; what is no message (a piece of one) as its type, and no more than the first three. */
function show(array $messages): string
{
    $shown = array_map(fn ($m) => is_array($m) ? ($m['e'] ?? 'array') : get_debug_type($m), array_slice($messages, 0, 3));
    return json_encode($shown) . (count($messages) > 3 ? ' and ' . (count($messages) - 3) . ' more' : '');
}

var_dump(strlen(message('one')) === LEN);
foreach ([null, UnpackOptions::COMPACT] as $options) {
    foreach (['unpack()', 'tryUnpack()', 'seek() to the next message'] as $how) {
        Collected::$how = $how;
        /* (tryUnpack() after a seek(): back at the message's first byte, as the library's, tests/637) */
        foreach ($how === 'seek() to the next message' ? ['unpack'] : ['tryUnpack', 'unpack'] as $method) {
            echo '-- ', $options ? 'compact, ' : '', "$how, $method()\n";
            $bu = new BufferUnpacker(substr(message('one'), 0, CUT), $options);
            arm();
            try {
                $got = $method === 'unpack' ? [$bu->unpack()] : $bu->tryUnpack();
                echo "$method(): ", show($got), "\n";
            } catch (Exception $e) {
                echo "$method(): ", get_class($e), "\n";
            }
            gc_collect_cycles();
            echo 'then: ', show($bu->tryUnpack()), "\n";
        }
    }
}
?>
--EXPECT--
bool(true)
-- unpack(), tryUnpack()
  destructor: ["one"]
tryUnpack(): ["two"]
then: []
-- unpack(), unpack()
  destructor: ["one"]
unpack(): ["two"]
then: []
-- tryUnpack(), tryUnpack()
  destructor: ["one","two"]
tryUnpack(): []
then: []
-- tryUnpack(), unpack()
  destructor: ["one","two"]
unpack(): MessagePack\Exception\InsufficientDataException
then: []
-- seek() to the next message, unpack()
unpack(): MessagePack\Exception\InsufficientDataException
then: ["two"]
-- compact, unpack(), tryUnpack()
  destructor: ["one"]
tryUnpack(): ["two"]
then: []
-- compact, unpack(), unpack()
  destructor: ["one"]
unpack(): ["two"]
then: []
-- compact, tryUnpack(), tryUnpack()
  destructor: ["one","two"]
tryUnpack(): []
then: []
-- compact, tryUnpack(), unpack()
  destructor: ["one","two"]
unpack(): MessagePack\Exception\InsufficientDataException
then: []
-- compact, seek() to the next message, unpack()
unpack(): MessagePack\Exception\InsufficientDataException
then: ["two"]
