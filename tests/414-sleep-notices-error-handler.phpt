--TEST--
__sleep() notices (not an array, a name that is not a string) under an error handler that throws or changes the value being packed: the exception ends the pack as in serialize(), and nothing read is freed under the encoder
--EXTENSIONS--
msgpack
--FILE--
<?php
#[AllowDynamicProperties]
class NotArray { public $a = 1; function __sleep() { return 5; } }
#[AllowDynamicProperties]
class BadEntry { public $a = 1; public $b = 2; function __sleep() { return ['a', 7, 'b']; } }
class Refuses { public $a = 1; function __sleep() { throw new DomainException('__sleep refuses'); } }

function attempt(string $label, callable $f): void
{
    try {
        $packed = $f();
        echo "$label: ", bin2hex($packed), "\n";
    } catch (Throwable $e) {
        echo "$label: ", get_class($e), ': ', $e->getMessage(), "\n";
    }
}

echo "-- an error handler that throws: the notice's exception ends the pack, as in serialize()\n";
set_error_handler(function (int $no, string $message) { throw new ErrorException($message, 0, $no); });
foreach ([new NotArray(), new BadEntry(), new Refuses()] as $o) {
    attempt(get_class($o) . ' msgpack_pack()', fn() => msgpack_pack(['x', $o, 'y']));
    attempt(get_class($o) . ' MessagePack::pack()', fn() => (new MessagePack())->pack(['x', $o, 'y']));
    attempt(get_class($o) . ' serialize()', fn() => serialize(['x', $o, 'y']));
}
restore_error_handler();

// The names and values __sleep() gives are taken before any is written, as serialize() takes them: "a" is the value
// it had when the handler unset it.
echo "-- an error handler that changes what is being packed\n";
$data = null;
set_error_handler(function (int $no, string $message) use (&$data) {
    echo "handler: $message\n";
    foreach ($data as $item) {
        if (is_object($item)) {
            unset($item->a);
            $item->b = str_repeat('b', 40);
            $item->added = [1, 2, 3];
        }
    }
    $data = 'replaced';
    gc_collect_cycles();
    return true;
});
$data = ['x', new BadEntry(), new NotArray(), 'y'];
$packed = msgpack_pack($data);
echo bin2hex($packed), "\n";
var_dump(msgpack_unpack($packed));
restore_error_handler();
?>
--EXPECTF--
-- an error handler that throws: the notice's exception ends the pack, as in serialize()
NotArray msgpack_pack(): ErrorException: [msgpack] (msgpack_serialize_object) __sleep should return an array only containing the names of instance-variables to serialize
NotArray MessagePack::pack(): ErrorException: [msgpack] (msgpack_serialize_object) __sleep should return an array only containing the names of instance-variables to serialize
NotArray serialize(): ErrorException: serialize(): NotArray::__sleep() should return an array only containing the names of instance-variables to serialize
BadEntry msgpack_pack(): ErrorException: [msgpack] (msgpack_serialize_class) __sleep should return an array only containing the names of instance-variables to serialize
BadEntry MessagePack::pack(): ErrorException: [msgpack] (msgpack_serialize_class) __sleep should return an array only containing the names of instance-variables to serialize
BadEntry serialize(): ErrorException: serialize(): BadEntry::__sleep() should return an array only containing the names of instance-variables to serialize
Refuses msgpack_pack(): DomainException: __sleep refuses
Refuses MessagePack::pack(): DomainException: __sleep refuses
Refuses serialize(): DomainException: __sleep refuses
-- an error handler that changes what is being packed
handler: [msgpack] (msgpack_serialize_class) __sleep should return an array only containing the names of instance-variables to serialize
handler: [msgpack] (msgpack_serialize_object) __sleep should return an array only containing the names of instance-variables to serialize

Warning: foreach() argument must be of type array|object, string given in %s on line %d
94a17883c0a8426164456e747279a16101a162d92862626262626262626262626262626262626262626262626262626262626262626262626262626262c0a179
array(4) {
  [0]=>
  string(1) "x"
  [1]=>
  object(BadEntry)#%d (2) {
    ["a"]=>
    int(1)
    ["b"]=>
    string(40) "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
  }
  [2]=>
  NULL
  [3]=>
  string(1) "y"
}
