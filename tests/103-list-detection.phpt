--TEST--
msgpack: only arrays with keys exactly 0..n-1 in order are packed as lists; everything else is a map
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (PHP_INT_MAX/PHP_INT_MIN keys pack as int64); 32-bit PHP: tests/962'); ?>
--FILE--
<?php
$cases = [];
$cases['list'] = [1, 2, 3];
$cases['starts at 1'] = [1 => 1];
$cases['hole'] = [0 => 1, 2 => 2];
$cases['out of order'] = [1 => 'a', 0 => 'b'];
$cases['numeric string key'] = ['1' => 1];
$cases['"0" key'] = ['0' => 'x'];
$cases['negative key'] = [-1 => 1];
$cases['string keys'] = ['a' => 1, 'b' => 2];
$cases['mixed'] = [0 => 1, 'a' => 2];
$a = [1, 2, 3]; unset($a[1]);
$cases['unset middle'] = $a;
$a = [1, 2, 3]; unset($a[2]);
$cases['unset last'] = $a;
$a = [1, 2, 3]; unset($a[0]);
$cases['unset first'] = $a;
$a = [1, 2, 3]; unset($a[1]);
$cases['array_values'] = array_values($a);
$a = []; $a[1] = 'b'; $a[0] = 'a';
$cases['built out of order'] = $a;
$a = ['x' => 1]; unset($a['x']); $a[] = 'v';
$cases['hash table that is a list'] = $a;
$cases['big keys'] = [PHP_INT_MAX => 1, PHP_INT_MIN => 2];
$cases['key 128'] = [128 => 0, 70000 => 1];
$cases['nested'] = [[1], ['k' => [2 => 3]]];
foreach ($cases as $name => $value) {
    $packed = msgpack_pack($value);
    $back = msgpack_unpack($packed);
    printf("%s: %s %s\n", $name, bin2hex($packed), $back === $value ? 'same' : 'DIFFERENT: ' . json_encode($back));
}
?>
--EXPECT--
list: 93010203 same
starts at 1: 810101 same
hole: 8200010202 same
out of order: 8201a16100a162 same
numeric string key: 810101 same
"0" key: 91a178 same
negative key: 81ff01 same
string keys: 82a16101a16202 same
mixed: 820001a16102 same
unset middle: 8200010203 same
unset last: 920102 same
unset first: 8201020203 same
array_values: 920103 same
built out of order: 8201a16200a161 same
hash table that is a list: 91a176 same
big keys: 82cf7fffffffffffffff01d3800000000000000002 same
key 128: 82cc8000ce0001117001 same
nested: 92910181a16b810203 same
