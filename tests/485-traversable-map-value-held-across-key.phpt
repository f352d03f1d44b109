--TEST--
TraversableTransformer::toMap(): the value is held while its key is packed, whose user code may grow the container (a packStr() override, a transformer for WeakMap keys)
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\CanPack;
use MessagePack\Packer;
use MessagePack\TypeTransformer\TraversableTransformer;

// The first key's packStr() grows the ArrayObject being iterated: its table moves while the value waits.
class GrowingPacker extends Packer
{
    public $grow = true;

    public function packStr($str)
    {
        if ($this->grow) {
            $this->grow = false;
            for ($i = 0; $i < 100; $i++) {
                $GLOBALS['ao']["k$i"] = $i;
            }
            // reuse the freed memory, so that a stale read would see other bytes
            $GLOBALS['junk'] = [];
            for ($i = 0; $i < 50; $i++) {
                $GLOBALS['junk'][] = str_repeat(chr(65 + $i % 26), 150 + $i * 8);
            }
        }
        return parent::packStr($str);
    }
}

$ao = new ArrayObject(['a' => str_repeat('v', 40), 'b' => 2]);
$p = (new GrowingPacker())->extendWith(TraversableTransformer::toMap());
$m = (new BufferUnpacker($p->pack($ao)))->unpack();
var_dump(count($m), $m['a'], $m['b'], $m['k99']);

// A WeakMap's object keys go through a transformer, which adds entries to the WeakMap the first time.
class Key
{
    public function __construct(public int $id) {}
}

class KeyTransformer implements CanPack
{
    public $grow = true;

    public function pack(Packer $packer, $value): ?string
    {
        if (!$value instanceof Key) {
            return null;
        }
        if ($this->grow) {
            $this->grow = false;
            for ($i = 0; $i < 64; $i++) {
                $k = new Key($i);
                $GLOBALS['keep'][] = $k;
                $GLOBALS['wm'][$k] = "n$i";
            }
            $GLOBALS['junk'] = [];
            for ($i = 0; $i < 50; $i++) {
                $GLOBALS['junk'][] = str_repeat(chr(65 + $i % 26), 150 + $i * 8);
            }
        }
        return $packer->packInt($value->id);
    }
}

$wm = new WeakMap();
$k0 = new Key(100);
$wm[$k0] = str_repeat('w', 30);
$p = (new Packer())->extendWith(TraversableTransformer::toMap(), new KeyTransformer());
$m = (new BufferUnpacker($p->pack($wm)))->unpack();
var_dump(count($m), $m[100], $m[63]);
?>
--EXPECT--
int(102)
string(40) "vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv"
int(2)
int(99)
int(65)
string(30) "wwwwwwwwwwwwwwwwwwwwwwwwwwwwww"
string(3) "n63"
