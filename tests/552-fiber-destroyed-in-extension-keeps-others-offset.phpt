--TEST--
MessagePack\BufferUnpacker: a Fiber destroyed while suspended in an extension does not move the offset back over what other calls read meanwhile, nor under a decode in progress (the library leaves the offset where it is); bytes only appended meanwhile, the call's message is read again
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension;
use MessagePack\Packer;

final class Suspends implements Extension
{
    public ?Closure $outside = null;
    public function getType(): int { return 5; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        if (Fiber::getCurrent()) {
            Fiber::suspend();
        } elseif ($this->outside) {
            ($this->outside)();
        }
        return ['ext' => $unpacker->unpack()];
    }
}

// [1, ext 5 (2), ["a", ext 5 (3)], 4], then "z", 7
$message = "\x94\x01\xd4\x05\x02\x92\xa1a\xd4\x05\x03\x04\xa1z\x07";

foreach (['unpack', 'tryUnpack'] as $method) {
    echo "-- $method() in the Fiber\n";
    $ext = new Suspends();
    $u = new BufferUnpacker($message, null, [$ext]);
    $fiber = new Fiber(fn () => $u->$method());
    $fiber->start();
    $u->seek(12);
    echo 'read meanwhile: ', json_encode($u->unpack()), "\n";
    unset($fiber);
    echo 'after the Fiber is gone: ', json_encode($u->tryUnpack()), "\n";

    // destroyed from inside another decode of the same object
    $u->reset($message);
    $fiber = new Fiber(fn () => $u->$method());
    $fiber->start();
    $ext->outside = function () use (&$fiber) {
        $fiber = null;
    };
    $u->seek(5);
    echo 'a decode that drops the Fiber: ', json_encode($u->tryUnpack()), "\n";
    $ext->outside = null;

    echo "nothing else meanwhile: ";
    $u->reset($message);
    $fiber = new Fiber(fn () => $u->$method());
    $fiber->start();
    unset($fiber);
    echo json_encode($u->tryUnpack()), "\n";

    echo "only bytes appended meanwhile: ";
    $u->reset($message);
    $fiber = new Fiber(fn () => $u->$method());
    $fiber->start();
    $u->append("\xa1x");
    unset($fiber);
    echo json_encode($u->tryUnpack()), "\n";
}
?>
--EXPECT--
-- unpack() in the Fiber
read meanwhile: "z"
after the Fiber is gone: [7]
a decode that drops the Fiber: [["a",{"ext":3}],4,"z",7]
nothing else meanwhile: [[1,{"ext":2},["a",{"ext":3}],4],"z",7]
only bytes appended meanwhile: [[1,{"ext":2},["a",{"ext":3}],4],"z",7,"x"]
-- tryUnpack() in the Fiber
read meanwhile: "z"
after the Fiber is gone: [7]
a decode that drops the Fiber: [["a",{"ext":3}],4,"z",7]
nothing else meanwhile: [[1,{"ext":2},["a",{"ext":3}],4],"z",7]
only bytes appended meanwhile: [[1,{"ext":2},["a",{"ext":3}],4],"z",7,"x"]
