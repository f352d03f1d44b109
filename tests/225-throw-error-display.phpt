--TEST--
throw mode: msgpack.error_display=0 does not silence the exceptions; what decoding or encoding goes on after (illegal key, bad reference, __sleep) stays a warning or notice gated by msgpack.error_display
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
--FILE--
<?php
class Sleepy
{
    public $a = 1;
    public function __sleep() { return ['a', 'missing']; }
}
function show(string $what, callable $call): void
{
    try {
        $result = $call();
        echo "$what: returned ", is_string($result) ? bin2hex($result) : json_encode($result), "\n";
    } catch (Exception $e) {
        echo "$what: ", get_class($e), ': ', $e->getMessage(), "\n";
    }
}
function all(): void
{
    show('0xc1', fn () => msgpack_unpack("\xc1"));
    show('truncated', fn () => msgpack_unpack("\xa2a"));
    show('extra bytes', fn () => msgpack_unpack("\x01\x02"));
    show('resource', fn () => msgpack_pack([STDIN]));
    show('execute', fn () => (new MessagePackUnpacker())->execute("\xc1"));
    show('MessagePack::unpack', fn () => (new MessagePack())->unpack("\x92\x01"));
    // what the codec goes on after stays a notice, gated by msgpack.error_display
    show('illegal key type', fn () => msgpack_unpack("\x82\xc3\x02\xa1k\x03"));
    show('invalid reference', fn () => msgpack_unpack("\x92\x01\x82\xc0\x05\xa1x\x09"));
    show('__sleep names a missing property', fn () => msgpack_pack(new Sleepy()));
}
ini_set('msgpack.throw', '1');
echo "-- msgpack.error_display=1\n";
all();
ini_set('msgpack.error_display', '0');
echo "-- msgpack.error_display=0\n";
all();
?>
--EXPECTF--
-- msgpack.error_display=1
0xc1: MessagePack\Exception\UnpackingFailedException: Parse error at offset 0
truncated: MessagePack\Exception\InsufficientDataException: Insufficient data for unserializing at offset 1
extra bytes: MessagePack\Exception\UnpackingFailedException: Extra bytes at offset 1
resource: MessagePack\Exception\PackingFailedException: type is unsupported
execute: MessagePack\Exception\UnpackingFailedException: Parse error at offset 0
MessagePack::unpack: MessagePack\Exception\InsufficientDataException: Insufficient data for unserializing at offset 1

Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
illegal key type: returned {"1":2,"k":3}

Warning: [msgpack] (msgpack_unserialize_map_item) Invalid references value: 8 in %s on line %d
invalid reference: returned [1,null]

Notice: [msgpack] (msgpack_serialize_class) "missing" returned as member variable from __sleep() but does not exist in %s on line %d
__sleep names a missing property: returned 83c0a6536c65657079a16101a76d697373696e67c0
-- msgpack.error_display=0
0xc1: MessagePack\Exception\UnpackingFailedException: Parse error at offset 0
truncated: MessagePack\Exception\InsufficientDataException: Insufficient data for unserializing at offset 1
extra bytes: MessagePack\Exception\UnpackingFailedException: Extra bytes at offset 1
resource: MessagePack\Exception\PackingFailedException: type is unsupported
execute: MessagePack\Exception\UnpackingFailedException: Parse error at offset 0
MessagePack::unpack: MessagePack\Exception\InsufficientDataException: Insufficient data for unserializing at offset 1
illegal key type: returned {"1":2,"k":3}
invalid reference: returned [1,null]
__sleep names a missing property: returned 83c0a6536c65657079a16101a76d697373696e67c0
