--TEST--
TimestampExtension: an ext -1 whose length is not 4, 8 or 12 throws the message the library's TimestampExtension throws
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Exception\UnpackingFailedException;
use MessagePack\Extension\TimestampExtension;
use MessagePack\MessagePack;

$inputs = [
    'fixext 1' => "\xd4\xff\x00",
    'ext8 of 5' => "\xc7\x05\xff\x00\x00\x00\x00\x01",
    'ext8 of 0' => "\xc7\x00\xff",
    'fixext 16' => "\xd8\xff" . str_repeat("\x00", 16),
];
foreach ($inputs as $label => $input) {
    foreach (['facade' => fn () => MessagePack::unpack($input),
            'unpacker' => fn () => (new BufferUnpacker($input, null, [new TimestampExtension()]))->unpack(),
            'unpackExt' => fn () => (new TimestampExtension())->unpackExt(new BufferUnpacker(substr($input, 2)), strlen($input) - 2)]
            as $how => $call) {
        try {
            $call();
            echo "$label, $how: no exception\n";
        } catch (UnpackingFailedException $e) {
            echo "$label, $how: ", get_class($e), ': ', $e->getMessage(), "\n";
        }
    }
}
?>
--EXPECT--
fixext 1, facade: MessagePack\Exception\UnpackingFailedException: Invalid timestamp extension length: 1
fixext 1, unpacker: MessagePack\Exception\UnpackingFailedException: Invalid timestamp extension length: 1
fixext 1, unpackExt: MessagePack\Exception\UnpackingFailedException: Invalid timestamp extension length: 1
ext8 of 5, facade: MessagePack\Exception\UnpackingFailedException: Invalid timestamp extension length: 5
ext8 of 5, unpacker: MessagePack\Exception\UnpackingFailedException: Invalid timestamp extension length: 5
ext8 of 5, unpackExt: MessagePack\Exception\UnpackingFailedException: Invalid timestamp extension length: 6
ext8 of 0, facade: MessagePack\Exception\UnpackingFailedException: Invalid timestamp extension length: 0
ext8 of 0, unpacker: MessagePack\Exception\UnpackingFailedException: Invalid timestamp extension length: 0
ext8 of 0, unpackExt: MessagePack\Exception\UnpackingFailedException: Invalid timestamp extension length: 1
fixext 16, facade: MessagePack\Exception\UnpackingFailedException: Invalid timestamp extension length: 16
fixext 16, unpacker: MessagePack\Exception\UnpackingFailedException: Invalid timestamp extension length: 16
fixext 16, unpackExt: MessagePack\Exception\UnpackingFailedException: Invalid timestamp extension length: 16
