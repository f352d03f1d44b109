--TEST--
msgpack: Bin, Map, Ext and Timestamp objects inside arrays and maps, and what they decode to
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\Type\Bin;
use MessagePack\Type\Ext;
use MessagePack\Type\Map;
use MessagePack\Type\Timestamp;

$value = [
    'bin' => new Bin("\x01\x02"),
    'map' => new Map([1 => new Bin('x'), 2 => [new Ext(3, 'e')]]),
    'list' => [new Timestamp(7), new Map([]), new Ext(-5, '')],
];
$packed = msgpack_pack($value);
echo bin2hex($packed), "\n";
// same bytes whatever php_only says
ini_set('msgpack.php_only', '0');
var_dump(msgpack_pack($value) === $packed);

$back = msgpack_unpack($packed);
var_dump(bin2hex($back['bin']));
var_dump($back['map'][1]);
var_dump(get_class($back['map'][2][0]), $back['map'][2][0]->type, $back['map'][2][0]->data);
var_dump(get_class($back['list'][0]), $back['list'][0]->getSeconds());
var_dump($back['list'][1]);
var_dump(get_class($back['list'][2]), $back['list'][2]->type, $back['list'][2]->data);

// decoded Ext and Timestamp objects pack back to the same bytes
$ext = msgpack_unpack("\xc7\x03\x10abc");
echo bin2hex(msgpack_pack($ext)), "\n";
$ts = msgpack_unpack("\xd7\xff\x00\x00\x00\x04\x00\x00\x00\x01");
echo bin2hex(msgpack_pack($ts)), "\n";
echo bin2hex(msgpack_pack(msgpack_unpack("\x92\xd4\x01\x02\xd6\xff\x00\x00\x00\x09"))), "\n";
?>
--EXPECT--
83a362696ec4020102a36d61708201c401780291d40365a46c69737493d6ff0000000780c700fb
bool(true)
string(4) "0102"
string(1) "x"
string(20) "MessagePack\Type\Ext"
int(3)
string(1) "e"
string(26) "MessagePack\Type\Timestamp"
int(7)
array(0) {
}
string(20) "MessagePack\Type\Ext"
int(-5)
string(0) ""
c70310616263
d7ff0000000400000001
92d40102d6ff00000009
