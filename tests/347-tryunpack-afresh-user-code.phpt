--TEST--
BufferUnpacker::tryUnpack(): user code in a map read afresh through its template after a cut in its first key (an extension re-entering tryUnpack(), replacing the buffer, throwing, a fatal error, then the same object in a shutdown function): as when the map goes on key by key
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer};

final class Box
{
    public function __construct(public string $data) {}
}

final class Hooks
{
    public static ?Closure $onUnpack = null;
    public static int $calls = 0;
}

final class BoxExtension implements Extension
{
    public function getType(): int { return 7; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        Hooks::$calls++;
        $data = $unpacker->read($extLength);
        if (Hooks::$onUnpack) {
            (Hooks::$onUnpack)($unpacker, $data);
        }
        return new Box($data);
    }
}

// [row, row]: each row {"first_key_1": ext, "k2": 1, "k3": <48 bytes>}; the first piece ends in the first row's
// first key, past two bytes a pair (the map is entered), and the second brings the rest (enough bytes a pair for the
// row to be read afresh through its template)
function row(string $ext): string
{
    return "\x83\xabfirst_key_1\xc7\x01\x07" . $ext . "\xa2k2\x01\xa2k3\xd9\x30" . str_repeat('v', 48);
}
$message = "\x92" . row('a') . row('b');
$first = substr($message, 0, 10);
$rest = substr($message, 10);
function unpacker(): BufferUnpacker
{
    return new BufferUnpacker('', null, [new BoxExtension()]);
}
function show($got): string
{
    return json_encode($got);
}

echo "-- plain, twice (the second time the shape is known)\n";
foreach ([1, 2] as $round) {
    Hooks::$calls = 0;
    $u = unpacker();
    echo show($u->append($first)->tryUnpack()), ' ', show($u->append($rest)->tryUnpack()), ', calls ', Hooks::$calls, "\n";
}

echo "-- an extension calls tryUnpack() on the same object during the afresh read\n";
$u = unpacker();
$u->append($first)->tryUnpack();
Hooks::$onUnpack = function (BufferUnpacker $u, string $data) {
    if ($data === 'a') {
        echo '   nested tryUnpack(): ', show($u->tryUnpack()), "\n";
    }
};
try {
    echo show($u->append($rest)->tryUnpack()), "\n";
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
Hooks::$onUnpack = null;

echo "-- an extension replaces the buffer during the afresh read (as the library's tryUnpack(): no InsufficientDataException, the offset the call began at, in the new buffer)\n";
$u = unpacker();
$u->append($first)->tryUnpack();
Hooks::$onUnpack = function (BufferUnpacker $u, string $data) {
    if ($data === 'a') {
        $u->reset("\x05");
    }
};
try {
    echo show($u->append($rest)->tryUnpack()), "\n";
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
Hooks::$onUnpack = null;
echo 'then: ', show($u->tryUnpack()), "\n";

echo "-- an extension throws during the afresh read\n";
$u = unpacker();
$u->append($first)->tryUnpack();
Hooks::$onUnpack = function (BufferUnpacker $u, string $data) {
    throw new RuntimeException("no $data");
};
try {
    echo show($u->append($rest)->tryUnpack()), "\n";
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
Hooks::$onUnpack = null;
echo 'then: ', show($u->tryUnpack()), ' ', show($u->append("\x07")->tryUnpack()), "\n";

echo "-- a fatal error in an extension during the afresh read; the object in a shutdown function\n";
$u = unpacker();
$u->append($first)->tryUnpack();
register_shutdown_function(function () use ($u, $message) {
    Hooks::$onUnpack = null;
    echo "shutdown: ", show($u->tryUnpack()), "\n";
    $u->reset($message);
    echo "shutdown, reset: ", show($u->tryUnpack()), "\n";
    $v = unpacker();
    echo "shutdown, a new one: ", show($v->append(substr($message, 0, 10))->tryUnpack()), ' ',
        show($v->append(substr($message, 10))->tryUnpack()), "\n";
});
Hooks::$onUnpack = function (BufferUnpacker $u, string $data) {
    @trigger_error("fatal in $data", E_USER_ERROR); // (@: PHP 8.4 deprecates E_USER_ERROR; a fatal error shows anyway)
};
$u->append($rest)->tryUnpack();
echo "not reached\n";
?>
--EXPECTF--
-- plain, twice (the second time the shape is known)
[] [[{"first_key_1":{"data":"a"},"k2":1,"k3":"vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv"},{"first_key_1":{"data":"b"},"k2":1,"k3":"vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv"}]], calls 2
[] [[{"first_key_1":{"data":"a"},"k2":1,"k3":"vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv"},{"first_key_1":{"data":"b"},"k2":1,"k3":"vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv"}]], calls 2
-- an extension calls tryUnpack() on the same object during the afresh read
   nested tryUnpack(): ["k2",1,"k3","vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv",{"first_key_1":{"data":"b"},"k2":1,"k3":"vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv"}]
[]
-- an extension replaces the buffer during the afresh read (as the library's tryUnpack(): no InsufficientDataException, the offset the call began at, in the new buffer)
[]
then: [5]
-- an extension throws during the afresh read
RuntimeException: no a
then: ["k2",1,"k3","vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv",{"first_key_1":{"data":"b"},"k2":1,"k3":"vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv"}] [7]
-- a fatal error in an extension during the afresh read; the object in a shutdown function

Fatal error: fatal in a in %s on line %d
shutdown: [[{"first_key_1":{"data":"a"},"k2":1,"k3":"vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv"},{"first_key_1":{"data":"b"},"k2":1,"k3":"vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv"}]]
shutdown, reset: [[{"first_key_1":{"data":"a"},"k2":1,"k3":"vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv"},{"first_key_1":{"data":"b"},"k2":1,"k3":"vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv"}]]
shutdown, a new one: [] [[{"first_key_1":{"data":"a"},"k2":1,"k3":"vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv"},{"first_key_1":{"data":"b"},"k2":1,"k3":"vvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvvv"}]]
