--TEST--
MessagePack\Packer::extendWith(): returns a clone with the transformers appended, original unchanged, options and subclass kept; argument types checked
--FILE--
<?php
use MessagePack\CanPack;
use MessagePack\Extension\TimestampExtension;
use MessagePack\PackOptions;
use MessagePack\Packer;
use MessagePack\Type\Timestamp;

final class Named implements CanPack
{
    public function __construct(private string $class, private string $out)
    {
    }

    public function pack(Packer $packer, $value): ?string
    {
        return $value instanceof $this->class ? $packer->packStr($this->out) : null;
    }
}

function try_pack(Packer $p, $v): string
{
    try {
        return bin2hex($p->pack($v));
    } catch (Exception $e) {
        return get_class($e);
    }
}

$base = new Packer(PackOptions::FORCE_BIN);
$ext1 = $base->extendWith(new Named(ArrayObject::class, 'ao'));
$ext2 = $ext1->extendWith(new Named(SplStack::class, 'st'), new Named(ArrayObject::class, 'ignored'), new TimestampExtension());
var_dump($ext1 instanceof Packer, $ext1 !== $base, $ext2 !== $ext1);
foreach (['base' => $base, 'ext1' => $ext1, 'ext2' => $ext2] as $label => $p) {
    printf("%s: %s %s %s %s\n", $label, try_pack($p, new ArrayObject()), try_pack($p, new SplStack()),
        try_pack($p, new Timestamp(1)), try_pack($p, 'x'));
}

echo "-- a subclass stays a subclass, options are kept\n";
class MyPacker extends Packer
{
}
$mine = new MyPacker(PackOptions::FORCE_MAP);
$mine2 = $mine->extendWith(new Named(ArrayObject::class, 'ao'));
echo get_class($mine2), ' ', bin2hex($mine2->pack(['a', new ArrayObject()])), ' ', try_pack($mine, [new ArrayObject()]), "\n";

echo "-- plain clone keeps the transformers\n";
$c = clone $ext1;
echo try_pack($c, new ArrayObject()), "\n";

echo "-- argument types\n";
foreach ([
    fn () => $base->extendWith(new stdClass()),
    fn () => $base->extendWith(new TimestampExtension(), 'x'),
    fn () => $base->extendWith(new TimestampExtension(), new TimestampExtension(), null),
] as $f) {
    try {
        $f();
        echo "accepted\n";
    } catch (TypeError $e) {
        echo explode(', called in ', $e->getMessage())[0], "\n";
    }
}
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
base: MessagePack\Exception\PackingFailedException MessagePack\Exception\PackingFailedException MessagePack\Exception\PackingFailedException c40178
ext1: a2616f MessagePack\Exception\PackingFailedException MessagePack\Exception\PackingFailedException c40178
ext2: a2616f a27374 d6ff00000001 c40178
-- a subclass stays a subclass, options are kept
MyPacker 8200a16101a2616f MessagePack\Exception\PackingFailedException
-- plain clone keeps the transformers
a2616f
-- argument types
MessagePack\Packer::extendWith(): Argument #1 ($transformer) must be of type MessagePack\CanPack, stdClass given
MessagePack\Packer::extendWith(): Argument #2 must be of type MessagePack\CanPack, string given
MessagePack\Packer::extendWith(): Argument #3 must be of type MessagePack\CanPack, null given
