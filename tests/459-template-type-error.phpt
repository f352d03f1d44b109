--TEST--
msgpack: unsupported template types throw a TypeError (PECL: fatal error), before decoding
--EXTENSIONS--
msgpack
--FILE--
<?php
function attempt(callable $f) {
    try {
        var_dump($f());
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}
$packed = msgpack_pack([1, 2]);

echo "-- PECL stops with a fatal error for these; here a TypeError\n";
attempt(fn() => msgpack_unpack($packed, 5));
attempt(fn() => msgpack_unpack($packed, true));
attempt(fn() => msgpack_unpack($packed, false));
attempt(fn() => msgpack_unpack($packed, 1.5));
attempt(fn() => msgpack_unpack($packed, STDIN));
attempt(fn() => msgpack_unserialize($packed, 5));
attempt(fn() => msgpack_unpack(object: 0, str: $packed));

echo "-- checked before decoding\n";
attempt(fn() => msgpack_unpack("\xc1", 5));
attempt(fn() => msgpack_unpack("", 5));

echo "-- null: no template\n";
attempt(fn() => msgpack_unpack($packed, null));
?>
--EXPECTF--
-- PECL stops with a fatal error for these; here a TypeError
TypeError: msgpack_unpack(): Argument #%d ($object) must be of type object|array|string|null, int given
TypeError: msgpack_unpack(): Argument #%d ($object) must be of type object|array|string|null, bool given
TypeError: msgpack_unpack(): Argument #%d ($object) must be of type object|array|string|null, bool given
TypeError: msgpack_unpack(): Argument #%d ($object) must be of type object|array|string|null, float given
TypeError: msgpack_unpack(): Argument #%d ($object) must be of type object|array|string|null, resource given
TypeError: msgpack_unserialize(): Argument #%d ($object) must be of type object|array|string|null, int given
TypeError: msgpack_unpack(): Argument #%d ($object) must be of type object|array|string|null, int given
-- checked before decoding
TypeError: msgpack_unpack(): Argument #%d ($object) must be of type object|array|string|null, int given
TypeError: msgpack_unpack(): Argument #%d ($object) must be of type object|array|string|null, int given
-- null: no template
array(2) {
  [0]=>
  int(1)
  [1]=>
  int(2)
}
