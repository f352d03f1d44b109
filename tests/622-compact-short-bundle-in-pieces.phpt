--TEST--
Compact mode: a bundle (ext 0x62) of fewer than 4 bytes is refused as soon as its head has arrived, not waited on for an offset it does not have: BufferUnpacker::tryUnpack() in one piece or byte by byte, and MessagePackUnpacker with msgpack.compact=read (which waited for bytes of the messages after it)
--INI--
msgpack.compact=read
--FILE--
<?php
use MessagePack\{BufferUnpacker, UnpackOptions};

function attempt(string $bytes, int $piece): string
{
    $u = new BufferUnpacker('', UnpackOptions::COMPACT);
    $got = [];
    try {
        for ($at = 0; $at < strlen($bytes); $at += $piece) {
            $u->append(substr($bytes, $at, $piece));
            foreach ($u->tryUnpack() as $value) {
                $got[] = $value;
            }
        }
    } catch (Throwable $e) {
        return $e->getMessage();
    }
    return 'waits, ' . json_encode($got);
}

foreach (['93d46200', '92d4620001', '92d5620000', '93c701620001'] as $hex) {
    $bytes = hex2bin($hex);
    $whole = attempt($bytes, strlen($bytes));
    $pieces = attempt($bytes, 1);
    echo $hex, ': ', $whole, $pieces === $whole ? '' : " | byte by byte: $pieces", "\n";
}

// a complete message with such a bundle, then two more messages
$u = new MessagePackUnpacker();
$u->feed(hex2bin('92d4620001' . '01' . '02'));
var_dump(@$u->execute(), msgpack_last_error() !== 0);
?>
--EXPECT--
93d46200: A bundle (ext 0x62) of 1 bytes: it begins with the 4-byte offset of its strings
92d4620001: A bundle (ext 0x62) of 1 bytes: it begins with the 4-byte offset of its strings
92d5620000: A bundle (ext 0x62) of 2 bytes: it begins with the 4-byte offset of its strings
93c701620001: A bundle (ext 0x62) of 1 bytes: it begins with the 4-byte offset of its strings
bool(false)
bool(true)
