--TEST--
throw mode off (the default): PECL's warnings and return values, byte for byte; msgpack_last_error() still says what happened
--EXTENSIONS--
msgpack
--FILE--
<?php
function show(string $what, callable $call): void
{
    echo "-- $what\n";
    try {
        $result = $call();
        echo '=> ', is_string($result) ? bin2hex($result) : var_export($result, true), "\n";
    } catch (Throwable $e) {
        echo 'THROWN ', get_class($e), ': ', $e->getMessage(), "\n";
    }
    echo '   last error ', msgpack_last_error(), ': ', msgpack_last_error_msg(), "\n";
}

var_dump(ini_get('msgpack.throw'));
show('truncated', fn () => msgpack_unpack("\x93\x01\x02"));
show('0xc1', fn () => msgpack_unpack("\x92\x01\xc1"));
show('too deep', fn () => msgpack_unpack(str_repeat("\x91", 5) . "\x01", null, ['max_depth' => 3]));
show('extra bytes: the value and a warning', fn () => msgpack_unpack("\x01\x02\x03"));
show('empty: null, no warning', fn () => msgpack_unpack(''));
show('success', fn () => msgpack_unpack("\x91\x01"));
show('resource: nil and a warning', fn () => msgpack_pack([1, STDIN]));
show('success', fn () => msgpack_pack([1]));
ini_set('msgpack.max_depth', '2');
show('pack too deep', fn () => msgpack_pack([[[1]]]));
ini_restore('msgpack.max_depth');

$mp = new MessagePack();
show('MessagePack::unpack truncated', fn () => $mp->unpack("\xa3ab"));
show('MessagePack::unpack extra bytes', fn () => $mp->unpack("\xc0\xc0"));
show('MessagePack::pack resource', fn () => $mp->pack(STDIN));

$u = new MessagePackUnpacker();
$u->feed("\x91\xc1");
show('MessagePackUnpacker::execute corrupt: false, no warning', fn () => $u->execute());
show('and again until reset()', fn () => $u->execute());

ini_set('msgpack.error_display', '0');
show('error_display=0: silent', fn () => msgpack_unpack("\xc1"));
show('error_display=0: silent extra bytes', fn () => msgpack_unpack("\xc0\xc0"));
?>
--EXPECTF--
string(1) "0"
-- truncated

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
=> false
   last error 1: Insufficient data for unserializing at offset 1
-- 0xc1

Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
=> false
   last error 2: Parse error at offset 2
-- too deep

Warning: [msgpack] (php_msgpack_unserialize) Memory error in %s on line %d
=> false
   last error 3: Memory error at offset 4
-- extra bytes: the value and a warning

Warning: [msgpack] (php_msgpack_unserialize) Extra bytes in %s on line %d
=> 1
   last error 7: Extra bytes at offset 1
-- empty: null, no warning
=> NULL
   last error 1: Insufficient data for unserializing at offset 0
-- success
=> array (
  0 => 1,
)
   last error 0: No error
-- resource: nil and a warning

Warning: [msgpack] (msgpack_serialize_zval) type is unsupported, encoded as null in %s on line %d
=> 9201c0
   last error 8: type is unsupported
-- success
=> 9101
   last error 0: No error
-- pack too deep

Warning: [msgpack] (php_msgpack_serialize) Maximum nesting depth of 2 exceeded in %s on line %d
=> false
   last error 3: Maximum nesting depth of 2 exceeded
-- MessagePack::unpack truncated

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
=> false
   last error 1: Insufficient data for unserializing at offset 1
-- MessagePack::unpack extra bytes

Warning: [msgpack] (php_msgpack_unserialize) Extra bytes in %s on line %d
=> NULL
   last error 7: Extra bytes at offset 1
-- MessagePack::pack resource

Warning: [msgpack] (msgpack_serialize_zval) type is unsupported, encoded as null in %s on line %d
=> c0
   last error 8: type is unsupported
-- MessagePackUnpacker::execute corrupt: false, no warning
=> false
   last error 2: Parse error at offset 1
-- and again until reset()
=> false
   last error 2: Parse error at offset 1
-- error_display=0: silent
=> false
   last error 2: Parse error at offset 0
-- error_display=0: silent extra bytes
=> NULL
   last error 7: Extra bytes at offset 1
