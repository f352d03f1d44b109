<?php

/**
 * @generate-class-entries
 * @undocumentable
 */

namespace {
    /**
     * Parameter names and the absence of declared types follow PECL msgpack's arginfo, so named arguments and
     * reflection-based code written against it keep working.
     */

    /**
     * @param mixed $value
     * @return string|false
     */
    function msgpack_serialize($value) {}

    /**
     * @param mixed $value
     * @return string|false
     * @alias msgpack_serialize
     */
    function msgpack_pack($value) {}

    /**
     * @param string $str
     * @param mixed $object
     * @param array|null $options
     * @return mixed
     */
    function msgpack_unserialize($str, $object = null, $options = null) {}

    /**
     * @param string $str
     * @param mixed $object
     * @param array|null $options
     * @return mixed
     * @alias msgpack_unserialize
     */
    function msgpack_unpack($str, $object = null, $options = null) {}

    /**
     * The MSGPACK_ERROR_* code the last msgpack_pack()/msgpack_unpack() (and aliases), MessagePack::pack()/unpack() or
     * MessagePackUnpacker::execute() call failed with; MSGPACK_ERROR_NONE after one that succeeded.
     */
    function msgpack_last_error(): int {}

    /** Its message ("No error" for none): the message of the exception throw mode throws for it. */
    function msgpack_last_error_msg(): string {}

#ifdef MSGPACK_TEST_COUNTERS
    /**
     * Test builds only (PHP debug builds, or CFLAGS=-DMSGPACK_TEST_COUNTERS): work counters, so that tests check
     * linear cost by counting work instead of timing it. $reset zeroes them after reading.
     */
    function msgpack_test_counters(bool $reset = false): array {}

    /**
     * Test builds only: how the streaming scanner (fed $chunk bytes at a time, 0: all) and the decoder each frame the
     * messages in $data, one entry per message as long as they agree; $sequential keeps records from message to
     * message (with $compact).
     */
    function msgpack_test_frame(string $data, int $chunk = 0, bool $php_only = false, bool $compact = false, bool $sequential = false): array {}
#endif

    /**
     * @var int
     * @cvalue MSGPACK_PECL_OPT_PHPONLY
     */
    const MESSAGEPACK_OPT_PHPONLY = UNKNOWN;
    /**
     * @var int
     * @cvalue MSGPACK_PECL_OPT_ASSOC
     */
    const MESSAGEPACK_OPT_ASSOC = UNKNOWN;
    /**
     * @var int
     * @cvalue MSGPACK_PECL_OPT_FORCE_F32
     */
    const MESSAGEPACK_OPT_FORCE_F32 = UNKNOWN;
    /**
     * @var int
     * @cvalue MSGPACK_PECL_OPT_THROW
     */
    const MESSAGEPACK_OPT_THROW = UNKNOWN;

    /**
     * @var int
     * @cvalue MSGPACK_PECL_ERROR_NONE
     */
    const MSGPACK_ERROR_NONE = UNKNOWN;
    /**
     * @var int
     * @cvalue MSGPACK_PECL_ERROR_INSUFFICIENT_DATA
     */
    const MSGPACK_ERROR_INSUFFICIENT_DATA = UNKNOWN;
    /**
     * @var int
     * @cvalue MSGPACK_PECL_ERROR_PARSE
     */
    const MSGPACK_ERROR_PARSE = UNKNOWN;
    /**
     * @var int
     * @cvalue MSGPACK_PECL_ERROR_DEPTH
     */
    const MSGPACK_ERROR_DEPTH = UNKNOWN;
    /**
     * @var int
     * @cvalue MSGPACK_PECL_ERROR_STACK
     */
    const MSGPACK_ERROR_STACK = UNKNOWN;
    /**
     * @var int
     * @cvalue MSGPACK_PECL_ERROR_TOO_LARGE
     */
    const MSGPACK_ERROR_TOO_LARGE = UNKNOWN;
    /**
     * @var int
     * @cvalue MSGPACK_PECL_ERROR_INVALID_DATA
     */
    const MSGPACK_ERROR_INVALID_DATA = UNKNOWN;
    /**
     * @var int
     * @cvalue MSGPACK_PECL_ERROR_EXTRA_BYTES
     */
    const MSGPACK_ERROR_EXTRA_BYTES = UNKNOWN;
    /**
     * @var int
     * @cvalue MSGPACK_PECL_ERROR_UNSUPPORTED_TYPE
     */
    const MSGPACK_ERROR_UNSUPPORTED_TYPE = UNKNOWN;

