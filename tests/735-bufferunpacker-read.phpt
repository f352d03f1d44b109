--TEST--
MessagePack\BufferUnpacker: read() (advances, leaves the offset unchanged on failure, coerces its length; decision 3)
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (PHP_INT_MAX/PHP_INT_MIN lengths printed as 64-bit numbers); 32-bit PHP: tests/964'); ?>
--FILE--
<?php
// Decision 3: read(0) returns '' even on an empty buffer, and a negative length is a ValueError. The userland
// library threw InsufficientData for read(0) on '' and returned substr() slices for some negative lengths.
use MessagePack\BufferUnpacker;

function attempt(BufferUnpacker $u, $len): void
{
    $before = $u->getRemainingCount();
    try {
        $r = $u->read($len);
        echo 'read(', var_export($len, true), '): ', var_export($r, true), ', remaining ', $u->getRemainingCount(), "\n";
    } catch (Throwable $e) {
        echo 'read(', var_export($len, true), '): ', get_class($e), ': ', $e->getMessage(),
            ', remaining ', $u->getRemainingCount(), ($u->getRemainingCount() === $before ? ' (unchanged)' : ' (CHANGED)'), "\n";
    }
}

$u = new BufferUnpacker("abcdef\x00g");
attempt($u, 2);
attempt($u, '2');
attempt($u, 5);
attempt($u, 100);
attempt($u, 1);
attempt($u, 3);
// at the end
attempt($u, 1);
attempt($u, 0);
$u->append('hi');
attempt($u, 3);
attempt($u, 2);

echo "-- read(0) is always '' (decision 3)\n";
$u = new BufferUnpacker();
attempt($u, 0);
attempt($u, '0');
attempt($u, 1);
$u->append('x');
attempt($u, 0);
attempt($u, 1);
attempt($u, 0);

echo "-- negative lengths are a ValueError (decision 3)\n";
$u = new BufferUnpacker('abc');
attempt($u, -1);
attempt($u, '-3');
attempt($u, PHP_INT_MIN);
$u->read(2);
attempt($u, -1);
attempt($u, 1);

echo "-- huge lengths\n";
attempt($u, PHP_INT_MAX);
attempt($u, 0x7fffffff);

echo "-- read() and unpack() share the cursor\n";
$u = new BufferUnpacker("\xa3foo\x2a\xc4\x02hi");
var_dump(bin2hex($u->read(1)), $u->read(3), $u->unpack(), $u->unpack(), $u->hasRemaining());
?>
--EXPECT--
read(2): 'ab', remaining 6
read('2'): 'cd', remaining 4
read(5): MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 4 (unchanged)
read(100): MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 4 (unchanged)
read(1): 'e', remaining 3
read(3): 'f' . "\0" . 'g', remaining 0
read(1): MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0 (unchanged)
read(0): '', remaining 0
read(3): MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 2 (unchanged)
read(2): 'hi', remaining 0
-- read(0) is always '' (decision 3)
read(0): '', remaining 0
read('0'): '', remaining 0
read(1): MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0 (unchanged)
read(0): '', remaining 1
read(1): 'x', remaining 0
read(0): '', remaining 0
-- negative lengths are a ValueError (decision 3)
read(-1): ValueError: MessagePack\BufferUnpacker::read(): Argument #1 ($length) must be greater than or equal to 0, remaining 3 (unchanged)
read('-3'): ValueError: MessagePack\BufferUnpacker::read(): Argument #1 ($length) must be greater than or equal to 0, remaining 3 (unchanged)
read(-9223372036854775807-1): ValueError: MessagePack\BufferUnpacker::read(): Argument #1 ($length) must be greater than or equal to 0, remaining 3 (unchanged)
read(-1): ValueError: MessagePack\BufferUnpacker::read(): Argument #1 ($length) must be greater than or equal to 0, remaining 1 (unchanged)
read(1): 'c', remaining 0
-- huge lengths
read(9223372036854775807): MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0 (unchanged)
read(2147483647): MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0 (unchanged)
-- read() and unpack() share the cursor
string(2) "a3"
string(3) "foo"
int(42)
string(2) "hi"
bool(false)
