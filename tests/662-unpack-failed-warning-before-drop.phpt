--TEST--
msgpack_unserialize(), MessagePack::unpack(): a failed decode warns before it drops the partial value, as unserialize() does; a destructor that throws in the drop no longer makes the engine skip the error handler's call
--EXTENSIONS--
msgpack
--FILE--
<?php
class Loud
{
    public static bool $armed = false;

    public function __destruct()
    {
        echo "destruct\n";
        if (self::$armed) {
            throw new RuntimeException('destructor threw');
        }
    }
}

set_error_handler(function (int $no, string $message) {
    echo "handler: $message\n";
    return true;
});

$keep = new Loud();
$cut = substr(msgpack_serialize([$keep, 'a string that is cut']), 0, -3);
$cutPhp = substr(serialize([$keep, 'a string that is cut']), 0, -6);
Loud::$armed = true;

foreach ([
    'msgpack_unserialize' => fn () => msgpack_unserialize($cut),
    'msgpack_unpack' => fn () => msgpack_unpack($cut),
    'MessagePack::unpack' => fn () => (new MessagePack())->unpack($cut),
    'unserialize' => fn () => unserialize($cutPhp),
] as $name => $call) {
    echo "-- $name\n";
    try {
        var_dump($call());
    } catch (RuntimeException $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
Loud::$armed = false;
restore_error_handler();
echo "done\n";
?>
--EXPECTF--
-- msgpack_unserialize
handler: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing
destruct
RuntimeException: destructor threw
-- msgpack_unpack
handler: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing
destruct
RuntimeException: destructor threw
-- MessagePack::unpack
handler: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing
destruct
RuntimeException: destructor threw
-- unserialize
handler: unserialize(): Error at offset %d of %d bytes
destruct
RuntimeException: destructor threw
done
destruct
