--TEST--
msgpack: huge declared lengths fail fast with "Insufficient data" and without allocating for them
--EXTENSIONS--
msgpack
--INI--
memory_limit=64M
--FILE--
<?php
$inputs = [
    'str32 4 GiB'        => "\xdb\xff\xff\xff\xff" . 'ab',
    'str32 2 GiB'        => "\xdb\x7f\xff\xff\xff" . 'ab',
    'str16 64 KiB'       => "\xda\xff\xff" . 'ab',
    'bin32 4 GiB'        => "\xc6\xff\xff\xff\xff" . 'ab',
    'bin32 2 GiB'        => "\xc6\x7f\xff\xff\xff\x00",
    'array32 4G entries' => "\xdd\xff\xff\xff\xff\x01",
    'array32 + 1000'     => "\xdd\xff\xff\xff\xff" . str_repeat("\x01", 1000),
    'array16 64K'        => "\xdc\xff\xff\x01",
    'map32 4G entries'   => "\xdf\xff\xff\xff\xff\x01\x01",
    'map32 + 500'        => "\xdf\xff\xff\xff\xff" . str_repeat("\x01\x02", 500),
    'map16 64K'          => "\xde\xff\xff\x01\x01",
    'ext32 4 GiB'        => "\xc9\xff\xff\xff\xff\x01" . 'ab',
    'ext32 2 GiB'        => "\xc9\x7f\xff\xff\xff\x01\x00",
    'ext32 type -1'      => "\xc9\xff\xff\xff\xff\xff" . 'ab',
    'nested array32'     => str_repeat("\xdd\xff\xff\xff\xff", 100),
    'nested map32'       => str_repeat("\xdf\xff\xff\xff\xff\xa1k", 100),
    'array of str32'     => "\x93\xdb\xff\xff\xff\xff\xdb\xff\xff\xff\xff",
];
foreach ($inputs as $name => $bytes) {
    echo "-- $name\n";
    $before = memory_get_usage();
    memory_reset_peak_usage();
    $got = msgpack_unpack($bytes);
    $growth = memory_get_peak_usage() - $before;
    var_dump($got);
    if ($growth > 2 * 1024 * 1024) {
        echo "peak memory grew by $growth bytes\n";
    }
}
?>
--EXPECTF--
-- str32 4 GiB

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- str32 2 GiB

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- str16 64 KiB

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- bin32 4 GiB

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- bin32 2 GiB

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- array32 4G entries

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- array32 + 1000

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- array16 64K

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- map32 4G entries

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- map32 + 500

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- map16 64K

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- ext32 4 GiB

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- ext32 2 GiB

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- ext32 type -1

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- nested array32

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- nested map32

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- array of str32

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
