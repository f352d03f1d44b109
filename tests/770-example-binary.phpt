--TEST--
MessagePack examples: binary (a Bin value inside a map packed by the default Packer: str key, bin value)
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Packer;
use MessagePack\Type\Bin;

$packer = new Packer();
$packed = $packer->pack(['name' => new Bin('value')]);

echo '[', implode(', ', unpack('C*', $packed)), "]\n";
echo bin2hex($packed), "\n";
// unpacking gives back a plain string for the bin value
var_dump((new BufferUnpacker($packed))->unpack());
?>
--EXPECT--
[129, 164, 110, 97, 109, 101, 196, 5, 118, 97, 108, 117, 101]
81a46e616d65c40576616c7565
array(1) {
  ["name"]=>
  string(5) "value"
}
