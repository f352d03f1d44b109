--TEST--
MessagePack examples: traversable (unpackExt is a generator that reads from the unpacker lazily, after unpack() returned)
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension;
use MessagePack\Packer;

final class IterExt implements Extension
{
    public function __construct(private readonly int $type) {}

    public function getType(): int
    {
        return $this->type;
    }

    public function pack(Packer $packer, $value): ?string
    {
        if (!$value instanceof Traversable) {
            return null;
        }
        $items = '';
        $n = 0;
        foreach ($value as $item) {
            $items .= $packer->pack($item);
            $n++;
        }
        return $packer->packExt($this->type, $packer->packArrayHeader($n) . $items);
    }

    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $n = $unpacker->unpackArrayHeader();
        while ($n--) {
            yield $unpacker->unpack();
        }
    }
}

$extension = new IterExt(1);
$packer = new Packer(null, [$extension]);
$packed = $packer->pack(new ArrayIterator(range(1, 5)));

$unpacker = new BufferUnpacker($packed, null, [$extension]);
foreach ($unpacker->unpack() as $i) {
    echo "$i\n";
}

echo "-- nothing is read until the generator runs\n";
echo bin2hex($packed), "\n";
$unpacker->reset($packed);
$gen = $unpacker->unpack();
var_dump(get_class($gen), $unpacker->getRemainingCount());
var_dump($gen->current(), $unpacker->getRemainingCount());
$gen->next();
var_dump($gen->current(), $unpacker->getRemainingCount());
// reading through the unpacker directly moves the same cursor the generator uses
var_dump($unpacker->unpack());
$gen->next();
var_dump($gen->current());
$gen->next();
var_dump($gen->current(), $gen->valid(), $unpacker->getRemainingCount());
// the generator still expects a fifth item, but the direct read took one: the buffer is exhausted
try {
    $gen->next();
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump($gen->valid());

echo "-- the generator keeps the unpacker alive\n";
function lazy(string $packed, IterExt $ext): Generator
{
    return (new BufferUnpacker($packed, null, [$ext]))->unpack();
}
$gen = lazy($packer->pack(new ArrayIterator(['a' => [1, 2], 'b' => 'x'])), $extension);
gc_collect_cycles();
var_dump(iterator_to_array($gen, false));

echo "-- nested traversables give nested generators\n";
$packed = $packer->pack(new ArrayIterator([1, new ArrayIterator([2, 3]), 4]));
$unpacker->reset($packed);
foreach ($unpacker->unpack() as $v) {
    if ($v instanceof Generator) {
        foreach ($v as $w) {
            echo "  inner $w\n";
        }
    } else {
        echo "outer $v\n";
    }
}
var_dump($unpacker->hasRemaining());
?>
--EXPECT--
1
2
3
4
5
-- nothing is read until the generator runs
c70601950102030405
string(9) "Generator"
int(6)
int(1)
int(4)
int(2)
int(3)
int(3)
int(4)
int(5)
bool(true)
int(0)
MessagePack\Exception\InsufficientDataException: Not enough data to read
bool(false)
-- the generator keeps the unpacker alive
array(2) {
  [0]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  [1]=>
  string(1) "x"
}
-- nested traversables give nested generators
outer 1
  inner 2
  inner 3
outer 4
bool(false)
