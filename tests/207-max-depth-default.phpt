--TEST--
msgpack: the default depth limit is 4096 nested containers (PECL allowed only 1024)
--EXTENSIONS--
msgpack
--FILE--
<?php
var_dump(ini_get('msgpack.max_depth'));
function depth($v): int
{
    $d = 0;
    while (is_array($v)) {
        $d++;
        $v = $v[0] ?? $v['k'] ?? null;
    }
    return $d;
}
foreach ([1024, 1025, 4095, 4096] as $n) {
    $v = msgpack_unpack(str_repeat("\x91", $n) . "\x01");
    echo "$n arrays: depth ", depth($v), "\n";
}
$v = msgpack_unpack(str_repeat("\x91", 4095) . "\x90");
echo "4095 arrays + empty array: depth ", depth($v), "\n";
$v = msgpack_unpack(str_repeat("\x81\xa1k", 4096) . "\x01");
echo "4096 maps: depth ", depth($v), "\n";

// printed as a depth, never dumped: a wrong success must not flood the output
foreach (['4097 arrays' => str_repeat("\x91", 4097) . "\x01",
    '4096 arrays + empty array' => str_repeat("\x91", 4096) . "\x90",
    '4096 arrays + empty map' => str_repeat("\x91", 4096) . "\x80",
    '4097 maps' => str_repeat("\x81\xa1k", 4097) . "\x01"] as $name => $bytes) {
    echo "$name: ";
    $v = msgpack_unpack($bytes);
    echo $v === false ? 'false' : 'depth ' . depth($v), "\n";
}

// what the packer writes at 4096 levels can be read back
$deep = 1;
for ($i = 0; $i < 4096; $i++) {
    $deep = [$deep];
}
var_dump(msgpack_unpack(msgpack_pack($deep)) === $deep);
?>
--EXPECTF--
string(4) "4096"
1024 arrays: depth 1024
1025 arrays: depth 1025
4095 arrays: depth 4095
4096 arrays: depth 4096
4095 arrays + empty array: depth 4096
4096 maps: depth 4096
4097 arrays: 
Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
false
4096 arrays + empty array: 
Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
false
4096 arrays + empty map: 
Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
false
4097 maps: 
Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
false
bool(true)
