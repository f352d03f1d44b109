<?php
// Packer stand-ins (PHPUnit mocks, partial mocks) handed to the shipped classes that call back into a Packer:
// the type transformers and the Bin/Map/Ext value objects must go through the object they are given.
declare(strict_types=1);

namespace MsgpackNative\Tests;

use MessagePack\Packer;
use MessagePack\Type\Bin;
use MessagePack\Type\Ext;
use MessagePack\Type\Map;
use MessagePack\TypeTransformer\StreamTransformer;
use MessagePack\TypeTransformer\TraversableTransformer;
use PHPUnit\Framework\TestCase;

final class PackerMockTest extends TestCase
{
    public function testStreamTransformerPacksTheRestOfTheStreamAsBin(): void
    {
        $stream = fopen('php://memory', 'w+b');
        fwrite($stream, "head\x00\xffbody");
        fseek($stream, 4);

        $packer = $this->createMock(Packer::class);
        $packer->expects($this->once())
            ->method('packBin')
            ->with($this->identicalTo("\x00\xffbody"))
            ->willReturn('<bin>');
        $packer->expects($this->never())->method('packStr');

        self::assertSame('<bin>', (new StreamTransformer())->pack($packer, $stream));
        fclose($stream);
    }

    public function testStreamTransformerIgnoresWhatIsNotAnOpenStream(): void
    {
        $packer = $this->createMock(Packer::class);
        $packer->expects($this->never())->method($this->anything());

        $closed = fopen('php://memory', 'rb');
        fclose($closed);
        $transformer = new StreamTransformer();
        foreach (['a string', 42, null, [1], new \stdClass(), $closed] as $value) {
            self::assertNull($transformer->pack($packer, $value));
        }
    }

    public function testTraversableTransformerToArrayPacksEachValueAfterTheHeader(): void
    {
        $packer = $this->createMock(Packer::class);
        $packer->expects($this->exactly(3))
            ->method('pack')
            ->willReturnCallback(static fn ($value): string => '<' . var_export($value, true) . '>');
        $packer->expects($this->once())->method('packArrayHeader')->with(3)->willReturn('[3]');
        $packer->expects($this->never())->method('packMapHeader');

        $items = (static function (): \Generator {
            yield 'x' => 1;
            yield 'y' => 'two';
            yield 'z' => null;
        })();

        self::assertSame("[3]<1><'two'><NULL>", TraversableTransformer::toArray()->pack($packer, $items));
    }

    public function testTraversableTransformerToMapPacksKeysThroughPack(): void
    {
        $packer = $this->createMock(Packer::class);
        $packer->expects($this->exactly(4))
            ->method('pack')
            ->willReturnCallback(static fn ($value): string => '<' . var_export($value, true) . '>');
        $packer->expects($this->once())->method('packMapHeader')->with(2)->willReturn('{2}');
        $packer->expects($this->never())->method('packArrayHeader');

        $items = new \ArrayIterator(['k' => 'v', 7 => false]);

        self::assertSame("{2}<'k'><'v'><7><false>", TraversableTransformer::toMap()->pack($packer, $items));
    }

    public function testTraversableTransformerIgnoresArraysAndScalars(): void
    {
        $packer = $this->createMock(Packer::class);
        $packer->expects($this->never())->method($this->anything());

        self::assertNull(TraversableTransformer::toArray()->pack($packer, [1, 2]));
        self::assertNull(TraversableTransformer::toMap()->pack($packer, 'abc'));
    }

    public function testValueObjectsPackThroughTheGivenPacker(): void
    {
        $packer = $this->createMock(Packer::class);
        $packer->expects($this->once())->method('packBin')->with($this->identicalTo("\x80bytes"))->willReturn('B');
        $packer->expects($this->once())->method('packMap')->with($this->identicalTo([0 => 'a', 1 => 'b']))->willReturn('M');
        $packer->expects($this->once())->method('packExt')->with($this->identicalTo(-5), $this->identicalTo('xyz'))->willReturn('E');

        self::assertSame('B', (new Bin("\x80bytes"))->pack($packer));
        self::assertSame('M', (new Map(['a', 'b']))->pack($packer));
        self::assertSame('E', (new Ext(-5, 'xyz'))->pack($packer));
    }

    public function testPartialMockKeepsTheRealMethods(): void
    {
        $packer = $this->getMockBuilder(Packer::class)->onlyMethods(['packStr'])->getMock();
        $packer->expects($this->once())->method('packStr')->with('abc')->willReturn('<str>');

        self::assertSame('<str>', $packer->packStr('abc'));
        self::assertSame('cd0100', bin2hex($packer->packInt(256)));
        self::assertSame('c403010203', bin2hex($packer->packBin("\x01\x02\x03")));
        self::assertSame('93c0c3cb3ff8000000000000', bin2hex($packer->pack([null, true, 1.5])));
        self::assertSame('820102037f', bin2hex($packer->packMap([1 => 2, 3 => 127])));
        self::assertSame('dc0010', bin2hex($packer->packArrayHeader(16)));
        self::assertSame('d4ff01', bin2hex($packer->packExt(-1, "\x01")));
        self::assertSame('c40161', bin2hex((new Bin('a'))->pack($packer)));
    }

    // A partial mock is a subclass overriding the mocked methods: pack() calls them for nested values and map keys too,
    // as the library's pack() does, and writes everything else natively.
    public function testPartialMockIsCalledForNestedValuesAndKeys(): void
    {
        $seen = [];
        $packer = $this->getMockBuilder(Packer::class)->onlyMethods(['packStr'])->getMock();
        $packer->expects($this->exactly(3))
            ->method('packStr')
            ->willReturnCallback(static function ($str) use (&$seen): string {
                $seen[] = $str;
                return "\xa1" . strtoupper($str);
            });

        self::assertSame("\x81\xa1K\x93\xa1V\x01\xa1W", $packer->pack(['k' => ['v', 1, 'w']]));
        self::assertSame(['k', 'v', 'w'], $seen);
    }

    // PHPUnit instantiates without the constructor when told to; the native object then starts with the default
    // options (spec 2.17). The pure-PHP library left its option flags false there (arrays became maps).
    public function testPartialMockWithoutConstructorUsesTheDefaults(): void
    {
        $packer = $this->getMockBuilder(Packer::class)
            ->disableOriginalConstructor()
            ->onlyMethods(['packStr'])
            ->getMock();
        $packer->expects($this->never())->method('packStr');

        self::assertSame('920102', bin2hex($packer->pack([1, 2])));
        self::assertSame('81017f', bin2hex($packer->pack([1 => 127])));
        self::assertSame('cb3ff0000000000000', bin2hex($packer->pack(1.0)));
    }

    public function testTransformersSeeTheMockAsTheirPacker(): void
    {
        $packer = $this->getMockBuilder(Packer::class)
            ->setConstructorArgs([null, [new StreamTransformer()]])
            ->onlyMethods(['packBin'])
            ->getMock();
        $packer->expects($this->once())->method('packBin')->with('data')->willReturn("\xc4\x04DATA");

        $stream = fopen('php://memory', 'w+b');
        fwrite($stream, 'data');
        rewind($stream);
        // The transformer runs for the stream nested in the array and calls packBin on the mock it was given.
        self::assertSame("\x91\xc4\x04DATA", $packer->pack([$stream]));
        fclose($stream);
    }
}
