--TEST--
MessagePack\BufferUnpacker::unpack(): str and bin families (zero lengths, no UTF-8 check), arrays and maps of every header size
--FILE--
<?php
use MessagePack\BufferUnpacker;

function d($v): string
{
    if (is_array($v)) {
        $parts = [];
        foreach ($v as $k => $x) {
            $parts[] = (is_int($k) ? $k : '"' . $k . '"') . '=>' . d($x);
        }
        return '[' . implode(',', $parts) . ']';
    }
    if (is_string($v)) {
        $printable = implode('', array_map('chr', range(0x20, 0x7e)));
        return strspn($v, $printable) === strlen($v) ? "\"$v\"" : 'hex:' . bin2hex($v);
    }
    return var_export($v, true);
}

function run(string $hex): void
{
    $u = new BufferUnpacker(hex2bin(str_replace(' ', '', $hex)));
    $v = $u->unpack();
    $out = d($v);
    echo strlen($hex) > 40 ? substr($hex, 0, 36) . '...' : $hex, ' => ', strlen($out) > 80 ? substr($out, 0, 60) . '... (' . count($v) . ' items)' : $out;
    echo $u->hasRemaining() ? ' LEFT ' . $u->getRemainingCount() : '', "\n";
}

foreach ([
    'a0', 'a161', 'a3616263', 'a2fffe', 'a3e282ac',
    'd900', 'd903616263', 'da0000', 'da0003616263', 'db00000000', 'db00000003616263', 'd902c0c1',
    'c400', 'c40100', 'c403616263', 'c50000', 'c50002ff00', 'c600000000', 'c600000002ff00',
    '90', '9101', '93c0c2c3', '91a0', '92 91 90 80',
    'dc0000', 'dc000201a162', 'dd00000000', 'dd0000000201a162',
    '80', '81a16101', '82a16101a16202', '8101a178', '81c40162c3',
    'de0000', 'de0001a16101', 'df00000000', 'df00000001a16101',
    '82 a161 92 01 02 a162 81 a163 80',
] as $hex) {
    run($hex);
}

// every fixstr length, and the str8/str16/str32 and bin8/bin16/bin32 boundaries
$ok = true;
for ($n = 0; $n < 32; $n++) {
    $s = str_repeat('x', $n);
    $ok = $ok && (new BufferUnpacker(chr(0xa0 | $n) . $s))->unpack() === $s;
}
var_dump($ok);
foreach ([31, 32, 255, 256, 65535, 65536, 100000] as $n) {
    $s = str_repeat("\xab", $n);
    $forms = [];
    if ($n <= 0xff) {
        $forms['d9'] = "\xd9" . pack('C', $n);
        $forms['c4'] = "\xc4" . pack('C', $n);
    }
    if ($n <= 0xffff) {
        $forms['da'] = "\xda" . pack('n', $n);
        $forms['c5'] = "\xc5" . pack('n', $n);
    }
    $forms['db'] = "\xdb" . pack('N', $n);
    $forms['c6'] = "\xc6" . pack('N', $n);
    foreach ($forms as $code => $header) {
        $u = new BufferUnpacker($header . $s . "\x07");
        $v = $u->unpack();
        echo "$code $n: ", var_export($v === $s, true), ' next ', $u->unpack(), "\n";
    }
}

// every fixarray/fixmap size, and dc/dd/de/df with more than 15 entries
$ok = true;
for ($n = 0; $n < 16; $n++) {
    $list = $n ? range(1, $n) : [];
    $map = $n ? array_combine(array_map(fn ($i) => 'k' . chr(0x40 + $i), $list), $list) : [];
    $packedList = chr(0x90 | $n) . implode('', array_map('chr', $list));
    $packedMap = chr(0x80 | $n) . implode('', array_map(fn ($i) => "\xa2k" . chr(0x40 + $i) . chr($i), $list));
    $ok = $ok && (new BufferUnpacker($packedList))->unpack() === $list;
    $ok = $ok && (new BufferUnpacker($packedMap))->unpack() === $map;
}
var_dump($ok);
$list = range(0, 99);
$body = implode('', array_map('chr', $list));
var_dump((new BufferUnpacker("\xdc\x00\x64" . $body))->unpack() === $list);
var_dump((new BufferUnpacker("\xdd\x00\x00\x00\x64" . $body))->unpack() === $list);
$mapBody = '';
foreach ($list as $i) {
    $mapBody .= chr($i) . "\xa1" . chr(0x41 + $i % 26);
}
$map = array_map(fn ($i) => chr(0x41 + $i % 26), $list);
var_dump((new BufferUnpacker("\xde\x00\x64" . $mapBody))->unpack() === $map);
var_dump((new BufferUnpacker("\xdf\x00\x00\x00\x64" . $mapBody))->unpack() === $map);
// a list decodes to a PHP list, a map with keys 0..n-1 too
var_dump(array_is_list((new BufferUnpacker("\x92\x01\x02"))->unpack()));
var_dump((new BufferUnpacker("\x82\x00\xa1a\x01\xa1b"))->unpack() === ['a', 'b']);
?>
--EXPECT--
a0 => ""
a161 => "a"
a3616263 => "abc"
a2fffe => hex:fffe
a3e282ac => hex:e282ac
d900 => ""
d903616263 => "abc"
da0000 => ""
da0003616263 => "abc"
db00000000 => ""
db00000003616263 => "abc"
d902c0c1 => hex:c0c1
c400 => ""
c40100 => hex:00
c403616263 => "abc"
c50000 => ""
c50002ff00 => hex:ff00
c600000000 => ""
c600000002ff00 => hex:ff00
90 => []
9101 => [0=>1]
93c0c2c3 => [0=>NULL,1=>false,2=>true]
91a0 => [0=>""]
92 91 90 80 => [0=>[0=>[]],1=>[]]
dc0000 => []
dc000201a162 => [0=>1,1=>"b"]
dd00000000 => []
dd0000000201a162 => [0=>1,1=>"b"]
80 => []
81a16101 => ["a"=>1]
82a16101a16202 => ["a"=>1,"b"=>2]
8101a178 => [1=>"x"]
81c40162c3 => ["b"=>true]
de0000 => []
de0001a16101 => ["a"=>1]
df00000000 => []
df00000001a16101 => ["a"=>1]
82 a161 92 01 02 a162 81 a163 80 => ["a"=>[0=>1,1=>2],"b"=>["c"=>[]]]
bool(true)
d9 31: true next 7
c4 31: true next 7
da 31: true next 7
c5 31: true next 7
db 31: true next 7
c6 31: true next 7
d9 32: true next 7
c4 32: true next 7
da 32: true next 7
c5 32: true next 7
db 32: true next 7
c6 32: true next 7
d9 255: true next 7
c4 255: true next 7
da 255: true next 7
c5 255: true next 7
db 255: true next 7
c6 255: true next 7
da 256: true next 7
c5 256: true next 7
db 256: true next 7
c6 256: true next 7
da 65535: true next 7
c5 65535: true next 7
db 65535: true next 7
c6 65535: true next 7
db 65536: true next 7
c6 65536: true next 7
db 100000: true next 7
c6 100000: true next 7
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
