--TEST--
BufferUnpacker: a destructor that runs in the middle of a decode outside any extension call (a value a duplicate map key replaces) and gives the object another buffer (reset(), __construct()) stops the decode at the next extension call with "The buffer was replaced while unpacking": the extension was positioned at the old buffer's offset, past the new one's end (read() copied from outside it, getRemainingCount() went negative, release() failed); unpack(), tryUnpack() whole and resumed in the piece that holds both
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
            'reset' => $u->reset("xy"),
            'construct' => $u->__construct("xy", null, [new E(), new Mk()]),
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
  MessagePack\Exception\UnpackingFailedException: The buffer was replaced while unpacking
  then: remaining 2
reset, tryUnpack
  D::__destruct: reset
  MessagePack\Exception\UnpackingFailedException: The buffer was replaced while unpacking
  then: remaining 2
reset, tryUnpack resumed
array(0) {
}
  D::__destruct: reset
  MessagePack\Exception\UnpackingFailedException: The buffer was replaced while unpacking
  then: remaining 2
construct, unpack
  D::__destruct: construct
  MessagePack\Exception\UnpackingFailedException: The buffer was replaced while unpacking
  then: remaining 2
construct, tryUnpack
  D::__destruct: construct
  MessagePack\Exception\UnpackingFailedException: The buffer was replaced while unpacking
  then: remaining 2
construct, tryUnpack resumed
array(0) {
}
  D::__destruct: construct
  MessagePack\Exception\UnpackingFailedException: The buffer was replaced while unpacking
  then: remaining 2
