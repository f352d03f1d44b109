--TEST--
Compact mode: a value an Extension reads in the middle of a message (msgpackr's addExtension() with write()/read() and bundleStrings) reads that message's bundled strings and leaves them where it stopped; one that fails leaves them as they were
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, StreamUnpacker, UnpackOptions};

// msgpackr's tag extensions: `d4 TYPE 00`, then the value write() returned, inline in the message (its records, its
// bundled strings `c1 N`). A point's value is a map, a tag's a string.
final class InlineExtension implements Extension
{
    public function __construct(private int $type, private bool $typed = false) {}
    public function getType(): int { return $this->type; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $unpacker->read($extLength);
        if ($this->type === 9) {
            return ['Point' => $this->typed ? $unpacker->unpackMap() : $unpacker->unpack()];
        }
        return ['Tag' => $this->typed ? $unpacker->unpackStr() : $unpacker->unpack()];
    }
}

function extensions(bool $typed = false): array
{
    return [new InlineExtension(9, $typed), new InlineExtension(10, $typed)];
}

function show(array $values): string
{
    return implode(' | ', array_map(fn ($v) => json_encode($v, JSON_UNESCAPED_UNICODE), $values));
}

function read_all(string $bytes, int $chunk = 0, bool $typed = false): string
{
    $u = new BufferUnpacker('', UnpackOptions::COMPACT, extensions($typed));
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
    return show($out);
}

// What msgpackr 2.1 writes with new Packr({useRecords: true, bundleStrings: true}) and
// addExtension({Class: Point, type: 9, write: p => ({x: p.x, y: p.y, label: p.label}), read}):
$cases = [
    // ['hello world', point(3, 4, 'labelled point'), 'after the point']: the bundle opens before the point's value,
    // which reads on in it ('label' and its value), and the message after it
    'opened before' => '93d66200000019c10bd40900d4724093a178a179c1050304c10ec10fa0d92d68656c6c6f20776f726c646c6162656c6c'
        . '6162656c6c656420706f696e7461667465722074686520706f696e74',
    // [point(3, 4, 'labelled point'), 'after the point']: the point's value opens it, the message reads on after
    'opened inside' => '92d40900d4724093a178a179d6620000000cc1050304c10ec10fa0d9226c6162656c6c6162656c6c656420706f696e74'
        . '61667465722074686520706f696e74',
    // point(3, 4, 'labelled point') alone: the message is the ext, the strings follow the point's value
    'message is the ext' => 'd40900d4724093a178a179d6620000000ac1050304c10ea0b36c6162656c6c6162656c6c656420706f696e74',
    // sequential: true, three messages: records kept from message to message, a tag (addExtension({Class: Tag,
    // type: 10, write: t => t.s, read})) whose string is bundled, characters beyond Latin-1 and a surrogate pair
    'sequential' => '93d40900d4724093a178a179d66200000014c1050102c10b400506c109d40a00c10da0d9266c6162656c6669727374206c'
        . '6162656c706c61696e206d617074616767656420737472696e67'
        . 'd40900400708d66200000006c10ea0ae7365636f6e64206d657373616765'
        . '93d40a00d66200000010c1f5c1f2d4090040090ac105bfc3bc6ec3af63c3b664c3a920746167616674657220f09f988020656d6f6a69'
        . 'a57468697264',
];
foreach ($cases as $name => $hex) {
    $bytes = hex2bin($hex);
    echo "-- $name\n";
    echo "whole: ", read_all($bytes), "\n";
    foreach ([1, 5] as $chunk) {
        echo "by $chunk: ", read_all($bytes, $chunk), "\n";
    }
    echo "typed: ", read_all($bytes, 0, true), "\n";
    echo "typed by 1: ", read_all($bytes, 1, true), "\n";
    $stream = fopen('php://memory', 'w+b');
    fwrite($stream, $bytes);
    rewind($stream);
    echo "StreamUnpacker: ", show(iterator_to_array(new StreamUnpacker($stream, UnpackOptions::COMPACT, extensions()), false)), "\n";
}