    /**
     * PECL msgpack's object API. Methods declare no types, as in PECL. $opt = null means the msgpack.php_only INI
     * setting (PECL declared no default; null makes the parameter skippable with named arguments).
     */
    class MessagePack
    {
        /**
         * @var int
         * @cvalue MSGPACK_PECL_OPT_PHPONLY
         */
        const OPT_PHPONLY = UNKNOWN;
        /**
         * @var int
         * @cvalue MSGPACK_PECL_OPT_ASSOC
         */
        const OPT_ASSOC = UNKNOWN;
        /**
         * @var int
         * @cvalue MSGPACK_PECL_OPT_FORCE_F32
         */
        const OPT_FORCE_F32 = UNKNOWN;
        /**
         * @var int
         * @cvalue MSGPACK_PECL_OPT_THROW
         */
        const OPT_THROW = UNKNOWN;

        /** @param bool|null $opt */
        public function __construct($opt = null) {}

        /**
         * @param int $option
         * @param mixed $value
         * @return bool
         */
        public function setOption($option, $value) {}

        /**
         * @param mixed $value
         * @return string|false
         */
        public function pack($value) {}

        /**
         * @param string $str
         * @param mixed $object
         * @param array|null $options
         * @return mixed
         */
        public function unpack($str, $object = null, $options = null) {}

        /** @return MessagePackUnpacker */
        public function unpacker() {}
    }

    class MessagePackUnpacker
    {
        /**
         * @param bool|null $opt
         * @param array|null $options
         */
        public function __construct($opt = null, $options = null) {}

        /** @return void */
        public function __destruct() {}

        /**
         * @param int $option
         * @param mixed $value
         * @return bool
         */
        public function setOption($option, $value) {}

        /**
         * @param string $str
         * @return bool
         */
        public function feed($str) {}

        /**
         * @param string|null $str
         * @param int|null $offset
         * @return bool
         */
        public function execute($str = null, &$offset = null) {}

        /**
         * @param string|object|null $object
         * @return mixed
         */
        public function data($object = null) {}

        /** @return void */
        public function reset() {}
    }
}

namespace MessagePack {
    /**
     * The MessagePack\ API of rybakit/msgpack.php, native. Parameter names, the absence of types and the defaults
     * follow the library, so subclasses written against it and PHPUnit mocks keep working.
     */
    interface CanBePacked
    {
        public function pack(Packer $packer): string;
    }

    interface CanPack
    {
        /** @param mixed $value */
        public function pack(Packer $packer, $value): ?string;
    }

    interface Extension extends CanPack
    {
        public function getType(): int;

        /** @return mixed */
        public function unpackExt(BufferUnpacker $unpacker, int $extLength);
    }

