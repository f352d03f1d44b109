--TEST--
BufferUnpacker: a cycle collection due while tryUnpack() reads a lent piece waits until the decode is over, so its destructors cannot take the piece back and free it under the decoder
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;

/* A destructor that a cycle collection runs; it calls the unpacker whose decode reads a lent piece. */
class Collected
{
    public $self;

    public function __destruct()
    {
        global $bu, $how, $log;
        $log[] = "destructor: $how";
        switch ($how) {
            case 'seek': $bu->seek(0); break;
            case 'append': $bu->append(str_repeat("\xc0", 200)); break;
            case 'reset': $bu->reset("\x07"); break;
            case 'clone': $copy = clone $bu; $log[] = 'clone remaining: ' . $copy->getRemainingCount(); break;
            case 'compare': $log[] = 'equal: ' . var_export($bu == new BufferUnpacker(), true); break;
            case 'unpack':
                try {
                    $bu->unpack();
                } catch (Throwable $e) {
                    $log[] = get_class($e);
                }
                break;
        }
    }
}

/* A map of 400 pairs: a 200-byte string, then 399 times "k" => a list of 16 lists, each replacing the one before
 * (releases that fill the collector's buffer while the decode goes on in the lent piece). */
$msg = "\xde" . pack('n', 400) . "\xa1a\xd9\xc8" . str_repeat('x', 200);
for ($i = 1; $i < 400; $i++) {
    $msg .= "\xa1k\xdc\x00\x10" . str_repeat("\x92\x01\x02", 16);
}

foreach (['seek', 'append', 'reset', 'clone', 'compare', 'unpack'] as $how) {
    $log = [];
    $bu = new BufferUnpacker();
    $bu->append(substr($msg, 0, 100));
    var_dump($bu->tryUnpack() === []);
    $bu->append(substr($msg, 100));
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
    $got = $bu->tryUnpack();
    gc_collect_cycles();
    echo implode("\n", $log), "\n";
    echo "decoded: ", count($got), ", pairs ", count($got[0]), ", string ", strlen($got[0]['a']), ", list ",
        json_encode($got[0]['k']), "\n";
    echo "remaining: ", $bu->getRemainingCount(), "\n";
}
?>
--EXPECT--
bool(true)
destructor: seek
decoded: 1, pairs 2, string 200, list [[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2]]
remaining: 21354
bool(true)
destructor: append
decoded: 1, pairs 2, string 200, list [[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2]]
remaining: 200
bool(true)
destructor: reset
decoded: 1, pairs 2, string 200, list [[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2]]
remaining: 1
bool(true)
destructor: clone
clone remaining: 0
decoded: 1, pairs 2, string 200, list [[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2]]
remaining: 0
bool(true)
destructor: compare
equal: false
decoded: 1, pairs 2, string 200, list [[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2]]
remaining: 0
bool(true)
destructor: unpack
MessagePack\Exception\InsufficientDataException
decoded: 1, pairs 2, string 200, list [[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2],[1,2]]
remaining: 0