// `d6 62` opens a bundle ("" and "abcdefghi"); [c1 03, ext 9, c1 03] with, after the ext, a value that fails once it
// took a string (92 c1 03 c1 a0: no count after the second 0xc1). The extension catches, goes past it, and the
// message reads on where it was in the bundle: "def", not "ghi".
echo "-- failed inside\n";
$failing = new class implements Extension {
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
        $unpacker->seek(17);
        return 'caught';
    }
};
$u = new BufferUnpacker(hex2bin('93d66200000010c103d4090092c103c1a0c103a0a9616263646566676869'), UnpackOptions::COMPACT, [$failing]);
echo show([$u->unpack()]), "\n";

// An extension that release()s the bytes read so far: the bundle's strings are where they were, moved with the bytes,
// for the value it reads and for the message after it.
echo "-- released inside\n";
$releasing = new class implements Extension {
    public bool $reads = true;
    public function getType(): int { return 9; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $unpacker->read($extLength);
        $released = $unpacker->release();
        return ['released' => $released, 'Point' => $this->reads ? $unpacker->unpack() : null];
    }
};
echo show([(new BufferUnpacker(hex2bin($cases['opened before']), UnpackOptions::COMPACT, [$releasing]))->unpack()]), "\n";
$releasing->reads = false;
// ['hello world', ext 9 (no value read), 'after the point']
echo show([(new BufferUnpacker(hex2bin('93d6620000000bc10bd40900c10fa0d91a68656c6c6f20776f726c6461667465722074686520706f696e74'),
    UnpackOptions::COMPACT, [$releasing]))->unpack()]), "\n";

