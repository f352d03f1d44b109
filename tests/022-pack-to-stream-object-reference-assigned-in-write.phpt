--TEST--
Packer::packToStream(): an object (or resource) reached through a PHP reference is packed as it was reached when the stream's write, run by the flush made before the object, assigns something else to the reference (it failed with "Unsupported type" for the value assigned)
--FILE--
<?php
use MessagePack\{BufferUnpacker, CanBePacked, Packer};
use MessagePack\TypeTransformer\StreamTransformer;

class Sink
{
    public $context;
    static $writes = 0;
    static $out = '';
    function stream_open($path, $mode, $options, &$opened) { self::$writes = 0; self::$out = ''; return true; }
    function stream_write($d)
    {
        if (self::$writes++ === 0) {
            // the first write is the flush before the object: what the reference holds changes
            $GLOBALS['o'] = $GLOBALS['replacement'];
        }
        self::$out .= $d;
        return strlen($d);
    }
}
stream_wrapper_register('sink', 'Sink');

class P implements CanBePacked
{
    function __construct(public int $n) {}
    function __destruct() { echo "destruct P{$this->n}\n"; }
    function pack(Packer $packer): string { echo "pack P{$this->n}\n"; return $packer->packInt($this->n); }
}

// 90 KB of output before the object, none of it written through: the flush comes before the object.
foreach (['a string' => 'str', 'null' => null, 'an array' => [1, 2], 'another object' => new P(2)] as $label => $r) {
    $GLOBALS['replacement'] = $r;
    $o = new P(1);
    $value = [str_repeat('a', 30000), str_repeat('b', 60000), &$o];
    $r = null;
    echo "-- $label\n";
    try {
        $n = (new Packer())->packToStream(fopen('sink://', 'w'), $value);
        echo "wrote $n bytes, element 2: ", json_encode((new BufferUnpacker(Sink::$out))->unpack()[2]), "\n";
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    unset($value, $o);
}

// A resource, taken by a StreamTransformer.
$GLOBALS['replacement'] = 'str';
$o = fopen('php://memory', 'w+');
fwrite($o, 'from the stream');
rewind($o);
$value = [str_repeat('a', 30000), str_repeat('b', 60000), &$o];
echo "-- a resource\n";
$n = (new Packer(null, [new StreamTransformer()]))->packToStream(fopen('sink://', 'w'), $value);
echo "wrote $n bytes, element 2: ", json_encode((new BufferUnpacker(Sink::$out))->unpack()[2]), "\n";
?>
--EXPECT--
-- a string
pack P1
destruct P1
wrote 90008 bytes, element 2: 1
-- null
pack P1
destruct P1
wrote 90008 bytes, element 2: 1
-- an array
pack P1
destruct P1
wrote 90008 bytes, element 2: 1
-- another object
pack P1
destruct P1
wrote 90008 bytes, element 2: 1
destruct P2
-- a resource
wrote 90024 bytes, element 2: "from the stream"
