--TEST--
msgpack: str8/str16/str32 and bin8/bin16/bin32 all decode to PHP strings
--EXTENSIONS--
msgpack
--FILE--
<?php
$inputs = [
    'a0', 'd900', 'da0000', 'db00000000',
    'a3616263', 'd903616263', 'da0003616263', 'db00000003616263',
    'c400', 'c50000', 'c600000000',
    'c403616263', 'c50003616263', 'c600000003616263',
    'c40300ff00', 'a400c1ff80',
];
foreach ($inputs as $hex) {
    $v = msgpack_unpack(hex2bin($hex));
    printf("%s => %s(%s)\n", $hex, gettype($v), is_string($v) ? bin2hex($v) : var_export($v, true));
}
// long forms
$body = str_repeat("\x01\xfe", 150);
var_dump(msgpack_unpack("\xc5\x01\x2c" . $body) === $body);
var_dump(msgpack_unpack("\xc6\x00\x00\x01\x2c" . $body) === $body);
var_dump(msgpack_unpack("\xdb\x00\x00\x01\x2c" . $body) === $body);
?>
--EXPECT--
a0 => string()
d900 => string()
da0000 => string()
db00000000 => string()
a3616263 => string(616263)
d903616263 => string(616263)
da0003616263 => string(616263)
db00000003616263 => string(616263)
c400 => string()
c50000 => string()
c600000000 => string()
c403616263 => string(616263)
c50003616263 => string(616263)
c600000003616263 => string(616263)
c40300ff00 => string(00ff00)
a400c1ff80 => string(00c1ff80)
bool(true)
bool(true)
bool(true)
