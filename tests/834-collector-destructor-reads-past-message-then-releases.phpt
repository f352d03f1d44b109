--TEST--
BufferUnpacker: a destructor run by a cycle collection in the middle of a decode that reads on past the message being decoded (its tryUnpack(), two unpack()s) and then release()s takes that message, as without the release(): the call goes on from where that code stopped. Before, the release() dropped bytes beyond the decode's end, the decode took that for a new buffer and returned the message the destructor had been handed already
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;

final class Cyclic
{
    public $loop;
    public static string $plan = '';

    public function __destruct()
    {
        global $unpacker;
        $got = self::$plan === 'all' ? $unpacker->tryUnpack() : [$unpacker->unpack(), $unpacker->unpack()];
        echo '  destructor got ', names($got), "\n";
        $unpacker->release();
    }
}

final class Filler
{
    public $me;
}

/* A map of 30 entries: "s" => a 180-byte string, 28 lists of 16 pairs that replace each other under key "r" (enough
 * garbage to fill the collector's root buffer mid-decode), then "n" => $name. */
function encoded(string $name): string
{
    $out = "\xde\x00\x1e\xa1s\xd9\xb4" . str_repeat('y', 180);
    for ($i = 0; $i < 28; $i++) {
        $out .= "\xa1r\xdc\x00\x10" . str_repeat("\x92\x03\x04", 16);
    }
    return $out . "\xa1n\xa3" . $name;
}

/* One cyclic Cyclic and enough other cycles that the next few roots run the collector. */
function prime(): void
{
    gc_collect_cycles();
    $limit = gc_status()['threshold'];
    $c = new Cyclic();
    $c->loop = $c;
    unset($c);
    while (gc_status()['roots'] < $limit - 1) {
        $x = new Filler();
        $x->me = $x;
        unset($x);
    }
}

function names(array $values): string
{
    return json_encode(array_map(fn ($v) => is_array($v) ? ($v['n'] ?? '?') : get_debug_type($v), $values));
}

$data = encoded('abc') . encoded('def') . encoded('ghi');
foreach (['all', 'two'] as $plan) {
    Cyclic::$plan = $plan;
    foreach (['unpack', 'unpackMap', 'tryUnpack'] as $call) {
        echo "$plan, $call():\n";
        $unpacker = new BufferUnpacker($data);
        prime();
        try {
            $result = $unpacker->$call();
            echo '  call returned ', names($call === 'tryUnpack' ? $result : [$result]), "\n";
        } catch (Throwable $e) {
            echo '  ', get_class($e), "\n";
        }
        echo '  then ', names($unpacker->tryUnpack()), "\n";
    }
}
?>
--EXPECT--
all, unpack():
  destructor got ["abc","def","ghi"]
  MessagePack\Exception\InsufficientDataException
  then []
all, unpackMap():
  destructor got ["abc","def","ghi"]
  MessagePack\Exception\InsufficientDataException
  then []
all, tryUnpack():
  destructor got ["abc","def","ghi"]
  call returned []
  then []
two, unpack():
  destructor got ["abc","def"]
  call returned ["ghi"]
  then []
two, unpackMap():
  destructor got ["abc","def"]
  call returned ["ghi"]
  then []
two, tryUnpack():
  destructor got ["abc","def"]
  call returned ["ghi"]
  then []
