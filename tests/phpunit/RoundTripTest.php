<?php
// Data-provider tests: bytes for a few values in each packing mode and back, and the exceptions library users catch,
// with their exact messages.
declare(strict_types=1);

namespace MsgpackNative\Tests;

use MessagePack\BufferUnpacker;
use MessagePack\Exception\InsufficientDataException;
use MessagePack\Exception\InvalidOptionException;
use MessagePack\Exception\PackingFailedException;
use MessagePack\Exception\UnpackingFailedException;
use MessagePack\Extension\TimestampExtension;
use MessagePack\MessagePack;
use MessagePack\PackOptions;
use MessagePack\Packer;
use MessagePack\Type\Timestamp;
use MessagePack\UnpackOptions;
use PHPUnit\Framework\TestCase;

final class RoundTripTest extends TestCase
{
    public function providePacked(): iterable
    {
        yield 'nil' => [null, null, 'c0'];
        yield 'false' => [false, null, 'c2'];
        yield 'uint8' => [200, null, 'ccc8'];
        yield 'uint16' => [256, null, 'cd0100'];
        yield 'int8' => [-33, null, 'd0df'];
        yield 'int64 min' => [PHP_INT_MIN, null, 'd38000000000000000'];
        yield 'uint64 max int' => [PHP_INT_MAX, null, 'cf7fffffffffffffff'];
        yield 'float64' => [-0.5, null, 'cbbfe0000000000000'];
        yield 'float32' => [0.25, PackOptions::FORCE_FLOAT32, 'ca3e800000'];
        yield 'str' => ["h\u{e9}", null, 'a368c3a9'];
        yield 'binary data stays str by default' => ["\x80", null, 'a180'];
        yield 'bin forced' => ['ab', PackOptions::FORCE_BIN, 'c4026162'];
        yield 'bin detected' => ["\xff\x00", PackOptions::DETECT_STR_BIN, 'c402ff00'];
        yield 'str detected' => ['ok', PackOptions::fromBitmask(PackOptions::DETECT_STR_BIN), 'a26f6b'];
        yield 'list' => [[1, [2]], null, '92019102'];
        yield 'not a list' => [[1 => 'a', 0 => 'b'], null, '8201a16100a162'];
        yield 'map forced' => [[7], PackOptions::FORCE_MAP, '810007'];
        yield 'bin keys' => [['a' => 1, 2 => 3], PackOptions::FORCE_BIN | PackOptions::FORCE_MAP, '82c40161010203'];
    }

    /**
     * @dataProvider providePacked
     */
    public function testPackAndUnpack($value, $options, string $hex): void
    {
        $packed = (new Packer($options))->pack($value);
        self::assertSame($hex, bin2hex($packed));
        self::assertSame($value, (new BufferUnpacker($packed))->unpack());
        self::assertSame($packed, MessagePack::pack($value, $options));
        self::assertSame($value, MessagePack::unpack($packed));
    }

    public function provideTimestamps(): iterable
    {
        yield '32-bit' => [0xffffffff, 0, 'd6ffffffffff'];
        yield '64-bit' => [1, 1, 'd7ff0000000400000001'];
        yield '96-bit' => [-1, 0, 'c70cff00000000ffffffffffffffff'];
    }

    /**
     * @dataProvider provideTimestamps
     */
    public function testTimestampExtension(int $seconds, int $nanoseconds, string $hex): void
    {
        $timestamp = new Timestamp($seconds, $nanoseconds);
        $packed = MessagePack::pack($timestamp);
        self::assertSame($hex, bin2hex($packed));
        self::assertEquals($timestamp, MessagePack::unpack($packed));

        $extension = new TimestampExtension();
        self::assertSame($packed, (new Packer(null, [$extension]))->pack($timestamp));
        $unpacked = (new BufferUnpacker($packed, null, [$extension]))->unpack();
        self::assertSame([$seconds, $nanoseconds], [$unpacked->getSeconds(), $unpacked->getNanoseconds()]);
    }

    public function testBigIntModes(): void
    {
        $packed = "\xcf\xff\xff\xff\xff\xff\xff\xff\xff";
        self::assertSame('18446744073709551615', MessagePack::unpack($packed));
        self::assertSame('18446744073709551615', (new BufferUnpacker($packed, UnpackOptions::BIGINT_AS_STR))->unpackInt());
        // Small values stay ints in every mode, gmp loaded or not.
        self::assertSame(5, (new BufferUnpacker("\xcf\0\0\0\0\0\0\0\x05", UnpackOptions::BIGINT_AS_GMP))->unpack());
    }

    /**
     * @requires extension gmp
     */
    public function testBigIntAsGmp(): void
    {
        $unpacker = new BufferUnpacker("\x92\xcf\x80\0\0\0\0\0\0\0\x81\xcf\xff\xff\xff\xff\xff\xff\xff\xff\x01", UnpackOptions::BIGINT_AS_GMP);
        $value = $unpacker->unpack();
        self::assertInstanceOf(\GMP::class, $value[0]);
        self::assertSame('9223372036854775808', gmp_strval($value[0]));
        // Map keys are always decimal strings.
        self::assertSame(['18446744073709551615' => 1], $value[1]);
    }

