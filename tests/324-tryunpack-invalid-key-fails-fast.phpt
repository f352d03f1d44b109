--TEST--
BufferUnpacker::tryUnpack(): a map key of a type the library refuses fails at once, also while the message is incomplete
--FILE--
<?php
use MessagePack\{BufferUnpacker, UnpackOptions};

function attempt(BufferUnpacker $u, string $bytes): void
{
    $u->append($bytes);
    try {
        $got = $u->tryUnpack();
        echo '  ', bin2hex($bytes), ': ', json_encode($got), "\n";
    } catch (MessagePack\Exception\UnpackingFailedException $e) {
        echo '  ', bin2hex($bytes), ': ', get_class($e), ': ', $e->getMessage(), ' (remaining ', $u->getRemainingCount(), ")\n";
    }
}

echo "the library's example: a nil key, nothing after it yet\n";
attempt(new BufferUnpacker(), "\x81\xc0");
attempt(new BufferUnpacker(), "\x81\xc1");
echo "a nested map, its bad key arriving with the second piece\n";
$u = new BufferUnpacker();
attempt($u, "\x92\x81\xa1a");
attempt($u, "\x01\x81\x91");
echo "fed one byte at a time: the error comes with the key's first byte\n";
$u = new BufferUnpacker();
foreach (str_split("\x82\x01\x02\xcb\x3f", 1) as $byte) {
    attempt($u, $byte);
}
echo "keys the library accepts wait for the rest: int, str, bin; values of any type\n";
$u = new BufferUnpacker();
attempt($u, "\x84\x01\xc0\xa1k\x90\xc4\x01b");
attempt($u, "\x81\xd3\x00\x00\x00\x00\x00\x00\x00\x01");
attempt($u, "\xc3");
echo "the same bytes complete: the same exception as before\n";
attempt(new BufferUnpacker(), "\x81\xc0\x01");
echo "compact mode: an ext key may be a string reference, and waits\n";
$u = new BufferUnpacker('', UnpackOptions::COMPACT);
attempt($u, "\x92\xc7\x03Skey\x81\xd4\x5e\x00");
attempt($u, "\x07");
echo "TimestampExtension, decoded natively, runs no user code: at once too (tests/360)\n";
attempt(new BufferUnpacker('', null, [new MessagePack\Extension\TimestampExtension()]), "\x81\xc0");
echo "with a user extension registered, or uint64 as GMP or Decimal, the decode reads on in order, handing an extension its value once complete: at once as well\n";
class AnyExt implements MessagePack\Extension
{
    public static int $calls = 0;
    public function getType(): int { return 5; }
    public function pack(MessagePack\Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength) { self::$calls++; return $unpacker->read($extLength); }
}
attempt(new BufferUnpacker('', null, [new AnyExt()]), "\x81\xc0");
$u = new BufferUnpacker('', null, [new AnyExt()]);
attempt($u, "\x92\xd4\x05\x00\xdc\x00\x10");
attempt($u, "\x81\xc0");
echo '  unpackExt() calls: ', AnyExt::$calls, "\n";
attempt(new BufferUnpacker('', UnpackOptions::BIGINT_AS_GMP), "\x81\xc0");
attempt(new BufferUnpacker('', UnpackOptions::BIGINT_AS_DEC), "\x81\xc0");
echo "the same where the decode had to fall back to scanning (a map key that is an int32), an extension's value before the bad key\n";
class ValueExt implements MessagePack\Extension
{
    public function getType(): int { return 6; }
    public function pack(MessagePack\Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength) { return ['ext6' => $unpacker->unpack()]; }
}
$u = new BufferUnpacker('', null, [new ValueExt()]);
foreach (["\xdd", "\x00\x00\x00\x10\x83", "\xcd\x43\x7a\x81", "\xa2\xd9\x05\x68", "\x02\xd1\x69\xa9\xd2\x83\xa2\x69\x64\xc7\x03\x06\xa2",
        "\x33\x92\x83", "\x01", "\x00\xc7"] as $piece) {
    attempt($u, $piece);
}
echo "unpack() too reports what a reader going in order meets first, as the library's unpack() does\n";
foreach (["\x88\x80\x80\x80\xfe", "\x82\xc1", "\x93\x01\xc1", "\x92\x81\xa1a\x01\x81\xc2", "\x93\x01"] as $bytes) {
    $u = new BufferUnpacker($bytes);
    try {
        $u->unpack();
    } catch (MessagePack\Exception\UnpackingFailedException $e) {
        echo '  ', bin2hex($bytes), ': ', get_class($e), ': ', $e->getMessage(), ' (remaining ', $u->getRemainingCount(), ")\n";
    }
}
echo "unpack() with a user extension: its value before the error is decoded in order, also after a container that declares more entries than the bytes left (the library's reader goes on)\n";
foreach (["\x92\xd4\x05\x00\xdc\x00\x10\x81\xc0", "\xdc\x00\x10\xd4\x05\x00\x81\xc0"] as $bytes) {
    $u = new BufferUnpacker($bytes, null, [new AnyExt()]);
    try {
        $u->unpack();
    } catch (MessagePack\Exception\UnpackingFailedException $e) {
        echo '  ', bin2hex($bytes), ': ', get_class($e), ': ', $e->getMessage(), ' (remaining ', $u->getRemainingCount(), ")\n";
    }
}
echo "a uint64 as Decimal before the bad key (no ext-decimal here): both read on and meet the conversion's error first, as the library\n";
$bytes = "\xdc\x00\x10\xcf\xff\xff\xff\xff\xff\xff\xff\xff\x81\xc0";
foreach (['unpack' => fn () => (new BufferUnpacker($bytes, UnpackOptions::BIGINT_AS_DEC))->unpack(),
        'tryUnpack' => fn () => (new BufferUnpacker('', UnpackOptions::BIGINT_AS_DEC))->append($bytes)->tryUnpack()] as $how => $f) {
    try {
        $f();
    } catch (Throwable $e) {
        echo "  $how: ", get_class($e), ': ', $e->getMessage(), "\n";
    }
}
echo "the PECL-family classes keep PECL's rule (a nil key is a marker, other keys are converted)\n";
$m = new MessagePackUnpacker();
$m->feed("\x81\xc0");
var_dump($m->execute());
?>
--EXPECT--
the library's example: a nil key, nothing after it yet
  81c0: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (remaining 0)
  81c1: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got 0xc1 (remaining 0)
