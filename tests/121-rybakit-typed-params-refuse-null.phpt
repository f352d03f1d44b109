--TEST--
MessagePack\ types, exceptions and facade: null for a typed parameter is a TypeError, as in the library
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\Exception\InsufficientDataException;
use MessagePack\Exception\InvalidOptionException;
use MessagePack\Exception\UnpackingFailedException;
use MessagePack\Extension\TimestampExtension;
use MessagePack\MessagePack;
use MessagePack\BufferUnpacker;
use MessagePack\Type\{Bin, Ext, Timestamp};

// The library's userland signatures (string $data, int $seconds, ...) refuse null; an internal function would take
// it with a deprecation and go on with '' or 0.
$calls = [
    'Bin' => fn() => new Bin(null),
    'Ext type' => fn() => new Ext(null, 'x'),
    'Ext data' => fn() => new Ext(1, null),
    'Timestamp seconds' => fn() => new Timestamp(null),
    'Timestamp nanoseconds' => fn() => new Timestamp(1, null),
    'InsufficientDataException message' => fn() => new InsufficientDataException(null),
    'InsufficientDataException code' => fn() => new InsufficientDataException('m', null),
    'unknownCode' => fn() => UnpackingFailedException::unknownCode(null),
    'unexpectedCode code' => fn() => UnpackingFailedException::unexpectedCode(null, 'int'),
    'unexpectedCode type' => fn() => UnpackingFailedException::unexpectedCode(1, null),
    'invalidMapKeyType' => fn() => UnpackingFailedException::invalidMapKeyType(null),
    'outOfRange' => fn() => InvalidOptionException::outOfRange(null, []),
    'MessagePack::unpack' => fn() => MessagePack::unpack(null),
    'TimestampExtension::unpackExt' => fn() => (new TimestampExtension())->unpackExt(new BufferUnpacker("\0\0\0\1"), null),
];
set_error_handler(function ($no, $msg) { echo "  (no diagnostic expected: $msg)\n"; return true; });
foreach ($calls as $name => $call) {
    try {
        $call();
        echo "$name: accepted\n";
    } catch (TypeError $e) {
        echo "$name: ", $e->getMessage(), "\n";
    }
}

// What PHP converts is still converted, as for the library's parameters.
var_dump((new Bin(12))->data, (new Ext('5', 'x'))->type, (new Timestamp('7'))->getSeconds());
var_dump(MessagePack::unpack(1) /* "1": 0x31 */, (new InsufficientDataException(''))->getMessage());
?>
--EXPECT--
Bin: MessagePack\Type\Bin::__construct(): Argument #1 ($data) must be of type string, null given
Ext type: MessagePack\Type\Ext::__construct(): Argument #1 ($type) must be of type int, null given
Ext data: MessagePack\Type\Ext::__construct(): Argument #2 ($data) must be of type string, null given
Timestamp seconds: MessagePack\Type\Timestamp::__construct(): Argument #1 ($seconds) must be of type int, null given
Timestamp nanoseconds: MessagePack\Type\Timestamp::__construct(): Argument #2 ($nanoseconds) must be of type int, null given
InsufficientDataException message: MessagePack\Exception\InsufficientDataException::__construct(): Argument #1 ($message) must be of type string, null given
InsufficientDataException code: MessagePack\Exception\InsufficientDataException::__construct(): Argument #2 ($code) must be of type int, null given
unknownCode: MessagePack\Exception\UnpackingFailedException::unknownCode(): Argument #1 ($code) must be of type int, null given
unexpectedCode code: MessagePack\Exception\UnpackingFailedException::unexpectedCode(): Argument #1 ($code) must be of type int, null given
unexpectedCode type: MessagePack\Exception\UnpackingFailedException::unexpectedCode(): Argument #2 ($type) must be of type string, null given
invalidMapKeyType: MessagePack\Exception\UnpackingFailedException::invalidMapKeyType(): Argument #1 ($code) must be of type int, null given
outOfRange: MessagePack\Exception\InvalidOptionException::outOfRange(): Argument #1 ($invalidOption) must be of type string, null given
MessagePack::unpack: MessagePack\MessagePack::unpack(): Argument #1 ($data) must be of type string, null given
TimestampExtension::unpackExt: MessagePack\Extension\TimestampExtension::unpackExt(): Argument #2 ($extLength) must be of type int, null given
string(2) "12"
int(5)
int(7)
int(49)
string(0) ""
