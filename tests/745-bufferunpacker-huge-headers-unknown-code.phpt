--TEST--
MessagePack\BufferUnpacker: huge headers with no data fail promptly without allocating; 0xc1 is "Unknown code: 0xc1"
--FILE--
<?php
use MessagePack\BufferUnpacker;

$mem = memory_get_usage();
foreach ([
    'ddffffffff', 'dfffffffff', 'dbffffffff', 'c6ffffffff', 'c9ffffffff01', 'c9ffffffff', 'c8ffff01', 'c7ff01',
    'dcffff', 'deffff', 'daffff', 'c5ffff',
    'ddffffffff01', 'dd7fffffff0102', 'dfffffffffa16101', '91ddffffffff', '81a161dfffffffff',
] as $hex) {
    foreach (['unpack', 'tryUnpack'] as $method) {
        $u = new BufferUnpacker(hex2bin($hex));
        try {
            $r = $u->$method();
            echo "$hex $method: ", json_encode($r), ', remaining ', $u->getRemainingCount(), "\n";
        } catch (Throwable $e) {
            echo "$hex $method: ", get_class($e), ': ', $e->getMessage(), ', remaining ', $u->getRemainingCount(), "\n";
        }
    }
}
foreach (['unpackArrayHeader' => 'ddffffffff', 'unpackArray' => 'ddffffffff', 'unpackMap' => 'dfffffffff',
    'unpackMapHeader' => 'dfffffffff', 'unpackStr' => 'dbffffffff', 'unpackBin' => 'c6ffffffff', 'unpackExt' => 'c9ffffffff01'] as $method => $hex) {
    $u = new BufferUnpacker(hex2bin($hex));
    try {
        $r = $u->$method();
        // a count above PHP_INT_MAX (32-bit PHP) is a float: printed as the same digits
        echo "$method($hex): ", is_float($r) ? sprintf('%.0f', $r) : var_export($r, true), "\n";
    } catch (Throwable $e) {
        echo "$method($hex): ", get_class($e), ': ', $e->getMessage(), "\n";
    }
}
// no allocation from the declared sizes (the time taken is benchmarks' business, not a test verdict)
var_dump(memory_get_usage() - $mem < 1000000);

echo "-- 0xc1\n";
foreach (['c1', 'c101', '9201c1', '93c0 91 c1 03', '81a161c1', '82a16101a162 92 c1 c3'] as $hex) {
    $hex = str_replace(' ', '', $hex);
    $u = new BufferUnpacker(hex2bin($hex));
    try {
        $u->unpack();
        echo "$hex: no exception\n";
    } catch (Throwable $e) {
        echo "$hex: ", get_class($e), ': ', $e->getMessage(), ', code ', $e->getCode(), ', previous ',
            var_export($e->getPrevious(), true), ', remaining ', $u->getRemainingCount(), "\n";
    }
}
// the unpacker is still usable afterwards
$u = new BufferUnpacker("\xc1\x2a");
try {
    $u->unpack();
} catch (Throwable $e) {
}
var_dump($u->unpack());
?>
--EXPECT--
ddffffffff unpack: MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
ddffffffff tryUnpack: [], remaining 5
dfffffffff unpack: MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
dfffffffff tryUnpack: [], remaining 5
dbffffffff unpack: MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
dbffffffff tryUnpack: [], remaining 5
c6ffffffff unpack: MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
c6ffffffff tryUnpack: [], remaining 5
c9ffffffff01 unpack: MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 1
c9ffffffff01 tryUnpack: [], remaining 6
c9ffffffff unpack: MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
c9ffffffff tryUnpack: [], remaining 5
c8ffff01 unpack: MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 1
c8ffff01 tryUnpack: [], remaining 4
c7ff01 unpack: MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 1
c7ff01 tryUnpack: [], remaining 3
dcffff unpack: MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
dcffff tryUnpack: [], remaining 3
deffff unpack: MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
deffff tryUnpack: [], remaining 3
daffff unpack: MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
daffff tryUnpack: [], remaining 3
c5ffff unpack: MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
c5ffff tryUnpack: [], remaining 3
ddffffffff01 unpack: MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
ddffffffff01 tryUnpack: [], remaining 6
dd7fffffff0102 unpack: MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
dd7fffffff0102 tryUnpack: [], remaining 7
dfffffffffa16101 unpack: MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
dfffffffffa16101 tryUnpack: [], remaining 8
91ddffffffff unpack: MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
91ddffffffff tryUnpack: [], remaining 6
81a161dfffffffff unpack: MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
81a161dfffffffff tryUnpack: [], remaining 8
unpackArrayHeader(ddffffffff): 4294967295
unpackArray(ddffffffff): MessagePack\Exception\InsufficientDataException: Not enough data to read
unpackMap(dfffffffff): MessagePack\Exception\InsufficientDataException: Not enough data to read
unpackMapHeader(dfffffffff): 4294967295
unpackStr(dbffffffff): MessagePack\Exception\InsufficientDataException: Not enough data to read
unpackBin(c6ffffffff): MessagePack\Exception\InsufficientDataException: Not enough data to read
unpackExt(c9ffffffff01): MessagePack\Exception\InsufficientDataException: Not enough data to read
bool(true)
-- 0xc1
c1: MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1, code 0, previous NULL, remaining 0
c101: MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1, code 0, previous NULL, remaining 1
9201c1: MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1, code 0, previous NULL, remaining 0
93c091c103: MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1, code 0, previous NULL, remaining 1
81a161c1: MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1, code 0, previous NULL, remaining 0
82a16101a16292c1c3: MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1, code 0, previous NULL, remaining 1
int(42)