    final class PackOptions
    {
        /**
         * @var int
         * @cvalue MSGPACK_PACK_FORCE_STR
         */
        public const FORCE_STR = UNKNOWN;
        /**
         * @var int
         * @cvalue MSGPACK_PACK_FORCE_BIN
         */
        public const FORCE_BIN = UNKNOWN;
        /**
         * @var int
         * @cvalue MSGPACK_PACK_DETECT_STR_BIN
         */
        public const DETECT_STR_BIN = UNKNOWN;
        /**
         * @var int
         * @cvalue MSGPACK_PACK_FORCE_ARR
         */
        public const FORCE_ARR = UNKNOWN;
        /**
         * @var int
         * @cvalue MSGPACK_PACK_FORCE_MAP
         */
        public const FORCE_MAP = UNKNOWN;
        /**
         * @var int
         * @cvalue MSGPACK_PACK_DETECT_ARR_MAP
         */
        public const DETECT_ARR_MAP = UNKNOWN;
        /**
         * @var int
         * @cvalue MSGPACK_PACK_FORCE_FLOAT32
         */
        public const FORCE_FLOAT32 = UNKNOWN;
        /**
         * @var int
         * @cvalue MSGPACK_PACK_FORCE_FLOAT64
         */
        public const FORCE_FLOAT64 = UNKNOWN;
        /**
         * Compact mode: string-keyed maps as msgpackr's records (ext 0x72).
         * @var int
         * @cvalue MSGPACK_PACK_RECORDS
         */
        public const RECORDS = UNKNOWN;
        /**
         * Compact mode: records, and repeated strings written once (ext 0x53/0x5e, docs/FORMAT.md).
         * @var int
         * @cvalue MSGPACK_PACK_COMPACT
         */
        public const COMPACT = UNKNOWN;
        /**
         * With RECORDS (implied) or COMPACT: records kept from one pack() to the next, msgpackr's sequential form (a
         * stream: each record defined in the first message that uses it).
         * @var int
         * @cvalue MSGPACK_PACK_SEQUENTIAL
         */
        public const SEQUENTIAL = UNKNOWN;

        /** @var int */
        private $strBinMode;
        /** @var int */
        private $arrMapMode;
        /** @var int */
        private $floatMode;
        /** @var int */
        private $compactMode = 0;

        /**
         * @param int $strBinMode
         * @param int $arrMapMode
         * @param int $floatMode
         */
        private function __construct($strBinMode, $arrMapMode, $floatMode) {}

        public static function fromDefaults(): PackOptions {}

        public static function fromBitmask(int $bitmask): PackOptions {}

        public function isDetectStrBinMode(): bool {}

        public function isForceStrMode(): bool {}

        public function isForceBinMode(): bool {}

        public function isDetectArrMapMode(): bool {}

        public function isForceArrMode(): bool {}

        public function isForceMapMode(): bool {}

        public function isForceFloat32Mode(): bool {}

        /** Whether maps are written as records (RECORDS or COMPACT). */
        public function isRecordsMode(): bool {}

        public function isCompactMode(): bool {}

        public function isSequentialMode(): bool {}

        private static function getSingleOption(string $name, int $bitmask, int $validBitmask): int {}
    }

    final class UnpackOptions
    {
        /**
         * @var int
         * @cvalue MSGPACK_UNPACK_BIGINT_AS_STR
         */
        public const BIGINT_AS_STR = UNKNOWN;
        /**
         * @var int
         * @cvalue MSGPACK_UNPACK_BIGINT_AS_GMP
         */
        public const BIGINT_AS_GMP = UNKNOWN;
        /**
         * @var int
         * @cvalue MSGPACK_UNPACK_BIGINT_AS_DEC
         */
        public const BIGINT_AS_DEC = UNKNOWN;
        /**
         * Compact mode: records (ext 0x72) and string references (ext 0x53/0x5e) are read; a registered Extension
         * for one of these types takes precedence.
         * @var int
         * @cvalue MSGPACK_UNPACK_COMPACT
         */
        public const COMPACT = UNKNOWN;

        /** @var int */
        private $bigIntMode;
        /** @var int */
        private $compactMode = 0;

        /** @param int $bigIntMode */
        private function __construct($bigIntMode) {}

        public static function fromDefaults(): UnpackOptions {}

        public static function fromBitmask(int $bitmask): UnpackOptions {}

        public function isBigIntAsStrMode(): bool {}

        public function isBigIntAsGmpMode(): bool {}

