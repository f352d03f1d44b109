--TEST--
Compact mode: an ext of type 0x72 written as ext 8/16/32 is an ext value, whatever its length bytes (only `d4 72` defines a record)
--FILE--
<?php
use MessagePack\{BufferUnpacker, UnpackOptions};

// The byte before the type byte is a length byte in these forms: 0xd4 (the fixext 1 code) there once read as a
// record definition ("Record definitions with a 212-byte id").
$forms = [
    'ext8, length 212' => "\xc7\xd4\x72" . str_repeat('A', 212),
    'ext16, length 212' => "\xc8\x00\xd4\x72" . str_repeat('B', 212),
    'ext32, length 212' => "\xc9\x00\x00\x00\xd4\x72" . str_repeat('C', 212),
    'ext8, length 1' => "\xc7\x01\x72\x40",
    'ext16, length 0xd5d4' => "\xc8\xd5\xd4\x72" . str_repeat('D', 0xd5d4),
];
foreach ($forms as $name => $bytes) {
    $message = "\x92" . $bytes . "\xd4\x72\x40\x91\xa1k\x07";   // and a record after it
    $lib = (new BufferUnpacker($message, UnpackOptions::COMPACT))->unpack();
    ini_set('msgpack.compact', 'full');
    $pecl = msgpack_unpack($message);
    ini_set('msgpack.compact', '0');
    $stream = new BufferUnpacker('', UnpackOptions::COMPACT);
    $pieces = [];
    foreach (str_split($message, 7) as $piece) {
        array_push($pieces, ...$stream->append($piece)->tryUnpack());
    }
    $ext = $lib[0];
    printf("%-22s %s type %d, %d bytes %s; then %s; msgpack_unpack() the same: %s, in pieces: %s\n", $name, get_class($ext),
        $ext->type, strlen($ext->data), substr($ext->data, 0, 3), json_encode($lib[1]), var_export($pecl == $lib, true),
        var_export($pieces == [$lib], true));
}
?>
--EXPECT--
ext8, length 212       MessagePack\Type\Ext type 114, 212 bytes AAA; then {"k":7}; msgpack_unpack() the same: true, in pieces: true
ext16, length 212      MessagePack\Type\Ext type 114, 212 bytes BBB; then {"k":7}; msgpack_unpack() the same: true, in pieces: true
ext32, length 212      MessagePack\Type\Ext type 114, 212 bytes CCC; then {"k":7}; msgpack_unpack() the same: true, in pieces: true
ext8, length 1         MessagePack\Type\Ext type 114, 1 bytes @; then {"k":7}; msgpack_unpack() the same: true, in pieces: true
ext16, length 0xd5d4   MessagePack\Type\Ext type 114, 54740 bytes DDD; then {"k":7}; msgpack_unpack() the same: true, in pieces: true
