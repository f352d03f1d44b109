--TEST--
msgpack: maps of 1/15/16/65535/65536 entries use fixmap/map16/map32 and round-trip
--EXTENSIONS--
msgpack
--FILE--
<?php
foreach ([1, 15, 16, 65535, 65536] as $n) {
    // string keys
    $map = [];
    for ($i = 0; $i < $n; $i++) {
        $map["k$i"] = $i % 100;
    }
    $packed = msgpack_pack($map);
    $back = msgpack_unpack($packed);
    printf("%d string keys: header %s, round trip %s\n", $n, bin2hex(substr($packed, 0, strlen($packed) > 6 ? 5 : 1)),
        $back === $map ? 'same' : 'DIFFERENT');

    // int keys that are not a list (start at 1)
    $imap = [];
    for ($i = 1; $i <= $n; $i++) {
        $imap[$i] = true;
    }
    $packed = msgpack_pack($imap);
    $back = msgpack_unpack($packed);
    printf("%d int keys: header %s, round trip %s\n", $n, bin2hex(substr($packed, 0, 5)),
        $back === $imap ? 'same' : 'DIFFERENT');
}
// all forms of the map header decode
foreach (['81a16101', 'de0001a16101', 'df00000001a16101', 'de0002a16101a16202', 'df00000002010a020b'] as $hex) {
    echo $hex, ' => ', json_encode(msgpack_unpack(hex2bin($hex))), "\n";
}
?>
--EXPECT--
1 string keys: header 81, round trip same
1 int keys: header 8101c3, round trip same
15 string keys: header 8fa26b3000, round trip same
15 int keys: header 8f01c302c3, round trip same
16 string keys: header de0010a26b, round trip same
16 int keys: header de001001c3, round trip same
65535 string keys: header deffffa26b, round trip same
65535 int keys: header deffff01c3, round trip same
65536 string keys: header df00010000, round trip same
65536 int keys: header df00010000, round trip same
81a16101 => {"a":1}
de0001a16101 => {"a":1}
df00000001a16101 => {"a":1}
de0002a16101a16202 => {"a":1,"b":2}
df00000002010a020b => {"1":10,"2":11}
