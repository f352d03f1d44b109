--TEST--
MessagePack examples: sugar (the MessagePack facade packs and unpacks)
--FILE--
<?php
use MessagePack\MessagePack;

$packed = MessagePack::pack('foobar');
$unpacked = MessagePack::unpack($packed);

echo bin2hex($packed), "\n";
echo "$unpacked\n";
?>
--EXPECT--
a6666f6f626172
foobar
