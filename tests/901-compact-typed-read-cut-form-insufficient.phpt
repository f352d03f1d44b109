--TEST--
Compact mode: a typed read (unpackMap(), unpackArray(), unpackStr()) of a compact form cut before the bytes that tell what it decodes to throws InsufficientDataException, as the same read of a plain value cut short does, so that an Extension reading msgpackr's inline values with unpackMap() works in tryUnpack() pieces. Before, it threw "Unexpected map code: 0xd4" and the message failed
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, PackOptions, UnpackOptions};

function outcome(callable $read): string
{
    try {
        return json_encode($read());
    } catch (Exception $e) {
        return get_class($e);
    }
}

// Every prefix of a record (its definition), a shared array's definition and a string definition, each read by the
// typed read of what it decodes to, and by the plain form of the same value.
$tags = ['a', 'b'];
$forms = [
    'record' => ['unpackMap', (new Packer(PackOptions::RECORDS))->pack(['x' => 1, 'y' => 2]), ['x' => 1, 'y' => 2]],
    // (the first element of a list that repeats it (one array, shared): the definition, `c7 00 41` and the array; `d7 53` and the string)
    'array definition' => ['unpackArray', substr((new Packer(PackOptions::COMPACT))->pack([$tags, $tags]), 1, 8), ['a', 'b']],
    'string definition' => ['unpackStr', substr((new Packer(PackOptions::COMPACT))->pack(['abcdefgh', 'abcdefgh']), 1, 10), 'abcdefgh'],
];
foreach ($forms as $name => [$method, $bytes, $plain]) {
    $seen = [];
    for ($n = 1; $n < strlen($bytes); $n++) {
        $u = new BufferUnpacker(substr($bytes, 0, $n), UnpackOptions::COMPACT);
        $seen[outcome(fn () => $u->$method())][] = $n;
    }
    $packed = (new Packer())->pack($plain);
    for ($n = 1; $n < strlen($packed); $n++) {
        $u = new BufferUnpacker(substr($packed, 0, $n), UnpackOptions::COMPACT);
        $seen['plain: ' . outcome(fn () => $u->$method())][] = $n;
    }
    $u = new BufferUnpacker($bytes, UnpackOptions::COMPACT);
    echo "$name ($method): ", bin2hex($bytes), ' ', json_encode($u->$method()), "\n";
    foreach ($seen as $what => $lengths) {
        echo "  $what: ", count($lengths), " prefixes\n";
    }
}

// msgpackr's addExtension({Class: Point, type: 9, write, read}) with useRecords: `d4 09 00`, then the point's value
// inline, a record defined before it (tests/900).
final class PointByMap implements Extension
{
    public function getType(): int { return 9; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $unpacker->read($extLength);
        $o = $unpacker->unpackMap();
        return "Point($o[x],$o[y])";
    }
}
$bytes = hex2bin('95d4724092a178a1790102d40900400304400506d40900400708d4724191a46e616d65a16e');
$defined_inside = hex2bin('92d40900d4724092a178a1790102400304');
// A point alone: its extension reads past the 3 bytes its message seems to have
$alone = hex2bin('d40900d4724092a178a1790102');
foreach (['defined before' => $bytes, 'defined inside' => $defined_inside, 'alone' => $alone] as $name => $message) {
    foreach ([0, 1, 2, 5] as $chunk) {
        $u = new BufferUnpacker('', UnpackOptions::COMPACT, [new PointByMap()]);
        $got = [];
        try {
            if ($chunk === 0) {
                $got[] = $u->reset($message)->unpack();
            } else {
                foreach (str_split($message, $chunk) as $piece) {
                    array_push($got, ...$u->append($piece)->tryUnpack());
                }
            }
            echo "$name, ", $chunk ? "in pieces of $chunk" : 'whole', ': ', json_encode($got), ', ', $u->getRemainingCount(), " left\n";
        } catch (Exception $e) {
            echo "$name, in pieces of $chunk: ", get_class($e), ': ', $e->getMessage(), "\n";
        }
    }
}
?>
--EXPECT--
record (unpackMap): d4724092a178a1790102 {"x":1,"y":2}
  MessagePack\Exception\InsufficientDataException: 9 prefixes
  plain: MessagePack\Exception\InsufficientDataException: 6 prefixes
array definition (unpackArray): c7004192a161a162 ["a","b"]
  MessagePack\Exception\InsufficientDataException: 7 prefixes
  plain: MessagePack\Exception\InsufficientDataException: 4 prefixes
string definition (unpackStr): d7536162636465666768 "abcdefgh"
  MessagePack\Exception\InsufficientDataException: 9 prefixes
  plain: MessagePack\Exception\InsufficientDataException: 8 prefixes
defined before, whole: [[{"x":1,"y":2},"Point(3,4)",{"x":5,"y":6},"Point(7,8)",{"name":"n"}]], 0 left
defined before, in pieces of 1: [[{"x":1,"y":2},"Point(3,4)",{"x":5,"y":6},"Point(7,8)",{"name":"n"}]], 0 left
defined before, in pieces of 2: [[{"x":1,"y":2},"Point(3,4)",{"x":5,"y":6},"Point(7,8)",{"name":"n"}]], 0 left
defined before, in pieces of 5: [[{"x":1,"y":2},"Point(3,4)",{"x":5,"y":6},"Point(7,8)",{"name":"n"}]], 0 left
defined inside, whole: [["Point(1,2)",{"x":3,"y":4}]], 0 left
defined inside, in pieces of 1: [["Point(1,2)",{"x":3,"y":4}]], 0 left
defined inside, in pieces of 2: [["Point(1,2)",{"x":3,"y":4}]], 0 left
defined inside, in pieces of 5: [["Point(1,2)",{"x":3,"y":4}]], 0 left
alone, whole: ["Point(1,2)"], 0 left
alone, in pieces of 1: ["Point(1,2)"], 0 left
alone, in pieces of 2: ["Point(1,2)"], 0 left
alone, in pieces of 5: ["Point(1,2)"], 0 left
