--TEST--
MessagePack\Packer subclass with overrides: PackOptions::SEQUENTIAL alone is refused with a message that names it among compact mode's options
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{Packer, PackOptions};

class UpperPacker extends Packer
{
    public function packStr($str)
    {
        return parent::packStr(strtoupper($str));
    }
}

foreach (['SEQUENTIAL' => PackOptions::SEQUENTIAL, 'RECORDS' => PackOptions::RECORDS] as $name => $option) {
    try {
        new UpperPacker($option);
        echo "$name: accepted\n";
    } catch (MessagePack\Exception\InvalidOptionException $e) {
        echo "$name: ", $e->getMessage(), "\n";
    }
}
// without compact mode the override runs as the library calls it
echo bin2hex((new UpperPacker())->pack(['k' => 'ab'])), "\n";
?>
--EXPECT--
SEQUENTIAL: Compact mode (PackOptions::RECORDS, COMPACT, SEQUENTIAL) cannot be used by UpperPacker: it overrides packStr(), which compact mode would not call (it reads and writes each message as a whole, natively)
RECORDS: Compact mode (PackOptions::RECORDS, COMPACT, SEQUENTIAL) cannot be used by UpperPacker: it overrides packStr(), which compact mode would not call (it reads and writes each message as a whole, natively)
81a14ba24142
