--TEST--
Compact mode: packExt() of a Packer with PackOptions::RECORDS or COMPACT refuses compact mode's own ext types (an Extension or transformer writing one made a message that read back wrong: its ext taken for a string definition, another string replaced by it, or a record handed to the Extension), as a MessagePack\Type\Ext of those types is refused; other types and plain Packers write them
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, PackOptions, UnpackOptions};

final class Money
{
    public function __construct(public int $cents) {}
}

// an application's Extension for Money, of the type given
final class MoneyExtension implements Extension
{
    public function __construct(private int $type) {}
    public function getType(): int
    {
        return $this->type;
    }
    public function pack(Packer $packer, mixed $value): ?string
    {
        return $value instanceof Money ? $packer->packExt($this->type, pack('N', $value->cents)) : null;
    }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): Money
    {
        return new Money(unpack('N', $unpacker->read($extLength))[1]);
    }
}

$value = [['id' => 1, 'name' => 'a'], new Money(5), 'a repeated string', 'a repeated string', ['id' => 2, 'name' => 'b']];
foreach ([83, 114, 94, 64, 65, 98, 20] as $type) {
    foreach (['RECORDS' => PackOptions::RECORDS, 'COMPACT' => PackOptions::COMPACT, 'plain' => 0] as $name => $options) {
        $extensions = [new MoneyExtension($type)];
        try {
            $bytes = (new Packer($options, $extensions))->pack($value);
            $read = (new BufferUnpacker($bytes, $options ? UnpackOptions::COMPACT : 0, $extensions))->unpack();
            echo "$type $name: ", $read == $value ? 'read back' : 'READ BACK WRONG ' . json_encode($read), "\n";
        } catch (Exception $e) {
            echo "$type $name: ", get_class($e), ': ', $e->getMessage(), "\n";
        }
    }
}
// the type byte wraps (339 is written as 83); SEQUENTIAL writes records too
foreach ([[PackOptions::COMPACT, 83 + 256], [PackOptions::SEQUENTIAL, 114]] as [$options, $type]) {
    try {
        (new Packer($options))->packExt($type, "\x40");
    } catch (Exception $e) {
        echo "$type: ", $e->getMessage(), "\n";
    }
}
echo bin2hex((new Packer(PackOptions::SEQUENTIAL))->packExt(113, "\x40")), ' ', bin2hex((new Packer())->packExt(114, "\x40")), "\n";
?>
--EXPECT--
83 RECORDS: MessagePack\Exception\PackingFailedException: Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: packExt() cannot write one of them with PackOptions::RECORDS or COMPACT
83 COMPACT: MessagePack\Exception\PackingFailedException: Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: packExt() cannot write one of them with PackOptions::RECORDS or COMPACT
83 plain: read back
114 RECORDS: MessagePack\Exception\PackingFailedException: Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: packExt() cannot write one of them with PackOptions::RECORDS or COMPACT
114 COMPACT: MessagePack\Exception\PackingFailedException: Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: packExt() cannot write one of them with PackOptions::RECORDS or COMPACT
114 plain: read back
94 RECORDS: MessagePack\Exception\PackingFailedException: Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: packExt() cannot write one of them with PackOptions::RECORDS or COMPACT
94 COMPACT: MessagePack\Exception\PackingFailedException: Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: packExt() cannot write one of them with PackOptions::RECORDS or COMPACT
94 plain: read back
64 RECORDS: MessagePack\Exception\PackingFailedException: Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: packExt() cannot write one of them with PackOptions::RECORDS or COMPACT
64 COMPACT: MessagePack\Exception\PackingFailedException: Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: packExt() cannot write one of them with PackOptions::RECORDS or COMPACT
64 plain: read back
65 RECORDS: MessagePack\Exception\PackingFailedException: Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: packExt() cannot write one of them with PackOptions::RECORDS or COMPACT
65 COMPACT: MessagePack\Exception\PackingFailedException: Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: packExt() cannot write one of them with PackOptions::RECORDS or COMPACT
65 plain: read back
98 RECORDS: MessagePack\Exception\PackingFailedException: Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: packExt() cannot write one of them with PackOptions::RECORDS or COMPACT
98 COMPACT: MessagePack\Exception\PackingFailedException: Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: packExt() cannot write one of them with PackOptions::RECORDS or COMPACT
98 plain: read back
20 RECORDS: read back
20 COMPACT: read back
20 plain: read back
339: Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: packExt() cannot write one of them with PackOptions::RECORDS or COMPACT
114: Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: packExt() cannot write one of them with PackOptions::RECORDS or COMPACT
d47140 d47240
