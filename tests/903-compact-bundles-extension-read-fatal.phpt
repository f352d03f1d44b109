--TEST--
Compact mode: a fatal error in user code a value an Extension reads in the middle of a message runs (msgpackr's write() extensions with bundleStrings) leaves the object at the message's first byte, and the message reads whole again afterwards, its bundled strings from their start
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, UnpackOptions};

// msgpackr's tag extensions: `d4 TYPE 00`, then the value write() returned, inline (records, bundled strings `c1 N`)
final class InlineExtension implements Extension
{
    public static bool $fatal = true;
    public function __construct(private int $type) {}
    public function getType(): int { return $this->type; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $unpacker->read($extLength);
        if ($this->type === 10 && self::$fatal) {
            // in the tag's window, inside the point's value's decode, which read bundled strings before
            self::$fatal = false;
            trigger_error('fatal in the tag', E_USER_ERROR);
        }
        return [$this->type => $unpacker->unpack()];
    }
}

// msgpackr 2.1, new Packr({useRecords: true, bundleStrings: true}): [point(1, 2, 'first label'),
// {x: 5, y: 6, label: 'plain map'}, tag('tagged string')], a point's value {x, y, label}, a tag's a string
$bytes = hex2bin('93d40900d4724093a178a179d66200000014c1050102c10b400506c109d40a00c10da0d9266c6162656c6669727374206c'
    . '6162656c706c61696e206d617074616767656420737472696e67');
$u = new BufferUnpacker($bytes, UnpackOptions::COMPACT, [new InlineExtension(9), new InlineExtension(10)]);
register_shutdown_function(function () use ($u) {
    echo "shutdown: ", $u->getRemainingCount(), " bytes left\n";
    echo json_encode($u->unpack()), "\n";
    var_dump($u->hasRemaining());
});
echo json_encode($u->unpack()), "\n";
?>
--EXPECTF--
%AFatal error: fatal in the tag in %s on line %d
shutdown: 75 bytes left
[{"9":{"x":1,"y":2,"label":"first label"}},{"x":5,"y":6,"label":"plain map"},{"10":"tagged string"}]
bool(false)
