--TEST--
BufferUnpacker: a destructor run by a cycle collection in the middle of a decode that moves the offset (its own unpack(), a seek()) and then throws leaves the offset where it put it, as the library's exception leaves it: the next read starts there. The failed decode put it back where its decoder stood, in the middle of the message the destructor had read already, and the next tryUnpack() returned pieces of it
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;

class Collected
{
    public $self;
    public static string $how = '';

    public function __destruct()
    {
        global $bu;
        switch (self::$how) {
            case 'unpack()':
                echo '  destructor: ', show([$bu->unpack()]), "\n";
                break;
            case 'seek() to the next message':
                $bu->seek(LEN);
                break;
            case 'seek(0)':
                $bu->seek(0);
                break;
        }
        throw new Exception('from the destructor');
    }
}

/* A map of 31 pairs: "a" => a 200-byte string, 29 times "k" => a list of 16 lists, each replacing the one before (they
 * fill the collector's buffer while the decode goes on), then "e" => $e. */
function message(string $e): string
{
    $msg = "\xde" . pack('n', 31) . "\xa1a\xd9\xc8" . str_repeat('x', 200);
    for ($i = 1; $i < 30; $i++) {
        $msg .= "\xa1k\xdc\x00\x10" . str_repeat("\x92\x01\x02", 16);
    }
    return $msg . "\xa1e\xa3$e";
}
const LEN = 1750;

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

$bytes = message('one') . message('two') . message('six');
var_dump(strlen(message('one')) === LEN);
foreach (['unpack()', 'seek() to the next message', 'seek(0)', 'nothing'] as $how) {
    Collected::$how = $how;
    foreach (['unpack', 'unpackMap', 'tryUnpack'] as $method) {
        echo "-- $how, $method()\n";
        $bu = new BufferUnpacker($bytes);
        arm();
        try {
            $bu->$method();
            echo "no exception\n";
        } catch (Exception $e) {
            echo get_class($e), ': ', $e->getMessage(), "\n";
        }
        $offset = strlen($bytes) - $bu->getRemainingCount();
        if ($how === 'nothing') {
            /* where the decoder stood, as before */
            echo 'offset in the middle of "one": ', json_encode($offset > 0 && $offset < LEN), "\n";
            continue;
        }
        echo "offset $offset, then: ", show($bu->tryUnpack()), "\n";
    }
}
?>
--EXPECT--
bool(true)
-- unpack(), unpack()
  destructor: ["one"]
Exception: from the destructor
offset 1750, then: ["two","six"]
-- unpack(), unpackMap()
  destructor: ["one"]
Exception: from the destructor
offset 1750, then: ["two","six"]
-- unpack(), tryUnpack()
  destructor: ["one"]
Exception: from the destructor
offset 1750, then: ["two","six"]
-- seek() to the next message, unpack()
Exception: from the destructor
offset 1750, then: ["two","six"]
-- seek() to the next message, unpackMap()
Exception: from the destructor
offset 1750, then: ["two","six"]
-- seek() to the next message, tryUnpack()
Exception: from the destructor
offset 1750, then: ["two","six"]
-- seek(0), unpack()
Exception: from the destructor
offset 0, then: ["one","two","six"]
-- seek(0), unpackMap()
Exception: from the destructor
offset 0, then: ["one","two","six"]
-- seek(0), tryUnpack()
Exception: from the destructor
offset 0, then: ["one","two","six"]
-- nothing, unpack()
Exception: from the destructor
offset in the middle of "one": true
-- nothing, unpackMap()
Exception: from the destructor
offset in the middle of "one": true
-- nothing, tryUnpack()
Exception: from the destructor
offset in the middle of "one": true
