<?php
// BufferUnpacker partial mocks: a mocked method the library's own code calls on $this (unpack(), read(), the header
// methods) is called by the native one too, for nested values.
declare(strict_types=1);

namespace MsgpackNative\Tests;

use MessagePack\BufferUnpacker;
use PHPUnit\Framework\TestCase;

final class BufferUnpackerMockTest extends TestCase
{
    public function testMockedHeaderGivesTheCountOfUnpackArray(): void
    {
        $unpacker = $this->getMockBuilder(BufferUnpacker::class)
            ->setConstructorArgs(["\x01\xa1a\x07"])
            ->onlyMethods(['unpackArrayHeader'])
            ->getMock();
        $unpacker->expects($this->once())->method('unpackArrayHeader')->willReturn(2);

        self::assertSame([1, 'a'], $unpacker->unpackArray());
        self::assertSame(1, $unpacker->getRemainingCount());
    }

    public function testMockedReadIsCalledForEveryStrAndBin(): void
    {
        $unpacker = $this->getMockBuilder(BufferUnpacker::class)
            ->setConstructorArgs(["\x82\xa1k\xc4\x02\x00\x00\x05\x06"])
            ->onlyMethods(['read'])
            ->getMock();
        // Reads nothing: the decoder goes on after each str/bin header, as the library's does.
        $unpacker->expects($this->exactly(2))
            ->method('read')
            ->willReturnCallback(static fn (int $length): string => "<$length>");

        self::assertSame(['<1>' => 0x6b, '<2>' => 0], $unpacker->unpack());
        self::assertSame(3, $unpacker->getRemainingCount());
    }

    public function testUnmockedClassesAreNotCalled(): void
    {
        $unpacker = $this->getMockBuilder(BufferUnpacker::class)
            ->setConstructorArgs(["\x92\xa1a\x91\x01"])
            ->onlyMethods(['unpackInt', 'unpackStr', 'unpackArray'])
            ->getMock();
        $unpacker->expects($this->never())->method($this->anything());

        self::assertSame(['a', [1]], $unpacker->unpack());
    }
}
