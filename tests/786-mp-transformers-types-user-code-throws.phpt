--TEST--
MessagePack\ transformers, extension and type classes pass on an exception from the Packer method they call (a subclass's packBin(), packMap(), packArrayHeader(), packMapHeader(), packExt()), from the iterator TraversableTransformer walks and from the DateTimeInterface Timestamp::fromDateTime() reads; Bin and Ext data that is not a string packs as packBin()/packExt() convert it, or throws their TypeError
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\Extension\TimestampExtension;
use MessagePack\Packer;
use MessagePack\Type\Bin;
use MessagePack\Type\Ext;
use MessagePack\Type\Map;
use MessagePack\Type\Timestamp;
use MessagePack\TypeTransformer\StreamTransformer;
use MessagePack\TypeTransformer\TraversableTransformer;

function attempt(string $label, callable $f): void
{
    try {
        $r = $f();
        echo $label, ': ', is_string($r) ? bin2hex($r) : var_export($r, true), "\n";
    } catch (Throwable $e) {
        echo $label, ': ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}

class FailingPacker extends Packer
{
    public array $failing = [];

    private function check(string $method): void
    {
        if (in_array($method, $this->failing, true)) {
            throw new RuntimeException("$method() failed");
        }
    }

    public function packBin($str)
    {
        $this->check('packBin');
        return parent::packBin($str);
    }

    public function packMap($map)
    {
        $this->check('packMap');
        return parent::packMap($map);
    }

    public function packArrayHeader($size)
    {
        $this->check('packArrayHeader');
        return parent::packArrayHeader($size);
    }

    public function packMapHeader($size)
    {
        $this->check('packMapHeader');
        return parent::packMapHeader($size);
    }

    public function packExt($type, $data)
    {
        $this->check('packExt');
        return parent::packExt($type, $data);
    }
}

$stream = fopen('php://memory', 'w+');
fwrite($stream, 'abc');
$items = new ArrayIterator(['x' => 1, 'y' => 2]);
$cases = [
    'StreamTransformer' => fn (Packer $p) => (new StreamTransformer())->pack($p, $stream),
    'TraversableTransformer::toArray()' => fn (Packer $p) => TraversableTransformer::toArray()->pack($p, $items),
    'TraversableTransformer::toMap()' => fn (Packer $p) => TraversableTransformer::toMap()->pack($p, $items),
    'TimestampExtension' => fn (Packer $p) => (new TimestampExtension())->pack($p, new Timestamp(1, 2)),
    'Bin' => fn (Packer $p) => (new Bin('abc'))->pack($p),
    'Map' => fn (Packer $p) => (new Map(['k' => 1]))->pack($p),
    'Ext' => fn (Packer $p) => (new Ext(5, 'abc'))->pack($p),
];
echo "-- the subclass's method throws\n";
$failing = new FailingPacker();
$failing->failing = ['packBin', 'packMap', 'packArrayHeader', 'packMapHeader', 'packExt'];
foreach ($cases as $label => $case) {
    rewind($stream);
    attempt($label, fn () => $case($failing));
}
echo "-- the same calls when it does not\n";
$failing->failing = [];
foreach ($cases as $label => $case) {
    rewind($stream);
    attempt($label, fn () => $case($failing));
}

echo "-- the iterator throws\n";
final class KeyThrows implements IteratorAggregate
{
    public function getIterator(): Iterator
    {
        return new class implements Iterator {
            private int $i = 0;

            public function current(): mixed
            {
                return $this->i;
            }

            public function key(): mixed
            {
                throw new LogicException('key() failed');
            }

            public function next(): void
            {
                $this->i++;
            }

            public function rewind(): void
            {
                $this->i = 0;
            }

            public function valid(): bool
            {
                return $this->i < 2;
            }
        };
    }
}
function one_then_throw(): Generator
{
    yield 'a' => 1;
    throw new LogicException('generator failed');
}
$packer = new Packer(null, [TraversableTransformer::toMap()]);
attempt('toMap(), key() throws', fn () => TraversableTransformer::toMap()->pack($packer, new KeyThrows()));
attempt('toArray(), key() never called', fn () => TraversableTransformer::toArray()->pack($packer, new KeyThrows()));
attempt('toMap(), generator throws', fn () => TraversableTransformer::toMap()->pack($packer, one_then_throw()));
attempt('Packer::pack() with toMap(), key() throws', fn () => $packer->pack([new KeyThrows()]));

echo "-- Timestamp::fromDateTime()\n";
final class NoTimestamp extends DateTime
{
    public function getTimestamp(): int
    {
        throw new LogicException('getTimestamp() failed');
    }
}
final class NoFormat extends DateTimeImmutable
{
    public function format(string $format): string
    {
        throw new LogicException("format('$format') failed");
    }
}
final class Shifted extends DateTimeImmutable
{
    public function getTimestamp(): int
    {
        return 100;
    }

    public function format(string $format): string
    {
        return $format === 'u' ? '000007' : parent::format($format);
    }
}
attempt('getTimestamp() throws', fn () => Timestamp::fromDateTime(new NoTimestamp('@5')));
attempt('format() throws', fn () => Timestamp::fromDateTime(new NoFormat('@5')));
attempt('both overridden', function () {
    $t = Timestamp::fromDateTime(new Shifted('@5'));
    return [$t->getSeconds(), $t->getNanoseconds()];
});

echo "-- Bin::\$data and Ext::\$data that are not strings\n";
$bin = new Bin('x');
$ext = new Ext(3, 'x');
foreach (['int' => 12, 'float' => 1.5, 'Stringable' => new class {
    public function __toString(): string
    {
        return 'str';
    }
}, 'object' => new stdClass()] as $label => $data) {
    $bin->data = $data;
    $ext->data = $data;
    attempt("Packer::pack(Bin), $label", fn () => (new Packer())->pack($bin));
    attempt("Bin::pack(), $label", fn () => $bin->pack(new Packer()));
    attempt("Packer::pack(Ext), $label", fn () => (new Packer())->pack([$ext]));
    attempt("Ext::pack(), $label", fn () => $ext->pack(new Packer()));
}
?>
--EXPECT--
-- the subclass's method throws
StreamTransformer: RuntimeException: packBin() failed
TraversableTransformer::toArray(): RuntimeException: packArrayHeader() failed
TraversableTransformer::toMap(): RuntimeException: packMapHeader() failed
TimestampExtension: RuntimeException: packExt() failed
Bin: RuntimeException: packBin() failed
Map: RuntimeException: packMap() failed
Ext: RuntimeException: packExt() failed
-- the same calls when it does not
StreamTransformer: c403616263
TraversableTransformer::toArray(): 920102
TraversableTransformer::toMap(): 82a17801a17902
TimestampExtension: d7ff0000000800000001
Bin: c403616263
Map: 81a16b01
Ext: c70305616263
-- the iterator throws
toMap(), key() throws: LogicException: key() failed
toArray(), key() never called: 920001
toMap(), generator throws: LogicException: generator failed
Packer::pack() with toMap(), key() throws: LogicException: key() failed
-- Timestamp::fromDateTime()
getTimestamp() throws: LogicException: getTimestamp() failed
format() throws: LogicException: format('u') failed
both overridden: array (
  0 => 100,
  1 => 7000,
)
-- Bin::$data and Ext::$data that are not strings
Packer::pack(Bin), int: c4023132
Bin::pack(), int: c4023132
Packer::pack(Ext), int: 91d5033132
Ext::pack(), int: d5033132
Packer::pack(Bin), float: c403312e35
Bin::pack(), float: c403312e35
Packer::pack(Ext), float: 91c70303312e35
Ext::pack(), float: c70303312e35
Packer::pack(Bin), Stringable: c403737472
Bin::pack(), Stringable: c403737472
Packer::pack(Ext), Stringable: 91c70303737472
Ext::pack(), Stringable: c70303737472
Packer::pack(Bin), object: TypeError: MessagePack\Packer::packBin(): Argument #1 ($str) must be of type string, stdClass given
Bin::pack(), object: TypeError: MessagePack\Packer::packBin(): Argument #1 ($str) must be of type string, stdClass given
Packer::pack(Ext), object: TypeError: MessagePack\Packer::packExt(): Argument #2 ($data) must be of type string, stdClass given
Ext::pack(), object: TypeError: MessagePack\Packer::packExt(): Argument #2 ($data) must be of type string, stdClass given
