--TEST--
msgpack: lists of 0/1/15/16/65535/65536 elements use fixarray/array16/array32 and round-trip
--EXTENSIONS--
msgpack
--FILE--
<?php
foreach ([0, 1, 15, 16, 65535, 65536, 70000] as $n) {
    $list = [];
    for ($i = 0; $i < $n; $i++) {
        $list[] = $i % 100;   // one byte per element
    }
    $packed = msgpack_pack($list);
    $headerLen = strlen($packed) - $n;
    $back = msgpack_unpack($packed);
    printf("%d: header %s, round trip %s\n", $n, bin2hex(substr($packed, 0, $headerLen)),
        $back === $list ? 'same' : 'DIFFERENT');
}
// all forms of the array header decode
foreach (['90', 'dc0000', 'dd00000000', '9101', 'dc000101', 'dd0000000101', 'dc0003010203', 'dd00000003010203'] as $hex) {
    echo $hex, ' => ', json_encode(msgpack_unpack(hex2bin($hex))), "\n";
}
?>
--EXPECT--
0: header 90, round trip same
1: header 91, round trip same
15: header 9f, round trip same
16: header dc0010, round trip same
65535: header dcffff, round trip same
65536: header dd00010000, round trip same
70000: header dd00011170, round trip same
90 => []
dc0000 => []
dd00000000 => []
9101 => [1]
dc000101 => [1]
dd0000000101 => [1]
dc0003010203 => [1,2,3]
dd00000003010203 => [1,2,3]
