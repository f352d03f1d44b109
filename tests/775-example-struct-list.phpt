--TEST--
MessagePack examples: struct_list (an Extension re-entering Packer::pack/packArray/packArrayHeader and BufferUnpacker::unpackArray/unpackArrayHeader/unpack)
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension;
use MessagePack\Packer;

final class Rows
{
    public function __construct(public array $list) {}
}

final class RowsExt implements Extension
{
    public function __construct(private readonly int $type) {}

    public function getType(): int
    {
        return $this->type;
    }

    public function pack(Packer $packer, $value): ?string
    {
        if (!$value instanceof Rows) {
            return null;
        }
        if (count($value->list) < 2) {
            return $packer->packArray($value->list);
        }
        $fields = array_keys(reset($value->list));
        $body = '';
        foreach ($value->list as $row) {
            foreach ($fields as $field) {
                $body .= $packer->pack($row[$field]);
            }
        }
        return $packer->packExt($this->type, $packer->packArray($fields) . $packer->packArrayHeader(count($value->list)) . $body);
    }

    // reads through the typed methods and ignores $extLength
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $fields = $unpacker->unpackArray();
        $count = $unpacker->unpackArrayHeader();
        $rows = [];
        for ($i = 0; $i < $count; $i++) {
            foreach ($fields as $field) {
                $rows[$i][$field] = $unpacker->unpack();
            }
        }
        return $rows;
    }
}

$profiles = [];
for ($i = 1; $i <= 100; ++$i) {
    $profiles[] = ['id' => $i, 'first_name' => "First name $i", 'last_name' => "Last name $i"];
}

$extension = new RowsExt(3);
$packer = new Packer(null, [$extension]);
$unpacker = new BufferUnpacker('', null, [$extension]);

$packedList = $packer->pack($profiles);
$packedStructList = $packer->pack(new Rows($profiles));

$unpackedList = $unpacker->reset($packedList)->unpack();
$unpackedStructList = $unpacker->reset($packedStructList)->unpack();
var_dump($unpackedList === $profiles, $unpackedStructList === $profiles, $unpacker->hasRemaining());

printf("Packed list size:        %dB\n", strlen($packedList));
printf("Packed struct list size: %dB\n", strlen($packedStructList));
printf("Space saved:             %dB\n", strlen($packedList) - strlen($packedStructList));
printf("Percentage saved:        %d%%\n", 100 - intdiv(strlen($packedStructList) * 100, strlen($packedList)));

// the ext body starts with the field names
echo bin2hex(substr($packedStructList, 0, 8)), "\n";

// short lists fall back to a plain array
echo bin2hex($packer->pack(new Rows([['a' => 1]]))), "\n";
echo bin2hex($packer->pack(new Rows([]))), "\n";

// struct lists nested in a map and followed by more data; the extension works on the same cursor
$small = [['k' => 1, 'v' => [true]], ['k' => 2, 'v' => null]];
$packed = $packer->pack(['x' => new Rows($small), 'y' => new Rows($small), 'z' => 'end']) . "\x2a";
$unpacker->reset($packed);
var_dump($unpacker->unpack() === ['x' => $small, 'y' => $small, 'z' => 'end'], $unpacker->unpack());
// and via tryUnpack, fed in two halves
$unpacker->reset(substr($packed, 0, 20));
var_dump($unpacker->tryUnpack(), $unpacker->getRemainingCount());
$unpacker->append(substr($packed, 20));
var_dump(count($unpacker->tryUnpack()));
?>
--EXPECT--
bool(true)
bool(true)
bool(false)
Packed list size:        5287B
Packed struct list size: 2816B
Space saved:             2471B
Percentage saved:        47%
c80afc0393a26964
9181a16101
90
bool(true)
int(42)
array(0) {
}
int(20)
int(2)
