--TEST--
BufferUnpacker: a release() that a destructor run by a cycle collection calls in the middle of a decode only drops the consumed bytes: the message is not read a second time (it was: the offset stayed at its first byte)
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\UnpackOptions;

/* A destructor that a cycle collection runs; it releases the unpacker's consumed bytes. */
class Collected
{
    public $self;

    public function __destruct()
    {
        global $bu, $log;
        $log[] = 'released ' . $bu->release();
    }
}

/* A map of 31 pairs: "a" => a 200-byte string, then 29 times "k" => a list of 16 lists, each replacing the one before
 * (releases that fill the collector's buffer while the decode goes on), then "e" => "end". */
function message(): string
{
    $msg = "\xde" . pack('n', 31) . "\xa1a\xd9\xc8" . str_repeat('x', 200);
    for ($i = 1; $i < 30; $i++) {
        $msg .= "\xa1k\xdc\x00\x10" . str_repeat("\x92\x01\x02", 16);
    }
    return $msg . "\xa1e\xa3end";
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

function show(string $how, $got): void
{
    global $bu, $log;
    gc_collect_cycles();
    $list = $how === 'tryUnpack' || $how === 'pieces' ? $got : [$got];
    echo "$how: ", implode(', ', $log), "; messages ", count($list), ', pairs ', count($list[0]), ', e ',
        var_export($list[0]['e'], true), ', remaining ', $bu->getRemainingCount(), "\n";
}

$msg = message();
foreach ([null, UnpackOptions::COMPACT] as $options) {
    foreach (['unpack', 'unpackMap', 'tryUnpack', 'pieces'] as $how) {
        $log = [];
        $bu = new BufferUnpacker('', $options);
        /* 40 bytes consumed before the message: what the release drops */
        $bu->append(str_repeat("\x01", 40));
        for ($i = 0; $i < 40; $i++) {
            $bu->unpack();
        }
        if ($how === 'pieces') {
            /* (without compact mode the second piece is lent: the collection waits until its decode is over, and the
             * release then drops the whole message) */
            $bu->append(substr($msg, 0, 100));
            $bu->tryUnpack();
            $bu->append(substr($msg, 100));
        } else {
            $bu->append($msg);
        }
        arm();
        show($how, $bu->{$how === 'pieces' ? 'tryUnpack' : $how}());
        /* nothing is left to read a second time */
        var_dump($bu->tryUnpack());
    }
}
?>
--EXPECT--
unpack: released 40; messages 1, pairs 3, e 'end', remaining 0
array(0) {
}
unpackMap: released 40; messages 1, pairs 3, e 'end', remaining 0
array(0) {
}
tryUnpack: released 40; messages 1, pairs 3, e 'end', remaining 0
array(0) {
}
pieces: released 1790; messages 1, pairs 3, e 'end', remaining 0
array(0) {
}
unpack: released 40; messages 1, pairs 3, e 'end', remaining 0
array(0) {
}
unpackMap: released 40; messages 1, pairs 3, e 'end', remaining 0
array(0) {
}
tryUnpack: released 40; messages 1, pairs 3, e 'end', remaining 0
array(0) {
}
pieces: released 40; messages 1, pairs 3, e 'end', remaining 0
array(0) {
}
