--TEST--
MessagePack\BufferUnpacker: every invalid map key code gives invalidMapKeyType (unpack() and unpackMap(), 0xc1 without a type word)
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Exception\UnpackingFailedException;

$codes = array_merge(range(0x80, 0x8f), range(0x90, 0x9f), [0xc0, 0xc1, 0xc2, 0xc3, 0xc7, 0xc8, 0xc9, 0xca, 0xcb,
    0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xdc, 0xdd, 0xde, 0xdf]);
foreach ($codes as $code) {
    // the key byte is followed by enough zero bytes for any header, then a value
    $tail = chr($code) . str_repeat("\x00", 20);
    $seen = [];
    foreach (["\x81", "\xde\x00\x01", "\xdf\x00\x00\x00\x01"] as $header) {
        foreach (['unpack', 'unpackMap'] as $method) {
            $u = new BufferUnpacker($header . $tail);
            try {
                $u->$method();
                $msg = 'no exception';
            } catch (UnpackingFailedException $e) {
                // only the key byte was consumed after the header
                $msg = get_class($e) . ': ' . $e->getMessage() . ($u->getRemainingCount() === 20 ? '' : ' remaining ' . $u->getRemainingCount());
            }
            $seen[$msg] = true;
        }
    }
    printf("%02x %s\n", $code, implode(' | ', array_keys($seen)));
}

// a bad key deeper inside: after one good pair, inside an array, as the key of a nested map
foreach (['82a16101c0 02', '92 01 81 ca3f800000 01', '81a16181 92 01 02 03', '81 01 81 c3 01'] as $hex) {
    $u = new BufferUnpacker(hex2bin(str_replace(' ', '', $hex)));
    try {
        var_dump($u->unpack());
    } catch (Throwable $e) {
        echo $hex, ': ', $e->getMessage(), ', remaining ', $u->getRemainingCount(), "\n";
    }
}
?>
--EXPECT--
80 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got map (0x80)
81 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got map (0x81)
82 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got map (0x82)
83 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got map (0x83)
84 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got map (0x84)
85 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got map (0x85)
86 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got map (0x86)
87 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got map (0x87)
88 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got map (0x88)
89 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got map (0x89)
8a MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got map (0x8a)
8b MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got map (0x8b)
8c MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got map (0x8c)
8d MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got map (0x8d)
8e MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got map (0x8e)
8f MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got map (0x8f)
90 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got array (0x90)
91 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got array (0x91)
92 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got array (0x92)
93 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got array (0x93)
94 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got array (0x94)
95 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got array (0x95)
96 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got array (0x96)
97 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got array (0x97)
98 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got array (0x98)
99 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got array (0x99)
9a MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got array (0x9a)
9b MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got array (0x9b)
9c MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got array (0x9c)
9d MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got array (0x9d)
9e MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got array (0x9e)
9f MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got array (0x9f)
c0 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0)
c1 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got 0xc1
c2 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got bool (0xc2)
c3 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got bool (0xc3)
c7 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xc7)
c8 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xc8)
c9 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xc9)
ca MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got float (0xca)
cb MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got float (0xcb)
d4 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xd4)
d5 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xd5)
d6 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xd6)
d7 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xd7)
d8 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xd8)
dc MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got array (0xdc)
dd MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got array (0xdd)
de MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got map (0xde)
df MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got map (0xdf)
82a16101c0 02: Invalid map key type: expected int, str or bin but got nil (0xc0), remaining 1
92 01 81 ca3f800000 01: Invalid map key type: expected int, str or bin but got float (0xca), remaining 5
81a16181 92 01 02 03: Invalid map key type: expected int, str or bin but got array (0x92), remaining 3
81 01 81 c3 01: Invalid map key type: expected int, str or bin but got bool (0xc3), remaining 1
