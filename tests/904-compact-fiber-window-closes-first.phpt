--TEST--
Compact mode: a window of user code that closes while one a Fiber opened after it is still open (the Fiber suspended in an Extension's nested read) leaves the object at its own depth, and the Fiber's window, closing later, leaves it there too: the messages read afterwards keep their records
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, UnpackOptions};

final class CallbackExtension implements Extension
{
    public function __construct(private int $type, private Closure $read) {}
    public function getType(): int { return $this->type; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $unpacker->read($extLength);
        return ($this->read)($unpacker);
    }
}

$fiber = null;
$unpacker = new BufferUnpacker('', UnpackOptions::COMPACT, [
    // type 9 starts a Fiber that reads the next value on the same object; it returns while the Fiber waits
    new CallbackExtension(9, function (BufferUnpacker $u) use (&$fiber) {
        $fiber = new Fiber(fn () => $u->unpack());
        $fiber->start();
        return 'nine';
    }),
    // type 10 waits in its window
    new CallbackExtension(10, function (BufferUnpacker $u) {
        Fiber::suspend();
        return 'ten';
    }),
]);

// msgpackr's sequential records: the first message defines record 0x40 {a}, the second uses it
$stream = hex2bin('d47240' . '91a161' . '01' . '4002');
function read_stream(BufferUnpacker $u, string $stream): string
{
    $u->reset($stream);
    return json_encode($u->unpack()) . ' ' . json_encode($u->unpack());
}

echo "before: ", read_stream($unpacker, $stream), "\n";

// [ext 9, nil]: ext 9's Fiber reads ext 10, which suspends; ext 9's window closes first
$unpacker->reset(hex2bin('92' . 'd40900' . 'd40a00' . 'c0'));
echo json_encode($unpacker->unpack()), "\n";
echo "while the Fiber waits: ", read_stream($unpacker, $stream), "\n";
$fiber->resume();
echo "the Fiber's value: ", json_encode($fiber->getReturn()), "\n";
echo "after: ", read_stream($unpacker, $stream), "\n";

// the same, the Fiber ended by its destruction instead
$unpacker->reset(hex2bin('92' . 'd40900' . 'd40a00' . 'c0'));
echo json_encode($unpacker->unpack()), "\n";
$fiber = null;
echo "after its destruction: ", read_stream($unpacker, $stream), "\n";
// the other order: the Fiber's window opens first, the main context's inside it resumes the Fiber
$other = new BufferUnpacker('', UnpackOptions::COMPACT, [
    new CallbackExtension(9, function (BufferUnpacker $u) {
        Fiber::suspend();
        return 'nine';
    }),
    new CallbackExtension(10, function (BufferUnpacker $u) use (&$fiber) {
        $fiber->resume();
        return 'ten';
    }),
]);
$other->reset(hex2bin('d40900'));
$fiber = new Fiber(fn () => $other->unpack());
$fiber->start();
$other->reset(hex2bin('d40a00'));
echo json_encode($other->unpack()), ' ', json_encode($fiber->getReturn()), "\n";
echo "after the other order: ", read_stream($other, $stream), "\n";
?>
--EXPECT--
before: {"a":1} {"a":2}
["nine",null]
while the Fiber waits: {"a":1} {"a":2}
the Fiber's value: "ten"
after: {"a":1} {"a":2}
["nine",null]
after its destruction: {"a":1} {"a":2}
"ten" "nine"
after the other order: {"a":1} {"a":2}
