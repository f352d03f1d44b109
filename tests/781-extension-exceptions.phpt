--TEST--
MessagePack re-entrancy: exceptions thrown by extensions and transformers propagate unchanged, partial results are freed, the objects stay usable
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Exception\UnpackingFailedException;
use MessagePack\Extension;
use MessagePack\Packer;

final class MyError extends RuntimeException {}

final class Thrower implements Extension
{
    public int $calls = 0;
    public function __construct(private int $failOn = 1) {}
    public function getType(): int { return 16; }
    public function pack(Packer $packer, $value): ?string
    {
        if ($value instanceof DateTimeInterface) {
            throw new MyError('pack failed');
        }
        return null;
    }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $data = $unpacker->read($extLength);
        if (++$this->calls === $this->failOn) {
            throw new MyError("unpack failed on call {$this->calls} ($data)", 42, new LogicException('inner'));
        }
        return ['obj' => new ArrayObject([$data]), 'str' => str_repeat($data, 100)];
    }
}

function attempt(BufferUnpacker $u, string $method = 'unpack'): void
{
    try {
        $v = $u->$method();
        echo 'ok ', json_encode($v), "\n";
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), ', code ', $e->getCode(), ', previous ',
            $e->getPrevious() ? get_class($e->getPrevious()) : 'none', ', remaining ', $u->getRemainingCount(), "\n";
    }
}

// thrown while building nested arrays and maps that already hold objects and strings
$msg = hex2bin(str_replace(' ', '', '93 d41061 82 a161 d41062 a162 92 d41063 c0 01'));
foreach ([1, 2, 3] as $failOn) {
    attempt(new BufferUnpacker($msg, null, [new Thrower($failOn)]));
}
attempt(new BufferUnpacker($msg, null, [new Thrower(1)]), 'unpackArray');
attempt(new BufferUnpacker($msg, null, [new Thrower(3)]), 'tryUnpack');
attempt(new BufferUnpacker(hex2bin('81a16bd41061'), null, [new Thrower(1)]), 'unpackMap');
attempt(new BufferUnpacker(hex2bin('d41061'), null, [new Thrower(1)]), 'unpackExt');

// the unpacker stays usable: the next call goes on after the failed extension's payload
$u = new BufferUnpacker(hex2bin('d41061d41062'), null, [new Thrower(1)]);
attempt($u);
attempt($u);

// an UnpackingFailedException from an extension is not swallowed by tryUnpack either
final class Strict implements Extension
{
    public function getType(): int { return 17; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        throw new UnpackingFailedException('strict');
    }
}
attempt(new BufferUnpacker(hex2bin('01d41100'), null, [new Strict()]), 'tryUnpack');

// errors (not exceptions) too
final class Broken implements Extension
{
    public function getType(): int { return 18; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        return intdiv(1, 0);
    }
}
attempt(new BufferUnpacker(hex2bin('92d4120001'), null, [new Broken()]));

// getType() throwing at registration
final class BadType implements Extension
{
    public function getType(): int { throw new MyError('no type'); }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength) { return null; }
}
try {
    new BufferUnpacker('', null, [new BadType()]);
} catch (MyError $e) {
    echo 'constructor: ', $e->getMessage(), "\n";
}
try {
    (new BufferUnpacker())->extendWith(new BadType());
} catch (MyError $e) {
    echo 'extendWith: ', $e->getMessage(), "\n";
}

// a transformer throwing in the middle of packing a nested structure
$packer = new Packer(null, [new Thrower()]);
try {
    $packer->pack(['a' => [1, str_repeat('x', 1000), new DateTime('@0')], 'b' => 2]);
} catch (MyError $e) {
    echo 'pack: ', $e->getMessage(), "\n";
}
echo bin2hex($packer->pack(['a' => 1])), "\n";
?>
--EXPECT--
MyError: unpack failed on call 1 (a), code 42, previous LogicException, remaining 14
MyError: unpack failed on call 2 (b), code 42, previous LogicException, remaining 8
MyError: unpack failed on call 3 (c), code 42, previous LogicException, remaining 2
MyError: unpack failed on call 1 (a), code 42, previous LogicException, remaining 14
MyError: unpack failed on call 3 (c), code 42, previous LogicException, remaining 2
MyError: unpack failed on call 1 (a), code 42, previous LogicException, remaining 0
MyError: unpack failed on call 1 (a), code 42, previous LogicException, remaining 0
MyError: unpack failed on call 1 (a), code 42, previous LogicException, remaining 3
ok {"obj":{"0":"b"},"str":"bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"}
MessagePack\Exception\UnpackingFailedException: strict, code 0, previous none, remaining 1
DivisionByZeroError: Division by zero, code 0, previous none, remaining 2
constructor: no type
extendWith: no type
pack: pack failed
81a16101
