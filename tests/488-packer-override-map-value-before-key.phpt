--TEST--
Packer subclass: packMap() takes each value before packing its key, as the library's foreach does, so a key override assigning to a variable an entry refers to does not change what is packed
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Packer;
use MessagePack\PackOptions;

class KeyPacker extends Packer
{
    public function packStr($str)
    {
        if ($str === 'k') {
            $GLOBALS['x'] = 'new';
            $GLOBALS['y'] = [9];
        }
        return parent::packStr($str);
    }
}

$x = 'old';
$y = [1, 2];
$map = ['k' => &$x, 'l' => &$y];
$p = new KeyPacker(PackOptions::FORCE_STR);
var_dump((new BufferUnpacker($p->packMap($map)))->unpack());
// nested, through pack()
$x = 'old';
var_dump((new BufferUnpacker($p->pack(['m' => $map])))->unpack());
?>
--EXPECT--
array(2) {
  ["k"]=>
  string(3) "old"
  ["l"]=>
  array(1) {
    [0]=>
    int(9)
  }
}
array(1) {
  ["m"]=>
  array(2) {
    ["k"]=>
    string(3) "old"
    ["l"]=>
    array(1) {
      [0]=>
      int(9)
    }
  }
}