a nested map, its bad key arriving with the second piece
  9281a161: []
  018191: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got array (0x91) (remaining 0)
fed one byte at a time: the error comes with the key's first byte
  82: []
  01: []
  02: []
  cb: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got float (0xcb) (remaining 0)
  3f: [63]
keys the library accepts wait for the rest: int, str, bin; values of any type
  8401c0a16b90c40162: []
  81d30000000000000001: []
  c3: []
the same bytes complete: the same exception as before
  81c001: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (remaining 1)
compact mode: an ext key may be a string reference, and waits
  92c703536b657981d45e00: []
  07: [["key",{"key":7}]]
TimestampExtension, decoded natively, runs no user code: at once too (tests/360)
  81c0: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (remaining 0)
with a user extension registered, or uint64 as GMP or Decimal, the decode reads on in order, handing an extension its value once complete: at once as well
  81c0: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (remaining 0)
  92d40500dc0010: []
  81c0: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (remaining 0)
  unpackExt() calls: 1
  81c0: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (remaining 0)
  81c0: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (remaining 0)
the same where the decode had to fall back to scanning (a map key that is an int32), an extension's value before the bad key
  dd: []
  0000001083: []
  cd437a81: []
  a2d90568: []
  02d169a9d283a26964c70306a2: []
  339283: []
  01: []
  00c7: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xc7) (remaining 0)
unpack() too reports what a reader going in order meets first, as the library's unpack() does
  88808080fe: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got map (0x80) (remaining 3)
  82c1: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got 0xc1 (remaining 0)
  9301c1: MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1 (remaining 0)
  9281a1610181c2: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got bool (0xc2) (remaining 0)
  9301: MessagePack\Exception\InsufficientDataException: Not enough data to read (remaining 0)
unpack() with a user extension: its value before the error is decoded in order, also after a container that declares more entries than the bytes left (the library's reader goes on)
  92d40500dc001081c0: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (remaining 0)
  dc0010d4050081c0: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (remaining 0)
a uint64 as Decimal before the bad key (no ext-decimal here): both read on and meet the conversion's error first, as the library
  unpack: Error: Class "Decimal\Decimal" not found
  tryUnpack: Error: Class "Decimal\Decimal" not found
the PECL-family classes keep PECL's rule (a nil key is a marker, other keys are converted)
bool(false)
