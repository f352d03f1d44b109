--TEST--
MessagePackUnpacker: the __wakeup() calls an unserialize() inside Serializable::unserialize() deferred in a message left suspended do not run once a fatal error ended the request (PHP runs none of its code after it): the unpacker freed at shutdown (where the call could rehash the global table PHP walks, a crash) or reset by a shutdown function; a decode in the shutdown function runs its own
--FILE--
<?php
class N
{
    public function __wakeup()
    {
        echo "N::__wakeup\n";
        // what crashed the engine's walk of the globals at shutdown
        for ($i = 0; $i < 80; $i++) {
            unset($GLOBALS["a$i"]);
        }
        for ($i = 0; $i < 8; $i++) {
            $GLOBALS["z$i"] = 1;
        }
    }
}
class N2
{
    public $v = 1;
    public function __serialize(): array
    {
        return ['v' => $this->v];
    }
    public function __unserialize(array $data): void
    {
        echo "N2::__unserialize\n";
        $this->v = $data['v'];
    }
}
class S2 implements Serializable
{
    public $inner;
    public function serialize()
    {
        return serialize(new N2());
    }
    public function unserialize($data)
    {
        echo "S2::unserialize\n";
        $this->inner = unserialize($data);
    }
}
class S implements Serializable
{
    public $inner;
    public function serialize()
    {
        return serialize(new N());
    }
    public function unserialize($data)
    {
        echo "S::unserialize\n";
        $this->inner = unserialize($data);
    }
}
for ($i = 0; $i < 80; $i++) {
    $GLOBALS["a$i"] = 1;
}
for ($i = 0; $i < 30; $i++) {
    $GLOBALS["c$i"] = new stdClass();
}
$m = @msgpack_pack([new S(), str_repeat('x', 300)]);
$GLOBALS['kept'] = new MessagePackUnpacker();
$GLOBALS['kept']->feed(substr($m, 0, 40));
var_dump($GLOBALS['kept']->execute());
// the same with a deferred __unserialize()
$m2 = @msgpack_pack([new S2(), str_repeat('x', 300)]);
$GLOBALS['kept2'] = new MessagePackUnpacker();
$GLOBALS['kept2']->feed(substr($m2, 0, 40));
var_dump($GLOBALS['kept2']->execute());
$GLOBALS['reset'] = new MessagePackUnpacker();
$GLOBALS['reset']->feed(substr($m, 0, 40));
var_dump($GLOBALS['reset']->execute());

register_shutdown_function(function () use ($m) {
    echo "shutdown function\n";
    $GLOBALS['reset']->reset();
    echo "reset\n";
    $u = new MessagePackUnpacker();
    $u->feed($m);
    var_dump($u->execute());
    echo get_class($u->data()[0]->inner), "\n";
});
echo "fatal error\n";
@trigger_error("boom", E_USER_ERROR); // (@: PHP 8.4 deprecates E_USER_ERROR)
?>
--EXPECTF--
%AS::unserialize
bool(false)
S2::unserialize
bool(false)
S::unserialize
bool(false)
fatal error

Fatal error: boom in %s on line %d
shutdown function
reset
S::unserialize
N::__wakeup
bool(true)
N
