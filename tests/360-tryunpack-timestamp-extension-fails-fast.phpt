--TEST--
BufferUnpacker with TimestampExtension registered (the MessagePack facade too): unpack() and tryUnpack() of an incomplete message report the first error in order at once, as the library reads; a timestamp of a bad length before it is that error
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension\TimestampExtension;

function show(string $label, BufferUnpacker $u, callable $call): void
{
    try {
        $got = $call($u);
        echo "  $label: ", json_encode(array_map(fn ($v) => is_object($v) ? get_class($v) : $v, $got));
    } catch (MessagePack\Exception\UnpackingFailedException $e) {
        echo "  $label: ", get_class($e), ': ', $e->getMessage();
    }
    echo ' (remaining ', $u->getRemainingCount(), ")\n";
}

$ts = "\xd6\xff\x00\x00\x00\x2a";
$cases = [
    // an array of 16 with 2 items so far: a timestamp, then a map whose key is nil
    'a timestamp, then a nil key' => "\xdc\x00\x10" . $ts . "\x81\xc0",
    // the same with a timestamp of 5 bytes first: that is the first error in order
    'a 5-byte timestamp, then a nil key' => "\xdc\x00\x10\xc7\x05\xff\x01\x02\x03\x04\x05\x81\xc0",
    // a 5-byte timestamp whose bytes have not all arrived: the nil key after the array header waits for nothing
    'a nil key inside a cut timestamp' => "\xdc\x00\x10\x81\xc0",
    // nested, and the bad key follows a good timestamp inside a map value
    'nested' => "\x92\x81\xa1t" . $ts . "\x82\xa1a\x01\xc3",
];
foreach ($cases as $what => $bytes) {
    echo "$what\n";
    show('unpack()', new BufferUnpacker($bytes, null, [new TimestampExtension()]), fn ($u) => [$u->unpack()]);
    $u = new BufferUnpacker('', null, [new TimestampExtension()]);
    foreach (str_split($bytes, 5) as $piece) {
        show('tryUnpack() after ' . bin2hex($piece), $u->append($piece), fn ($u) => $u->tryUnpack());
    }
}
echo "the same bytes complete: the same errors\n";
show('unpack()', new BufferUnpacker("\x92\xc7\x05\xff\x01\x02\x03\x04\x05\x81\xc0\x01", null, [new TimestampExtension()]), fn ($u) => [$u->unpack()]);
show('unpack()', new BufferUnpacker("\x92" . $ts . "\x81\xc0\x01", null, [new TimestampExtension()]), fn ($u) => [$u->unpack()]);
echo "the facade registers TimestampExtension\n";
try {
    MessagePack\MessagePack::unpack("\xdc\x00\x10" . $ts . "\x81\xc0");
} catch (MessagePack\Exception\UnpackingFailedException $e) {
    echo '  ', get_class($e), ': ', $e->getMessage(), "\n";
}
echo "a subclass whose read() is overridden is read as the library reads, through its methods: at once as well\n";
class Reading extends BufferUnpacker
{
    public function read($length)
    {
        return parent::read($length);
    }
}
$u = new Reading('', null, [new TimestampExtension()]);
show('tryUnpack()', $u->append("\xdc\x00\x10" . $ts . "\x81\xc0"), fn ($u) => $u->tryUnpack());
?>
--EXPECT--
a timestamp, then a nil key
  unpack(): MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (remaining 0)
  tryUnpack() after dc0010d6ff: [] (remaining 5)
  tryUnpack() after 0000002a81: [] (remaining 10)
  tryUnpack() after c0: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (remaining 0)
a 5-byte timestamp, then a nil key
  unpack(): MessagePack\Exception\UnpackingFailedException: Invalid timestamp extension length: 5 (remaining 7)
  tryUnpack() after dc0010c705: [] (remaining 5)
  tryUnpack() after ff01020304: [] (remaining 10)
  tryUnpack() after 0581c0: MessagePack\Exception\UnpackingFailedException: Invalid timestamp extension length: 5 (remaining 7)
a nil key inside a cut timestamp
  unpack(): MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (remaining 0)
  tryUnpack() after dc001081c0: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (remaining 0)
nested
  unpack(): MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got bool (0xc3) (remaining 0)
  tryUnpack() after 9281a174d6: [] (remaining 5)
  tryUnpack() after ff0000002a: [] (remaining 10)
  tryUnpack() after 82a16101c3: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got bool (0xc3) (remaining 0)
the same bytes complete: the same errors
  unpack(): MessagePack\Exception\UnpackingFailedException: Invalid timestamp extension length: 5 (remaining 8)
  unpack(): MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (remaining 1)
the facade registers TimestampExtension
  MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0)
a subclass whose read() is overridden is read as the library reads, through its methods: at once as well
  tryUnpack(): MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (remaining 0)
