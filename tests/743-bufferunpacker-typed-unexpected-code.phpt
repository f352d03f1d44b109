--TEST--
MessagePack\BufferUnpacker: typed unpackX() on the wrong code throws "Unexpected <type> code: 0x%x" and moves past the bad byte
--FILE--
<?php
use MessagePack\BufferUnpacker;

$methods = [
    'unpackNil' => ['c1', 'c2', '00', 'a0', '90'],
    'unpackBool' => ['c0', '01', '00', 'c1'],
    'unpackInt' => ['c0', 'ca3f800000', 'cb3ff0000000000000', 'a131', '80', 'c1', 'c3', 'd4'],
    'unpackFloat' => ['01', 'ff', 'cc01', 'd3', 'c0', 'a0'],
    'unpackStr' => ['c40161', 'c50001', 'c6', '01', '90', 'c1'],
    'unpackBin' => ['a161', 'd90161', 'da', 'db', '01', 'c0'],
    'unpackArray' => ['80', 'de0000', '01', 'c4', 'c1'],
    'unpackArrayHeader' => ['80', 'df', 'ff', 'c0'],
    'unpackMap' => ['90', 'dc0000', 'dd', '7f', 'c1'],
    'unpackMapHeader' => ['90', 'dc', 'a0', 'c3'],
    'unpackExt' => ['c4', 'c5', 'c6', 'd3', 'd9', 'c0', '01', 'c1'],
];
foreach ($methods as $method => $inputs) {
    foreach ($inputs as $hex) {
        $bin = hex2bin($hex) . "\x07";
        $u = new BufferUnpacker($bin);
        try {
            $u->$method();
            echo "$method($hex): no exception\n";
            continue;
        } catch (Throwable $e) {
            echo "$method($hex): ", get_class($e), ': ', $e->getMessage();
        }
        // only the code byte is consumed
        echo ', consumed ', strlen($bin) - $u->getRemainingCount(), "\n";
    }
}

echo "-- checked: after a failed unpackNil on c1 c3, 1 byte remains\n";
$u = new BufferUnpacker("\xc1\xc3");
try {
    $u->unpackNil();
} catch (Throwable $e) {
    echo $e->getMessage(), "\n";
}
var_dump($u->getRemainingCount(), $u->unpackBool());

echo "-- no byte at all: InsufficientData, for every method\n";
foreach (array_keys($methods) as $method) {
    $u = new BufferUnpacker("\x01");
    $u->unpack();
    try {
        $u->$method();
    } catch (Throwable $e) {
        echo "$method: ", get_class($e), ': ', $e->getMessage(), "\n";
    }
}

