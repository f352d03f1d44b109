--TEST--
MessagePack\Packer: FORCE_STR / FORCE_BIN / DETECT_STR_BIN (strict UTF-8: overlongs, surrogates, > U+10FFFF, truncated rejected; NUL and U+FFFE accepted); map keys per mode
--FILE--
<?php
use MessagePack\PackOptions;
use MessagePack\Packer;
use MessagePack\Type\Map;

$detect = new Packer(PackOptions::DETECT_STR_BIN);
$forceBin = new Packer(PackOptions::FORCE_BIN);
$forceStr = new Packer(PackOptions::FORCE_STR);

$cases = [
    'ascii' => 'abc',
    'NUL' => "\x00",
    'NUL inside' => "a\x00b",
    'DEL' => "\x7f",
    'U+0080' => "\xc2\x80",
    'U+07FF' => "\xdf\xbf",
    'U+00E9' => "\xc3\xa9",
    'U+0800' => "\xe0\xa0\x80",
    'U+20AC' => "\xe2\x82\xac",
    'U+D7FF' => "\xed\x9f\xbf",
    'U+E000' => "\xee\x80\x80",
    'U+FFFE' => "\xef\xbf\xbe",
    'U+FFFF' => "\xef\xbf\xbf",
    'U+10000' => "\xf0\x90\x80\x80",
    'U+1F600' => "\xf0\x9f\x98\x80",
    'U+10FFFF' => "\xf4\x8f\xbf\xbf",
    'overlong NUL c0 80' => "\xc0\x80",
    'overlong c1 bf' => "\xc1\xbf",
    'overlong e0 9f bf' => "\xe0\x9f\xbf",
    'overlong e0 80 80' => "\xe0\x80\x80",
    'overlong f0 8f bf bf' => "\xf0\x8f\xbf\xbf",
    'surrogate U+D800' => "\xed\xa0\x80",
    'surrogate U+DFFF' => "\xed\xbf\xbf",
    'surrogate pair' => "\xed\xa0\xbd\xed\xb8\x80",
    'U+110000' => "\xf4\x90\x80\x80",
    'f5 lead' => "\xf5\x80\x80\x80",
    'f8 lead' => "\xf8\x88\x80\x80\x80",
    'fe' => "\xfe",
    'ff' => "\xff",
    'lone continuation' => "\x80",
    'truncated 2-byte' => "\xc3",
    'truncated 3-byte' => "\xe2\x82",
    'truncated 4-byte' => "\xf0\x9f\x98",
    'truncated at end' => "abc\xc3",
    'bad continuation' => "\xc3\x28",
    'bad 3rd byte' => "\xe2\x82\x28",
    'extra continuation' => "\xc3\xa9\xa9",
];
foreach ($cases as $label => $s) {
    printf("%s: detect %s | bin %s | str %s\n", $label, bin2hex($detect->pack($s)), bin2hex($forceBin->pack($s)),
        bin2hex($forceStr->pack($s)));
}
echo "-- long strings (no size fallback)\n";
$long = str_repeat("a\xc3\xa9", 100000);
echo bin2hex(substr($detect->pack($long), 0, 5)), "\n";
echo bin2hex(substr($detect->pack($long . "\xff"), 0, 5)), "\n";
echo bin2hex(substr($detect->pack("\xff" . $long), 0, 5)), "\n";
echo bin2hex(substr($detect->pack(str_repeat('a', 300) . "\xed\xa0\x80"), 0, 3)), "\n";

echo "-- map keys follow the str/bin mode\n";
$map = ["\xc3\xa9" => 1, "\xff" => 2, 3 => "\xff", '' => '', '01' => 'x', '1' => 'y'];
foreach (['detect' => $detect, 'bin' => $forceBin, 'str' => $forceStr] as $label => $p) {
    echo $label, ': ', bin2hex($p->pack($map)), "\n";
    echo $label, ' packMap: ', bin2hex($p->packMap(['a' => 1, 2 => 3])), "\n";
    echo $label, ' Map: ', bin2hex($p->pack(new Map(["\xff" => 'k']))), "\n";
}
echo "-- packStr()/packBin() ignore the mode\n";
echo bin2hex($forceBin->packStr("\xff")), ' ', bin2hex($forceStr->packBin('a')), ' ', bin2hex($detect->packStr("\xff")),
    "\n";
