--TEST--
PHP-only format: a property name starting with a NUL byte that no property can have ("\0", "\0*\0") is kept by a class without declared properties (stdClass, a dynamic class), before or after a late class marker, as unserialize() keeps it; PECL 2.2.0 dropped it with an "Illegal member variable name" / "Corrupt member variable name" notice, even in its own round trip: a deliberate difference (docs/migrating-from-pecl.md)
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
--FILE--
<?php
#[AllowDynamicProperties] class Dyn {}
set_error_handler(function ($no, $msg) { echo "warning: $msg\n"; return true; });
function str(string $s): string { return chr(0xa0 | strlen($s)) . $s; }
function keys($v): string { return get_class($v) . ' ' . json_encode(array_map('bin2hex', array_keys((array) $v))); }

$cases = [
    'stdClass, "\0"' => "\x82\xc0" . str('stdClass') . str("\0") . "\x01",
    'dynamic class, "\0"' => "\x82\xc0" . str('Dyn') . str("\0") . "\x01",
    'stdClass, "\0*\0"' => "\x82\xc0" . str('stdClass') . str("\0*\0") . "\x01",
    'late marker, "\0" before it' => "\x83" . str("\0") . "\x01\xc0" . str('stdClass') . str('x') . "\x02",
];
foreach ($cases as $name => $bytes) {
    echo "-- $name\n";
    $v = msgpack_unpack($bytes);
    echo keys($v), "\n";
    echo keys(unserialize(serialize($v))), " (unserialize)\n";
}
echo "-- round trip\n";
echo keys(msgpack_unpack(msgpack_pack((object) ["\0" => 1, 'a' => 2]))), "\n";
?>
--EXPECT--
-- stdClass, "\0"
stdClass ["00"]
stdClass ["00"] (unserialize)
-- dynamic class, "\0"
Dyn ["00"]
Dyn ["00"] (unserialize)
-- stdClass, "\0*\0"
stdClass ["002a00"]
stdClass ["002a00"] (unserialize)
-- late marker, "\0" before it
stdClass ["00","78"]
stdClass ["00","78"] (unserialize)
-- round trip
stdClass ["00","61"]
