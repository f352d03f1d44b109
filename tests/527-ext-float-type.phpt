--TEST--
MessagePack\Type\Ext whose type property a user set to a float packs through msgpack_pack() as an int without a warning on every PHP version (PHP 8.5 warns "not representable as an int" from a plain conversion)
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\Type\Ext;

set_error_handler(function (int $no, string $message) {
    echo "warning: $message\n";
    return true;
});
foreach ([5.0, 7.9, -3.5, 1e30, -1e30, INF, NAN] as $type) {
    $ext = new Ext(1, 'x');
    $ext->type = $type;
    echo var_export($type, true), ': ', bin2hex(msgpack_pack($ext)), "\n";
}
?>
--EXPECT--
5.0: d40578
7.9: d40778
-3.5: d4fd78
1.0E+30: d40078
-1.0E+30: d40078
INF: d40078
NAN: d40078
