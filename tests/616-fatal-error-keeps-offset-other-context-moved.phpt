--TEST--
MessagePack\BufferUnpacker: a fatal error while a Fiber is suspended in an extension does not move the offset back over what other code read meanwhile (shutdown functions find it where that code left it); with nothing read meanwhile the Fiber's message is read again
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension;
use MessagePack\Packer;

final class Suspends implements Extension
{
    public function getType(): int { return 5; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $n = ord($unpacker->read(1));
        if (Fiber::getCurrent()) {
            Fiber::suspend();
        }
        return "ext$n";
    }
}

// [ext 5 (1), "b"], then "c", then "d"
$message = "\x92\xd4\x05\x01\xa1b\xa1c\xa1d";
$ext = new Suspends();
$read = new BufferUnpacker($message, null, [$ext]);
$idle = new BufferUnpacker($message, null, [$ext]);
$fibers = [new Fiber(fn () => $read->unpack()), new Fiber(fn () => $idle->tryUnpack())];
foreach ($fibers as $fiber) {
    $fiber->start();
}
$read->seek(6);
echo 'read meanwhile: ', json_encode($read->unpack()), "\n";
register_shutdown_function(function () use ($read, $idle) {
    echo 'read on meanwhile: remaining ', $read->getRemainingCount(), ', ', json_encode($read->tryUnpack()), "\n";
    echo 'nothing else meanwhile: remaining ', $idle->getRemainingCount(), ', ', json_encode($idle->tryUnpack()), "\n";
});
// (@: PHP 8.4 deprecates E_USER_ERROR; the fatal error itself shows)
@trigger_error('the request ends', E_USER_ERROR);
?>
--EXPECTF--
read meanwhile: "c"

Fatal error: the request ends in %s on line %d
read on meanwhile: remaining 2, ["d"]
nothing else meanwhile: remaining 10, [["ext1","b"],"c","d"]
