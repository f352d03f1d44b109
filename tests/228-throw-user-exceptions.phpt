--TEST--
throw mode: an exception from user code (magic methods, an error handler, a destructor run by the clean-up) propagates alone, never wrapped or doubled; calls nested in user code
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
--FILE--
<?php
class WakeThrows
{
    public $v = 1;
    public function __wakeup() { throw new LogicException('from __wakeup'); }
}
class UnserializeThrows
{
    public function __serialize(): array { return ['v' => 1]; }
    public function __unserialize(array $data): void { throw new DomainException('from __unserialize'); }
}
class SerializeThrows
{
    public function __serialize(): array { throw new LengthException('from __serialize'); }
}
class SleepThrows
{
    public $a = 1;
    public function __sleep() { throw new OutOfRangeException('from __sleep'); }
}
class Sleepy
{
    public $a = 1;
    public function __sleep() { return ['a', 'missing']; }
}
class DestructThrows
{
    public $v = 1;
    public function __destruct() { throw new UnexpectedValueException('from __destruct'); }
}
class DestructUnpacks
{
    public $v = 1;
    public function __destruct()
    {
        try {
            msgpack_unpack("\xc1");
        } catch (MessagePack\Exception\UnpackingFailedException $e) {
            echo "  __destruct caught: ", $e->getMessage(), "\n";
        }
    }
}
class WakeUnpacks
{
    public $v = 1;
    public function __wakeup() { msgpack_unpack("\x92\x01"); }
}

function attempt(string $what, callable $call): void
{
    try {
        $result = $call();
        echo "$what: returned ", is_string($result) ? bin2hex($result) : json_encode($result);
    } catch (Throwable $e) {
        echo "$what: ", get_class($e), ': ', $e->getMessage();
        for ($p = $e->getPrevious(); $p; $p = $p->getPrevious()) {
            echo ' (previous ', get_class($p), ': ', $p->getMessage(), ')';
        }
    }
    echo ', last error ', msgpack_last_error(), "\n";
}
ini_set('msgpack.throw', '1');
$mp = new MessagePack();

echo "-- user code throws: its exception propagates, alone\n";
$wake = msgpack_pack([new WakeThrows(), 'tail']);
attempt('__wakeup', fn () => msgpack_unpack($wake));
attempt('__wakeup, MessagePack::unpack', fn () => $mp->unpack($wake));
attempt('__unserialize', fn () => msgpack_unpack(msgpack_pack([new UnserializeThrows(), new UnserializeThrows()])));
attempt('__serialize', fn () => msgpack_pack(['a' => new SerializeThrows(), 'r' => STDIN]));
attempt('__serialize, MessagePack::pack', fn () => $mp->pack([new SerializeThrows()]));
attempt('__sleep', fn () => msgpack_pack([new SleepThrows()]));
attempt('__wakeup with extra bytes after the value', fn () => msgpack_unpack($wake . "\x01"));

echo "-- an error handler turns a notice into an exception\n";
set_error_handler(function ($type, $message) { throw new ErrorException($message, 0, $type); });
attempt('illegal key type', fn () => msgpack_unpack("\x82\xc3\x01\xa1k\x02"));
attempt('__sleep names a missing property', fn () => msgpack_pack(new Sleepy()));
restore_error_handler();

echo "-- destructors run by the clean-up of a failed decode\n";
// new DestructThrows(), packed (an object made here would throw when destroyed)
$obj = "\x82\xc0\xaeDestructThrows\xa1v\x01";
attempt('throws, truncated input', fn () => msgpack_unpack("\x92" . $obj));
attempt('throws, extra bytes', fn () => msgpack_unpack($obj . "\xc0"));
$obj = "\x82\xc0\xafDestructUnpacks\xa1v\x01";
attempt('calls msgpack_unpack, truncated input', fn () => msgpack_unpack("\x92" . $obj));
attempt('calls msgpack_unpack, extra bytes', fn () => msgpack_unpack($obj . "\xc0"));

echo "-- a throwing call inside a call\n";
attempt('__wakeup calls msgpack_unpack on bad data', fn () => msgpack_unpack(msgpack_pack(new WakeUnpacks())));

echo "-- MessagePackUnpacker: user code costs only its message\n";
$u = new MessagePackUnpacker();
$u->feed(msgpack_pack(new WakeThrows()) . "\x01" . "\xc1");
attempt('execute', fn () => $u->execute());
attempt('execute', fn () => $u->execute());
attempt('data', fn () => $u->data());
attempt('execute', fn () => $u->execute());

echo "-- a destructor run by execute() re-creates the unpacker\n";
class Rebuilds
{
    public static $unpacker;
    public $v = 1;
    public function __destruct()
    {
        self::$unpacker->__construct(true, ['allowed_classes' => ['Rebuilds'], 'throw' => true]);
        self::$unpacker->feed("\x92\x01\xc1");
        echo "  __destruct rebuilt the unpacker\n";
    }
}
$u = Rebuilds::$unpacker = new MessagePackUnpacker(true, ['allowed_classes' => ['Rebuilds']]);
$u->feed("\x82\xc0\xa8Rebuilds\xa1v\x01\x07");
attempt('execute', fn () => $u->execute());
// the next message (7) drops the value data() did not take, whose destructor re-creates the unpacker
attempt('execute, the value dropped', fn () => $u->execute());
attempt('data', fn () => $u->data());
attempt('execute', fn () => $u->execute());
?>
--EXPECT--
-- user code throws: its exception propagates, alone
__wakeup: LogicException: from __wakeup, last error 0
__wakeup, MessagePack::unpack: LogicException: from __wakeup, last error 0
__unserialize: DomainException: from __unserialize, last error 0
__serialize: LengthException: from __serialize, last error 0
__serialize, MessagePack::pack: LengthException: from __serialize, last error 0
__sleep: OutOfRangeException: from __sleep, last error 0
__wakeup with extra bytes after the value: LogicException: from __wakeup, last error 0
-- an error handler turns a notice into an exception
illegal key type: ErrorException: [msgpack] (msgpack_unserialize_map_item) illegal key type, last error 0
__sleep names a missing property: ErrorException: [msgpack] (msgpack_serialize_class) "missing" returned as member variable from __sleep() but does not exist, last error 0
-- destructors run by the clean-up of a failed decode
throws, truncated input: UnexpectedValueException: from __destruct, last error 1
throws, extra bytes: UnexpectedValueException: from __destruct, last error 7
  __destruct caught: Parse error at offset 0
calls msgpack_unpack, truncated input: MessagePack\Exception\InsufficientDataException: Insufficient data for unserializing at offset 22, last error 1
  __destruct caught: Parse error at offset 0
calls msgpack_unpack, extra bytes: MessagePack\Exception\UnpackingFailedException: Extra bytes at offset 21, last error 7
-- a throwing call inside a call
__wakeup calls msgpack_unpack on bad data: MessagePack\Exception\InsufficientDataException: Insufficient data for unserializing at offset 1, last error 0
-- MessagePackUnpacker: user code costs only its message
execute: LogicException: from __wakeup, last error 0
execute: returned true, last error 0
data: returned 1, last error 0
execute: MessagePack\Exception\UnpackingFailedException: Parse error at offset 0, last error 2
-- a destructor run by execute() re-creates the unpacker
execute: returned true, last error 0
  __destruct rebuilt the unpacker
execute, the value dropped: returned true, last error 0
data: returned false, last error 0
execute: MessagePack\Exception\UnpackingFailedException: Parse error at offset 2, last error 2