    public function provideFailures(): iterable
    {
        $prefix = 'MessagePack\PackOptions::';
        yield 'unknown code' => [
            static fn () => (new BufferUnpacker("\xc1"))->unpack(),
            UnpackingFailedException::class, 'Unknown code: 0xc1',
        ];
        yield 'typed method, wrong code' => [
            static fn () => (new BufferUnpacker("\x01"))->unpackFloat(),
            UnpackingFailedException::class, 'Unexpected float code: 0x1',
        ];
        yield 'empty input' => [
            static fn () => MessagePack::unpack(''),
            InsufficientDataException::class, 'Not enough data to read',
        ];
        yield 'truncated array is an UnpackingFailedException too' => [
            static fn () => (new BufferUnpacker("\x93\x01\x02"))->unpackArray(),
            UnpackingFailedException::class, 'Not enough data to read',
        ];
        yield 'nil map key' => [
            static fn () => (new BufferUnpacker("\x81\xc0\x01"))->unpack(),
            UnpackingFailedException::class, 'Invalid map key type: expected int, str or bin but got nil (0xc0)',
        ];
        yield 'array map key' => [
            static fn () => (new BufferUnpacker("\x81\x90\x01"))->unpackMap(),
            UnpackingFailedException::class, 'Invalid map key type: expected int, str or bin but got array (0x90)',
        ];
        yield 'seek' => [
            static fn () => (new BufferUnpacker("abc"))->seek(-10),
            InsufficientDataException::class, 'Unable to seek to position -7',
        ];
        yield 'skip to the end' => [
            static fn () => (new BufferUnpacker("abc"))->skip(3),
            InsufficientDataException::class, 'Unable to seek to position 3',
        ];
        yield 'stdClass' => [
            static fn () => (new Packer())->pack(['a' => new \stdClass()]),
            PackingFailedException::class,
            'Unsupported type "stdClass", maybe you forgot to register the type transformer or extension?',
        ];
        yield 'Timestamp without its extension' => [
            static fn () => (new Packer())->pack(new Timestamp(1)),
            PackingFailedException::class,
            'Unsupported type "MessagePack\Type\Timestamp", maybe you forgot to register the type transformer or extension?',
        ];
        yield 'str/bin' => [
            static fn () => new Packer(PackOptions::FORCE_STR | PackOptions::FORCE_BIN | PackOptions::FORCE_ARR | PackOptions::FORCE_MAP),
            InvalidOptionException::class,
            "Invalid option str/bin, use one of {$prefix}FORCE_STR, {$prefix}FORCE_BIN or {$prefix}DETECT_STR_BIN",
        ];
        yield 'float' => [
            static fn () => PackOptions::fromBitmask(PackOptions::FORCE_FLOAT32 | PackOptions::FORCE_FLOAT64),
            InvalidOptionException::class,
            "Invalid option float, use {$prefix}FORCE_FLOAT32 or {$prefix}FORCE_FLOAT64",
        ];
        yield 'bigint' => [
            static fn () => new BufferUnpacker('', UnpackOptions::BIGINT_AS_STR | UnpackOptions::BIGINT_AS_GMP),
            InvalidOptionException::class,
            'Invalid option bigint, use one of MessagePack\UnpackOptions::BIGINT_AS_STR, '
                . 'MessagePack\UnpackOptions::BIGINT_AS_GMP or MessagePack\UnpackOptions::BIGINT_AS_DEC',
        ];
        // Deliberate divergences from the pure-PHP library (decisions 3 and 4 of issue 4).
        yield 'timestamp length' => [
            static fn () => MessagePack::unpack("\xc7\x05\xff\0\0\0\0\0"),
            UnpackingFailedException::class, 'Invalid timestamp extension length: 5',
        ];
        yield 'negative read' => [
            static fn () => (new BufferUnpacker('abc'))->read(-1),
            \ValueError::class, 'MessagePack\BufferUnpacker::read(): Argument #1 ($length) must be greater than or equal to 0',
        ];
    }

    /**
     * @dataProvider provideFailures
     */
    public function testFailure(\Closure $action, string $class, string $message): void
    {
        $this->expectException($class);
        $this->expectExceptionMessage($message);
        $this->expectExceptionCode(0);
        $action();
    }

    public function testTryUnpackStreaming(): void
    {
        $unpacker = new BufferUnpacker();
        $packed = MessagePack::pack([1, 'two', [3 => 4.5]]) . MessagePack::pack(null);
        $messages = [];
        foreach (str_split($packed, 3) as $chunk) {
            array_push($messages, ...$unpacker->append($chunk)->tryUnpack());
            $unpacker->release();
        }
        self::assertSame([[1, 'two', [3 => 4.5]], null], $messages);
        self::assertFalse($unpacker->hasRemaining());
    }
}
