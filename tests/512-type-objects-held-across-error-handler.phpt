--TEST--
MessagePack\Type\Ext and Timestamp objects are held while they are written: converting a property a user replaced (a warning) runs the error handler, which could drop the last reference to the object (its other properties were then read from freed memory, here from another object of the class made in its place); a handler that throws ends the pack
--INI--
msgpack.php_only=1
--FILE--
<?php
use MessagePack\Type\Ext;
use MessagePack\Type\Timestamp;
use MessagePack\Packer;
use MessagePack\Extension\TimestampExtension;

class Holder { public $v; public $z = 1; }

function weird_ext(): Ext { $e = new Ext(5, str_repeat('d', 20)); $e->type = new stdClass; return $e; }
function weird_ts(): Timestamp {
    $t = new Timestamp(1, 0);
    (new ReflectionProperty(Timestamp::class, 'seconds'))->setValue($t, new stdClass);
    return $t;
}

echo "-- a handler that drops the last reference to the object being packed, and makes another of its class\n";
set_error_handler(function ($no, $msg) {
    echo "handler: $msg\n";
    $class = get_class($GLOBALS['h']->v ?? new stdClass);
    $GLOBALS['h']->v = null;
    $GLOBALS['other'] = $class === Ext::class ? new Ext(9, 'other') : new Timestamp(9, 999);
    return true;
});
foreach (['weird_ext', 'weird_ts'] as $make) {
    $h = new Holder;
    $h->v = $make();
    $packed = msgpack_pack($h);
    echo "$make: ", bin2hex($packed), "\n";
    var_dump(msgpack_unpack($packed)->v);
}
restore_error_handler();

echo "-- a handler that throws\n";
set_error_handler(function ($no, $msg) { throw new ErrorException($msg); });
foreach (['weird_ext', 'weird_ts'] as $make) {
    foreach ([
        'msgpack_pack' => fn($v) => msgpack_pack(['a', $v, 'b']),
        'Packer' => fn($v) => (new Packer())->extendWith(new TimestampExtension())->pack(['a', $v, 'b']),
    ] as $how => $pack) {
        try {
            $r = $pack($make());
            echo "$make $how: returned ", bin2hex($r), "\n";
        } catch (Throwable $e) {
            echo "$make $how: ", get_class($e), ": ", $e->getMessage(), "\n";
        }
    }
}
?>
--EXPECTF--
-- a handler that drops the last reference to the object being packed, and makes another of its class
handler: Object of class stdClass could not be converted to int
weird_ext: 83c0a6486f6c646572a176c714016464646464646464646464646464646464646464a17a01
object(MessagePack\Type\Ext)#%d (2) {
  ["type"]=>
  int(1)
  ["data"]=>
  string(20) "dddddddddddddddddddd"
}
handler: Object of class stdClass could not be converted to int
weird_ts: 83c0a6486f6c646572a176d6ff00000001a17a01
object(MessagePack\Type\Timestamp)#%d (2) {
  ["seconds":"MessagePack\Type\Timestamp":private]=>
  int(1)
  ["nanoseconds":"MessagePack\Type\Timestamp":private]=>
  int(0)
}
-- a handler that throws
weird_ext msgpack_pack: ErrorException: Object of class stdClass could not be converted to int
weird_ext Packer: TypeError: MessagePack\Packer::packExt(): Argument #1 ($type) must be of type int, stdClass given
weird_ts msgpack_pack: ErrorException: Object of class stdClass could not be converted to int
weird_ts Packer: ErrorException: Object of class stdClass could not be converted to int
