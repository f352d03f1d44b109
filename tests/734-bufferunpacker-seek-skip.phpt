--TEST--
MessagePack\BufferUnpacker: seek() and skip() (target must be an existing byte; negative targets rejected, decision 2)
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (PHP_INT_MAX/PHP_INT_MIN targets printed as 64-bit numbers); 32-bit PHP: tests/964'); ?>
--FILE--
<?php
// Decision 2: a target still negative after adding the buffer length (seek(-4)/seek(-5) on 3 bytes, skip(-1) at
// offset 0) is rejected. The userland library accepted targets in [-len, -1] (PHP negative string offsets).
use MessagePack\BufferUnpacker;

function attempt(BufferUnpacker $u, string $method, int $arg): void
{
    $before = $u->getRemainingCount();
    try {
        $r = $u->$method($arg);
        echo "$method($arg): ok, same object ", var_export($r === $u, true), ', remaining ', $u->getRemainingCount(), "\n";
    } catch (Throwable $e) {
        echo "$method($arg): ", get_class($e), ': ', $e->getMessage(),
            ', remaining ', $u->getRemainingCount(), ($u->getRemainingCount() === $before ? ' (unchanged)' : ' (CHANGED)'), "\n";
    }
}

$u = new BufferUnpacker("\x01\x02\x03");
foreach ([0, 2, 1, -1, -3, -2] as $o) {
    attempt($u, 'seek', $o);
    var_dump($u->unpack());
}
$u->seek(1);
// position == length, past the end, and negative targets (decision 2: -4 and -5 on 3 bytes are rejected too)
foreach ([3, 4, 100, -4, -5, -10, PHP_INT_MAX, PHP_INT_MIN] as $o) {
    attempt($u, 'seek', $o);
}
var_dump($u->unpack());

echo "-- empty buffer\n";
$e = new BufferUnpacker();
attempt($e, 'seek', 0);
attempt($e, 'seek', -1);
attempt($e, 'skip', 0);
attempt($e, 'skip', 1);
attempt($e, 'skip', -1);

echo "-- skip\n";
$u = new BufferUnpacker("\x01\x02\x03");
attempt($u, 'skip', 0);
attempt($u, 'skip', 1);
var_dump($u->unpack());
attempt($u, 'skip', -2);
var_dump($u->unpack());
attempt($u, 'skip', 1);
// the offset is now 2: skipping to position 3 (the end) fails, skip(-3) gives -1 (decision 2)
attempt($u, 'skip', 1);
attempt($u, 'skip', -3);
attempt($u, 'skip', 0);
var_dump($u->unpack());
// at the end even skip(0) fails
attempt($u, 'skip', 0);
attempt($u, 'skip', -1);
var_dump($u->unpack());
$u->seek(0);
attempt($u, 'skip', -1);
attempt($u, 'skip', PHP_INT_MAX);

// seek after append reaches the new bytes
$u = new BufferUnpacker("\x01");
attempt($u, 'seek', 1);
$u->append("\x05");
attempt($u, 'seek', 1);
var_dump($u->unpack());
?>
--EXPECT--
seek(0): ok, same object true, remaining 3
int(1)
seek(2): ok, same object true, remaining 1
int(3)
seek(1): ok, same object true, remaining 2
int(2)
seek(-1): ok, same object true, remaining 1
int(3)
seek(-3): ok, same object true, remaining 3
int(1)
seek(-2): ok, same object true, remaining 2
int(2)
seek(3): MessagePack\Exception\InsufficientDataException: Unable to seek to position 3, remaining 2 (unchanged)
seek(4): MessagePack\Exception\InsufficientDataException: Unable to seek to position 4, remaining 2 (unchanged)
seek(100): MessagePack\Exception\InsufficientDataException: Unable to seek to position 100, remaining 2 (unchanged)
seek(-4): MessagePack\Exception\InsufficientDataException: Unable to seek to position -1, remaining 2 (unchanged)
seek(-5): MessagePack\Exception\InsufficientDataException: Unable to seek to position -2, remaining 2 (unchanged)
seek(-10): MessagePack\Exception\InsufficientDataException: Unable to seek to position -7, remaining 2 (unchanged)
seek(9223372036854775807): MessagePack\Exception\InsufficientDataException: Unable to seek to position 9223372036854775807, remaining 2 (unchanged)
seek(-9223372036854775808): MessagePack\Exception\InsufficientDataException: Unable to seek to position -9223372036854775805, remaining 2 (unchanged)
int(2)
-- empty buffer
seek(0): MessagePack\Exception\InsufficientDataException: Unable to seek to position 0, remaining 0 (unchanged)
seek(-1): MessagePack\Exception\InsufficientDataException: Unable to seek to position -1, remaining 0 (unchanged)
skip(0): MessagePack\Exception\InsufficientDataException: Unable to seek to position 0, remaining 0 (unchanged)
skip(1): MessagePack\Exception\InsufficientDataException: Unable to seek to position 1, remaining 0 (unchanged)
skip(-1): MessagePack\Exception\InsufficientDataException: Unable to seek to position -1, remaining 0 (unchanged)
-- skip
skip(0): ok, same object true, remaining 3
skip(1): ok, same object true, remaining 2
int(2)
skip(-2): ok, same object true, remaining 3
int(1)
skip(1): ok, same object true, remaining 1
skip(1): MessagePack\Exception\InsufficientDataException: Unable to seek to position 3, remaining 1 (unchanged)
skip(-3): MessagePack\Exception\InsufficientDataException: Unable to seek to position -1, remaining 1 (unchanged)
skip(0): ok, same object true, remaining 1
int(3)
skip(0): MessagePack\Exception\InsufficientDataException: Unable to seek to position 3, remaining 0 (unchanged)
skip(-1): ok, same object true, remaining 1
int(3)
skip(-1): MessagePack\Exception\InsufficientDataException: Unable to seek to position -1, remaining 3 (unchanged)
skip(9223372036854775807): MessagePack\Exception\InsufficientDataException: Unable to seek to position 9223372036854775807, remaining 3 (unchanged)
seek(1): MessagePack\Exception\InsufficientDataException: Unable to seek to position 1, remaining 1 (unchanged)
seek(1): ok, same object true, remaining 1
int(5)
