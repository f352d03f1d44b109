--TEST--
Compact mode through APCu: a value stored at msgpack.compact=full is fetched equal, and a value stored plain before the switch still reads
--EXTENSIONS--
msgpack
apcu
--INI--
apc.enable_cli=1
apc.serializer=msgpack
msgpack.php_only=1
msgpack.compact=full
--FILE--
<?php
class Item { public $sku; public $qty; public $label; function __construct($s, $q) { $this->sku = $s; $this->qty = $q; $this->label = 'item-label'; } }
$cart = ['items' => [new Item('A-1', 2), new Item('B-2', 1), new Item('C-3', 5)],
    'rows' => [['id' => 1, 'state' => 'open'], ['id' => 2, 'state' => 'open'], ['id' => 3, 'state' => 'open']]];

// Compact bytes stored, the same value fetched.
apcu_store('cart', $cart);
var_dump(apcu_fetch('cart') == $cart);
// Data stored before the switch (plain) still reads.
ini_set('msgpack.compact', '0');
apcu_store('old', $cart);
ini_set('msgpack.compact', 'full');
var_dump(apcu_fetch('old') == $cart);
?>
--EXPECT--
bool(true)
bool(true)
