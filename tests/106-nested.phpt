--TEST--
msgpack: nested arrays and maps encode and decode
--EXTENSIONS--
msgpack
--FILE--
<?php
$values = [
    [[]],
    [[[]]],
    [[1, 2], [3, [4, [5]]]],
    ['a' => ['b' => ['c' => null]]],
    ['list' => [1.5, true, 'x'], 7 => [-1 => 'neg'], 'empty' => []],
    [['k' => 'v'], ['k' => 'w']],
];
foreach ($values as $v) {
    $packed = msgpack_pack($v);
    echo bin2hex($packed), ' ', msgpack_unpack($packed) === $v ? 'same' : 'DIFFERENT', "\n";
}
// 200 levels deep
$deep = 'leaf';
for ($i = 0; $i < 200; $i++) {
    $deep = $i % 2 ? [$deep] : ['k' => $deep];
}
$packed = msgpack_pack($deep);
echo strlen($packed), ' ', msgpack_unpack($packed) === $deep ? 'same' : 'DIFFERENT', "\n";
?>
--EXPECT--
9190 same
919190 same
92920102920392049105 same
81a16181a16281a163c0 same
83a46c69737493cb3ff8000000000000c3a1780781ffa36e6567a5656d70747990 same
9281a16ba17681a16ba177 same
405 same
