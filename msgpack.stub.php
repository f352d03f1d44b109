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

    /** @var int */
    const MESSAGEPACK_OPT_PHPONLY = -1001;
    /** @var int */
    const MESSAGEPACK_OPT_ASSOC = -1002;
    /** @var int */
    const MESSAGEPACK_OPT_FORCE_F32 = -1003;

    /**
     * PECL msgpack's object API. Methods declare no types, as in PECL. $opt = null means the msgpack.php_only INI
     * setting (PECL declared no default; null makes the parameter skippable with named arguments).
     */
    class MessagePack
    {
        /** @var int */
        const OPT_PHPONLY = -1001;
        /** @var int */
        const OPT_ASSOC = -1002;
        /** @var int */
        const OPT_FORCE_F32 = -1003;

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
