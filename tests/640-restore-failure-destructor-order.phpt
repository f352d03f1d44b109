--TEST--
Destructors run in unserialize()'s order once the value is whole: after a __wakeup() that throws, for the objects in a __unserialize() payload it kept from running (dynamic properties before declared ones), and for a value a duplicate key replaced (before the __wakeup() calls)
--EXTENSIONS--
msgpack
--FILE--
<?php
#[AllowDynamicProperties]
class D {
    public $kid;
    function __construct(public $n) {}
    function __destruct() { echo "  destruct {$this->n}\n"; }
}
#[AllowDynamicProperties]
class Wk extends D { function __wakeup() { echo "  wakeup {$this->n}\n"; } }
#[AllowDynamicProperties]
class Throws extends D { function __wakeup() { echo "  wakeup {$this->n} throws\n"; throw new Exception('refused'); } }
class Box {
    function __construct(public $v = null) {}
    function __serialize(): array { return [$this->v]; }
    function __unserialize(array $d): void { $this->v = $d[0]; }
}
function run(string $label, callable $decode): array
{
    ob_start();
    try {
        $decode();
        echo "  returned\n";
    } catch (Exception $e) {
        echo "  caught ", $e->getMessage(), "\n";
    }
    return [$label, ob_get_clean()];
}
$t = new Throws('t');
$t->kid = new Wk('declared');
$t->extra = new D('dynamic');
foreach (['__unserialize() payload' => new Box($t), 'ArrayObject' => new ArrayObject([$t])] as $name => $v) {
    [, $php] = run('unserialize()', fn() => unserialize(serialize($v)));
    [, $ours] = run('msgpack', fn() => msgpack_unpack(msgpack_pack($v)));
    echo "$name:\n$ours", $ours === $php ? "  (as unserialize())\n" : "  DIFFERS from unserialize():\n$php";
}
echo "originals:\n";
$v = $t = null;
// {"a": D, "a": Wk}: the D replaced
[, $php] = run('unserialize()', fn() => unserialize('a:2:{s:1:"a";O:1:"D":1:{s:1:"n";s:8:"replaced";}s:1:"a";O:2:"Wk":1:{s:1:"n";s:1:"w";}}'));
[, $ours] = run('msgpack', fn() => msgpack_unpack("\x82\xa1a\x82\xc0\xa1D\xa1n\xa8replaced\xa1a\x82\xc0\xa2Wk\xa1n\xa1w"));
echo "duplicate key:\n$ours", $ours === $php ? "  (as unserialize())\n" : "  DIFFERS from unserialize():\n$php";
?>
--EXPECT--
__unserialize() payload:
  wakeup declared
  wakeup t throws
  destruct dynamic
  destruct declared
  caught refused
  (as unserialize())
ArrayObject:
  wakeup declared
  wakeup t throws
  destruct dynamic
  destruct declared
  caught refused
  (as unserialize())
originals:
  destruct t
  destruct dynamic
  destruct declared
duplicate key:
  destruct replaced
  wakeup w
  destruct w
  returned
  (as unserialize())
