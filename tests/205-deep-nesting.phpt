--TEST--
msgpack: 100000-deep nesting fails fast with "Memory error" and bounded memory
--EXTENSIONS--
msgpack
--INI--
memory_limit=128M
--FILE--
<?php
$inputs = [
    'arrays, no leaf'       => str_repeat("\x91", 100000),
    'arrays, complete'      => str_repeat("\x91", 100000) . "\xc0",
    'array32 headers'       => str_repeat("\xdd\x00\x00\x00\x01", 100000) . "\x01",
    'maps'                  => str_repeat("\x81\xa1k", 100000) . "\x01",
    'maps as keys'          => str_repeat("\x81", 100000) . "\x01",
    'alternating'           => str_repeat("\x91\x81\x00", 50000) . "\xc0",
    'wide arrays'           => str_repeat("\x92\x01", 100000) . "\x01",
];
foreach ($inputs as $name => $bytes) {
    echo "-- $name\n";
    $before = memory_get_usage();
    memory_reset_peak_usage();
    $got = msgpack_unpack($bytes);
    $growth = memory_get_peak_usage() - $before;
    var_dump($got);
    // 4096 levels of small arrays fit easily in 16 MB
    if ($growth > 16 * 1024 * 1024) {
        echo "peak memory grew by $growth bytes\n";
    }
}
?>
--EXPECTF--
-- arrays, no leaf

Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
bool(false)
-- arrays, complete

Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
bool(false)
-- array32 headers

Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
bool(false)
-- maps

Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
bool(false)
-- maps as keys

Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
bool(false)
-- alternating

Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
bool(false)
-- wide arrays

Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
bool(false)
