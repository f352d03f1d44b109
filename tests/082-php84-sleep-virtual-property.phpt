--TEST--
PHP 8.4 property hooks: a virtual property __sleep() names is left out (after the "does not exist" notice), as serialize() leaves it, so that the data unpacks
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_VERSION_ID < 80400) die('skip property hooks need PHP 8.4'); ?>
--FILE--
<?php
eval(<<<'PHP'
class HkSleep {
    public string $name = 'd' { get => $this->name . '!'; }
    public int $virt { get => 7; }
    public $gone;
    public function __sleep() { unset($this->gone); return ['name', 'virt', 'gone']; }
    public function __wakeup() { echo "__wakeup: {$this->name}\n"; }
}
PHP);
echo @serialize(new HkSleep()), "\n";
$packed = msgpack_pack(new HkSleep());
echo bin2hex($packed), "\n";
var_dump(msgpack_unpack($packed));
?>
--EXPECTF--
O:7:"HkSleep":1:{s:4:"name";s:1:"d";}

Notice: [msgpack] (msgpack_serialize_class) "virt" returned as member variable from __sleep() but does not exist in %s on line %d

Notice: [msgpack] (msgpack_serialize_class) "gone" returned as member variable from __sleep() but does not exist in %s on line %d
83c0a7486b536c656570a46e616d65a164a4676f6e65c0
__wakeup: d!
object(HkSleep)#%d (2) {
  ["name"]=>
  string(1) "d"
  ["gone"]=>
  NULL
}
