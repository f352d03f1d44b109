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
}

namespace MessagePack\Type {
    final class Bin
    {
        /** @var string */
        public $data;

        public function __construct(string $data) {}
    }

    final class Map
    {
        /** @var array */
        public $map;

        public function __construct(array $map) {}
    }

    final class Ext
    {
        /** @var int */
        public $type;
        /** @var string */
        public $data;

        public function __construct(int $type, string $data) {}
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
