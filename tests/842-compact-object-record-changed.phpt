--TEST--
Compact mode: an object record's values are written under its names only: a property set changed by user code in the middle is an error, never a value under another name
--FILE--
<?php
class P { public $x; public int $b = 1; public int $c; public $d = 'd'; }
// Its __serialize() runs while P's values are written (after the record's names [x, b, d] went out).
class Child
{
    public function __construct(public P $p, public string $how) {}
    public function __serialize(): array
    {
        if ($this->how === 'swap') {          // one declared property unset, another initialised: the same count
            unset($this->p->b);
            $this->p->c = 9;
        } elseif ($this->how === 'value') {   // a value changed, the property set not
            $this->p->d = 'changed';
        }
        return [];
    }
    public function __unserialize(array $data): void {}
}

foreach (['0', 'records', 'full'] as $compact) {
    foreach (['swap', 'value'] as $how) {
        ini_set('msgpack.compact', $compact);
        $o = new P;
        $o->x = new Child($o, $how);
        try {
            $back = msgpack_unpack(msgpack_pack($o));
            $props = [];
            foreach (['b', 'c', 'd'] as $name) {
                $props[] = $name . '=' . ((new ReflectionProperty(P::class, $name))->isInitialized($back) ? var_export($back->$name, true) : 'uninitialised');
            }
            printf("compact %-7s %-5s %s\n", $compact, $how, implode(' ', $props));
        } catch (Error $e) {
            printf("compact %-7s %-5s %s: %s\n", $compact, $how, get_class($e), $e->getMessage());
        }
    }
}
?>
--EXPECT--
compact 0       swap  b=1 c=9 d='d'
compact 0       value b=1 c=uninitialised d='changed'
compact records swap  Error: Object of class P changed while it was being serialized
compact records value b=1 c=uninitialised d='changed'
compact full    swap  Error: Object of class P changed while it was being serialized
compact full    value b=1 c=uninitialised d='changed'