echo "-- a wrong code nested inside unpackArray()/unpackMap() is an unpack() error\n";
foreach (['unpackArray' => '9201c1', 'unpackMap' => '8101c1'] as $method => $hex) {
    $u = new BufferUnpacker(hex2bin($hex) . "\x05");
    try {
        $u->$method();
    } catch (Throwable $e) {
        echo "$method($hex): ", $e->getMessage(), ', remaining ', $u->getRemainingCount(), "\n";
    }
}
?>
--EXPECT--
unpackNil(c1): MessagePack\Exception\UnpackingFailedException: Unexpected nil code: 0xc1, consumed 1
unpackNil(c2): MessagePack\Exception\UnpackingFailedException: Unexpected nil code: 0xc2, consumed 1
unpackNil(00): MessagePack\Exception\UnpackingFailedException: Unexpected nil code: 0x0, consumed 1
unpackNil(a0): MessagePack\Exception\UnpackingFailedException: Unexpected nil code: 0xa0, consumed 1
unpackNil(90): MessagePack\Exception\UnpackingFailedException: Unexpected nil code: 0x90, consumed 1
unpackBool(c0): MessagePack\Exception\UnpackingFailedException: Unexpected bool code: 0xc0, consumed 1
unpackBool(01): MessagePack\Exception\UnpackingFailedException: Unexpected bool code: 0x1, consumed 1
unpackBool(00): MessagePack\Exception\UnpackingFailedException: Unexpected bool code: 0x0, consumed 1
unpackBool(c1): MessagePack\Exception\UnpackingFailedException: Unexpected bool code: 0xc1, consumed 1
unpackInt(c0): MessagePack\Exception\UnpackingFailedException: Unexpected int code: 0xc0, consumed 1
unpackInt(ca3f800000): MessagePack\Exception\UnpackingFailedException: Unexpected int code: 0xca, consumed 1
unpackInt(cb3ff0000000000000): MessagePack\Exception\UnpackingFailedException: Unexpected int code: 0xcb, consumed 1
unpackInt(a131): MessagePack\Exception\UnpackingFailedException: Unexpected int code: 0xa1, consumed 1
unpackInt(80): MessagePack\Exception\UnpackingFailedException: Unexpected int code: 0x80, consumed 1
unpackInt(c1): MessagePack\Exception\UnpackingFailedException: Unexpected int code: 0xc1, consumed 1
unpackInt(c3): MessagePack\Exception\UnpackingFailedException: Unexpected int code: 0xc3, consumed 1
unpackInt(d4): MessagePack\Exception\UnpackingFailedException: Unexpected int code: 0xd4, consumed 1
unpackFloat(01): MessagePack\Exception\UnpackingFailedException: Unexpected float code: 0x1, consumed 1
unpackFloat(ff): MessagePack\Exception\UnpackingFailedException: Unexpected float code: 0xff, consumed 1
unpackFloat(cc01): MessagePack\Exception\UnpackingFailedException: Unexpected float code: 0xcc, consumed 1
unpackFloat(d3): MessagePack\Exception\UnpackingFailedException: Unexpected float code: 0xd3, consumed 1
unpackFloat(c0): MessagePack\Exception\UnpackingFailedException: Unexpected float code: 0xc0, consumed 1
unpackFloat(a0): MessagePack\Exception\UnpackingFailedException: Unexpected float code: 0xa0, consumed 1
unpackStr(c40161): MessagePack\Exception\UnpackingFailedException: Unexpected str code: 0xc4, consumed 1
unpackStr(c50001): MessagePack\Exception\UnpackingFailedException: Unexpected str code: 0xc5, consumed 1
unpackStr(c6): MessagePack\Exception\UnpackingFailedException: Unexpected str code: 0xc6, consumed 1
unpackStr(01): MessagePack\Exception\UnpackingFailedException: Unexpected str code: 0x1, consumed 1
unpackStr(90): MessagePack\Exception\UnpackingFailedException: Unexpected str code: 0x90, consumed 1
unpackStr(c1): MessagePack\Exception\UnpackingFailedException: Unexpected str code: 0xc1, consumed 1
unpackBin(a161): MessagePack\Exception\UnpackingFailedException: Unexpected bin code: 0xa1, consumed 1
unpackBin(d90161): MessagePack\Exception\UnpackingFailedException: Unexpected bin code: 0xd9, consumed 1
unpackBin(da): MessagePack\Exception\UnpackingFailedException: Unexpected bin code: 0xda, consumed 1
unpackBin(db): MessagePack\Exception\UnpackingFailedException: Unexpected bin code: 0xdb, consumed 1
unpackBin(01): MessagePack\Exception\UnpackingFailedException: Unexpected bin code: 0x1, consumed 1
unpackBin(c0): MessagePack\Exception\UnpackingFailedException: Unexpected bin code: 0xc0, consumed 1
unpackArray(80): MessagePack\Exception\UnpackingFailedException: Unexpected array code: 0x80, consumed 1
unpackArray(de0000): MessagePack\Exception\UnpackingFailedException: Unexpected array code: 0xde, consumed 1
unpackArray(01): MessagePack\Exception\UnpackingFailedException: Unexpected array code: 0x1, consumed 1
unpackArray(c4): MessagePack\Exception\UnpackingFailedException: Unexpected array code: 0xc4, consumed 1
unpackArray(c1): MessagePack\Exception\UnpackingFailedException: Unexpected array code: 0xc1, consumed 1
unpackArrayHeader(80): MessagePack\Exception\UnpackingFailedException: Unexpected array code: 0x80, consumed 1
unpackArrayHeader(df): MessagePack\Exception\UnpackingFailedException: Unexpected array code: 0xdf, consumed 1
unpackArrayHeader(ff): MessagePack\Exception\UnpackingFailedException: Unexpected array code: 0xff, consumed 1
unpackArrayHeader(c0): MessagePack\Exception\UnpackingFailedException: Unexpected array code: 0xc0, consumed 1
unpackMap(90): MessagePack\Exception\UnpackingFailedException: Unexpected map code: 0x90, consumed 1
unpackMap(dc0000): MessagePack\Exception\UnpackingFailedException: Unexpected map code: 0xdc, consumed 1
unpackMap(dd): MessagePack\Exception\UnpackingFailedException: Unexpected map code: 0xdd, consumed 1
unpackMap(7f): MessagePack\Exception\UnpackingFailedException: Unexpected map code: 0x7f, consumed 1
unpackMap(c1): MessagePack\Exception\UnpackingFailedException: Unexpected map code: 0xc1, consumed 1
unpackMapHeader(90): MessagePack\Exception\UnpackingFailedException: Unexpected map code: 0x90, consumed 1
unpackMapHeader(dc): MessagePack\Exception\UnpackingFailedException: Unexpected map code: 0xdc, consumed 1
unpackMapHeader(a0): MessagePack\Exception\UnpackingFailedException: Unexpected map code: 0xa0, consumed 1
unpackMapHeader(c3): MessagePack\Exception\UnpackingFailedException: Unexpected map code: 0xc3, consumed 1
unpackExt(c4): MessagePack\Exception\UnpackingFailedException: Unexpected ext code: 0xc4, consumed 1
unpackExt(c5): MessagePack\Exception\UnpackingFailedException: Unexpected ext code: 0xc5, consumed 1
unpackExt(c6): MessagePack\Exception\UnpackingFailedException: Unexpected ext code: 0xc6, consumed 1
unpackExt(d3): MessagePack\Exception\UnpackingFailedException: Unexpected ext code: 0xd3, consumed 1
unpackExt(d9): MessagePack\Exception\UnpackingFailedException: Unexpected ext code: 0xd9, consumed 1
unpackExt(c0): MessagePack\Exception\UnpackingFailedException: Unexpected ext code: 0xc0, consumed 1
unpackExt(01): MessagePack\Exception\UnpackingFailedException: Unexpected ext code: 0x1, consumed 1
unpackExt(c1): MessagePack\Exception\UnpackingFailedException: Unexpected ext code: 0xc1, consumed 1
-- checked: after a failed unpackNil on c1 c3, 1 byte remains
Unexpected nil code: 0xc1
int(1)
bool(true)
-- no byte at all: InsufficientData, for every method
unpackNil: MessagePack\Exception\InsufficientDataException: Not enough data to read
unpackBool: MessagePack\Exception\InsufficientDataException: Not enough data to read
unpackInt: MessagePack\Exception\InsufficientDataException: Not enough data to read
unpackFloat: MessagePack\Exception\InsufficientDataException: Not enough data to read
unpackStr: MessagePack\Exception\InsufficientDataException: Not enough data to read
unpackBin: MessagePack\Exception\InsufficientDataException: Not enough data to read
unpackArray: MessagePack\Exception\InsufficientDataException: Not enough data to read
unpackArrayHeader: MessagePack\Exception\InsufficientDataException: Not enough data to read
unpackMap: MessagePack\Exception\InsufficientDataException: Not enough data to read
unpackMapHeader: MessagePack\Exception\InsufficientDataException: Not enough data to read
unpackExt: MessagePack\Exception\InsufficientDataException: Not enough data to read
-- a wrong code nested inside unpackArray()/unpackMap() is an unpack() error
unpackArray(9201c1): Unknown code: 0xc1, remaining 1
unpackMap(8101c1): Unknown code: 0xc1, remaining 1
