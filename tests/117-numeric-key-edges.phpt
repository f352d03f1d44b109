--TEST--
msgpack: only canonical decimal integers become integer keys ("-d" and "-" stay strings; found by differential fuzzing)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (int keys up to 64 bits); 32-bit PHP: tests/962'); ?>
--FILE--
<?php
$keys = ['-d', '-', '-0', '-01', '-1', '-9223372036854775808', '-9223372036854775809', '9223372036854775807',
    '9223372036854775808', '1a', '1 ', ' 1', '+1', '0', '00', '1e3', '0x1', '-a1', '-/', '-:', '/', ':'];
foreach ($keys as $key) {
    // a one-pair map {key: 1}, built by hand so that PHP's own key normalisation plays no part
    $bytes = "\x81" . chr(0xa0 | strlen($key)) . $key . "\x01";
    $decoded = msgpack_unpack($bytes);
    printf("%-22s => %s\n", var_export($key, true), var_export(array_key_first($decoded), true));
}
?>
--EXPECT--
'-d'                   => '-d'
'-'                    => '-'
'-0'                   => '-0'
'-01'                  => '-01'
'-1'                   => -1
'-9223372036854775808' => -9223372036854775807-1
'-9223372036854775809' => '-9223372036854775809'
'9223372036854775807'  => 9223372036854775807
'9223372036854775808'  => '9223372036854775808'
'1a'                   => '1a'
'1 '                   => '1 '
' 1'                   => ' 1'
'+1'                   => '+1'
'0'                    => 0
'00'                   => '00'
'1e3'                  => '1e3'
'0x1'                  => '0x1'
'-a1'                  => '-a1'
'-/'                   => '-/'
'-:'                   => '-:'
'/'                    => '/'
':'                    => ':'
