--TEST--
MessagePack\BufferUnpacker: truncated input gives "Not enough data to read"; consumed bytes stay consumed (decision 7)
--FILE--
<?php
use MessagePack\BufferUnpacker;

// the 32 truncated inputs of the library's testUnpackThrowsExceptionOnInsufficientData
$inputs = [
    '', 'cc', 'cd', 'ce', 'cf', 'd0', 'd1', 'd2', 'd3', 'ca', 'cb',
    'df00000001', 'df00000001cf',
    'd4', 'd401', 'd5', 'd501', 'd6', 'd601', 'd7', 'd701', 'd8', 'd801',
    'c7', 'c7ff', 'c7ff01', 'c8', 'c8ff', 'c8ff01', 'c9', 'c9ff', 'c9ff01',
];
echo count($inputs), " inputs\n";
foreach ($inputs as $hex) {
    $u = new BufferUnpacker(hex2bin($hex));
    try {
        $u->unpack();
        echo "$hex: no exception\n";
    } catch (Throwable $e) {
        echo str_pad($hex ?: "''", 14), get_class($e), ': ', $e->getMessage(), ', remaining ', $u->getRemainingCount(), "\n";
    }
}

echo "-- more truncations, partly filled values\n";
foreach ([
    'a56162', 'd9', 'd905', 'd9056162', 'da00', 'da000261', 'db000000', 'db0000000261', 'c4', 'c40201', 'c5ff', 'c6000001',
    'cd01', 'ce010203', 'cf01020304050607', 'd101', 'd2010203', 'd301020304050607', 'ca3f80', 'cb3ff00000',
    '9301', '930102', '92 91 91', 'dc00', 'dc000301', 'dd000000', 'dd0000000301',
    '8101', '81a161', '82a16101a162', 'de00', 'de0001', 'df000000', '81a2', '81d9036162',
    'd6ff0000', 'd7ff', 'c70501616263', 'c800', 'c8000101', 'c900000003', 'c90000000301',
] as $hex) {
    $hex = str_replace(' ', '', $hex);
    $u = new BufferUnpacker(hex2bin($hex));
    try {
        $u->unpack();
        echo "$hex: no exception\n";
    } catch (Throwable $e) {
        echo str_pad($hex, 18), $e->getMessage(), ', remaining ', $u->getRemainingCount(), "\n";
    }
}

echo "-- the checked examples\n";
$u = new BufferUnpacker("\x93\x01\x02");
try {
    $u->unpack();
} catch (Throwable $e) {
    echo $e->getMessage(), ', remaining ', $u->getRemainingCount(), "\n";
}
$u->append("\x03");
var_dump($u->unpack());

$u = new BufferUnpacker("\xd9\x05ab");
try {
    $u->unpackStr();
} catch (Throwable $e) {
    echo $e->getMessage(), ', remaining ', $u->getRemainingCount(), "\n";
}
$u = new BufferUnpacker("\xd6\xff\x00\x00");
try {
    $u->unpack();
} catch (Throwable $e) {
    echo $e->getMessage(), ', remaining ', $u->getRemainingCount(), "\n";
}
// the typed methods behave the same
foreach (['unpackInt' => 'cd01', 'unpackFloat' => 'cb00', 'unpackBin' => 'c50001', 'unpackArray' => '9201',
    'unpackArrayHeader' => 'dd0000', 'unpackMap' => '82a16101', 'unpackMapHeader' => 'de00', 'unpackExt' => 'c70201ff',
    'unpackStr' => 'a3'] as $method => $hex) {
    $u = new BufferUnpacker(hex2bin($hex));
    try {
        $u->$method();
        echo "$method($hex): no exception\n";
    } catch (Throwable $e) {
        echo "$method($hex): ", get_class($e), ': ', $e->getMessage(), ', remaining ', $u->getRemainingCount(), "\n";
    }
}
?>
--EXPECT--
32 inputs
''            MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
cc            MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
cd            MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
ce            MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
cf            MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
d0            MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
d1            MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
d2            MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
d3            MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
ca            MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
cb            MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
df00000001    MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
df00000001cf  MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
d4            MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
d401          MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 1
d5            MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
d501          MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 1
d6            MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
d601          MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 1
d7            MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
d701          MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 1
d8            MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
d801          MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 1
c7            MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
c7ff          MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
c7ff01        MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 1
c8            MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
c8ff          MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 1
c8ff01        MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
c9            MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
c9ff          MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 1
c9ff01        MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 2
-- more truncations, partly filled values
a56162            Not enough data to read, remaining 2
d9                Not enough data to read, remaining 0
d905              Not enough data to read, remaining 0
d9056162          Not enough data to read, remaining 2
da00              Not enough data to read, remaining 1
da000261          Not enough data to read, remaining 1
db000000          Not enough data to read, remaining 3
db0000000261      Not enough data to read, remaining 1
c4                Not enough data to read, remaining 0
c40201            Not enough data to read, remaining 1
c5ff              Not enough data to read, remaining 1
c6000001          Not enough data to read, remaining 3
cd01              Not enough data to read, remaining 1
ce010203          Not enough data to read, remaining 3
cf01020304050607  Not enough data to read, remaining 7
d101              Not enough data to read, remaining 1
d2010203          Not enough data to read, remaining 3
d301020304050607  Not enough data to read, remaining 7
ca3f80            Not enough data to read, remaining 2
cb3ff00000        Not enough data to read, remaining 4
9301              Not enough data to read, remaining 0
930102            Not enough data to read, remaining 0
929191            Not enough data to read, remaining 0
dc00              Not enough data to read, remaining 1
dc000301          Not enough data to read, remaining 0
dd000000          Not enough data to read, remaining 3
dd0000000301      Not enough data to read, remaining 0
8101              Not enough data to read, remaining 0
81a161            Not enough data to read, remaining 0
82a16101a162      Not enough data to read, remaining 0
de00              Not enough data to read, remaining 1
de0001            Not enough data to read, remaining 0
df000000          Not enough data to read, remaining 3
81a2              Not enough data to read, remaining 0
81d9036162        Not enough data to read, remaining 2
d6ff0000          Not enough data to read, remaining 3
d7ff              Not enough data to read, remaining 1
c70501616263      Not enough data to read, remaining 4
c800              Not enough data to read, remaining 1
c8000101          Not enough data to read, remaining 1
c900000003        Not enough data to read, remaining 0
c90000000301      Not enough data to read, remaining 1
-- the checked examples
Not enough data to read, remaining 0
int(3)
Not enough data to read, remaining 2
Not enough data to read, remaining 3
unpackInt(cd01): MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 1
unpackFloat(cb00): MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 1
unpackBin(c50001): MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
unpackArray(9201): MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
unpackArrayHeader(dd0000): MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 2
unpackMap(82a16101): MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
unpackMapHeader(de00): MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 1
unpackExt(c70201ff): MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 2
unpackStr(a3): MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
