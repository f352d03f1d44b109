--TEST--
MessagePack\BufferUnpacker: a Fiber suspended in an extension, resumed by another decode's extension where it uses the object, then destroyed, does not move the offset back over what that decode read after it
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension;
use MessagePack\Packer;

final class Hooked implements Extension
{
    public ?Closure $hook = null;
    public function getType(): int { return 5; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $n = ord($unpacker->read(1));
        ($this->hook)($unpacker, $n);
        return "ext$n";
    }
}

// ext 5 (1), then [ext 5 (2), "b", "c"], then "z"
$message = "\xd4\x05\x01\x93\xd4\x05\x02\xa1b\xa1c\xa1z";
$ext = new Hooked();
$u = new BufferUnpacker($message, null, [$ext]);
$fiber = null;
$ext->hook = function (BufferUnpacker $u, int $n) use (&$fiber) {
    if ($n === 1) {
        Fiber::suspend();
        // resumed from the other decode's extension: the Fiber uses the object, then waits again
        $u->seek(strlen($GLOBALS['message']) - $u->getRemainingCount());
        Fiber::suspend();
    } else {
        $fiber->resume();
    }
};
$fiber = new Fiber(fn () => $u->unpack());
$fiber->start();
$u->seek(3);
echo 'read: ', json_encode($u->unpack()), ', remaining ', $u->getRemainingCount(), "\n";
$fiber = null;
echo 'after the Fiber is gone: remaining ', $u->getRemainingCount(), ', ', json_encode($u->tryUnpack()), "\n";
?>
--EXPECT--
read: ["ext2","b","c"], remaining 2
after the Fiber is gone: remaining 2, ["z"]
