--TEST--
PHP 8.4 lazy objects (initialised on pack, as serialize() does, unless SKIP_INITIALIZATION_ON_SERIALIZE) and asymmetric visibility (written and read like any property)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_VERSION_ID < 80400) die('skip lazy objects and asymmetric visibility need PHP 8.4'); ?>
--FILE--
<?php
eval(<<<'PHP'
class P { public int $a = 1; public string $b = 'x'; public function __construct(int $a) { $this->a = $a; } }
class AV { public private(set) string $name = 'n'; public protected(set) int $n = 5; }
PHP);
$r = new ReflectionClass(P::class);
foreach ([0, ReflectionClass::SKIP_INITIALIZATION_ON_SERIALIZE] as $flags) {
    foreach (['ghost', 'proxy'] as $kind) {
        $make = function () use ($r, $kind, $flags, &$init) {
            return $kind === 'ghost'
                ? $r->newLazyGhost(function (P $o) use (&$init) { $init++; $o->__construct(42); }, $flags)
                : $r->newLazyProxy(function (P $o) use (&$init) { $init++; return new P(42); }, $flags);
        };
        $init = 0;
        $s = serialize($make());
        $initSerialize = $init;
        $init = 0;
        $m = msgpack_pack($make());
        printf("%s, flags %d: serialize() initialised %d, msgpack_pack() initialised %d: %s -> %s\n", $kind, $flags,
            $initSerialize, $init, bin2hex($m), json_encode((array) msgpack_unpack($m)));
    }
}
$av = new AV();
echo bin2hex(msgpack_pack($av)), "\n";
var_dump(msgpack_unpack("\x83\xc0\xa2AV\xa4name\xa3set\xa1n\x07"));
?>
--EXPECTF--
ghost, flags 0: serialize() initialised 1, msgpack_pack() initialised 1: 83c0a150a1612aa162a178 -> {"a":42,"b":"x"}
proxy, flags 0: serialize() initialised 1, msgpack_pack() initialised 1: 83c0a150a1612aa162a178 -> {"a":42,"b":"x"}
ghost, flags 8: serialize() initialised 0, msgpack_pack() initialised 0: 81c0a150 -> {"a":1,"b":"x"}
proxy, flags 8: serialize() initialised 0, msgpack_pack() initialised 0: 81c0a150 -> {"a":1,"b":"x"}
83c0a24156a46e616d65a16ea16e05
object(AV)#%d (2) {
  ["name"]=>
  string(3) "set"
  ["n"]=>
  int(7)
}
