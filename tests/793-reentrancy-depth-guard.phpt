--TEST--
MessagePack re-entrancy is bounded: an extension or transformer that keeps re-entering the same object ends in the depth error (hostile input cannot exhaust the C stack through user callbacks)
--INI--
msgpack.max_depth=100
--FILE--
<?php
// Each ext 9 payload starts another ext 9; the extension decodes its payload with the same unpacker.
final class NestingExtension implements MessagePack\Extension
{
    public int $deepest = 0;
    private int $level = 0;
    public function getType(): int { return 9; }
    public function pack(MessagePack\Packer $packer, $value): ?string { return null; }
    public function unpackExt(MessagePack\BufferUnpacker $unpacker, int $extLength)
    {
        $this->deepest = max($this->deepest, ++$this->level);
        try {
            return [$unpacker->unpack()];
        } finally {
            $this->level--;
        }
    }
}
$ext = new NestingExtension();
$u = new MessagePack\BufferUnpacker(str_repeat("\xd4\x09", 100000) . "\x01", null, [$ext]);
try {
    $u->unpack();
} catch (MessagePack\Exception\UnpackingFailedException $e) {
    echo $e->getMessage(), ", deepest extension call: ", $ext->deepest, "\n";
}
// within the limit it works, and the object stays usable
$ext->deepest = 0;
$v = $u->reset(str_repeat("\xd4\x09", 40) . "\x01")->unpack();
$depth = 0;
while (is_array($v)) { $v = $v[0]; $depth++; }
echo "40 levels: $depth, innermost ", var_export($v, true), "\n";

// a transformer that packs its own input again
final class Loop implements MessagePack\CanPack
{
    public function pack(MessagePack\Packer $packer, $value): ?string
    {
        return $value instanceof ArrayObject ? $packer->pack($value) : null;
    }
}
$p = new MessagePack\Packer(null, [new Loop()]);
try {
    $p->pack(new ArrayObject());
} catch (MessagePack\Exception\PackingFailedException $e) {
    echo $e->getMessage(), "\n";
}
// containers and transformer calls count together
final class Wrap implements MessagePack\CanPack
{
    public function pack(MessagePack\Packer $packer, $value): ?string
    {
        return $value instanceof ArrayObject ? $packer->pack([$value->getArrayCopy()[0] ?? null]) : null;
    }
}
$nested = null;
for ($i = 0; $i < 60; $i++) {
    $nested = new ArrayObject([$nested]);
}
try {
    (new MessagePack\Packer(null, [new Wrap()]))->pack($nested);
} catch (MessagePack\Exception\PackingFailedException $e) {
    echo "60 wrapped: ", $e->getMessage(), "\n";
}
echo strlen((new MessagePack\Packer(null, [new Wrap()]))->pack(new ArrayObject([new ArrayObject([1])]))), " bytes\n";
echo bin2hex($p->pack([1, 'a'])), "\n";
?>
--EXPECT--
Maximum nesting depth of 100 exceeded, deepest extension call: 100
40 levels: 40, innermost 1
Maximum nesting depth of 100 exceeded
60 wrapped: Maximum nesting depth of 100 exceeded
3 bytes
9201a161
