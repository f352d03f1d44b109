--TEST--
msgpack: Ext packs as fixext1/2/4/8/16 for those lengths, otherwise ext8/ext16/ext32, and decodes back
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\Type\Ext;

foreach ([0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 255, 256, 65535, 65536] as $len) {
    $data = substr(str_repeat("\x00\x01\x02\x03\x04\x05\x06\x07\x08\x09\x0a\x0b\x0c\x0d\x0e\x0f", intdiv($len, 16) + 1), 0, $len);
    $packed = msgpack_pack(new Ext(42, $data));
    $back = msgpack_unpack($packed);
    $same = $back instanceof Ext && $back->type === 42 && $back->data === $data;
    printf("%d: header %s, body %s, decodes %s\n", $len, bin2hex(substr($packed, 0, strlen($packed) - $len)),
        substr($packed, strlen($packed) - $len) === $data ? 'intact' : 'CHANGED',
        $same ? 'to the same Ext' : 'to ' . var_export($back, true));
}
?>
--EXPECT--
0: header c7002a, body intact, decodes to the same Ext
1: header d42a, body intact, decodes to the same Ext
2: header d52a, body intact, decodes to the same Ext
3: header c7032a, body intact, decodes to the same Ext
4: header d62a, body intact, decodes to the same Ext
5: header c7052a, body intact, decodes to the same Ext
7: header c7072a, body intact, decodes to the same Ext
8: header d72a, body intact, decodes to the same Ext
9: header c7092a, body intact, decodes to the same Ext
15: header c70f2a, body intact, decodes to the same Ext
16: header d82a, body intact, decodes to the same Ext
17: header c7112a, body intact, decodes to the same Ext
255: header c7ff2a, body intact, decodes to the same Ext
256: header c801002a, body intact, decodes to the same Ext
65535: header c8ffff2a, body intact, decodes to the same Ext
65536: header c9000100002a, body intact, decodes to the same Ext
