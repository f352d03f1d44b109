--TEST--
MessagePack\BufferUnpacker subclass: a Fiber suspended in an override, resumed by another decode's override where it uses the object, then destroyed, does not move the offset back over what that decode read natively after it
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;

class Hooked extends BufferUnpacker
{
    public ?Closure $hook = null;
    public function read($length)
    {
        $bytes = parent::read($length);
        if ($this->hook) {
            ($this->hook)($this, $bytes);
        }
        return $bytes;
    }
}

// "a", then ["b", 1, 2], then "z"
$message = "\xa1a\x93\xa1b\x01\x02\xa1z";
$u = new Hooked($message);
$fiber = null;
$u->hook = function (BufferUnpacker $u, string $bytes) use (&$fiber) {
    if ($bytes === 'a') {
        Fiber::suspend();
        // resumed from the other decode's read(): the Fiber uses the object, then waits again
        $u->seek(strlen($GLOBALS['message']) - $u->getRemainingCount());
        Fiber::suspend();
    } elseif ($bytes === 'b') {
        $fiber->resume();
    }
};
$fiber = new Fiber(fn () => $u->unpack());
$fiber->start();
$u->seek(2);
echo 'read: ', json_encode($u->unpack()), ', remaining ', $u->getRemainingCount(), "\n";
$fiber = null;
echo 'after the Fiber is gone: remaining ', $u->getRemainingCount(), "\n";
?>
--EXPECT--
read: ["b",1,2], remaining 2
after the Fiber is gone: remaining 2
