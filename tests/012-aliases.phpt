--TEST--
msgpack: msgpack_serialize/msgpack_unserialize are aliases of msgpack_pack/msgpack_unpack
--EXTENSIONS--
msgpack
--FILE--
<?php
$values = [null, true, 0, -1, 300, 1.5, 'abc', str_repeat('x', 40), [], [1, 2], ['a' => ['b' => null]]];
foreach ($values as $v) {
    $a = msgpack_pack($v);
    $b = msgpack_serialize($v);
    echo bin2hex($b), ' ', $a === $b ? 'same' : 'DIFFERENT', ' ',
        msgpack_unserialize($b) === msgpack_unpack($a) ? 'same' : 'DIFFERENT', "\n";
}
var_dump(msgpack_unserialize(''));
var_dump(msgpack_unserialize("\x92\x01"));
var_dump(msgpack_unserialize("\xc1"));
var_dump(msgpack_unserialize("\x01\x02"));
?>
--EXPECTF--
c0 same same
c3 same same
00 same same
ff same same
cd012c same same
cb3ff8000000000000 same same
a3616263 same same
d92878787878787878787878787878787878787878787878787878787878787878787878787878787878 same same
90 same same
920102 same same
81a16181a162c0 same same
NULL

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)

Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)

Warning: [msgpack] (php_msgpack_unserialize) Extra bytes in %s on line %d
int(1)
