<?php
// User extensions (MessagePack\Extension) as mocks: registration by getType(), the unpackExt() call and the cursor
// it sees, and one object serving as both the Packer's transformer and the BufferUnpacker's extension.
declare(strict_types=1);

namespace MsgpackNative\Tests;

use MessagePack\BufferUnpacker;
use MessagePack\Extension;
use MessagePack\Packer;
use MessagePack\Type\Ext;
use PHPUnit\Framework\TestCase;

final class ExtensionTest extends TestCase
{
    public function testGetTypeIsCalledAtRegistration(): void
    {
        $viaConstructor = $this->createMock(Extension::class);
        $viaConstructor->expects($this->once())->method('getType')->willReturn(3);
        $viaExtendWith = $this->createMock(Extension::class);
        $viaExtendWith->expects($this->once())->method('getType')->willReturn(4);

        $unpacker = new BufferUnpacker("\xd4\x03\x00\xd4\x04\x01", null, [$viaConstructor]);
        $extended = $unpacker->extendWith($viaExtendWith);
        // Decoding does not ask again; the clone has both, the original only the first.
        $viaConstructor->method('unpackExt')->willReturnCallback(
            static fn (BufferUnpacker $u, int $length) => 'three:' . bin2hex($u->read($length))
        );
        $viaExtendWith->method('unpackExt')->willReturnCallback(
            static fn (BufferUnpacker $u, int $length) => 'four:' . bin2hex($u->read($length))
        );
        self::assertNotSame($unpacker, $extended);
        self::assertSame(['three:00', 'four:01'], $extended->tryUnpack());
        self::assertSame('three:00', $unpacker->unpack());
        self::assertEquals(new Ext(4, "\x01"), $unpacker->unpack());
    }

    public function testUnpackExtGetsTheUnpackerPositionedAtThePayloadAndTheLength(): void
    {
        $extension = $this->createMock(Extension::class);
        $extension->method('getType')->willReturn(7);
        $unpacker = new BufferUnpacker("\x01\xc7\x03\x07abc\x02", null, [$extension]);
        $seen = [];
        $extension->expects($this->once())
            ->method('unpackExt')
            ->with($this->identicalTo($unpacker), $this->identicalTo(3))
            ->willReturnCallback(static function (BufferUnpacker $u, int $length) use (&$seen) {
                $seen[] = $u->getRemainingCount();
                $seen[] = $u->read($length);
                return ['any', 'value'];
            });

        self::assertSame(1, $unpacker->unpack());
        self::assertSame(['any', 'value'], $unpacker->unpack());
        self::assertSame([4, 'abc'], $seen);
        self::assertSame(2, $unpacker->unpack());
        self::assertFalse($unpacker->hasRemaining());
    }

    public function testTheExtensionMustConsumeThePayloadItself(): void
    {
        $extension = $this->createMock(Extension::class);
        $extension->method('getType')->willReturn(8);
        $extension->expects($this->once())->method('unpackExt')->with($this->anything(), 2)->willReturn('ignored');

        $unpacker = new BufferUnpacker("\xd5\x08ab", null, [$extension]);
        self::assertSame(['ignored', 97, 98], $unpacker->tryUnpack());
    }

    public function testTheLastRegistrationOfATypeWinsAndOthersStayExt(): void
    {
        $first = $this->createMock(Extension::class);
        $first->method('getType')->willReturn(-56);
        $first->expects($this->never())->method('unpackExt');
        $second = $this->createMock(Extension::class);
        $second->method('getType')->willReturn(-56);
        $second->expects($this->once())->method('unpackExt')->willReturnCallback(
            static fn (BufferUnpacker $u, int $length) => strtoupper($u->read($length))
        );

        $unpacker = (new BufferUnpacker("\xd4\xc8z\xd5\x09ab", null, [$first]))->extendWith($second);
        self::assertSame('Z', $unpacker->unpack());
        self::assertEquals(new Ext(9, 'ab'), $unpacker->unpack());
    }

    public function testOneObjectAsTransformerAndExtension(): void
    {
        $extension = $this->createMock(Extension::class);
        $extension->method('getType')->willReturn(2);
        $extension->method('pack')->willReturnCallback(
            static fn (Packer $packer, $value): ?string => $value instanceof \DateTimeInterface
                ? $packer->packExt(2, $value->format('U.u'))
                : null
        );
        $extension->method('unpackExt')->willReturnCallback(
            static fn (BufferUnpacker $unpacker, int $length) => \DateTimeImmutable::createFromFormat('U.u', $unpacker->read($length))
        );

        $date = new \DateTimeImmutable('@1547666302.294418');
        $packed = (new Packer(null, [$extension]))->pack(['when' => $date, 'n' => 1]);
        self::assertSame('82a47768656ec7110231353437363636333032', bin2hex(substr($packed, 0, 19)));

        $unpacked = (new BufferUnpacker($packed, null, [$extension]))->unpack();
        self::assertEquals(['when' => $date, 'n' => 1], $unpacked);
    }

    public function testAnIncompletePayloadNeverReachesTheExtension(): void
    {
        $extension = $this->createMock(Extension::class);
        $extension->method('getType')->willReturn(5);
        $extension->expects($this->once())->method('unpackExt')->willReturnCallback(
            static fn (BufferUnpacker $u, int $length) => $u->read($length)
        );

        $unpacker = new BufferUnpacker("\xc7\x04\x05ab", null, [$extension]);
        self::assertSame([], $unpacker->tryUnpack());
        self::assertSame(5, $unpacker->getRemainingCount());
        self::assertSame(['abcd'], $unpacker->append('cd')->tryUnpack());
    }
}
