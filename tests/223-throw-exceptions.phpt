--TEST--
throw mode: the exception class, message ("<PECL's text> at offset N" when decoding) and code of each failure, no warning for it; packing stops at a resource
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
--FILE--
<?php
enum Suit: string { case Hearts = 'H'; }
class Later
{
    public static int $calls = 0;
    public function __serialize(): array { self::$calls++; return []; }
}
set_error_handler(function ($type, $msg) { echo "  warning: $msg\n"; return true; });
function show(string $what, callable $call): void
{
    try {
        $result = $call();
        echo "$what: returned ", is_string($result) ? bin2hex($result) : var_export($result, true), "\n";
    } catch (Exception $e) {
        printf("%s: %s(%d) \"%s\"%s\n", $what, get_class($e), $e->getCode(), $e->getMessage(),
            msgpack_last_error() === $e->getCode() && msgpack_last_error_msg() === $e->getMessage() ? '' : ' LAST ERROR DIFFERS');
    }
}
ini_set('msgpack.throw', '1');

echo "-- decoding\n";
show('0xc1', fn () => msgpack_unpack("\xc1"));
show('0xc1 in a list', fn () => msgpack_unpack("\x93\x01\x02\xc1"));
show('0xc1 as a map key', fn () => msgpack_unpack("\x82\xa1a\x01\xc1\x02"));
show('0xc1 after a str8', fn () => msgpack_unpack("\x92\xd9\x03abc\xc1"));
show('too deep (max_depth option)', fn () => msgpack_unpack("\x91\x91\x91\x01", null, ['max_depth' => 2]));
ini_set('msgpack.max_depth', '3');
show('too deep (msgpack.max_depth)', fn () => msgpack_unpack(str_repeat("\x81\xa1k", 4) . "\x01"));
ini_restore('msgpack.max_depth');
show('extra bytes', fn () => msgpack_unpack("\x01\x02"));
show('extra bytes after a nested value', fn () => msgpack_unpack("\x92\x91\x01\xa2ab\xc0\xc0\xc0"));
show('extra bytes that are garbage', fn () => msgpack_unpack("\xc0\xc1"));
show('php-only: unknown enum case', fn () => msgpack_unpack("\x82\xc0\x06\xa4Suit\xa5Clubs"));
show('php-only: enum class unknown', fn () => msgpack_unpack("\x82\xc0\x06\xa4Nope\xa1X"));
show('php-only: malformed enum marker', fn () => msgpack_unpack("\x82\xc0\x06\x01\xa6Hearts"));
show('php-only: good enum', fn () => msgpack_unpack("\x82\xc0\x06\xa4Suit\xa6Hearts"));

echo "-- encoding\n";
show('resource', fn () => msgpack_pack(STDIN));
Later::$calls = 0;
show('resource nested, the encode stops there', fn () => msgpack_pack([new Later(), ['x' => STDIN], new Later()]));
var_dump(Later::$calls);
show('Type\Map holding no array', function () {
    $m = new MessagePack\Type\Map([]);
    $m->map = 'nope';
    return msgpack_pack($m);
});
ini_set('msgpack.max_depth', '2');
show('too deep', fn () => msgpack_pack([[[1]]]));
show('MessagePack::pack too deep', fn () => (new MessagePack())->pack([[[1]]]));
ini_restore('msgpack.max_depth');
ini_set('msgpack.compact', 'records');
show("compact mode's own ext type", fn () => msgpack_pack(new MessagePack\Type\Ext(114, "\x00")));
ini_restore('msgpack.compact');
show('success', fn () => msgpack_pack([1, 'a']));

echo "-- the classes\n";
foreach ([MessagePack\Exception\InsufficientDataException::class, MessagePack\Exception\UnpackingFailedException::class,
        MessagePack\Exception\PackingFailedException::class] as $class) {
    echo $class, ' extends ', get_parent_class($class), "\n";
}
var_dump(MSGPACK_ERROR_NONE, MSGPACK_ERROR_INSUFFICIENT_DATA, MSGPACK_ERROR_PARSE, MSGPACK_ERROR_DEPTH, MSGPACK_ERROR_STACK,
    MSGPACK_ERROR_TOO_LARGE, MSGPACK_ERROR_INVALID_DATA, MSGPACK_ERROR_EXTRA_BYTES, MSGPACK_ERROR_UNSUPPORTED_TYPE);
?>
--EXPECT--
-- decoding
0xc1: MessagePack\Exception\UnpackingFailedException(2) "Parse error at offset 0"
0xc1 in a list: MessagePack\Exception\UnpackingFailedException(2) "Parse error at offset 3"
0xc1 as a map key: MessagePack\Exception\UnpackingFailedException(2) "Parse error at offset 4"
0xc1 after a str8: MessagePack\Exception\UnpackingFailedException(2) "Parse error at offset 6"
too deep (max_depth option): MessagePack\Exception\UnpackingFailedException(3) "Memory error at offset 3"
too deep (msgpack.max_depth): MessagePack\Exception\UnpackingFailedException(3) "Memory error at offset 10"
extra bytes: MessagePack\Exception\UnpackingFailedException(7) "Extra bytes at offset 1"
extra bytes after a nested value: MessagePack\Exception\UnpackingFailedException(7) "Extra bytes at offset 6"
extra bytes that are garbage: MessagePack\Exception\UnpackingFailedException(7) "Extra bytes at offset 1"
php-only: unknown enum case: MessagePack\Exception\UnpackingFailedException(6) "Undefined enum case Suit::Clubs at offset 14"
php-only: enum class unknown: MessagePack\Exception\UnpackingFailedException(6) "Enum class Nope not found at offset 10"
php-only: malformed enum marker: MessagePack\Exception\UnpackingFailedException(2) "Parse error at offset 11"
php-only: good enum: returned \Suit::Hearts
-- encoding
resource: MessagePack\Exception\PackingFailedException(8) "type is unsupported"
resource nested, the encode stops there: MessagePack\Exception\PackingFailedException(8) "type is unsupported"
int(1)
Type\Map holding no array: MessagePack\Exception\PackingFailedException(8) "type is unsupported"
too deep: MessagePack\Exception\PackingFailedException(3) "Maximum nesting depth of 2 exceeded"
MessagePack::pack too deep: MessagePack\Exception\PackingFailedException(3) "Maximum nesting depth of 2 exceeded"
compact mode's own ext type: MessagePack\Exception\PackingFailedException(6) "Ext types 64, 65, 83, 94, 98 and 114 are compact mode's own: a MessagePack\Type\Ext of one of them cannot be packed with msgpack.compact on"
success: returned 9201a161
-- the classes
MessagePack\Exception\InsufficientDataException extends MessagePack\Exception\UnpackingFailedException
MessagePack\Exception\UnpackingFailedException extends RuntimeException
MessagePack\Exception\PackingFailedException extends RuntimeException
int(0)
int(1)
int(2)
int(3)
int(4)
int(5)
int(6)
int(7)
int(8)
