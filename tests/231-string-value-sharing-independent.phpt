--TEST--
Shared string values stay independent: changing one decoded string (in place, by reference, as a property, in a magic method, through a nested decode) changes no other value, no key, and no later decode
--EXTENSIONS--
msgpack
--INI--
msgpack.error_display=0
--FILE--
<?php
$list = msgpack_unpack(msgpack_pack(['DE', 'DE', 'DE', 'DE', 'DE']));
$list[0] .= 'x';
$list[1][0] = 'X';
$list[2] = strtolower($list[2]);
$s = &$list[3];
$s = 'changed through a reference';
unset($s);
echo json_encode($list), "\n";
echo json_encode(msgpack_unpack(msgpack_pack(['DE', 'DE']))), "\n";

// A value equal to a key: the table's key is not the value's string to change.
$map = msgpack_unpack(msgpack_pack(['status' => 'status', 'other' => 'status']));
$map['status'][0] = 'S';
$map['other'] .= '!';
echo json_encode($map), ' ', json_encode(array_keys($map)), "\n";

// The string as an array key afterwards (hashed then), and as a key of a later decode.
$keys = msgpack_unpack(msgpack_pack(['key-to-be', 'key-to-be']));
$index = [$keys[0] => 1];
$later = msgpack_unpack(msgpack_pack(['key-to-be' => 'key-to-be', 'x' => 'key-to-be']));
echo json_encode($later), ' ', isset($index['key-to-be']) ? 'found' : 'missing', "\n";

// PHP-only references: two slots that are one reference to a list, and the same bytes apart from it.
$inner = ['same-bytes', 'same-bytes'];
$a = ['x' => &$inner, 'y' => &$inner, 'z' => 'same-bytes'];
$b = msgpack_unpack(msgpack_pack($a));
$b['y'][0] = 'through the reference';
echo json_encode($b), "\n";

// Property values, changed by the object's own methods while the decode runs.
class Wakes
{
    public string $name = '';
    public string $kind = '';

    public function __wakeup(): void
    {
        $this->name .= '-woken';
    }
}
class Unserializes
{
    public array $data = [];

    public function __unserialize(array $data): void
    {
        $data['tag'][0] = 'T';
        $this->data = $data;
    }

    public function __serialize(): array
    {
        return $this->data;
    }
}
$w1 = new Wakes();
$w1->name = 'widget';
$w1->kind = 'widget';
$w2 = new Wakes();
$w2->name = 'widget';
$w2->kind = 'widget';
$u1 = new Unserializes();
$u1->data = ['tag' => 'tag-one', 'copy' => 'tag-one'];
$u2 = new Unserializes();
$u2->data = ['tag' => 'tag-one', 'copy' => 'tag-one'];
$objs = msgpack_unpack(msgpack_pack([$w1, $w2, $u1, $u2, 'widget', 'tag-one']));
echo $objs[0]->name, ' ', $objs[0]->kind, ' ', $objs[1]->name, ' ', $objs[1]->kind, "\n";
echo json_encode($objs[2]->data), ' ', json_encode($objs[3]->data), ' ', $objs[4], ' ', $objs[5], "\n";

// A nested decode in the middle of one (Serializable::unserialize() runs at once) refills the cache with other
// strings of the same lengths; the outer decode goes on with its own values intact.
class Nested implements Serializable
{
    public $inner;

    public function serialize(): string
    {
        return 'x';
    }

    public function unserialize(string $data): void
    {
        $strings = [];
        for ($i = 0; $i < 5000; $i++) {
            $strings[] = sprintf('%05d', $i);
            $strings[] = sprintf('n%04d', $i % 100);
        }
        $this->inner = msgpack_unpack(msgpack_pack($strings));
        $this->inner[1][0] = 'X';
    }

    public function __serialize(): array
    {
        return [];
    }

    public function __unserialize(array $data): void
    {
    }
}
$outer = ['aaaaa', 'n0001', 'bbbbb'];
$packed = msgpack_pack($outer);
// The PHP-only Serializable form: {nil: 3, "Nested": payload}.
$serializable = "\x82\xc0\x03\xa6Nested\xa1x";
// [aaaaa, n0001, bbbbb, Nested, aaaaa, n0001, n0001]
$values = msgpack_unpack("\x97" . substr($packed, 1) . $serializable . substr($packed, 1, 12) . "\xa5n0001");
echo json_encode([$values[0], $values[1], $values[2], $values[4], $values[5], $values[6]]), ' ',
    $values[3]->inner[1], ' ', $values[3]->inner[3], ' ', count($values[3]->inner), "\n";

// BufferUnpacker, and a decode after everything above.
$bu = new MessagePack\BufferUnpacker(msgpack_pack(['again', 'again']));
$r = $bu->unpack();
$r[0] .= '?';
echo json_encode($r), ' ', json_encode(msgpack_unpack(msgpack_pack(['again', 'DE', 'status', 'widget', 'tag-one']))), "\n";
?>
--EXPECT--
["DEx","XE","de","changed through a reference","DE"]
["DE","DE"]
{"status":"Status","other":"status!"} ["status","other"]
{"key-to-be":"key-to-be","x":"key-to-be"} found
{"x":["through the reference","same-bytes"],"y":["through the reference","same-bytes"],"z":"same-bytes"}
widget-woken widget widget-woken widget
{"tag":"Tag-one","copy":"tag-one"} {"tag":"Tag-one","copy":"tag-one"} widget tag-one
["aaaaa","n0001","bbbbb","aaaaa","n0001","n0001"] X0000 n0001 10000
["again?","again"] ["again","DE","status","widget","tag-one"]
