--TEST--
BufferUnpacker::unpack() of a truncated message with many extension values past a container that declares more entries than the bytes left: each value is handed over once and each item walked once (a walk from the message's start per value took minutes here)
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;

class Counts implements MessagePack\Extension
{
    public int $calls = 0;
    public function getType(): int { return 5; }
    public function pack(MessagePack\Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        $this->calls++;
        return $unpacker->read($extLength);
    }
}

// valgrind and ASan runs: fewer (quadratic work would still not finish there)
$n = getenv('USE_ZEND_ALLOC') === '0' ? 30000 : 300000;
foreach (["\x81\xc0" => 'a bad key after them', '' => 'no error: the data ends'] as $tail => $what) {
    $ext = new Counts();
    $u = new BufferUnpacker("\xdd\x7f\xff\xff\xff" . str_repeat("\xd4\x05\x00", $n) . $tail, null, [$ext]);
    try {
        $u->unpack();
    } catch (MessagePack\Exception\UnpackingFailedException $e) {
        printf("%s: %s: %s; every value handed over once: %s\n", $what, get_class($e), $e->getMessage(),
            var_export($ext->calls === $n, true));
    }
}
?>
--EXPECT--
a bad key after them: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0); every value handed over once: true
no error: the data ends: MessagePack\Exception\InsufficientDataException: Not enough data to read; every value handed over once: true
