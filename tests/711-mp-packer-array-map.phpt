--TEST--
MessagePack\Packer: array/map header boundaries, DETECT_ARR_MAP (array_is_list), FORCE_ARR, FORCE_MAP, packArray()/packMap() ignore the mode
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (a map32 header of 0xffffffff needs an int above 2147483647); 32-bit PHP: tests/960'); ?>
--FILE--
<?php
use MessagePack\PackOptions;
use MessagePack\Packer;

$p = new Packer();
echo "-- headers\n";
foreach ([0, 1, 15, 16, 65535, 65536, 100000] as $n) {
    $list = $n ? range(1, $n) : [];
    $a = $p->pack($list);
    $m = $p->packMap($list);
    $ah = bin2hex($p->packArrayHeader($n));
    $mh = bin2hex($p->packMapHeader($n));
    printf("%d: array %s%s map %s%s\n", $n, $ah, str_starts_with(bin2hex($a), $ah) ? '' : ' (pack() differs)',
        $mh, str_starts_with(bin2hex($m), $mh) ? '' : ' (packMap() differs)');
}
echo bin2hex($p->packArrayHeader(0x7fffffff)), ' ', bin2hex($p->packMapHeader(0xffffffff)), "\n";

$arrays = [
    'empty' => [],
    'list' => ['a', 'b'],
    'reversed keys' => [1 => 'a', 0 => 'b'],
    'hole' => [0 => 'a', 2 => 'b'],
    'starts at 1' => [1 => 'a', 2 => 'b'],
    'string keys' => [5 => 'a', 'x' => 'b'],
    'negative key' => [-1 => 'a'],
    'unset last' => (function () { $a = [1, 2, 3]; unset($a[2]); return $a; })(),
    'unset first' => (function () { $a = [1, 2, 3]; unset($a[0]); return $a; })(),
    'nested' => [[1, [2]], ['k' => []]],
];
$modes = [
    'DETECT_ARR_MAP' => new Packer(),
    'FORCE_ARR' => new Packer(PackOptions::FORCE_ARR),
    'FORCE_MAP' => new Packer(PackOptions::FORCE_MAP),
];
foreach ($arrays as $label => $arr) {
    echo $label, ':';
    foreach ($modes as $mode => $packer) {
        echo " $mode=", bin2hex($packer->pack($arr));
    }
    echo "\n";
}
echo "-- packArray()/packMap() always use that container\n";
foreach ($modes as $mode => $packer) {
    echo $mode, ': ', bin2hex($packer->packArray(['x' => 1, 'y' => 2])), ' ', bin2hex($packer->packMap(['a', 'b'])),
        ' ', bin2hex($packer->packArray([])), ' ', bin2hex($packer->packMap([])), "\n";
}
echo "-- references inside arrays are packed by value\n";
$x = 5;
$arr = [&$x, &$x];
echo bin2hex($p->pack($arr)), "\n";
?>
--EXPECT--
-- headers
0: array 90 map 80
1: array 91 map 81
15: array 9f map 8f
16: array dc0010 map de0010
65535: array dcffff map deffff
65536: array dd00010000 map df00010000
100000: array dd000186a0 map df000186a0
dd7fffffff dfffffffff
empty: DETECT_ARR_MAP=90 FORCE_ARR=90 FORCE_MAP=80
list: DETECT_ARR_MAP=92a161a162 FORCE_ARR=92a161a162 FORCE_MAP=8200a16101a162
reversed keys: DETECT_ARR_MAP=8201a16100a162 FORCE_ARR=92a161a162 FORCE_MAP=8201a16100a162
hole: DETECT_ARR_MAP=8200a16102a162 FORCE_ARR=92a161a162 FORCE_MAP=8200a16102a162
starts at 1: DETECT_ARR_MAP=8201a16102a162 FORCE_ARR=92a161a162 FORCE_MAP=8201a16102a162
string keys: DETECT_ARR_MAP=8205a161a178a162 FORCE_ARR=92a161a162 FORCE_MAP=8205a161a178a162
negative key: DETECT_ARR_MAP=81ffa161 FORCE_ARR=91a161 FORCE_MAP=81ffa161
unset last: DETECT_ARR_MAP=920102 FORCE_ARR=920102 FORCE_MAP=8200010102
unset first: DETECT_ARR_MAP=8201020203 FORCE_ARR=920203 FORCE_MAP=8201020203
nested: DETECT_ARR_MAP=929201910281a16b90 FORCE_ARR=92920191029190 FORCE_MAP=8200820001018100020181a16b80
-- packArray()/packMap() always use that container
DETECT_ARR_MAP: 920102 8200a16101a162 90 80
FORCE_ARR: 920102 8200a16101a162 90 80
FORCE_MAP: 920102 8200a16101a162 90 80
-- references inside arrays are packed by value
920505
