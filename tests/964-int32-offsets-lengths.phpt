--TEST--
32-bit PHP: offsets and lengths at PHP_INT_MAX/PHP_INT_MIN (MessagePackUnpacker::execute(), BufferUnpacker seek(), skip(), read()) are rejected without overflow (312, 734, 735 on 64-bit)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_INT_SIZE !== 4) die('skip 32-bit PHP only (64-bit: tests/312, 734, 735)'); ?>
--FILE--
<?php
use MessagePack\BufferUnpacker;

echo "-- MessagePackUnpacker::execute() offsets\n";
foreach ([PHP_INT_MAX, PHP_INT_MIN, 2147483648, -2147483649, 2.0] as $offset) {
    $u = new MessagePackUnpacker();
    $label = var_export($offset, true);
    try {
        $r = $u->execute("\x01\x02\x03", $offset);
        echo $label, ': ', var_export($r, true), ' offset=', var_export($offset, true), ' data=', json_encode($u->data()), "\n";
    } catch (Throwable $e) {
        echo $label, ': ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}

function attempt(BufferUnpacker $u, string $method, int $arg): void
{
    $before = $u->getRemainingCount();
    try {
        $r = $u->$method($arg);
        echo "$method($arg): ", is_string($r) ? bin2hex($r) : 'ok', ', remaining ', $u->getRemainingCount(), "\n";
    } catch (Throwable $e) {
        echo "$method($arg): ", get_class($e), ': ', $e->getMessage(),
            ', remaining ', $u->getRemainingCount(), ($u->getRemainingCount() === $before ? ' (unchanged)' : ' (CHANGED)'), "\n";
    }
}

echo "-- BufferUnpacker seek(), skip(), read()\n";
$u = new BufferUnpacker("\x01\x02\x03");
$u->seek(1);
attempt($u, 'seek', PHP_INT_MAX);
attempt($u, 'seek', PHP_INT_MIN);
attempt($u, 'skip', PHP_INT_MAX);
attempt($u, 'skip', PHP_INT_MIN);
attempt($u, 'read', PHP_INT_MAX);
attempt($u, 'read', PHP_INT_MIN);
attempt($u, 'read', 2);
// skip() from the last byte: offset + PHP_INT_MAX must not wrap to a valid target
$u->seek(2);
attempt($u, 'skip', PHP_INT_MAX);
attempt($u, 'skip', PHP_INT_MAX - 1);
var_dump($u->unpack());
?>
--EXPECT--
-- MessagePackUnpacker::execute() offsets
2147483647: ValueError: MessagePackUnpacker::execute(): Argument #2 ($offset) must be contained in argument #1 ($str)
-2147483647-1: ValueError: MessagePackUnpacker::execute(): Argument #2 ($offset) must be contained in argument #1 ($str)
2147483648.0: TypeError: MessagePackUnpacker::execute(): Argument #2 ($offset) must be of type ?int, float given
-2147483649.0: TypeError: MessagePackUnpacker::execute(): Argument #2 ($offset) must be of type ?int, float given
2.0: true offset=3 data=3
-- BufferUnpacker seek(), skip(), read()
seek(2147483647): MessagePack\Exception\InsufficientDataException: Unable to seek to position 2147483647, remaining 2 (unchanged)
seek(-2147483648): MessagePack\Exception\InsufficientDataException: Unable to seek to position -2147483645, remaining 2 (unchanged)
skip(2147483647): MessagePack\Exception\InsufficientDataException: Unable to seek to position 2147483647, remaining 2 (unchanged)
skip(-2147483648): MessagePack\Exception\InsufficientDataException: Unable to seek to position -2147483647, remaining 2 (unchanged)
read(2147483647): MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 2 (unchanged)
read(-2147483648): ValueError: MessagePack\BufferUnpacker::read(): Argument #1 ($length) must be greater than or equal to 0, remaining 2 (unchanged)
read(2): 0203, remaining 0
skip(2147483647): MessagePack\Exception\InsufficientDataException: Unable to seek to position 2147483647, remaining 1 (unchanged)
skip(2147483646): MessagePack\Exception\InsufficientDataException: Unable to seek to position 2147483647, remaining 1 (unchanged)
int(3)
