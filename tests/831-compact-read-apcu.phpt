--TEST--
msgpack.compact=read through APCu: a value stored by a compact writer is fetched at read, and what read stores a reader at 0 fetches
--EXTENSIONS--
msgpack
apcu
--INI--
apc.enable_cli=1
apc.serializer=msgpack
--FILE--
<?php
$mixed = ['cart' => [['sku' => 'a', 'qty' => 1], ['sku' => 'b', 'qty' => 2]], 'user' => ['id' => 7, 'name' => 'Ada']];

echo "-- APCu: a value stored by a compact writer is fetched at read, and read stores plain\n";
ini_set('msgpack.compact', 'full');
apcu_store('k', $mixed);
ini_set('msgpack.compact', 'read');
var_dump(apcu_fetch('k') == $mixed);
apcu_store('k2', $mixed);
ini_set('msgpack.compact', '0');
var_dump(apcu_fetch('k2') == $mixed);
?>
--EXPECT--
-- APCu: a value stored by a compact writer is fetched at read, and read stores plain
bool(true)
bool(true)
