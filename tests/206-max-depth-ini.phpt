--TEST--
msgpack: msgpack.max_depth: exactly max_depth nested containers decode, one more fails with "Memory error"
--EXTENSIONS--
msgpack
--INI--
msgpack.max_depth=8
--FILE--
<?php
var_dump(ini_get('msgpack.max_depth'));
function show(string $label, string $bytes): void
{
    echo $label, ': ';
    $v = msgpack_unpack($bytes);
    echo json_encode($v), "\n";
}
// 8 containers with a scalar leaf / with an empty container as the 8th
show('8 arrays', str_repeat("\x91", 8) . "\x01");
show('7 arrays + empty array', str_repeat("\x91", 7) . "\x90");
show('8 maps', str_repeat("\x81\xa1k", 8) . "\x01");
show('4 arrays + 4 maps', str_repeat("\x91\x81\xa1k", 4) . "\x01");
show('8 deep, then siblings', "\x92" . str_repeat("\x91", 7) . "\x01" . "\x92\x91\x01\x02");
// one level more
show('9 arrays', str_repeat("\x91", 9) . "\x01");
show('8 arrays + empty array', str_repeat("\x91", 8) . "\x90");
show('9 maps', str_repeat("\x81\xa1k", 9) . "\x01");
show('8 arrays + empty map', str_repeat("\x91", 8) . "\x80");
show('too deep in a later sibling', "\x92\x91\x01" . str_repeat("\x91", 8) . "\x01");
// the limit can be changed at run time
ini_set('msgpack.max_depth', '2');
show('max_depth=2, 2 arrays', "\x91\x91\x01");
show('max_depth=2, 3 arrays', "\x91\x91\x91\x01");
ini_set('msgpack.max_depth', '20');
show('max_depth=20, 20 arrays', str_repeat("\x91", 20) . "\x01");
show('max_depth=20, 21 arrays', str_repeat("\x91", 21) . "\x01");
?>
--EXPECTF--
string(1) "8"
8 arrays: [[[[[[[[1]]]]]]]]
7 arrays + empty array: [[[[[[[[]]]]]]]]
8 maps: {"k":{"k":{"k":{"k":{"k":{"k":{"k":{"k":1}}}}}}}}
4 arrays + 4 maps: [{"k":[{"k":[{"k":[{"k":1}]}]}]}]
8 deep, then siblings: [[[[[[[[1]]]]]]],[[1],2]]
9 arrays: 
Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
false
8 arrays + empty array: 
Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
false
9 maps: 
Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
false
8 arrays + empty map: 
Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
false
too deep in a later sibling: 
Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
false
max_depth=2, 2 arrays: [[1]]
max_depth=2, 3 arrays: 
Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
false
max_depth=20, 20 arrays: [[[[[[[[[[[[[[[[[[[[1]]]]]]]]]]]]]]]]]]]]
max_depth=20, 21 arrays: 
Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
false
