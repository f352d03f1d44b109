--TEST--
Compact mode, shared arrays: an array inside a definition that has more than one reference without being a definition (one a PHP-only back-reference names, one an extension keeps) is checked too, so a definition holding an object through it is refused as any other ("Array reference N to a value that is not an array of scalars, strings and arrays"); definitions nested by reference and chains of them still decode, in time linear in the input
--INI--
msgpack.compact=full
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, UnpackOptions};

$object = '82c0a8737464436c617373a16101'; // {nil: "stdClass", "a": 1}
foreach ([
    'an object, no back-reference' => '92' . 'c70041' . '9191' . $object . 'd44000',
    // a back-reference map first: every completed array is recorded from there on (a second reference)
    'an object, after a back-reference map' => '93' . '82c0020001' . 'c70041' . '9191' . $object . 'd44000',
] as $label => $hex) {
    echo "$label: ";
    var_dump(@msgpack_unpack(hex2bin($hex)));
    echo '  ', error_get_last()['message'] ?? '', "\n";
}

/* returns an array it also keeps */
class Keeps implements Extension
{
    public static $kept;
    public function getType(): int
    {
        return 5;
    }
    public function pack(Packer $packer, $value): ?string
    {
        return null;
    }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $unpacker->read($extLength);
        return self::$kept = [new ArrayObject([1])];
    }
}
$u = new BufferUnpacker(hex2bin('92' . 'c70041' . '91' . 'd40500' . 'd44000'), UnpackOptions::COMPACT, [new Keeps()]);
try {
    var_dump($u->unpack());
} catch (Throwable $e) {
    echo 'an extension keeps the array: ', get_class($e), ': ', $e->getMessage(), "\n";
}

// a definition that is a reference to another; one made of references
$v = msgpack_unpack(hex2bin('94' . 'c70041' . '93010203' . 'c70041' . 'd44000' . 'c70041' . '92d44000d44001' . 'd44002'));
echo json_encode($v), "\n";

// 3,000 definitions, each a pair of references to the one before: checked once each
$n = 3000;
$b = "\xdc" . pack('n', $n) . "\xc7\x00\x41\x92\x01\x02";
for ($k = 1; $k < $n; $k++) {
    $ref = $k - 1 < 256 ? "\xd4\x40" . chr($k - 1) : "\xd5\x40" . pack('n', $k - 1);
    $b .= "\xc7\x00\x41\x92" . $ref . $ref;
}
$v = msgpack_unpack($b);
echo count($v), ' definitions; the last one\'s depth-1 elements are the one before it: ',
    var_export($v[$n - 1][0] === $v[$n - 2], true), "\n";
?>
--EXPECT--
an object, no back-reference: bool(false)
  [msgpack] (php_msgpack_unserialize) Array reference 0 to a value that is not an array of scalars, strings and arrays
an object, after a back-reference map: bool(false)
  [msgpack] (php_msgpack_unserialize) Array reference 0 to a value that is not an array of scalars, strings and arrays
an extension keeps the array: MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays
[[1,2,3],[1,2,3],[[1,2,3],[1,2,3]],[[1,2,3],[1,2,3]]]
3000 definitions; the last one's depth-1 elements are the one before it: true
