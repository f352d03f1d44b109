--TEST--
msgpack: strings of 0/1/31/32/255/256/65535/65536 bytes get the right header and round-trip
--EXTENSIONS--
msgpack
--FILE--
<?php
foreach ([0, 1, 31, 32, 255, 256, 65535, 65536, 70000] as $len) {
    // every byte value, NUL included
    $s = substr(str_repeat(implode('', array_map('chr', range(0, 255))), intdiv($len, 256) + 1), 0, $len);
    $packed = msgpack_pack($s);
    $headerLen = strlen($packed) - $len;
    $back = msgpack_unpack($packed);
    printf("%d: header %s, body %s, round trip %s\n", $len, bin2hex(substr($packed, 0, $headerLen)),
        substr($packed, $headerLen) === $s ? 'intact' : 'CHANGED', $back === $s ? 'same' : 'DIFFERENT');
}
// no UTF-8 validation: any bytes are a str
echo bin2hex(msgpack_pack("\xff\x00")), "\n";
echo bin2hex(msgpack_pack("h\xc3\xa9llo")), "\n";
var_dump(msgpack_unpack("\xa2\xff\x00") === "\xff\x00");
?>
--EXPECT--
0: header a0, body intact, round trip same
1: header a1, body intact, round trip same
31: header bf, body intact, round trip same
32: header d920, body intact, round trip same
255: header d9ff, body intact, round trip same
256: header da0100, body intact, round trip same
65535: header daffff, body intact, round trip same
65536: header db00010000, body intact, round trip same
70000: header db00011170, body intact, round trip same
a2ff00
a668c3a96c6c6f
bool(true)
