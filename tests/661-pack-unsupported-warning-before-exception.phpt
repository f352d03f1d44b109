--TEST--
msgpack_serialize(): a resource written as nil, then user code that throws: the warning still reaches the error handler (it ran with the exception pending, and the engine skipped the handler's call silently)
--EXTENSIONS--
msgpack
--FILE--
<?php
class Fails
{
    public function __sleep()
    {
        throw new RuntimeException('__sleep failed');
    }
}

class FailsToo
{
    public function __serialize(): array
    {
        throw new RuntimeException('__serialize failed');
    }
}

$res = fopen('php://memory', 'r');

echo "-- a handler that returns\n";
set_error_handler(function (int $no, string $message) {
    echo "handler: $message\n";
    return true;
});
foreach ([new Fails(), new FailsToo()] as $obj) {
    try {
        var_dump(msgpack_serialize([$res, $obj]));
    } catch (RuntimeException $e) {
        echo get_class($e), ": ", $e->getMessage(), "\n";
    }
}
try {
    var_dump((new MessagePack())->pack(['r' => $res, 'o' => new Fails()]));
} catch (RuntimeException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

echo "-- a handler that throws: the first exception is its previous\n";
set_error_handler(function (int $no, string $message) {
    throw new ErrorException($message, 0, $no);
});
try {
    msgpack_serialize([$res, new Fails()]);
} catch (Exception $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
    echo "previous: ", get_class($e->getPrevious()), ": ", $e->getPrevious()->getMessage(), "\n";
}
restore_error_handler();
restore_error_handler();

echo "-- no handler\n";
try {
    msgpack_serialize([$res, new Fails()]);
} catch (RuntimeException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
echo "done\n";
?>
--EXPECTF--
-- a handler that returns
handler: [msgpack] (msgpack_serialize_zval) type is unsupported, encoded as null
RuntimeException: __sleep failed
handler: [msgpack] (msgpack_serialize_zval) type is unsupported, encoded as null
RuntimeException: __serialize failed
handler: [msgpack] (msgpack_serialize_zval) type is unsupported, encoded as null
RuntimeException: __sleep failed
-- a handler that throws: the first exception is its previous
ErrorException: [msgpack] (msgpack_serialize_zval) type is unsupported, encoded as null
previous: RuntimeException: __sleep failed
-- no handler

Warning: [msgpack] (msgpack_serialize_zval) type is unsupported, encoded as null in %s on line %d
RuntimeException: __sleep failed
done
