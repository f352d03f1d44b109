--TEST--
throw mode: input cut at every byte throws InsufficientDataException (code MSGPACK_ERROR_INSUFFICIENT_DATA, "... at offset N" where the decoder stopped), and the default mode warns with the same last error
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
--FILE--
<?php
class Point { public $x = 1; protected $y = 'two'; private $z = [3.5]; }
$messages = [
    // ['id' => 7, 'tags' => ['a', 'bb'], 'ratio' => 0.5, 'big' => PHP_INT_MAX]
    'nested map' => hex2bin('84a2696407a47461677392a161a26262a5726174696fcb3fe0000000000000a3626967cf7fffffffffffffff'),
    'str8 and bin' => "\x92\xd9\x05hello\xc4\x03\x01\x02\x03",
    'timestamp ext' => msgpack_pack(new MessagePack\Type\Timestamp(1700000000, 5)),
    // new Point(), PHP-only format
    'php-only object' => hex2bin('84c0a5506f696e74a17801a4002a0079a374776fa800506f696e74007a91cb400c000000000000'),
    'float32 and uint64 in a list' => "\x93\xca\x3f\x80\x00\x00\xcf\xff\xff\xff\xff\xff\xff\xff\xff\xc3",
];
foreach ($messages as $name => $packed) {
    $offsets = [];
    $checked = 0;
    for ($len = 1; $len < strlen($packed); $len++) {
        $prefix = substr($packed, 0, $len);
        try {
            msgpack_unpack($prefix, null, ['throw' => true]);
            echo "$name, $len bytes: no exception\n";
            continue;
        } catch (MessagePack\Exception\InsufficientDataException $e) {
        }
        if (!preg_match('/^Insufficient data for unserializing at offset (\d+)$/', $e->getMessage(), $m)
                || $m[1] > $len || $e->getCode() !== MSGPACK_ERROR_INSUFFICIENT_DATA
                || !$e instanceof MessagePack\Exception\UnpackingFailedException || !$e instanceof RuntimeException
                || $e->getPrevious() !== null || msgpack_last_error() !== MSGPACK_ERROR_INSUFFICIENT_DATA
                || msgpack_last_error_msg() !== $e->getMessage()) {
            echo "$name, $len bytes: ", get_class($e), ' ', $e->getCode(), ' ', $e->getMessage(), "\n";
            continue;
        }
        // without throw mode: false, PECL's warning, and the same last error
        $warnings = [];
        set_error_handler(function ($type, $msg) use (&$warnings) { $warnings[] = $msg; return true; });
        $plain = msgpack_unpack($prefix);
        restore_error_handler();
        if ($plain !== false || $warnings !== ['[msgpack] (php_msgpack_unserialize) Insufficient data for unserializing']
                || msgpack_last_error_msg() !== $e->getMessage()) {
            echo "$name, $len bytes: default mode differs\n";
            continue;
        }
        $offsets[] = (int) $m[1];
        $checked++;
    }
    printf("%s (%d bytes): %d prefixes, offsets %s\n", $name, strlen($packed), $checked, implode(',', $offsets));
}
try {
    msgpack_unpack('', null, ['throw' => true]);
} catch (MessagePack\Exception\InsufficientDataException $e) {
    echo 'empty: ', $e->getMessage(), ' code ', $e->getCode(), "\n";
}
?>
--EXPECT--
nested map (44 bytes): 43 prefixes, offsets 1,1,1,1,1,1,1,1,6,10,11,11,13,14,14,16,17,17,17,17,17,22,23,23,23,23,23,23,23,23,31,32,32,32,35,36,36,36,36,36,36,36,36
str8 and bin (13 bytes): 12 prefixes, offsets 1,1,3,3,3,3,3,8,9,10,10,10
timestamp ext (10 bytes): 9 prefixes, offsets 1,1,1,1,1,1,1,1,1
php-only object (39 bytes): 38 prefixes, offsets 1,1,1,1,1,1,1,1,9,10,11,12,12,12,12,16,17,17,17,20,21,21,21,21,21,21,21,21,29,30,31,31,31,31,31,31,31,31
float32 and uint64 in a list (16 bytes): 15 prefixes, offsets 1,1,1,2,2,6,7,7,7,7,7,7,7,7,15
empty: Insufficient data for unserializing at offset 0 code 1
