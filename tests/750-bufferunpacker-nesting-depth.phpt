--TEST--
MessagePack\BufferUnpacker: msgpack.max_depth bounds nesting (decision 5: UnpackingFailedException instead of unbounded recursion)
--INI--
msgpack.max_depth=64
--FILE--
<?php
// Decision 5: the userland library recursed without limit; the native unpacker stops at msgpack.max_depth.
use MessagePack\BufferUnpacker;

function attempt(BufferUnpacker $u, string $method = 'unpack'): void
{
    try {
        $v = $u->$method();
        $depth = 0;
        while (is_array($v) && $v) {
            $v = reset($v);
            $depth++;
        }
        echo "ok, depth $depth, innermost ", var_export($v, true), "\n";
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}

$u = new BufferUnpacker();
echo "arrays 64: ";
attempt($u->reset(str_repeat("\x91", 64) . "\x01"));
echo "arrays 65: ";
attempt($u->reset(str_repeat("\x91", 65) . "\x01"));
echo "maps 64: ";
attempt($u->reset(str_repeat("\x81\xa1k", 64) . "\x02"));
echo "maps 65: ";
attempt($u->reset(str_repeat("\x81\xa1k", 65) . "\x02"));
echo "mixed 64: ";
attempt($u->reset(str_repeat("\x91\x81\x00", 32) . "\x03"));
echo "mixed 65: ";
attempt($u->reset(str_repeat("\x91\x81\x00", 32) . "\x91\x03"));
echo "dc/dd/de/df 65: ";
attempt($u->reset(str_repeat("\xdc\x00\x01\xdd\x00\x00\x00\x01\xde\x00\x01\x00\xdf\x00\x00\x00\x01\x00", 17) . "\x01"));
// empty containers at the limit do not count deeper
echo "empty array at 64: ";
attempt($u->reset(str_repeat("\x91", 63) . "\x90"));
echo "empty map at 65: ";
attempt($u->reset(str_repeat("\x91", 64) . "\x80"));

echo "-- typed methods and tryUnpack() see the limit too\n";
$deep = str_repeat("\x91", 200) . "\x01";
attempt($u->reset($deep), 'unpackArray');
attempt($u->reset(str_repeat("\x81\x00", 200) . "\x01"), 'unpackMap');
attempt($u->reset($deep), 'tryUnpack');

echo "-- siblings do not add up\n";
$wide = "\xdc\x03\xe8" . str_repeat(str_repeat("\x91", 60) . "\x01", 1000);
$v = $u->reset($wide)->unpack();
var_dump(count($v), $u->hasRemaining());

echo "-- the unpacker stays usable\n";
try {
    $u->reset(str_repeat("\x91", 100))->unpack();
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump($u->reset("\x92\x01\x02")->unpack());

echo "-- the default limit\n";
ini_set('msgpack.max_depth', '4096');
$u = new BufferUnpacker(str_repeat("\x91", 4096) . "\xc0");
attempt($u);
$u = new BufferUnpacker(str_repeat("\x91", 100000) . "\xc0");
attempt($u);
?>
--EXPECT--
arrays 64: ok, depth 64, innermost 1
arrays 65: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 64 exceeded
maps 64: ok, depth 64, innermost 2
maps 65: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 64 exceeded
mixed 64: ok, depth 64, innermost 3
mixed 65: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 64 exceeded
dc/dd/de/df 65: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 64 exceeded
empty array at 64: ok, depth 63, innermost array (
)
empty map at 65: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 64 exceeded
-- typed methods and tryUnpack() see the limit too
MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 64 exceeded
MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 64 exceeded
MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 64 exceeded
-- siblings do not add up
int(1000)
bool(false)
-- the unpacker stays usable
MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 64 exceeded
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
-- the default limit
ok, depth 4096, innermost NULL
MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 4096 exceeded