// A Fiber's decode that goes on after the window it read in closed: it reads in the bundle as it was lent, and gives
// back nothing to the message, which went on without it.
echo "-- Fiber\n";
$fibers = [];
$outer = new class($fibers) implements Extension {
    public function __construct(private array &$fibers) {}
    public function getType(): int { return 9; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $unpacker->read($extLength);
        $fiber = new Fiber(fn () => $unpacker->unpack());
        $this->fibers[] = $fiber;
        $suspended = $fiber->start();
        // past the point's value, which the Fiber reads later
        $unpacker->seek(18);
        return ['suspended' => $suspended];
    }
};
$inner = new class implements Extension {
    public function getType(): int { return 10; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $unpacker->read($extLength);
        $resumed = Fiber::suspend('in the tag');
        // back where the tag's value ends, in the message read meanwhile
        $unpacker->seek(16);
        return $resumed;
    }
};
// [c1 03, ext 9 [ext 10, c1 03], c1 03] ("" and "abcdefghijkl"): "abc", the point's value suspended in its tag, "def"
$u = new BufferUnpacker(hex2bin('93d66200000011c103d4090092d40a00c103c103a0ac6162636465666768696a6b6c'), UnpackOptions::COMPACT, [$outer, $inner]);
try {
    echo show([$u->unpack()]), "\n";
} catch (Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
foreach ($fibers as $fiber) {
    try {
        $fiber->resume('resumed');
        echo show([$fiber->getReturn()]), "\n";
    } catch (Exception $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
-- opened before
whole: ["hello world",{"Point":{"x":3,"y":4,"label":"labelled point"}},"after the point"]
by 1: ["hello world",{"Point":{"x":3,"y":4,"label":"labelled point"}},"after the point"] | "0 left"
by 5: ["hello world",{"Point":{"x":3,"y":4,"label":"labelled point"}},"after the point"] | "0 left"
typed: ["hello world",{"Point":{"x":3,"y":4,"label":"labelled point"}},"after the point"]
typed by 1: ["hello world",{"Point":{"x":3,"y":4,"label":"labelled point"}},"after the point"] | "0 left"
StreamUnpacker: ["hello world",{"Point":{"x":3,"y":4,"label":"labelled point"}},"after the point"]
-- opened inside
whole: [{"Point":{"x":3,"y":4,"label":"labelled point"}},"after the point"]
by 1: [{"Point":{"x":3,"y":4,"label":"labelled point"}},"after the point"] | "0 left"
by 5: [{"Point":{"x":3,"y":4,"label":"labelled point"}},"after the point"] | "0 left"
typed: [{"Point":{"x":3,"y":4,"label":"labelled point"}},"after the point"]
typed by 1: [{"Point":{"x":3,"y":4,"label":"labelled point"}},"after the point"] | "0 left"
StreamUnpacker: [{"Point":{"x":3,"y":4,"label":"labelled point"}},"after the point"]
-- message is the ext
whole: {"Point":{"x":3,"y":4,"label":"labelled point"}}
by 1: {"Point":{"x":3,"y":4,"label":"labelled point"}} | "0 left"
by 5: {"Point":{"x":3,"y":4,"label":"labelled point"}} | "0 left"
typed: {"Point":{"x":3,"y":4,"label":"labelled point"}}
typed by 1: {"Point":{"x":3,"y":4,"label":"labelled point"}} | "0 left"
StreamUnpacker: {"Point":{"x":3,"y":4,"label":"labelled point"}}
-- sequential
whole: [{"Point":{"x":1,"y":2,"label":"first label"}},{"x":5,"y":6,"label":"plain map"},{"Tag":"tagged string"}] | {"Point":{"x":7,"y":8,"label":"second message"}} | [{"Tag":"ünïcödé tag"},"after 😀 emoji",{"Point":{"x":9,"y":10,"label":"third"}}]
by 1: [{"Point":{"x":1,"y":2,"label":"first label"}},{"x":5,"y":6,"label":"plain map"},{"Tag":"tagged string"}] | {"Point":{"x":7,"y":8,"label":"second message"}} | [{"Tag":"ünïcödé tag"},"after 😀 emoji",{"Point":{"x":9,"y":10,"label":"third"}}] | "0 left"
by 5: [{"Point":{"x":1,"y":2,"label":"first label"}},{"x":5,"y":6,"label":"plain map"},{"Tag":"tagged string"}] | {"Point":{"x":7,"y":8,"label":"second message"}} | [{"Tag":"ünïcödé tag"},"after 😀 emoji",{"Point":{"x":9,"y":10,"label":"third"}}] | "0 left"
typed: [{"Point":{"x":1,"y":2,"label":"first label"}},{"x":5,"y":6,"label":"plain map"},{"Tag":"tagged string"}] | {"Point":{"x":7,"y":8,"label":"second message"}} | [{"Tag":"ünïcödé tag"},"after 😀 emoji",{"Point":{"x":9,"y":10,"label":"third"}}]
typed by 1: [{"Point":{"x":1,"y":2,"label":"first label"}},{"x":5,"y":6,"label":"plain map"},{"Tag":"tagged string"}] | {"Point":{"x":7,"y":8,"label":"second message"}} | [{"Tag":"ünïcödé tag"},"after 😀 emoji",{"Point":{"x":9,"y":10,"label":"third"}}] | "0 left"
StreamUnpacker: [{"Point":{"x":1,"y":2,"label":"first label"}},{"x":5,"y":6,"label":"plain map"},{"Tag":"tagged string"}] | {"Point":{"x":7,"y":8,"label":"second message"}} | [{"Tag":"ünïcödé tag"},"after 😀 emoji",{"Point":{"x":9,"y":10,"label":"third"}}]
-- failed inside
MessagePack\Exception\UnpackingFailedException: A bundled string's length must be an integer
["abc","caught","def"]
-- released inside
["hello world",{"released":12,"Point":{"x":3,"y":4,"label":"labelled point"}},"after the point"]
["hello world",{"released":12,"Point":null},"after the point"]
-- Fiber
["abc",{"suspended":"in the tag"},"def"]
["resumed","def"]
