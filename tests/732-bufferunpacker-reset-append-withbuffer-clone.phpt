--TEST--
MessagePack\BufferUnpacker: reset(), append(), withBuffer() and clone (buffer, offset, options and extensions carried over)
--SKIPIF--
<?php if (extension_loaded('decimal')) die('skip needs ext-decimal to be absent'); ?>
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension;
use MessagePack\Packer;
use MessagePack\UnpackOptions;

class Tag implements Extension
{
    public function getType(): int { return 5; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength) { return 'tag:' . $unpacker->read($extLength); }
}

$u = new BufferUnpacker("\x01\x02\x03");
var_dump($u->unpack());

// append keeps the offset and returns $this
var_dump($u->append("\x04") === $u, $u->getRemainingCount());
var_dump($u->unpack(), $u->unpack(), $u->unpack(), $u->hasRemaining());
var_dump($u->append('') === $u, $u->getRemainingCount());

// reset replaces the buffer, offset 0, returns $this
var_dump($u->reset("\x05\x06") === $u, $u->getRemainingCount(), $u->unpack());
var_dump($u->reset() === $u, $u->getRemainingCount(), $u->hasRemaining());
var_dump($u->tryUnpack());

echo "-- withBuffer\n";
$u = new BufferUnpacker("\x07\x08\xd4\x05\x61", UnpackOptions::BIGINT_AS_DEC, [new Tag()]);
var_dump($u->unpack());
$w = $u->withBuffer("\xd4\x05\x62\x09");
var_dump($w !== $u, $w instanceof BufferUnpacker);
// the original is untouched
var_dump($u->getRemainingCount(), $u->unpack(), $u->unpack());
// the clone has the new buffer at offset 0 and keeps the extensions and options
var_dump($w->getRemainingCount(), $w->unpack(), $w->unpack());
try {
    $w->reset("\xcf\xff\xff\xff\xff\xff\xff\xff\xff")->unpack();
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
// an empty buffer
$e = $u->withBuffer('');
var_dump($e->getRemainingCount(), $e->hasRemaining());

echo "-- clone\n";
$u = new BufferUnpacker("\x0a\x0b\xd4\x05\x63\x0c", null, [new Tag()]);
$u->unpack();
$c = clone $u;
var_dump($c->getRemainingCount());
var_dump($c->unpack(), $c->unpack(), $c->unpack());
// the original did not move
var_dump($u->getRemainingCount(), $u->unpack());
// the two are independent afterwards
$c->append("\x0d");
$u->reset("\x0e");
var_dump($c->unpack(), $u->unpack(), $c->hasRemaining(), $u->hasRemaining());
?>
--EXPECT--
int(1)
bool(true)
int(3)
int(2)
int(3)
int(4)
bool(false)
bool(true)
int(0)
bool(true)
int(2)
int(5)
bool(true)
int(0)
bool(false)
array(0) {
}
-- withBuffer
int(7)
bool(true)
bool(true)
int(4)
int(8)
string(5) "tag:a"
int(4)
string(5) "tag:b"
int(9)
Error: Class "Decimal\Decimal" not found
int(0)
bool(false)
-- clone
int(5)
int(11)
string(5) "tag:c"
int(12)
int(5)
int(11)
int(13)
int(14)
bool(false)
bool(false)
