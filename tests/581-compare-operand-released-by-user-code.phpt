--TEST--
==: user code the compare of two Packers, BufferUnpackers or StreamUnpackers runs (a property of an extension or a transformer cast to a string by __toString()) that drops the last reference to an operand does not free it under the compare (a heap use after free: the compare read on in the freed object)
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\CanPack;
use MessagePack\Extension;
use MessagePack\Packer;
use MessagePack\StreamUnpacker;

class Ext implements Extension
{
    public function __construct(public $p) {}
    public function getType(): int { return 5; }
    public function pack(Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed { return null; }
}

class Transformer implements CanPack
{
    public function __construct(public $p) {}
    public function pack(Packer $packer, mixed $value): ?string { return null; }
}

/* Compared with a string, it becomes one: the compare's user code. It drops what $drop names. */
class Dropper
{
    public function __construct(private string $drop) {}
    public function __toString(): string
    {
        $GLOBALS[$this->drop] = null;
        echo "dropped \${$this->drop}\n";
        return 'x';
    }
}

class Tracked extends BufferUnpacker
{
    public function __destruct()
    {
        echo "unpacker destroyed\n";
    }
}

$a = new Tracked('', null, [new Ext(new Dropper('a'))]);
$b = new Tracked('', null, [new Ext('x')]);
var_dump($a == $b);
var_dump($a);
$b = null;

$a = new Tracked('', null, [new Ext('x')]);
$b = new Tracked('', null, [new Ext(new Dropper('b'))]);
var_dump($a != $b);
$a = null;

$a = new Packer(null, [new Transformer(new Dropper('a'))]);
$b = new Packer(null, [new Transformer('x')]);
var_dump($a <=> $b);
var_dump($a);

$s1 = fopen('php://memory', 'r');
$a = new StreamUnpacker($s1, null, [new Ext(new Dropper('a'))]);
$b = new StreamUnpacker($s1, null, [new Ext('x')]);
var_dump($a == $b);
var_dump($a);
echo "done\n";
?>
--EXPECT--
dropped $a
unpacker destroyed
bool(true)
NULL
unpacker destroyed
dropped $b
unpacker destroyed
bool(false)
unpacker destroyed
dropped $a
int(0)
NULL
dropped $a
bool(true)
NULL
done
