--TEST--
Packer: a transformer whose pack() returns by reference is heard by its value: null by reference passes to the next transformer, a string by reference is written
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{Packer, CanPack};

class ByReference implements CanPack
{
    public $last;
    public function &pack(Packer $packer, $value): ?string
    {
        $this->last = $value instanceof ArrayObject ? "\xc3" : null;
        return $this->last;
    }
}
class Fallback implements CanPack
{
    public function pack(Packer $packer, $value): ?string
    {
        return $packer->packMap(['class' => get_class($value)]);
    }
}
class Point { public $x = 1; }

$packer = new Packer(null, [new ByReference, new Fallback]);
echo bin2hex($packer->pack([new ArrayObject, new Point])), "\n";

// Without a fallback, null by reference leaves the object unsupported, as null does.
try {
    (new Packer(null, [new ByReference]))->pack(new Point);
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECT--
92c381a5636c617373a5506f696e74
MessagePack\Exception\PackingFailedException: Unsupported type "Point", maybe you forgot to register the type transformer or extension?
