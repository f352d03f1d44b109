--TEST--
msgpack: the Ext type byte is a signed int8 both ways; type -1 with 4/8/12 bytes is read as a Timestamp
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\Type\Ext;

function describe($v): string
{
    if ($v instanceof MessagePack\Type\Timestamp) {
        return 'Timestamp(' . $v->getSeconds() . ', ' . $v->getNanoseconds() . ')';
    }
    if ($v instanceof Ext) {
        return 'Ext(' . var_export($v->type, true) . ', "' . bin2hex($v->data) . '")';
    }
    return var_export($v, true);
}

foreach ([0, 1, 127, -2, -127, -128, -1] as $type) {
    $packed = msgpack_pack(new Ext($type, 'abc'));
    echo $type, ': ', bin2hex($packed), ' => ', describe(msgpack_unpack($packed)), "\n";
}
// type -1 with a timestamp-sized body comes back as a Timestamp, other sizes stay Ext
foreach (["\x00\x00\x00\x01", "\x00\x00\x00\x04\x00\x00\x00\x01", str_repeat("\x00", 11) . "\x02", 'a', 'ab', str_repeat('t', 16), ''] as $data) {
    $packed = msgpack_pack(new Ext(-1, $data));
    echo bin2hex($packed), ' => ', describe(msgpack_unpack($packed)), "\n";
}
?>
--EXPECT--
0: c70300616263 => Ext(0, "616263")
1: c70301616263 => Ext(1, "616263")
127: c7037f616263 => Ext(127, "616263")
-2: c703fe616263 => Ext(-2, "616263")
-127: c70381616263 => Ext(-127, "616263")
-128: c70380616263 => Ext(-128, "616263")
-1: c703ff616263 => Ext(-1, "616263")
d6ff00000001 => Timestamp(1, 0)
d7ff0000000400000001 => Timestamp(1, 1)
c70cff000000000000000000000002 => Timestamp(2, 0)
d4ff61 => Ext(-1, "61")
d5ff6162 => Ext(-1, "6162")
d8ff74747474747474747474747474747474 => Ext(-1, "74747474747474747474747474747474")
c700ff => Ext(-1, "")
