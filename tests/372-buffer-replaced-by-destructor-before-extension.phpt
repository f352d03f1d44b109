--TEST--
BufferUnpacker: a destructor that runs in the middle of a decode (of a value a duplicate map key replaces) and gives the object another buffer (reset(), __construct()) runs in an extension's window: the decode goes on in the new buffer from the offset the call left, as the library's does, and the next extension is positioned there (it once was at the old buffer's offset, past the new one's end: read() copied from outside it, getRemainingCount() went negative, release() failed); unpack(), tryUnpack() whole and resumed in the piece that holds both
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer};

class D
{
    public function __destruct()
    {
        global $u, $how;
        echo "  D::__destruct: $how\n";
        match ($how) {
            'reset' => $u->reset(NEXT),
            'construct' => $u->__construct(NEXT, null, [new E(), new Mk()]),
        };
    }
}
/* reads what it is given and more: a position past the buffer's end would let it read outside it */
class E implements Extension
{
    public function getType(): int
    {
        return 1;
    }
    public function pack(Packer $packer, $value): ?string
    {
        return null;
    }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        echo "  E: remaining ", $unpacker->getRemainingCount(), "\n";
        return strlen($unpacker->read($extLength + 64));
    }
}
class Mk implements Extension
{
    public function getType(): int
    {
        return 2;
    }
    public function pack(Packer $packer, $value): ?string
    {
        return null;
    }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $unpacker->read($extLength);
        return new D();
    }
}

// the buffer the destructor gives: "z", then ext 1 of 8 bytes, as the third pair
const NEXT = "\xa1z\xd7\x01" . "ZZZZZZZZ";
// {"a": ext 2 (a D), "a": 0 (the D goes), "ppp...": 0, "b": ext 1 of 8 bytes}
$msg = "\x84\xa1a\xd4\x02\x00\xa1a\x00" . "\xd9\x28" . str_repeat('p', 40) . "\x00" . "\xa1b\xd7\x01" . "AAAAAAAA";
foreach (['reset', 'construct'] as $how) {
    foreach (['unpack', 'tryUnpack', 'tryUnpack resumed'] as $call) {
        echo "$how, $call\n";
        $u = new BufferUnpacker($call === 'tryUnpack resumed' ? '' : $msg, null, [new E(), new Mk()]);
        try {
            if ($call === 'unpack') {
                var_dump($u->unpack());
            } elseif ($call === 'tryUnpack') {
                var_dump($u->tryUnpack());
            } else {
                // the first piece ends before the key that replaces the D: the D goes in the resume
                foreach ([substr($msg, 0, 6), substr($msg, 6)] as $piece) {
                    var_dump($u->append($piece)->tryUnpack());
                }
            }
        } catch (Throwable $e) {
            echo '  ', get_class($e), ': ', $e->getMessage(), "\n";
        }
        echo '  then: remaining ', $u->getRemainingCount(), "\n";
    }
}
?>
--EXPECT--
reset, unpack
  D::__destruct: reset
  E: remaining 8
  MessagePack\Exception\InsufficientDataException: Not enough data to read
  then: remaining 8
reset, tryUnpack
  D::__destruct: reset
  E: remaining 8
array(0) {
}
  then: remaining 12
reset, tryUnpack resumed
array(0) {
}
  D::__destruct: reset
  E: remaining 8
array(0) {
}
  then: remaining 12
construct, unpack
  D::__destruct: construct
  E: remaining 8
  MessagePack\Exception\InsufficientDataException: Not enough data to read
  then: remaining 8
construct, tryUnpack
  D::__destruct: construct
  E: remaining 8
array(0) {
}
  then: remaining 12
construct, tryUnpack resumed
array(0) {
}
  D::__destruct: construct
  E: remaining 8
array(0) {
}
  then: remaining 12
