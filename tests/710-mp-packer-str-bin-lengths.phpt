--TEST--
MessagePack\Packer: str (fixstr/str8/16/32) and bin (bin8/16/32, no fixbin) length boundaries through pack(), packStr(), packBin()
--FILE--
<?php
use MessagePack\PackOptions;
use MessagePack\Packer;

function hdr(string $packed, string $data): string
{
    if (!str_ends_with($packed, $data)) {
        return 'DATA MISSING';
    }
    return bin2hex(substr($packed, 0, strlen($packed) - strlen($data)));
}

$str = new Packer();
$bin = new Packer(PackOptions::FORCE_BIN);
$detect = new Packer(PackOptions::DETECT_STR_BIN);
foreach ([0, 1, 31, 32, 255, 256, 65535, 65536, 70000] as $len) {
    $s = str_repeat('x', $len);
    $b = str_repeat("\xff", $len);
    printf("%d: str %s (packStr %s, detect %s) | bin %s (packBin %s, detect %s)\n", $len,
        hdr($str->pack($s), $s), hdr($bin->packStr($s), $s), hdr($detect->pack($s), $s),
        hdr($bin->pack($s), $s), hdr($str->packBin($s), $s), hdr($detect->pack($b), $b));
}
echo "-- empty string per mode\n";
echo bin2hex($str->pack('')), ' ', bin2hex($detect->pack('')), ' ', bin2hex($bin->pack('')), "\n";
echo bin2hex($bin->packStr('')), ' ', bin2hex($str->packBin('')), "\n";
echo "-- FORCE_STR packs anything as str, FORCE_BIN anything as bin\n";
echo bin2hex($str->pack("\x80\x00\xff")), ' ', bin2hex($bin->pack('abc')), "\n";
?>
--EXPECT--
0: str a0 (packStr a0, detect a0) | bin c400 (packBin c400, detect a0)
1: str a1 (packStr a1, detect a1) | bin c401 (packBin c401, detect c401)
31: str bf (packStr bf, detect bf) | bin c41f (packBin c41f, detect c41f)
32: str d920 (packStr d920, detect d920) | bin c420 (packBin c420, detect c420)
255: str d9ff (packStr d9ff, detect d9ff) | bin c4ff (packBin c4ff, detect c4ff)
256: str da0100 (packStr da0100, detect da0100) | bin c50100 (packBin c50100, detect c50100)
65535: str daffff (packStr daffff, detect daffff) | bin c5ffff (packBin c5ffff, detect c5ffff)
65536: str db00010000 (packStr db00010000, detect db00010000) | bin c600010000 (packBin c600010000, detect c600010000)
70000: str db00011170 (packStr db00011170, detect db00011170) | bin c600011170 (packBin c600011170, detect c600011170)
-- empty string per mode
a0 a0 c400
a0 c400
-- FORCE_STR packs anything as str, FORCE_BIN anything as bin
a38000ff c403616263
