--TEST--
BufferUnpacker::tryUnpack(): user code around a suspended decode (an extension re-entering tryUnpack() or replacing the buffer while the decode goes on, destructors of kept values, a cycle through a kept value, clone, a fatal error in an extension, then the same object in a shutdown function)
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer};

final class Box
{
    public function __construct(public string $data, public mixed $hold = null) {}
    public function __destruct()
    {
        if (isset(Hooks::$onDestruct)) {
            (Hooks::$onDestruct)($this);
        }
    }
}

final class Hooks
{
    public static ?Closure $onUnpack = null;
    public static ?Closure $onDestruct = null;
    public static int $calls = 0;
    public static bool $hold = false;
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
        return new Box($data, Hooks::$hold ? $unpacker : null);
    }
}

function ext(string $data): string
{
    return "\xc7" . chr(strlen($data)) . "\x07" . $data;
}

// [ext a, [ext b, "x"], {"k": ext c}, "tail"]
$message = "\x94" . ext('a') . "\x92" . ext('b') . "\xa1x" . "\x81\xa1k" . ext('c') . "\xa4tail";
$cut = strlen("\x94" . ext('a') . "\x92" . ext('b') . "\xa1");
$first = substr($message, 0, $cut);
$rest = substr($message, $cut);
function show(array $got): string
{
    return json_encode($got, JSON_PARTIAL_OUTPUT_ON_ERROR);
}
function unpacker(): BufferUnpacker
{
    return new BufferUnpacker('', null, [new BoxExtension()]);
}

echo "-- plain: each extension runs once\n";
$u = unpacker();
echo show($u->append($first)->tryUnpack()), ' ', show($u->append($rest)->tryUnpack()), ', calls ', Hooks::$calls, "\n";

echo "-- an extension calls tryUnpack() on the same object while the suspended decode goes on\n";
Hooks::$calls = 0;
$u = unpacker();
$u->append($first)->tryUnpack();
Hooks::$onUnpack = function (BufferUnpacker $u, string $data) {
    if ($data === 'c') {
        echo '   nested tryUnpack(): ', show($u->tryUnpack()), "\n";
    }
};
echo show($u->append($rest)->tryUnpack()), ', calls ', Hooks::$calls, "\n";

echo "-- an extension replaces the buffer while the suspended decode goes on\n";
$u = unpacker();
$u->append($first)->tryUnpack();
Hooks::$onUnpack = function (BufferUnpacker $u, string $data) {
    if ($data === 'c') {
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

echo "-- a destructor of a kept value calls tryUnpack() when reset() drops the suspended message\n";
$u = unpacker();
$u->append($first)->tryUnpack();
Hooks::$onDestruct = function (Box $b) use ($u) {
    echo '   destructing ', $b->data, ': ', show($u->tryUnpack()), "\n";
};
$u->reset("\x2a");
Hooks::$onDestruct = null;
echo 'then: ', show($u->tryUnpack()), "\n";

echo "-- a kept value holds the unpacker: the cycle is collected\n";
$u = unpacker();
Hooks::$hold = true;
$u->append($first)->tryUnpack();
Hooks::$hold = false;
Hooks::$onDestruct = function (Box $b) {
    echo '   destructing ', $b->data, "\n";
};
unset($u);
$collected = gc_collect_cycles();
echo 'collected: ', $collected > 0 ? 'yes' : 'no', "\n";
Hooks::$onDestruct = null;

echo "-- clone of an object with a suspended message: both finish it (the clone from its start)\n";
Hooks::$calls = 0;
$u = unpacker();
$u->append($first)->tryUnpack();
$c = clone $u;
echo show($u->append($rest)->tryUnpack()), ' ', show($c->append($rest)->tryUnpack()), ', calls ', Hooks::$calls, "\n";

echo "-- a fatal error in an extension while a suspended decode goes on; the object in a shutdown function\n";
Hooks::$calls = 0;
$u = unpacker();
$u->append($first)->tryUnpack();
register_shutdown_function(function () use ($u, $rest) {
    Hooks::$onUnpack = null;
    echo "shutdown: ", show($u->tryUnpack()), ', calls ', Hooks::$calls, ', remaining ', $u->getRemainingCount(), "\n";
});
Hooks::$onUnpack = function (BufferUnpacker $u, string $data) {
    if ($data === 'c') {
        @trigger_error('stop here', E_USER_ERROR); // (@: PHP 8.4 deprecates E_USER_ERROR; a fatal error shows anyway)
    }
};
$u->append($rest)->tryUnpack();
echo "not reached\n";
?>
--EXPECTF--
-- plain: each extension runs once
[] [[{"data":"a","hold":null},[{"data":"b","hold":null},"x"],{"k":{"data":"c","hold":null}},"tail"]], calls 3
-- an extension calls tryUnpack() on the same object while the suspended decode goes on
   nested tryUnpack(): ["tail"]
[], calls 3
-- an extension replaces the buffer while the suspended decode goes on
[[{"data":"a","hold":null},[{"data":"b","hold":null},"x"],{"k":{"data":"c","hold":null}},5]]
then: []
-- a destructor of a kept value calls tryUnpack() when reset() drops the suspended message
   destructing a: [42]
   destructing b: []
then: []
-- a kept value holds the unpacker: the cycle is collected
   destructing a
   destructing b
collected: yes
-- clone of an object with a suspended message: both finish it (the clone from its start)
[[{"data":"a","hold":null},[{"data":"b","hold":null},"x"],{"k":{"data":"c","hold":null}},"tail"]] [[{"data":"a","hold":null},[{"data":"b","hold":null},"x"],{"k":{"data":"c","hold":null}},"tail"]], calls 6
-- a fatal error in an extension while a suspended decode goes on; the object in a shutdown function

Fatal error: stop here in %s on line %d
shutdown: [[{"data":"a","hold":null},[{"data":"b","hold":null},"x"],{"k":{"data":"c","hold":null}},"tail"]], calls 6, remaining 0
