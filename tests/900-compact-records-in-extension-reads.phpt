--TEST--
Compact mode: a value an Extension reads in the middle of a message (msgpackr's addExtension() with write()/read(): `d4 TYPE 00`, then the value) is read in that message's records, and the records it defines are the message's
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, StreamUnpacker, UnpackOptions};

final class Point
{
    public function __construct(public $x, public $y) {}
}

// msgpackr's tag extension: its write() value follows `d4 09 00` in the same message, its records included.
final class PointExtension implements Extension
{
    public function __construct(private string $how = 'unpack') {}
    public function getType(): int { return 9; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $unpacker->read($extLength);
        $o = $this->how === 'unpackMap' ? $unpacker->unpackMap() : $unpacker->unpack();
        return is_array($o) && isset($o['x'], $o['y']) ? new Point($o['x'], $o['y']) : ['not a point' => $o];
    }
}

function plain($v)
{
    return $v instanceof Point ? ['Point' => [$v->x, $v->y]] : (is_array($v) ? array_map('plain', $v) : $v);
}

function show($v): string
{
    return json_encode(plain($v));
}

function read_all(string $bytes, string $how, int $chunk = 0): string
{
    $u = new BufferUnpacker('', UnpackOptions::COMPACT, [new PointExtension($how)]);
    $out = [];
    try {
        if ($chunk === 0) {
            $u->reset($bytes);
            while ($u->hasRemaining()) {
                $out[] = $u->unpack();
            }
        } else {
            foreach (str_split($bytes, $chunk) as $piece) {
                array_push($out, ...$u->append($piece)->tryUnpack());
            }
            $out[] = $u->getRemainingCount() . ' left';
        }
    } catch (Exception $e) {
        $out[] = get_class($e) . ': ' . $e->getMessage();
    }
    return implode(' | ', array_map('show', $out));
}

// What msgpackr 2 (new Packr({useRecords: true}), addExtension({Class: Point, type: 9, write, read})) writes for
// [{x: 1, y: 2}, new Point(3, 4), {x: 5, y: 6}, new Point(7, 8), {name: 'n'}]: the points' values name record 0x40,
// which the message defined before them.
$defined_before = hex2bin('95d4724092a178a1790102d40900400304400506d40900400708d4724191a46e616d65a16e');
// ... and for [new Point(1, 2), {x: 3, y: 4}]: the point's value defines record 0x40, which the message uses after it.
$defined_inside = hex2bin('92d40900d4724092a178a1790102400304');
// A record of an earlier message of the stream (sequential), named in an extension's value of the next one.
$kept = hex2bin('d4724092a178a1790102' . 'd40900400304');

foreach (['defined before' => $defined_before, 'defined inside' => $defined_inside, 'kept' => $kept] as $name => $bytes) {
    echo "-- $name\n";
    echo "whole: ", read_all($bytes, 'unpack'), "\n";
    foreach ([1, 5] as $chunk) {
        echo "by $chunk: ", read_all($bytes, 'unpack', $chunk), "\n";
    }
    echo "unpackMap(): ", read_all($bytes, 'unpackMap'), "\n";
    $stream = fopen('php://memory', 'w+b');
    fwrite($stream, $bytes);
    rewind($stream);
    echo "StreamUnpacker: ", implode(' | ', array_map('show', iterator_to_array(
        new StreamUnpacker($stream, UnpackOptions::COMPACT, [new PointExtension()]), false))), "\n";
}

// A redefinition inside the extension's value holds for the rest of the message, as in msgpackr; a value that fails
// defines nothing for the message.
echo "-- redefined inside\n";
echo read_all(hex2bin('93d4724091a16101d40900d4724092a178a1790102400304'), 'unpack'), "\n";
echo "-- failed inside\n";
$u = new BufferUnpacker(hex2bin('93d4724091a16101d40900d4724192a178a17901c141'), UnpackOptions::COMPACT, [new class implements Extension {
    public function getType(): int { return 9; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $unpacker->read($extLength);
        try {
            $unpacker->unpack();
        } catch (Exception $e) {
            echo get_class($e), ': ', $e->getMessage(), "\n";
        }
        $unpacker->seek(21);
        return 'caught';
    }
}]);
echo show($u->unpack()), "\n";
?>
--EXPECT--
-- defined before
whole: [{"x":1,"y":2},{"Point":[3,4]},{"x":5,"y":6},{"Point":[7,8]},{"name":"n"}]
by 1: [{"x":1,"y":2},{"Point":[3,4]},{"x":5,"y":6},{"Point":[7,8]},{"name":"n"}] | "0 left"
by 5: [{"x":1,"y":2},{"Point":[3,4]},{"x":5,"y":6},{"Point":[7,8]},{"name":"n"}] | "0 left"
unpackMap(): [{"x":1,"y":2},{"Point":[3,4]},{"x":5,"y":6},{"Point":[7,8]},{"name":"n"}]
StreamUnpacker: [{"x":1,"y":2},{"Point":[3,4]},{"x":5,"y":6},{"Point":[7,8]},{"name":"n"}]
-- defined inside
whole: [{"Point":[1,2]},{"x":3,"y":4}]
by 1: [{"Point":[1,2]},{"x":3,"y":4}] | "0 left"
by 5: [{"Point":[1,2]},{"x":3,"y":4}] | "0 left"
unpackMap(): [{"Point":[1,2]},{"x":3,"y":4}]
StreamUnpacker: [{"Point":[1,2]},{"x":3,"y":4}]
-- kept
whole: {"x":1,"y":2} | {"Point":[3,4]}
by 1: {"x":1,"y":2} | {"Point":[3,4]} | "0 left"
by 5: {"x":1,"y":2} | {"Point":[3,4]} | "0 left"
unpackMap(): {"x":1,"y":2} | {"Point":[3,4]}
StreamUnpacker: {"x":1,"y":2} | {"Point":[3,4]}
-- redefined inside
[{"a":1},{"Point":[1,2]},{"x":3,"y":4}]
-- failed inside
MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1
[{"a":1},"caught",65]
