--TEST--
msgpack_last_error() says how the call ended when its own warning ran an error handler that called this API: the failure (or the lossy success) is recorded after the warning, and a template conversion records its outcome last, after the constructors and handlers it ran
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
--FILE--
<?php
function last(string $what): void
{
    printf("%-34s %d %s\n", $what, msgpack_last_error(), msgpack_last_error_msg());
}
class Q { public $a; }
class Ctor
{
    public $a;
    public function __construct() { $GLOBALS['quiet'] = true; msgpack_unpack("\x92"); $GLOBALS['quiet'] = false; }
}
$quiet = false;
set_error_handler(function ($no, $msg) {
    echo "handler: $msg\n";
    if (!$GLOBALS['quiet']) {
        // a call of its own, which succeeds
        msgpack_unpack(msgpack_pack([1, 2]));
    }
    return true;
});

var_dump(msgpack_unpack("\x92\x01"));
last('truncated');
var_dump(msgpack_unpack("\x92\x01\xc1"));
last('parse error');
var_dump(msgpack_unpack("\x01\x02"));
last('extra bytes');
var_dump(bin2hex(msgpack_pack([STDIN])));
last('resource');
var_dump(bin2hex(msgpack_pack([[1]])));
last('ok');
ini_set('msgpack.max_depth', 3);
var_dump(msgpack_pack([[[[1]]]]));
last('too deep');
ini_restore('msgpack.max_depth');
$m = new MessagePack();
var_dump($m->unpack("\x92\x01"));
last('MessagePack::unpack() truncated');

echo "-- templates\n";
var_dump(msgpack_unpack(msgpack_pack(['k' => 1]), ['Q']));
last('template fails');
var_dump($m->unpack(msgpack_pack(['k' => 1]), ['Q']));
last('MessagePack::unpack() template fails');
var_dump(msgpack_unpack(msgpack_pack(['a' => 1]), 'Ctor'));
last('constructor failed inside');
var_dump(msgpack_unpack(msgpack_pack(['a' => 1]) . "\x01", 'Ctor'));
last('extra bytes, constructor inside');
try {
    msgpack_unpack(msgpack_pack(['k' => 1]), ['Q'], ['throw' => true]);
} catch (MessagePack\Exception\UnpackingFailedException $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
last('template fails, throw mode');
?>
--EXPECTF--
handler: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing
bool(false)
truncated                          1 Insufficient data for unserializing at offset 1
handler: [msgpack] (php_msgpack_unserialize) Parse error
bool(false)
parse error                        2 Parse error at offset 2
handler: [msgpack] (php_msgpack_unserialize) Extra bytes
int(1)
extra bytes                        7 Extra bytes at offset 1
handler: [msgpack] (msgpack_serialize_zval) type is unsupported, encoded as null
string(4) "91c0"
resource                           8 type is unsupported
string(6) "919101"
ok                                 0 No error
handler: [msgpack] (php_msgpack_serialize) Maximum nesting depth of 3 exceeded
bool(false)
too deep                           3 Maximum nesting depth of 3 exceeded
handler: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing
bool(false)
MessagePack::unpack() truncated    1 Insufficient data for unserializing at offset 1
-- templates
handler: [msgpack] (msgpack_convert_array) key is string
NULL
template fails                     6 (msgpack_convert_array) key is string
handler: [msgpack] (msgpack_convert_array) key is string
NULL
MessagePack::unpack() template fails 6 (msgpack_convert_array) key is string
handler: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing
object(Ctor)#%d (1) {
  ["a"]=>
  int(1)
}
constructor failed inside          0 No error
handler: [msgpack] (php_msgpack_unserialize) Extra bytes
handler: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing
object(Ctor)#%d (1) {
  ["a"]=>
  int(1)
}
extra bytes, constructor inside    7 Extra bytes at offset 4
MessagePack\Exception\UnpackingFailedException: (msgpack_convert_array) key is string
template fails, throw mode         6 (msgpack_convert_array) key is string
