--TEST--
MessagePack\StreamUnpacker: moving the iterator on releases the message in hand before it reads the next one; a destructor that throws there ends the move, and the next message is not lost
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension;
use MessagePack\Packer;
use MessagePack\StreamUnpacker;

class Item
{
    public static ?Iterator $it = null;
    public static bool $throw = true;

    public function __construct(public int $id) {}

    public function __destruct()
    {
        echo "  destruct {$this->id}\n";
        if ($this->id === 1 && self::$throw) {
            throw new RuntimeException("destructor of {$this->id}");
        }
        if ($this->id === 4 && self::$it) {
            // moves the iterator on from where the move that released this item stands
            self::$it->next();
        }
    }
}

class ItemExtension implements Extension
{
    public function getType(): int { return 5; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        return new Item($unpacker->unpackInt());
    }
}

function stream(int $count)
{
    $s = fopen('php://memory', 'w+');
    for ($i = 1; $i <= $count; $i++) {
        fwrite($s, "\xd4\x05" . chr($i));
    }
    rewind($s);
    return new StreamUnpacker($s, null, [new ItemExtension()]);
}

echo "-- foreach, the loop drops its copy\n";
$u = stream(3);
try {
    foreach ($u as $k => $v) {
        echo "got $k: {$v->id}\n";
        unset($v);
    }
} catch (RuntimeException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
foreach ($u as $k => $v) {
    echo "got $k: {$v->id}\n";
}
unset($v);

echo "-- getIterator(), next() from a destructor\n";
$it = stream(7)->getIterator();
Item::$it = $it;
Item::$throw = false;
for ($it->rewind(); $it->valid(); ) {
    echo "got {$it->key()}: {$it->current()->id}\n";
    $it->next();
}
Item::$it = null;
echo "done\n";
?>
--EXPECT--
-- foreach, the loop drops its copy
got 0: 1
  destruct 1
RuntimeException: destructor of 1
got 1: 2
  destruct 2
got 2: 3
  destruct 3
-- getIterator(), next() from a destructor
got 0: 1
  destruct 1
got 1: 2
  destruct 2
got 2: 3
  destruct 3
got 3: 4
  destruct 4
  destruct 5
got 5: 6
  destruct 6
got 6: 7
  destruct 7
done
