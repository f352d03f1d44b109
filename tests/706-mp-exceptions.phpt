--TEST--
MessagePack\Exception\*: parents, static factories and their exact messages, codes, constructors
--FILE--
<?php
use MessagePack\Exception\InsufficientDataException;
use MessagePack\Exception\InvalidOptionException;
use MessagePack\Exception\PackingFailedException;
use MessagePack\Exception\UnpackingFailedException;

function show(Throwable $e): void
{
    printf("%s [code %d, previous %s]: %s\n", get_class($e), $e->getCode(),
        $e->getPrevious() ? get_class($e->getPrevious()) : 'none', $e->getMessage());
}

var_dump(is_subclass_of(PackingFailedException::class, RuntimeException::class));
var_dump(is_subclass_of(UnpackingFailedException::class, RuntimeException::class));
var_dump(is_subclass_of(InsufficientDataException::class, UnpackingFailedException::class));
var_dump(is_subclass_of(InvalidOptionException::class, InvalidArgumentException::class));
foreach ([PackingFailedException::class, UnpackingFailedException::class, InsufficientDataException::class,
             InvalidOptionException::class] as $c) {
    if ((new ReflectionClass($c))->isFinal()) {
        echo "$c is final\n";
    }
}

echo "-- unsupportedType() with values that pack() never rejects: gettype() names\n";
foreach ([1, 1.5, 'x', true, [], null] as $v) {
    show(PackingFailedException::unsupportedType($v));
}
show(PackingFailedException::unsupportedType(new ArrayObject()));

echo "-- unknownCode / unexpectedCode\n";
show(UnpackingFailedException::unknownCode(0xc1));
show(UnpackingFailedException::unknownCode(0));
show(UnpackingFailedException::unknownCode(0xABC));
show(UnpackingFailedException::unexpectedCode(0x1, 'float'));
show(UnpackingFailedException::unexpectedCode(0xc3, 'nil'));
show(UnpackingFailedException::unexpectedCode(0xff, 'anything goes'));

echo "-- invalidMapKeyType\n";
foreach ([0x90, 0x9f, 0xdc, 0xdd, 0x80, 0x8f, 0xde, 0xdf, 0xc0, 0xc2, 0xc3, 0xca, 0xcb,
             0xd4, 0xd5, 0xd6, 0xd7, 0xd8, 0xc7, 0xc8, 0xc9, 0xc1, 0x00, 0xa0, 0xcc, 0xc4] as $code) {
    echo UnpackingFailedException::invalidMapKeyType($code)->getMessage(), "\n";
}

echo "-- factories create the declaring class (self), even through a subclass\n";
echo get_class(InsufficientDataException::unknownCode(0xc1)), "\n";
echo get_class(InsufficientDataException::unexpectedCode(1, 'str')), "\n";

echo "-- InsufficientDataException constructor\n";
show(new InsufficientDataException());
show(new InsufficientDataException('custom'));
show(new InsufficientDataException('custom', 7, new LogicException('inner')));
show(new UnpackingFailedException('plain'));
?>
--EXPECT--
bool(true)
bool(true)
bool(true)
bool(true)
-- unsupportedType() with values that pack() never rejects: gettype() names
MessagePack\Exception\PackingFailedException [code 0, previous none]: Unsupported type "integer", maybe you forgot to register the type transformer or extension?
MessagePack\Exception\PackingFailedException [code 0, previous none]: Unsupported type "double", maybe you forgot to register the type transformer or extension?
MessagePack\Exception\PackingFailedException [code 0, previous none]: Unsupported type "string", maybe you forgot to register the type transformer or extension?
MessagePack\Exception\PackingFailedException [code 0, previous none]: Unsupported type "boolean", maybe you forgot to register the type transformer or extension?
MessagePack\Exception\PackingFailedException [code 0, previous none]: Unsupported type "array", maybe you forgot to register the type transformer or extension?
MessagePack\Exception\PackingFailedException [code 0, previous none]: Unsupported type "NULL", maybe you forgot to register the type transformer or extension?
MessagePack\Exception\PackingFailedException [code 0, previous none]: Unsupported type "ArrayObject", maybe you forgot to register the type transformer or extension?
-- unknownCode / unexpectedCode
MessagePack\Exception\UnpackingFailedException [code 0, previous none]: Unknown code: 0xc1
MessagePack\Exception\UnpackingFailedException [code 0, previous none]: Unknown code: 0x0
MessagePack\Exception\UnpackingFailedException [code 0, previous none]: Unknown code: 0xabc
MessagePack\Exception\UnpackingFailedException [code 0, previous none]: Unexpected float code: 0x1
MessagePack\Exception\UnpackingFailedException [code 0, previous none]: Unexpected nil code: 0xc3
MessagePack\Exception\UnpackingFailedException [code 0, previous none]: Unexpected anything goes code: 0xff
-- invalidMapKeyType
Invalid map key type: expected int, str or bin but got array (0x90)
Invalid map key type: expected int, str or bin but got array (0x9f)
Invalid map key type: expected int, str or bin but got array (0xdc)
Invalid map key type: expected int, str or bin but got array (0xdd)
Invalid map key type: expected int, str or bin but got map (0x80)
Invalid map key type: expected int, str or bin but got map (0x8f)
Invalid map key type: expected int, str or bin but got map (0xde)
Invalid map key type: expected int, str or bin but got map (0xdf)
Invalid map key type: expected int, str or bin but got nil (0xc0)
Invalid map key type: expected int, str or bin but got bool (0xc2)
Invalid map key type: expected int, str or bin but got bool (0xc3)
Invalid map key type: expected int, str or bin but got float (0xca)
Invalid map key type: expected int, str or bin but got float (0xcb)
Invalid map key type: expected int, str or bin but got ext (0xd4)
Invalid map key type: expected int, str or bin but got ext (0xd5)
Invalid map key type: expected int, str or bin but got ext (0xd6)
Invalid map key type: expected int, str or bin but got ext (0xd7)
Invalid map key type: expected int, str or bin but got ext (0xd8)
Invalid map key type: expected int, str or bin but got ext (0xc7)
Invalid map key type: expected int, str or bin but got ext (0xc8)
Invalid map key type: expected int, str or bin but got ext (0xc9)
Invalid map key type: expected int, str or bin but got 0xc1
Invalid map key type: expected int, str or bin but got 0x0
Invalid map key type: expected int, str or bin but got 0xa0
Invalid map key type: expected int, str or bin but got 0xcc
Invalid map key type: expected int, str or bin but got 0xc4
-- factories create the declaring class (self), even through a subclass
MessagePack\Exception\UnpackingFailedException
MessagePack\Exception\UnpackingFailedException
-- InsufficientDataException constructor
MessagePack\Exception\InsufficientDataException [code 0, previous none]: Not enough data to read
MessagePack\Exception\InsufficientDataException [code 0, previous none]: custom
MessagePack\Exception\InsufficientDataException [code 7, previous LogicException]: custom
MessagePack\Exception\UnpackingFailedException [code 0, previous none]: plain
