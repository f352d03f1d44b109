--TEST--
PHP 8.4 lazy objects whose class has __sleep(): the initializer runs as serialize() runs it (after __sleep(), and not at all under SKIP_INITIALIZATION_ON_SERIALIZE)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_VERSION_ID < 80400) die('skip lazy objects need PHP 8.4'); ?>
--FILE--
<?php
class SL {
    public int $a = 1;
    public int $typed;
    public function __construct(int $a) { $this->a = $a; }
    public function __sleep() { echo "  __sleep\n"; return ['a', 'typed']; }
}
$r = new ReflectionClass(SL::class);
foreach ([0, ReflectionClass::SKIP_INITIALIZATION_ON_SERIALIZE] as $flags) {
    foreach (['ghost', 'proxy'] as $kind) {
        $make = fn() => $kind === 'ghost'
            ? $r->newLazyGhost(function (SL $o) { echo "  init\n"; $o->__construct(42); }, $flags)
            : $r->newLazyProxy(function (SL $o) { echo "  init\n"; return new SL(42); }, $flags);
        echo "$kind, flags $flags: serialize()\n";
        $o = $make();
        $s = serialize($o);
        echo "  $s", ', lazy afterwards: ', json_encode($r->isUninitializedLazyObject($o)), "\n";
        echo "$kind, flags $flags: msgpack_pack()\n";
        $o = $make();
        $m = bin2hex(msgpack_pack($o));
        echo "  $m", ', lazy afterwards: ', json_encode($r->isUninitializedLazyObject($o)), "\n";
    }
}
?>
--EXPECT--
ghost, flags 0: serialize()
  __sleep
  init
  O:2:"SL":1:{s:1:"a";i:42;}, lazy afterwards: false
ghost, flags 0: msgpack_pack()
  __sleep
  init
  82c0a2534ca1612a, lazy afterwards: false
proxy, flags 0: serialize()
  __sleep
  init
  O:2:"SL":1:{s:1:"a";i:42;}, lazy afterwards: false
proxy, flags 0: msgpack_pack()
  __sleep
  init
  82c0a2534ca1612a, lazy afterwards: false
ghost, flags 8: serialize()
  __sleep
  O:2:"SL":0:{}, lazy afterwards: true
ghost, flags 8: msgpack_pack()
  __sleep
  81c0a2534c, lazy afterwards: true
proxy, flags 8: serialize()
  __sleep
  O:2:"SL":0:{}, lazy afterwards: true
proxy, flags 8: msgpack_pack()
  __sleep
  81c0a2534c, lazy afterwards: true
