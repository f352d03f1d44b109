--TEST--
BufferUnpacker::tryUnpack(): an exception after the call decoded messages loses none of them: the offset goes back to where the call began, the next call returns those messages and stops before the one that failed, and the call after it meets that one first, as unpack() does (they were lost: the offset was past them)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (class_exists('Decimal\Decimal')) die('skip ext-decimal is loaded: the test declares a Decimal class of its own'); ?>
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension;
use MessagePack\Packer;

/* Type 5: its one byte of payload says what unpackExt() does: 't' throws (once, or every time: $always), 'w' raises a
 * warning an error handler turns into an exception, 'f' suspends the Fiber it runs in (which the caller resumes with
 * an exception), anything else returns it. */
final class Five implements Extension
{
    public bool $always = false;
    private bool $thrown = false;
    public function getType(): int { return 5; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $what = $unpacker->read($extLength);
        if (!$this->thrown || $this->always) {
            $this->thrown = true;
            if ($what === 't') {
                throw new RuntimeException('unpackExt threw');
            }
            if ($what === 'w') {
                trigger_error('unpackExt warned', E_USER_WARNING);
            }
            if ($what === 'f') {
                Fiber::suspend('suspended');
            }
        }
        return "ext:$what";
    }
}

function attempt(BufferUnpacker $u, string $label): void
{
    try {
        $got = json_encode($u->tryUnpack());
    } catch (Throwable $e) {
        $got = get_class($e) . ' ' . $e->getMessage();
    }
    echo "$label: $got, remaining ", $u->getRemainingCount(), "\n";
}

set_error_handler(function (int $no, string $message) {
    throw new ErrorException($message, 0, $no);
});

/* 2 messages before the ext value, 1 after: 01 02 d4 05 X 03 (6 bytes) */
foreach (['t', 'w'] as $what) {
    foreach ([false, true] as $always) {
        echo "-- '$what'", $always ? ' every time' : ' once', "\n";
        $five = new Five();
        $five->always = $always;
        $u = new BufferUnpacker("\x01\x02\xd4\x05$what\x03", null, [$five]);
        attempt($u, 'first');
        attempt($u, 'again');
        attempt($u, 'then');
        attempt($u, 'last');
    }
}

echo "-- a Fiber suspended in unpackExt, resumed with an exception\n";
$u = new BufferUnpacker("\x01\x02\xd4\x05f\x03", null, [new Five()]);
$fiber = new Fiber(fn () => $u->tryUnpack());
echo $fiber->start(), "\n";
try {
    $fiber->throw(new LogicException('thrown into the Fiber'));
} catch (LogicException $e) {
    echo get_class($e), ' ', $e->getMessage(), ', remaining ', $u->getRemainingCount(), "\n";
}
attempt($u, 'again');
attempt($u, 'then');

echo "-- a uint64 conversion that throws (BIGINT_AS_DEC with a Decimal class of this script's)\n";
eval('namespace Decimal; final class Decimal { public function __construct(string $digits) { throw new \RuntimeException("no $digits"); } }');
$u = new BufferUnpacker("\x01\x02\xcf" . str_repeat("\xff", 8) . "\x03", MessagePack\UnpackOptions::BIGINT_AS_DEC);
attempt($u, 'first');
attempt($u, 'again');
attempt($u, 'then');
attempt($u, 'last');

echo "-- an error in the bytes of a later message\n";
$u = new BufferUnpacker("\x01\x92\x02\xc1\x03");
attempt($u, 'first');
attempt($u, 'again');
attempt($u, 'then');
attempt($u, 'last');

echo "-- the first message fails: the offset is where unpack() leaves it\n";
$u = new BufferUnpacker("\xd4\x05t\x03", null, [new Five()]);
attempt($u, 'first');
attempt($u, 'then');
$u = new BufferUnpacker("\xc1\x03");
attempt($u, 'first');
attempt($u, 'then');
?>
--EXPECT--
-- 't' once
first: RuntimeException unpackExt threw, remaining 6
again: [1,2], remaining 4
then: ["ext:t",3], remaining 0
last: [], remaining 0
-- 't' every time
first: RuntimeException unpackExt threw, remaining 6
again: [1,2], remaining 4
then: RuntimeException unpackExt threw, remaining 1
last: [3], remaining 0
-- 'w' once
first: ErrorException unpackExt warned, remaining 6
again: [1,2], remaining 4
then: ["ext:w",3], remaining 0
last: [], remaining 0
-- 'w' every time
first: ErrorException unpackExt warned, remaining 6
again: [1,2], remaining 4
then: ErrorException unpackExt warned, remaining 1
last: [3], remaining 0
-- a Fiber suspended in unpackExt, resumed with an exception
suspended
LogicException thrown into the Fiber, remaining 6
again: [1,2], remaining 4
then: ["ext:f",3], remaining 0
-- a uint64 conversion that throws (BIGINT_AS_DEC with a Decimal class of this script's)
first: RuntimeException no 18446744073709551615, remaining 12
again: [1,2], remaining 10
then: RuntimeException no 18446744073709551615, remaining 1
last: [3], remaining 0
-- an error in the bytes of a later message
first: MessagePack\Exception\UnpackingFailedException Unknown code: 0xc1, remaining 5
again: [1], remaining 4
then: MessagePack\Exception\UnpackingFailedException Unknown code: 0xc1, remaining 1
last: [3], remaining 0
-- the first message fails: the offset is where unpack() leaves it
first: RuntimeException unpackExt threw, remaining 1
then: [3], remaining 0
first: MessagePack\Exception\UnpackingFailedException Unknown code: 0xc1, remaining 1
then: [3], remaining 0
