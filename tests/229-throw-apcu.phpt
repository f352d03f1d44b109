--TEST--
throw mode: APCu's serializer never throws with msgpack.throw=1 (PECL's warnings and failures) and leaves msgpack_last_error() alone
--EXTENSIONS--
msgpack
apcu
--INI--
apc.enable_cli=1
apc.serializer=msgpack
msgpack.throw=1
--FILE--
<?php
function last(): string
{
    return msgpack_last_error() . ' ' . msgpack_last_error_msg();
}
// Warnings once each (APCu may call the serializer again after a failure).
$seen = [];
set_error_handler(function ($type, $message) use (&$seen) {
    if (!isset($seen[$message])) {
        echo "  warning: $message\n";
    }
    $seen[$message] = true;
    return true;
});
var_dump(ini_get('msgpack.throw'), ini_get('apc.serializer'));
msgpack_unpack("\x01\x02", null, ['throw' => false]);
echo 'before: ', last(), "\n";

echo "-- store: a resource is nil with PECL's warning\n";
var_dump(apcu_store('r', ['r' => STDIN, 'n' => 1]));
var_dump(apcu_fetch('r'));
echo 'last error ', last(), "\n";

echo "-- store: too deep fails with PECL's warning\n";
ini_set('msgpack.max_depth', '3');
var_dump(apcu_store('deep', [[[[1]]]]));
$seen = [];
echo 'last error ', last(), "\n";
ini_restore('msgpack.max_depth');

echo "-- fetch: a value that no longer decodes fails with PECL's warning\n";
var_dump(apcu_store('deep', [[[[1]]]]));
ini_set('msgpack.max_depth', '3');
var_dump(apcu_fetch('deep', $ok), $ok);
echo 'last error ', last(), "\n";
ini_restore('msgpack.max_depth');
var_dump(apcu_fetch('deep'));

echo "-- the PHP API throws meanwhile\n";
try {
    msgpack_pack(STDIN);
} catch (MessagePack\Exception\PackingFailedException $e) {
    echo $e->getMessage(), "\n";
}
?>
--EXPECT--
string(1) "1"
string(7) "msgpack"
  warning: [msgpack] (php_msgpack_unserialize) Extra bytes
before: 7 Extra bytes at offset 1
-- store: a resource is nil with PECL's warning
  warning: [msgpack] (msgpack_serialize_zval) type is unsupported, encoded as null
bool(true)
array(2) {
  ["r"]=>
  NULL
  ["n"]=>
  int(1)
}
last error 7 Extra bytes at offset 1
-- store: too deep fails with PECL's warning
  warning: [msgpack] (php_msgpack_serialize) Maximum nesting depth of 3 exceeded
bool(false)
last error 7 Extra bytes at offset 1
-- fetch: a value that no longer decodes fails with PECL's warning
bool(true)
  warning: [msgpack] (php_msgpack_unserialize) Memory error
bool(false)
bool(false)
last error 7 Extra bytes at offset 1
array(1) {
  [0]=>
  array(1) {
    [0]=>
    array(1) {
      [0]=>
      array(1) {
        [0]=>
        int(1)
      }
    }
  }
}
-- the PHP API throws meanwhile
type is unsupported
