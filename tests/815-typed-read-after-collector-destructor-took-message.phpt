--TEST--
BufferUnpacker: a typed read (unpackMap(), unpackArray()) whose message a destructor run by a cycle collection in the middle of its decode took (its own unpack() from the message's first byte) goes on at the offset that code left only with a value of its kind there, as at its start: another value is refused (Unexpected map code, its first byte consumed). It returned whatever value came next (unpackMap(): int 3)
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;

class Collected
{
    public $self;

    public function __destruct()
    {
        global $bu;
        $got = $bu->unpack();
        echo '  destructor: ', show($got), "\n";
    }
}

/* A map of 31 pairs: "a" => a 200-byte string, 29 times "k" => a list of 16 lists, each replacing the one before (they
 * fill the collector's buffer while the decode goes on), then "e" => $e. An array: the map in a list of one. */
function message(string $e, bool $list): string
{
    $msg = "\xde" . pack('n', 31) . "\xa1a\xd9\xc8" . str_repeat('x', 200);
    for ($i = 1; $i < 30; $i++) {
        $msg .= "\xa1k\xdc\x00\x10" . str_repeat("\x92\x01\x02", 16);
    }
    $msg .= "\xa1e\xa3$e";
    return $list ? "\x91" . $msg : $msg;
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

function show(mixed $v): string
{
    if (is_array($v) && isset($v[0]['e'])) {
        return 'list of map ' . $v[0]['e'];
    }
    return is_array($v) ? 'map ' . ($v['e'] ?? '?') : get_debug_type($v) . ' ' . json_encode($v);
}

foreach (['unpackMap', 'unpackArray'] as $method) {
    $list = $method === 'unpackArray';
    foreach (["\x03\xa3abc" => 'an int next', message('two', $list) => 'one of its kind next'] as $next => $what) {
        echo "-- $method(), $what\n";
        $bu = new BufferUnpacker(message('one', $list) . $next);
        arm();
        try {
            $got = $bu->$method();
            echo "$method(): ", show($got), "\n";
        } catch (Exception $e) {
            echo "$method(): ", get_class($e), ': ', $e->getMessage(), "\n";
        }
        gc_collect_cycles();
        echo 'then: ', implode(', ', array_map('show', $bu->tryUnpack())), "\n";
    }
}
?>
--EXPECT--
-- unpackMap(), an int next
  destructor: map one
unpackMap(): MessagePack\Exception\UnpackingFailedException: Unexpected map code: 0x3
then: string "abc"
-- unpackMap(), one of its kind next
  destructor: map one
unpackMap(): map two
then: 
-- unpackArray(), an int next
  destructor: list of map one
unpackArray(): MessagePack\Exception\UnpackingFailedException: Unexpected array code: 0x3
then: string "abc"
-- unpackArray(), one of its kind next
  destructor: list of map one
unpackArray(): list of map two
then: 
