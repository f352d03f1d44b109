--TEST--
msgpack: every ext form decodes to MessagePack\Type\Ext, including unknown types and zero-length bodies
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
        return get_class($v) . '(' . var_export($v->type, true) . ', "' . bin2hex($v->data) . '")';
    }
    if (is_array($v)) {
        return '[' . implode(', ', array_map(fn ($k, $x) => "$k => " . describe($x), array_keys($v), $v)) . ']';
    }
    return var_export($v, true);
}

$inputs = [
    // fixext 1/2/4/8/16
    'd40501', 'd5050102', 'd60501020304', 'd7050102030405060708', 'd805000102030405060708090a0b0c0d0e0f',
    // ext8/16/32, zero-length bodies included
    'c70005', 'c8000005', 'c90000000005',
    'c7010561', 'c800020561 62', 'c900000003056162 63',
    // type range
    'd47f00', 'd48000', 'd4fe00', 'd40000',
    // type -1 with a length that is not a timestamp
    'd4ff00', 'd5ff0000', 'd8ff000000000000000000000000000000 00', 'c700ff', 'c703ffaabbcc', 'c70dff00000000000000000000000000',
    // non-fixext headers with timestamp lengths are timestamps
    'c704ff00000001', 'c708ff0000000400000001', 'c8000cff000000000000000000000003', 'c90000000cff000000000000000000000004',
    // inside containers
    '92d40101c70002', '82a161d40102a162c70100ff',
];
foreach ($inputs as $hex) {
    $hex = str_replace(' ', '', $hex);
    echo $hex, ' => ', describe(msgpack_unpack(hex2bin($hex))), "\n";
}
$e = msgpack_unpack("\xd4\x05\x01");
var_dump(is_int($e->type), is_string($e->data));
?>
--EXPECT--
d40501 => MessagePack\Type\Ext(5, "01")
d5050102 => MessagePack\Type\Ext(5, "0102")
d60501020304 => MessagePack\Type\Ext(5, "01020304")
d7050102030405060708 => MessagePack\Type\Ext(5, "0102030405060708")
d805000102030405060708090a0b0c0d0e0f => MessagePack\Type\Ext(5, "000102030405060708090a0b0c0d0e0f")
c70005 => MessagePack\Type\Ext(5, "")
c8000005 => MessagePack\Type\Ext(5, "")
c90000000005 => MessagePack\Type\Ext(5, "")
c7010561 => MessagePack\Type\Ext(5, "61")
c80002056162 => MessagePack\Type\Ext(5, "6162")
c90000000305616263 => MessagePack\Type\Ext(5, "616263")
d47f00 => MessagePack\Type\Ext(127, "00")
d48000 => MessagePack\Type\Ext(-128, "00")
d4fe00 => MessagePack\Type\Ext(-2, "00")
d40000 => MessagePack\Type\Ext(0, "00")
d4ff00 => MessagePack\Type\Ext(-1, "00")
d5ff0000 => MessagePack\Type\Ext(-1, "0000")
d8ff00000000000000000000000000000000 => MessagePack\Type\Ext(-1, "00000000000000000000000000000000")
c700ff => MessagePack\Type\Ext(-1, "")
c703ffaabbcc => MessagePack\Type\Ext(-1, "aabbcc")
c70dff00000000000000000000000000 => MessagePack\Type\Ext(-1, "00000000000000000000000000")
c704ff00000001 => Timestamp(1, 0)
c708ff0000000400000001 => Timestamp(1, 1)
c8000cff000000000000000000000003 => Timestamp(3, 0)
c90000000cff000000000000000000000004 => Timestamp(4, 0)
92d40101c70002 => [0 => MessagePack\Type\Ext(1, "01"), 1 => MessagePack\Type\Ext(2, "")]
82a161d40102a162c70100ff => [a => MessagePack\Type\Ext(1, "02"), b => MessagePack\Type\Ext(0, "ff")]
bool(true)
bool(true)