?>
--EXPECT--
ascii: detect a3616263 | bin c403616263 | str a3616263
NUL: detect a100 | bin c40100 | str a100
NUL inside: detect a3610062 | bin c403610062 | str a3610062
DEL: detect a17f | bin c4017f | str a17f
U+0080: detect a2c280 | bin c402c280 | str a2c280
U+07FF: detect a2dfbf | bin c402dfbf | str a2dfbf
U+00E9: detect a2c3a9 | bin c402c3a9 | str a2c3a9
U+0800: detect a3e0a080 | bin c403e0a080 | str a3e0a080
U+20AC: detect a3e282ac | bin c403e282ac | str a3e282ac
U+D7FF: detect a3ed9fbf | bin c403ed9fbf | str a3ed9fbf
U+E000: detect a3ee8080 | bin c403ee8080 | str a3ee8080
U+FFFE: detect a3efbfbe | bin c403efbfbe | str a3efbfbe
U+FFFF: detect a3efbfbf | bin c403efbfbf | str a3efbfbf
U+10000: detect a4f0908080 | bin c404f0908080 | str a4f0908080
U+1F600: detect a4f09f9880 | bin c404f09f9880 | str a4f09f9880
U+10FFFF: detect a4f48fbfbf | bin c404f48fbfbf | str a4f48fbfbf
overlong NUL c0 80: detect c402c080 | bin c402c080 | str a2c080
overlong c1 bf: detect c402c1bf | bin c402c1bf | str a2c1bf
overlong e0 9f bf: detect c403e09fbf | bin c403e09fbf | str a3e09fbf
overlong e0 80 80: detect c403e08080 | bin c403e08080 | str a3e08080
overlong f0 8f bf bf: detect c404f08fbfbf | bin c404f08fbfbf | str a4f08fbfbf
surrogate U+D800: detect c403eda080 | bin c403eda080 | str a3eda080
surrogate U+DFFF: detect c403edbfbf | bin c403edbfbf | str a3edbfbf
surrogate pair: detect c406eda0bdedb880 | bin c406eda0bdedb880 | str a6eda0bdedb880
U+110000: detect c404f4908080 | bin c404f4908080 | str a4f4908080
f5 lead: detect c404f5808080 | bin c404f5808080 | str a4f5808080
f8 lead: detect c405f888808080 | bin c405f888808080 | str a5f888808080
fe: detect c401fe | bin c401fe | str a1fe
ff: detect c401ff | bin c401ff | str a1ff
lone continuation: detect c40180 | bin c40180 | str a180
truncated 2-byte: detect c401c3 | bin c401c3 | str a1c3
truncated 3-byte: detect c402e282 | bin c402e282 | str a2e282
truncated 4-byte: detect c403f09f98 | bin c403f09f98 | str a3f09f98
truncated at end: detect c404616263c3 | bin c404616263c3 | str a4616263c3
bad continuation: detect c402c328 | bin c402c328 | str a2c328
bad 3rd byte: detect c403e28228 | bin c403e28228 | str a3e28228
extra continuation: detect c403c3a9a9 | bin c403c3a9a9 | str a3c3a9a9
-- long strings (no size fallback)
db000493e0
c6000493e1
c6000493e1
c5012f
-- map keys follow the str/bin mode
detect: 86a2c3a901c401ff0203c401ffa0a0a23031a17801a179
detect packMap: 82a161010203
detect Map: 81c401ffa16b
bin: 86c402c3a901c401ff0203c401ffc400c400c4023031c4017801c40179
bin packMap: 82c40161010203
bin Map: 81c401ffc4016b
str: 86a2c3a901a1ff0203a1ffa0a0a23031a17801a179
str packMap: 82a161010203
str Map: 81a1ffa16b
-- packStr()/packBin() ignore the mode
a1ff c40161 a1ff
