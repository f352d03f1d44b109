<?php
// User type transformers (CanPack) and self-packing values (CanBePacked) given to a real Packer, as mocks.
declare(strict_types=1);

namespace MsgpackNative\Tests;

use MessagePack\CanBePacked;
use MessagePack\CanPack;
use MessagePack\Exception\PackingFailedException;
use MessagePack\Packer;
use MessagePack\Type\Bin;
use PHPUnit\Framework\TestCase;

final class TransformerTest extends TestCase
{
    public function testTransformerGetsThePackerAndTheValueAndItsStringIsUsedVerbatim(): void
    {
        $value = new \stdClass();
        $transformer = $this->createMock(CanPack::class);
        $packer = new Packer(null, [$transformer]);
        // Not valid MessagePack on purpose: the result is not checked or re-encoded.
        $transformer->expects($this->once())
            ->method('pack')
            ->with($this->identicalTo($packer), $this->identicalTo($value))
            ->willReturn("\xc1raw");

        self::assertSame("\xc1raw", $packer->pack($value));
    }

    public function testNullFallsThroughToTheNextTransformer(): void
    {
        $value = new \ArrayObject([1]);
        $first = $this->createMock(CanPack::class);
        $first->expects($this->once())->method('pack')->willReturn(null);
        $second = $this->createMock(CanPack::class);
        $second->expects($this->once())->method('pack')->with($this->anything(), $this->identicalTo($value))->willReturn('2nd');
        $third = $this->createMock(CanPack::class);
        $third->expects($this->never())->method('pack');

        $packer = (new Packer(null, [$first]))->extendWith($second, $third);

        self::assertSame("\x92\x01" . '2nd', $packer->pack([1, $value]));
    }

    public function testNullFromEveryTransformerEndsInUnsupportedType(): void
    {
        $transformer = $this->createMock(CanPack::class);
        $transformer->expects($this->once())->method('pack')->willReturn(null);

        $this->expectException(PackingFailedException::class);
        $this->expectExceptionMessage('Unsupported type "stdClass", maybe you forgot to register the type transformer or extension?');
        (new Packer(null, [$transformer]))->pack(new \stdClass());
    }

    public function testTransformersAreNotAskedAboutScalarsOrArrays(): void
    {
        $transformer = $this->createMock(CanPack::class);
        $transformer->expects($this->never())->method('pack');

        $packer = new Packer(null, [$transformer]);
        self::assertSame('9601a161c0c3cb3ff80000000000009102', bin2hex($packer->pack([1, 'a', null, true, 1.5, [2]])));
    }

    public function testExtendWithReturnsACloneAndLeavesTheOriginalAlone(): void
    {
        $value = new \stdClass();
        $original = new Packer();
        $transformer = $this->createMock(CanPack::class);
        $extended = $original->extendWith($transformer);
        $transformer->expects($this->once())
            ->method('pack')
            ->with($this->identicalTo($extended), $this->identicalTo($value))
            ->willReturn('T');

        self::assertNotSame($original, $extended);
        self::assertSame('T', $extended->pack($value));
        $this->expectException(PackingFailedException::class);
        $original->pack($value);
    }

    public function testCanBePackedGetsThePackerAndItsStringIsUsedVerbatim(): void
    {
        $packer = new Packer();
        $value = $this->createMock(CanBePacked::class);
        $value->expects($this->exactly(2))
            ->method('pack')
            ->with($this->identicalTo($packer))
            ->willReturn("\xcf" . str_repeat("\xff", 8));

        self::assertSame('cfffffffffffffffff', bin2hex($packer->pack($value)));
        self::assertSame('81a175cfffffffffffffffff', bin2hex($packer->pack(['u' => $value])));
    }

    public function testTransformersRunBeforeCanBePacked(): void
    {
        $value = $this->createMock(CanBePacked::class);
        $value->expects($this->never())->method('pack');
        $bin = new Bin('x');
        $transformer = $this->createMock(CanPack::class);
        $transformer->method('pack')->willReturnCallback(
            static fn (Packer $packer, $v): ?string => $v instanceof CanBePacked && $v !== $bin ? $packer->packNil() : null
        );

        $packer = new Packer(null, [$transformer]);
        self::assertSame('92c0c40178', bin2hex($packer->pack([$value, $bin])));
    }
}
