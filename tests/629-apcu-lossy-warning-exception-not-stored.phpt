--TEST--
APCu: when an error handler throws for the warning of a resource packed as nil, apcu_store() throws it and stores nothing, as with an exception from __serialize() (and as Memcached stores nothing then)
--EXTENSIONS--
msgpack
apcu
--INI--
apc.enable_cli=1
apc.serializer=msgpack
--FILE--
<?php
function store(string $key, $value): void
{
    try {
        var_dump(apcu_store($key, $value));
    } catch (ErrorException $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    var_dump(apcu_exists($key));
}

set_error_handler(function (int $no, string $message) {
    throw new ErrorException($message, 0, $no);
});
echo "-- apcu_store, the handler throws\n";
store('res', ['a' => 1, 'r' => STDIN]);
echo "-- apcu_add\n";
try {
    var_dump(apcu_add('res', [STDIN]));
} catch (ErrorException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump(apcu_exists('res'));
restore_error_handler();

echo "-- no handler: the warning, and the value stored with null\n";
store('res', ['a' => 1, 'r' => STDIN]);
var_dump(apcu_fetch('res'));
?>
--EXPECTF--
-- apcu_store, the handler throws
ErrorException: [msgpack] (msgpack_serialize_zval) type is unsupported, encoded as null
bool(false)
-- apcu_add
ErrorException: [msgpack] (msgpack_serialize_zval) type is unsupported, encoded as null
bool(false)
-- no handler: the warning, and the value stored with null

Warning: [msgpack] (msgpack_serialize_zval) type is unsupported, encoded as null in %s on line %d
bool(true)
bool(true)
array(2) {
  ["a"]=>
  int(1)
  ["r"]=>
  NULL
}
