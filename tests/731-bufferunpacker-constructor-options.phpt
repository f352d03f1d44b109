--TEST--
MessagePack\BufferUnpacker: constructor option coercion, invalid options and TypeErrors for the buffer arguments
--SKIPIF--
<?php if (extension_loaded('decimal')) die('skip needs ext-decimal to be absent'); ?>
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\PackOptions;
use MessagePack\UnpackOptions;

// a userland implementation appends ", called in <file> on line <n>"; only the part before it is compared
function show(Throwable $e): void
{
    $msg = $e->getMessage();
    $cut = strpos($msg, ', called in ');
    echo get_class($e), ': ', $cut === false ? $msg : substr($msg, 0, $cut), "\n";
}

// the bigint mode is observed through cf with the top bit set: STR gives a string, DEC needs ext-decimal
function mode(BufferUnpacker $u): string
{
    try {
        $v = $u->withBuffer("\xcf\x80\x00\x00\x00\x00\x00\x00\x01")->unpack();
        return 'STR ' . var_export($v, true);
    } catch (Error $e) {
        return 'DEC (' . $e->getMessage() . ')';
    }
}

$options = [
    'null' => null,
    'fromDefaults' => UnpackOptions::fromDefaults(),
    'DEC instance' => UnpackOptions::fromBitmask(UnpackOptions::BIGINT_AS_DEC),
    'int 4' => 4,
    'int 0' => 0,
    'int 1' => 1,
    'int 8 (unknown bit ignored)' => 8,
    'int 12' => 12,
    'string "4"' => '4',
    'float 4.0' => 4.0,
    'string "1"' => '1',
];
foreach ($options as $label => $opt) {
    echo $label, ': ', mode(new BufferUnpacker('', $opt)), "\n";
}

foreach ([3, 6, 7, -1, UnpackOptions::BIGINT_AS_GMP | UnpackOptions::BIGINT_AS_DEC] as $bad) {
    try {
        new BufferUnpacker('', $bad);
        echo "no exception for $bad\n";
    } catch (Throwable $e) {
        show($e);
    }
}

foreach (['abc', [], [4], new stdClass(), PackOptions::fromDefaults()] as $bad) {
    try {
        new BufferUnpacker('', $bad);
        echo "no exception\n";
    } catch (Throwable $e) {
        show($e);
    }
}

echo "-- buffer arguments\n";
$calls = [
    'new(null)' => fn () => new BufferUnpacker(null),
    'new([])' => fn () => new BufferUnpacker([]),
    'reset(null)' => fn () => (new BufferUnpacker('x'))->reset(null),
    'append(null)' => fn () => (new BufferUnpacker('x'))->append(null),
    'withBuffer(null)' => fn () => (new BufferUnpacker('x'))->withBuffer(null),
    'seek(null)' => fn () => (new BufferUnpacker('x'))->seek(null),
    'skip("a")' => fn () => (new BufferUnpacker('x'))->skip('a'),
    'extensions string' => fn () => new BufferUnpacker('', null, 'x'),
];
foreach ($calls as $label => $call) {
    try {
        $call();
        echo "$label: no exception\n";
    } catch (Throwable $e) {
        echo "$label: ";
        show($e);
    }
}

// a failed reset leaves the buffer alone
$u = new BufferUnpacker("\x01\x02");
$u->unpack();
try {
    $u->reset(null);
} catch (TypeError $e) {
}
var_dump($u->getRemainingCount(), $u->unpack());

// scalars are coerced to string (no strict_types here)
$u = new BufferUnpacker(123);
var_dump($u->getRemainingCount(), $u->unpack(), $u->unpack(), $u->unpack());
var_dump((new BufferUnpacker())->append(45)->unpack()); // "45": the byte '4' is fixint 52
var_dump((new BufferUnpacker())->reset(7)->unpack());
var_dump((new BufferUnpacker())->withBuffer(1.5)->getRemainingCount());
?>
--EXPECT--
null: STR '9223372036854775809'
fromDefaults: STR '9223372036854775809'
DEC instance: DEC (Class "Decimal\Decimal" not found)
int 4: DEC (Class "Decimal\Decimal" not found)
int 0: STR '9223372036854775809'
int 1: STR '9223372036854775809'
int 8 (unknown bit ignored): STR '9223372036854775809'
int 12: DEC (Class "Decimal\Decimal" not found)
string "4": DEC (Class "Decimal\Decimal" not found)
float 4.0: DEC (Class "Decimal\Decimal" not found)
string "1": STR '9223372036854775809'
MessagePack\Exception\InvalidOptionException: Invalid option bigint, use one of MessagePack\UnpackOptions::BIGINT_AS_STR, MessagePack\UnpackOptions::BIGINT_AS_GMP or MessagePack\UnpackOptions::BIGINT_AS_DEC
MessagePack\Exception\InvalidOptionException: Invalid option bigint, use one of MessagePack\UnpackOptions::BIGINT_AS_STR, MessagePack\UnpackOptions::BIGINT_AS_GMP or MessagePack\UnpackOptions::BIGINT_AS_DEC
MessagePack\Exception\InvalidOptionException: Invalid option bigint, use one of MessagePack\UnpackOptions::BIGINT_AS_STR, MessagePack\UnpackOptions::BIGINT_AS_GMP or MessagePack\UnpackOptions::BIGINT_AS_DEC
MessagePack\Exception\InvalidOptionException: Invalid option bigint, use one of MessagePack\UnpackOptions::BIGINT_AS_STR, MessagePack\UnpackOptions::BIGINT_AS_GMP or MessagePack\UnpackOptions::BIGINT_AS_DEC
MessagePack\Exception\InvalidOptionException: Invalid option bigint, use one of MessagePack\UnpackOptions::BIGINT_AS_STR, MessagePack\UnpackOptions::BIGINT_AS_GMP or MessagePack\UnpackOptions::BIGINT_AS_DEC
TypeError: MessagePack\UnpackOptions::fromBitmask(): Argument #1 ($bitmask) must be of type int, string given
TypeError: MessagePack\UnpackOptions::fromBitmask(): Argument #1 ($bitmask) must be of type int, array given
TypeError: MessagePack\UnpackOptions::fromBitmask(): Argument #1 ($bitmask) must be of type int, array given
TypeError: MessagePack\UnpackOptions::fromBitmask(): Argument #1 ($bitmask) must be of type int, stdClass given
TypeError: MessagePack\UnpackOptions::fromBitmask(): Argument #1 ($bitmask) must be of type int, MessagePack\PackOptions given
-- buffer arguments
new(null): TypeError: MessagePack\BufferUnpacker::__construct(): Argument #1 ($buffer) must be of type string, null given
new([]): TypeError: MessagePack\BufferUnpacker::__construct(): Argument #1 ($buffer) must be of type string, array given
reset(null): TypeError: MessagePack\BufferUnpacker::reset(): Argument #1 ($buffer) must be of type string, null given
append(null): TypeError: MessagePack\BufferUnpacker::append(): Argument #1 ($data) must be of type string, null given
withBuffer(null): TypeError: MessagePack\BufferUnpacker::withBuffer(): Argument #1 ($buffer) must be of type string, null given
seek(null): TypeError: MessagePack\BufferUnpacker::seek(): Argument #1 ($offset) must be of type int, null given
skip("a"): TypeError: MessagePack\BufferUnpacker::skip(): Argument #1 ($length) must be of type int, string given
extensions string: TypeError: MessagePack\BufferUnpacker::__construct(): Argument #3 ($extensions) must be of type array, string given
int(1)
int(2)
int(3)
int(49)
int(50)
int(51)
int(52)
int(55)
int(3)
