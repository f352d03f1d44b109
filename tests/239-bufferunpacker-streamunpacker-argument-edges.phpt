--TEST--
BufferUnpacker and StreamUnpacker edges: read()/skip() of a non-int, extendWith() of a non-Extension, TimestampExtension::unpackExt() on a plain unpacker, __construct() again (structures dropped; a StreamUnpacker left reading by an Extension's getType() refuses it), an Extension for type 98 alone in compact mode
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, StreamUnpacker, Structures, UnpackOptions};
use MessagePack\Extension\TimestampExtension;

// read() and skip() take an int: an array, an object or a non-numeric string is a TypeError, the offset unchanged
$u = new BufferUnpacker("abc");
foreach ([[], new stdClass(), 'x'] as $arg) {
    foreach (['read', 'skip'] as $method) {
        try {
            $u->$method($arg);
        } catch (TypeError $e) {
            echo $e->getMessage(), "\n";
        }
    }
}
echo $u->read(3), "\n";
// extendWith()'s further arguments are Extensions too
try {
    $u->extendWith(new TimestampExtension(), 'nope');
} catch (TypeError $e) {
    echo $e->getMessage(), "\n";
}
// TimestampExtension::unpackExt() called on a plain BufferUnpacker reads from it natively
var_dump((new TimestampExtension())->unpackExt(new BufferUnpacker("\x00\x00\x00\x05"), 4)->getSeconds());
// __construct() again: the new options, and no structures (withStructures() gave them to the old configuration)
$r = (new BufferUnpacker())->withStructures(new Structures([['a', 'b']]));
echo json_encode($r->reset("\x40\x01\x02")->unpack()), ' ';
$r->__construct("\x40\x01\x02");
echo json_encode($r->unpack()), "\n";
// compact mode with an Extension for type 98 only: bundles are its values, records are still read
$type98 = new class implements Extension {
    public function getType(): int { return 98; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed {
        return 'ext98:' . bin2hex($unpacker->read($extLength));
    }
};
$bytes = "\x93\xd6\x62\x00\x00\x00\x06\xd4\x72\x40\x91\xa1a\x01\x40\x02";
echo json_encode((new BufferUnpacker($bytes, UnpackOptions::COMPACT, [$type98]))->unpack()), "\n";

// StreamUnpacker::__construct() again, where an Extension's getType() leaves the object in the middle of a message (a
// Fiber suspended in it): refused, and the suspended read goes on with the old stream
$suspending = new class implements Extension {
    public function getType(): int { return 5; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed {
        $unpacker->skip($extLength);
        Fiber::suspend();
        return 'ext';
    }
};
$f = fopen('php://memory', 'w+b');
fwrite($f, "\x92\xd4\x05\x00\x01\x07");
rewind($f);
$su = new StreamUnpacker($f, null, [$suspending]);
$starter = new class ($su) implements Extension {
    public ?Fiber $fiber = null;
    public function __construct(private StreamUnpacker $su) {}
    public function getType(): int {
        $su = $this->su;
        $this->fiber = new Fiber(function () use ($su) {
            foreach ($su as $v) {
                echo 'read: ', json_encode($v), "\n";
            }
        });
        $this->fiber->start();
        return 6;
    }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed { return null; }
};
try {
    $su->__construct(fopen('php://memory', 'rb'), null, [$starter]);
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
$starter->fiber->resume();
?>
--EXPECTF--
MessagePack\BufferUnpacker::read(): Argument #1 ($length) must be of type int, array given
MessagePack\BufferUnpacker::skip(): Argument #1 ($length) must be of type int, array given
MessagePack\BufferUnpacker::read(): Argument #1 ($length) must be of type int, stdClass given
MessagePack\BufferUnpacker::skip(): Argument #1 ($length) must be of type int, stdClass given
MessagePack\BufferUnpacker::read(): Argument #1 ($length) must be of type int, string given
MessagePack\BufferUnpacker::skip(): Argument #1 ($length) must be of type int, string given
abc
MessagePack\BufferUnpacker::extendWith(): Argument #2 must be of type MessagePack\Extension, string given
int(5)
{"a":1,"b":2} 64
["ext98:00000006",{"a":1},{"a":2}]
Error: Cannot construct a MessagePack\StreamUnpacker again while it reads or unpacks a message
read: ["ext",1]
read: 7
