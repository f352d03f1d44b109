--TEST--
msgpack: msgpack.error_display=0 silences every [msgpack] warning; results are unchanged
--EXTENSIONS--
msgpack
--INI--
msgpack.error_display=0
--FILE--
<?php
$seen = [];
set_error_handler(function (int $no, string $msg) use (&$seen) {
    $seen[] = $msg;
    return true;
});
$cases = [
    'truncated' => 'a56162',
    'c1' => '9201c1',
    'extra bytes' => '010203',
    'too deep' => str_repeat('91', 5000) . '01',
    'huge length' => 'dbffffffff6162',
    'illegal key' => '81cb3ff800000000000001',
    'empty' => '',
];
foreach ($cases as $name => $hex) {
    echo $name, ': ', var_export(msgpack_unpack(hex2bin($hex)), true), "\n";
}
$fp = fopen('php://memory', 'r');
echo 'resource: ', bin2hex(msgpack_pack([$fp])), "\n";
echo 'messages seen: ', count($seen), "\n";
foreach ($seen as $m) {
    echo "  $m\n";
}
// PHP's own warning for an array used as a key is not a msgpack warning
restore_error_handler();
var_dump(msgpack_unpack(hex2bin('8192010203')));
?>
--EXPECTF--
truncated: false
c1: false
extra bytes: 1
too deep: false
huge length: false
illegal key: array (
  '1.5' => 1,
)
empty: NULL
resource: 91c0
messages seen: 0

Warning: Array to string conversion in %s on line %d
array(1) {
  ["Array"]=>
  int(3)
}
