--TEST--
MessagePack\Packer::packExt(): fixext 1/2/4/8/16, ext8/16/32 boundaries (length 0 is ext8), type byte = $type & 0xff; Ext objects
--FILE--
<?php
use MessagePack\Packer;
use MessagePack\Type\Ext;

$p = new Packer();
foreach ([0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 255, 256, 65535, 65536] as $len) {
    $data = str_repeat("\xee", $len);
    $packed = $p->packExt(5, $data);
    printf("%d: %s%s\n", $len, bin2hex(substr($packed, 0, strlen($packed) - $len)),
        substr($packed, -$len ?: strlen($packed)) === $data || $len === 0 ? '' : ' DATA MISSING');
}
echo "-- type byte\n";
foreach ([0, 1, 127, 128, 200, 255, 256, 257, -1, -2, -128, -129, -256] as $type) {
    echo $type, ': ', bin2hex($p->packExt($type, 'x')), "\n";
}
echo "-- Ext objects pack themselves, also nested\n";
echo bin2hex($p->pack(new Ext(1, 'x'))), "\n";
echo bin2hex($p->pack(new Ext(200, 'x'))), "\n";
echo bin2hex($p->pack(new Ext(-1, ''))), "\n";
echo bin2hex($p->pack([new Ext(1, 'x')])), "\n";
echo bin2hex($p->pack(['e' => new Ext(2, 'ab'), 'n' => null])), "\n";
echo bin2hex((new Ext(3, 'abcd'))->pack($p)), "\n";
?>
--EXPECT--
0: c70005
1: d405
2: d505
3: c70305
4: d605
5: c70505
7: c70705
8: d705
9: c70905
15: c70f05
16: d805
17: c71105
255: c7ff05
256: c8010005
65535: c8ffff05
65536: c90001000005
-- type byte
0: d40078
1: d40178
127: d47f78
128: d48078
200: d4c878
255: d4ff78
256: d40078
257: d40178
-1: d4ff78
-2: d4fe78
-128: d48078
-129: d47f78
-256: d40078
-- Ext objects pack themselves, also nested
d40178
d4c878
c700ff
91d40178
82a165d5026162a16ec0
d60361626364
