--TEST--
msgpack: msgpack.use_str8_serialization=0 writes 32..255-byte strings as str16 (da 00 LL)
--EXTENSIONS--
msgpack
--INI--
msgpack.use_str8_serialization=0
--FILE--
<?php
var_dump(ini_get('msgpack.use_str8_serialization'));
foreach ([0, 31, 32, 100, 255, 256, 65535, 65536] as $len) {
    $s = str_repeat('s', $len);
    $packed = msgpack_pack($s);
    printf("%d: header %s, round trip %s\n", $len, bin2hex(substr($packed, 0, strlen($packed) - $len)),
        msgpack_unpack($packed) === $s ? 'same' : 'DIFFERENT');
}
// inside containers too (map keys included)
$key = str_repeat('k', 40);
echo bin2hex(msgpack_pack([$key => 1])), "\n";
// the decoder still accepts str8
var_dump(msgpack_unpack("\xd9\x03abc"));
// switching it back on at run time
ini_set('msgpack.use_str8_serialization', '1');
echo bin2hex(substr(msgpack_pack(str_repeat('s', 40)), 0, 2)), "\n";
?>
--EXPECT--
string(1) "0"
0: header a0, round trip same
31: header bf, round trip same
32: header da0020, round trip same
100: header da0064, round trip same
255: header da00ff, round trip same
256: header da0100, round trip same
65535: header daffff, round trip same
65536: header db00010000, round trip same
81da00286b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b6b01
string(3) "abc"
d928
