--TEST--
MessagePack examples: map (Map forces a map even for a list; the plain list is an array)
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Packer;
use MessagePack\Type\Map;

$packer = new Packer();

$packedMap = $packer->pack(new Map([1, 2, 3]));
$packedArray = $packer->pack([1, 2, 3]);

printf("Packed map:   %s\n", implode(' ', str_split(bin2hex($packedMap), 2)));
printf("Packed array: %s\n", implode(' ', str_split(bin2hex($packedArray), 2)));

// both unpack to the same PHP list
$u = new BufferUnpacker($packedMap . $packedArray);
var_dump($u->unpack() === $u->unpack());
?>
--EXPECT--
Packed map:   83 00 01 01 02 02 03
Packed array: 93 01 02 03
bool(true)
