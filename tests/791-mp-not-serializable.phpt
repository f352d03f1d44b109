--TEST--
MessagePack\Packer and BufferUnpacker refuse serialize() (their options, transformers and buffer live outside the property table)
--FILE--
<?php
class MyPacker extends MessagePack\Packer {}
foreach ([new MessagePack\Packer(MessagePack\PackOptions::FORCE_BIN), new MyPacker(), new MessagePack\BufferUnpacker("\x01")] as $o) {
    try {
        serialize($o);
        echo "serialized\n";
    } catch (Exception $e) {
        echo $e->getMessage(), "\n";
    }
}
try {
    unserialize('O:18:"MessagePack\Packer":0:{}');
} catch (Exception $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
Serialization of 'MessagePack\Packer' is not allowed
Serialization of 'MyPacker' is not allowed
Serialization of 'MessagePack\BufferUnpacker' is not allowed
Unserialization of 'MessagePack\Packer' is not allowed
