--TEST--
BufferUnpacker: a fatal error in the destructor of a value a repeated map key replaced (which runs in an extension's window, past the new value) leaves the object at the message's first byte with its nesting undone, as a fatal error in an extension leaves it: a shutdown function reads the message again whole
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer};

class D
{
    public static bool $fatal = true;
    public function __construct(public string $n) {}
    public function __destruct()
    {
        global $u;
        echo "D({$this->n})::__destruct, remaining ", $u->getRemainingCount(), "\n";
        if (self::$fatal) {
            self::$fatal = false;
            $u->skip(2);
            @trigger_error('stop here', E_USER_ERROR); // (@: PHP 8.4 deprecates E_USER_ERROR; a fatal error shows anyway)
        }
    }
}
class E implements Extension
{
    public function getType(): int
    {
        return 5;
    }
    public function pack(Packer $packer, $value): ?string
    {
        return null;
    }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        return new D($unpacker->read($extLength));
    }
}

// 2a, then {"a": ext x, "a": ext y, "b": 7}, then 2b
$u = new BufferUnpacker("\x2a" . "\x83\xa1a\xd4\x05x\xa1a\xd4\x05y\xa1b\x07" . "\x2b", null, [new E()]);
var_dump($u->unpack());
register_shutdown_function(function () {
    global $u;
    echo "shutdown: remaining ", $u->getRemainingCount(), "\n";
    echo json_encode($u->unpack()), ' ', json_encode($u->unpack()), ", remaining ", $u->getRemainingCount(), "\n";
});
$u->unpack();
?>
--EXPECTF--
int(42)
D(x)::__destruct, remaining 4

Fatal error: stop here in %s on line %d
shutdown: remaining 15
D(x)::__destruct, remaining 4
D(y)::__destruct, remaining 1
{"a":{"n":"y"},"b":7} 43, remaining 0