        public function isBigIntAsDecMode(): bool {}

        public function isCompactMode(): bool {}

        private static function getSingleOption(string $name, int $bitmask, int $validBitmask): int {}
    }

    /**
     * Shared structures: key lists that writer and reader both hold across messages (msgpackr's `structures`). A
     * Packer appends the new key lists it meets while below the maximum; persist toArray() and construct from it.
     * @not-serializable
     */
    final class Structures implements \Countable
    {
        /** @param array $structures a list of key lists (lists of strings) */
        public function __construct(array $structures = [], int $maxSharedStructures = 32) {}

        /** @return array a list of key lists */
        public function toArray(): array {}

        public function count(): int {}

        public function getMaxSharedStructures(): int {}
    }

    class Packer
    {
        /**
         * @param PackOptions|int|null $options
         * @param CanPack[] $transformers
         */
        public function __construct($options = null, array $transformers = []) {}

        public function extendWith(CanPack $transformer, CanPack ...$transformers): Packer {}

        /** A new Packer that writes records with these shared structures (appending to them). */
        public function withStructures(Structures $structures): Packer {}

        /**
         * @param mixed $value
         * @return string
         */
        public function pack($value) {}

        /** @return string */
        public function packNil() {}

        /**
         * @param bool $bool
         * @return string
         */
        public function packBool($bool) {}

        /**
         * @param int $int
         * @return string
         */
        public function packInt($int) {}

        /**
         * @param float $float
         * @return string
         */
        public function packFloat($float) {}

        /**
         * @param float $float
         * @return string
         */
        public function packFloat32($float) {}

        /**
         * @param float $float
         * @return string
         */
        public function packFloat64($float) {}

        /**
         * @param string $str
         * @return string
         */
        public function packStr($str) {}

        /**
         * @param string $str
         * @return string
         */
        public function packBin($str) {}

        /**
         * @param array $array
         * @return string
         */
        public function packArray($array) {}

        /**
         * @param int $size
         * @return string
         */
        public function packArrayHeader($size) {}

        /**
         * @param array $map
         * @return string
         */
        public function packMap($map) {}

        /**
         * @param int $size
         * @return string
         */
        public function packMapHeader($size) {}

        /**
         * @param int $type
         * @param string $data
         * @return string
         */
        public function packExt($type, $data) {}

        /**
         * Packs $value to $stream as pack() would, writing as it goes (in chunks of about 64 KiB) instead of building
         * the whole string first; returns the number of bytes written.
         *
         * @param resource $stream
         * @param mixed $value
         * @return int
         */
        public function packToStream($stream, $value) {}
    }

    class BufferUnpacker
    {
        /**
         * @param UnpackOptions|int|null $options
         * @param Extension[] $extensions
         */
        public function __construct(string $buffer = '', $options = null, array $extensions = []) {}

        public function extendWith(Extension $extension, Extension ...$extensions): BufferUnpacker {}

        /** A new BufferUnpacker that reads compact mode with these shared structures. */
        public function withStructures(Structures $structures): BufferUnpacker {}

        public function withBuffer(string $buffer): BufferUnpacker {}

        public function append(string $data): BufferUnpacker {}

        public function reset(string $buffer = ''): BufferUnpacker {}

        public function seek(int $offset): BufferUnpacker {}

        public function skip(int $length): BufferUnpacker {}

        public function getRemainingCount(): int {}

        public function hasRemaining(): bool {}

        public function release(): int {}

        /**
         * @param int $length
         * @return string
         */
        public function read($length) {}

        public function tryUnpack(): array {}

        /** @return mixed */
        public function unpack() {}

        /** @return null */
        public function unpackNil() {}

        /** @return bool */
        public function unpackBool() {}

        /** @return int|string|object */
        public function unpackInt() {}

        /** @return float */
        public function unpackFloat() {}

        /** @return string */
        public function unpackStr() {}

        /** @return string */
        public function unpackBin() {}

