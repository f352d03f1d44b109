--TEST--
A class with __serialize() but no __unserialize(): the payload's entries become the object's properties, with unserialize()'s checks, and __wakeup() then sees them, as unserialize() has it (they were dropped silently, leaving the defaults)
--FILE--
<?php
#[AllowDynamicProperties]
class Money
{
    public $cents = 0;
    public $currency = 'EUR';
    public $cache = 'derived';
    public function __serialize(): array
    {
        return ['cents' => $this->cents, 'currency' => $this->currency, 7 => 'seven'];
    }
}
#[AllowDynamicProperties]
class Cfg
{
    public $dsn = 'default';
    public function __serialize(): array
    {
        return ['dsn' => 'mysql:prod'];
    }
    public function __wakeup(): void
    {
        echo "__wakeup sees dsn={$this->dsn}\n";
    }
}
class Typed
{
    public int $n = 0;
    public function __serialize(): array
    {
        return ['n' => 'not an int'];
    }
}
$m = new Money();
$m->cents = 250;
$m->currency = 'USD';
var_dump(msgpack_unpack(msgpack_pack($m)) == unserialize(serialize($m)));
var_dump((new MessagePack(true))->unpack((new MessagePack(true))->pack($m)) == unserialize(serialize($m)));
var_export(msgpack_unpack(msgpack_pack($m)));
echo "\n";
unserialize(serialize(new Cfg()));
msgpack_unpack(msgpack_pack(new Cfg()));
try {
    unserialize(serialize(new Typed()));
} catch (TypeError $e) {
    echo 'unserialize(): ', $e->getMessage(), "\n";
}
try {
    msgpack_unpack(msgpack_pack(new Typed()));
} catch (TypeError $e) {
    echo 'msgpack_unpack(): ', $e->getMessage(), "\n";
}
?>
--EXPECTF--
bool(true)
bool(true)
\Money::__set_state(array(
   'cents' => 250,
   'currency' => 'USD',
   'cache' => 'derived',
   '7' => 'seven',
))
__wakeup sees dsn=mysql:prod
__wakeup sees dsn=mysql:prod
unserialize(): Cannot assign string to property Typed::$n of type int
msgpack_unpack(): Cannot assign string to property Typed::$n of type int
