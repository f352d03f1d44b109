--TEST--
BufferUnpacker, compact mode: an ext map key of a type that is no string form (string definition or reference, bundle) is refused at its first byte before an extension registered for it runs, as the library refuses every ext key (the extension ran, and a destructor of what it returned ran outside its window); one an extension for a string type decodes to no string after giving the object another buffer is reported as such, not as a key at a position of the old buffer
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, UnpackOptions};

class D
{
    public function __destruct()
    {
        global $u;
        echo "  D::__destruct, remaining ", $u->getRemainingCount(), "\n";
    }
}
class E implements Extension
{
    public function __construct(private int $type, private string $how = '') {}
    public function getType(): int
    {
        return $this->type;
    }
    public function pack(Packer $packer, $value): ?string
    {
        return null;
    }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $unpacker->read($extLength);
        echo "  E({$this->type}): remaining ", $unpacker->getRemainingCount(), "\n";
        if ($this->how === 'reset') {
            $unpacker->reset(str_repeat("\x01", 3));
        }
        return new D();
    }
}

function run(string $label, string $msg, Extension $e): void
{
    global $u;
    echo "$label\n";
    $u = new BufferUnpacker($msg, UnpackOptions::COMPACT, [$e]);
    try {
        var_dump($u->unpack());
        $v = $u->unpack();
        echo '  ', json_encode($v), "\n";
    } catch (Throwable $t) {
        echo '  ', get_class($t), ': ', $t->getMessage(), "\n";
    }
    echo '  then: remaining ', $u->getRemainingCount(), "\n";
}

// 42, then {"p": 1, ext key: 1, "z": 2}
$pad = "\xa1p\x01";
run('fixext key of a user type', "\x2a" . "\x83" . $pad . "\xd4\x05k\x01" . "\xa1z\x02", new E(5));
run('ext8 key of a user type', "\x2a" . "\x83" . $pad . "\xc7\x01\x05k\x01" . "\xa1z\x02", new E(5));
run('a record definition as a key', "\x2a" . "\x83" . $pad . "\xd4\x72\x40\x91\xa1q\x01\x01" . "\xa1z\x02", new E(5));
run('string reference type, the buffer replaced', "\x2a" . "\x83" . $pad . "\xd4\x5e\x00\x01" . "\xa1z\x02", new E(0x5e, 'reset'));
run('string reference type, an object', "\x2a" . "\x83" . $pad . "\xd4\x5e\x00\x01" . "\xa1z\x02", new E(0x5e));
?>
--EXPECT--
fixext key of a user type
int(42)
  MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xd4)
  then: remaining 6
ext8 key of a user type
int(42)
  MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xc7)
  then: remaining 7
a record definition as a key
int(42)
  MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xd4)
  then: remaining 10
string reference type, the buffer replaced
int(42)
  E(94): remaining 4
  D::__destruct, remaining 3
  MessagePack\Exception\UnpackingFailedException: The buffer was replaced while unpacking
  then: remaining 3
string reference type, an object
int(42)
  E(94): remaining 4
  D::__destruct, remaining 11
  MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xd4)
  then: remaining 6