        /** @return array */
        public function unpackArray() {}

        /** @return int */
        public function unpackArrayHeader() {}

        /** @return array */
        public function unpackMap() {}

        /** @return int */
        public function unpackMapHeader() {}

        /** @return mixed */
        public function unpackExt() {}
    }

    /** The messages of a stream, one at a time: foreach ($unpacker as $i => $message). */
    class StreamUnpacker implements \IteratorAggregate
    {
        /**
         * @param resource $stream
         * @param UnpackOptions|int|null $options
         * @param Extension[] $extensions
         */
        public function __construct($stream, $options = null, array $extensions = []) {}

        public function getIterator(): \Iterator {}
    }

    final class MessagePack
    {
        private function __construct() {}

        /**
         * @param mixed $value
         * @param PackOptions|int|null $options
         */
        public static function pack($value, $options = null): string {}

        /**
         * @param UnpackOptions|int|null $options
         * @return mixed
         */
        public static function unpack(string $data, $options = null) {}
    }
}

namespace MessagePack\Exception {
    class PackingFailedException extends \RuntimeException
    {
        /** @param mixed $value */
        public static function unsupportedType($value): PackingFailedException {}
    }

    class UnpackingFailedException extends \RuntimeException
    {
        public static function unknownCode(int $code): UnpackingFailedException {}

        public static function unexpectedCode(int $code, string $type): UnpackingFailedException {}

        public static function invalidMapKeyType(int $code): UnpackingFailedException {}
    }

    class InsufficientDataException extends UnpackingFailedException
    {
        public function __construct(string $message = 'Not enough data to read', int $code = 0, ?\Throwable $previous = null) {}
    }

    class InvalidOptionException extends \InvalidArgumentException
    {
        public static function outOfRange(string $invalidOption, array $validOptions): InvalidOptionException {}
    }
}

namespace MessagePack\Extension {
    final class TimestampExtension implements \MessagePack\Extension
    {
        public function getType(): int {}

        /** @param mixed $value */
        public function pack(\MessagePack\Packer $packer, $value): ?string {}

        /** @return \MessagePack\Type\Timestamp */
        public function unpackExt(\MessagePack\BufferUnpacker $unpacker, int $extLength) {}
    }
}

namespace MessagePack\TypeTransformer {
    class StreamTransformer implements \MessagePack\CanPack
    {
        /** @param mixed $value */
        public function pack(\MessagePack\Packer $packer, $value): ?string {}
    }

    class TraversableTransformer implements \MessagePack\CanPack
    {
        private readonly bool $packToMap;

        private function __construct(bool $packToMap) {}

        public static function toMap(): TraversableTransformer {}

        public static function toArray(): TraversableTransformer {}

        /** @param mixed $value */
        public function pack(\MessagePack\Packer $packer, $value): ?string {}
    }
}

namespace MessagePack\Type {
    final class Bin implements \MessagePack\CanBePacked
    {
        /** @var string */
        public $data;

        public function __construct(string $data) {}

        public function pack(\MessagePack\Packer $packer): string {}
    }

    final class Map implements \MessagePack\CanBePacked
    {
        /** @var array */
        public $map;

        public function __construct(array $map) {}

        public function pack(\MessagePack\Packer $packer): string {}
    }

    final class Ext implements \MessagePack\CanBePacked
    {
        /** @var int */
        public $type;
        /** @var string */
        public $data;

        public function __construct(int $type, string $data) {}

        public function pack(\MessagePack\Packer $packer): string {}
    }

    final class Timestamp
    {
        /** @var int */
        private $seconds;
        /** @var int */
        private $nanoseconds;

        public function __construct(int $seconds, int $nanoseconds = 0) {}

        public static function now(): Timestamp {}

        public static function fromDateTime(\DateTimeInterface $date): Timestamp {}

        public function getSeconds(): int {}

        public function getNanoseconds(): int {}
    }
}
