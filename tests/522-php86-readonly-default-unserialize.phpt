--TEST--
PHP 8.6 readonly properties with default values: __unserialize() may assign each once, as unserialize() lets it (not __wakeup(), not afterwards)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (PHP_VERSION_ID < 80600) die('skip readonly property defaults need PHP 8.6'); ?>
--FILE--
<?php
eval(<<<'PHP'
class RoU {
    public readonly int $x = 5;
    public readonly array $list = [];
    public function __serialize(): array { return ['x' => $this->x + 1, 'list' => [1], 'unset' => $this->x === 5]; }
    public function __unserialize(array $d): void {
        $this->x = $d['x'];
        try { $this->x = 99; } catch (Error $e) { echo '  second write: ', $e->getMessage(), "\n"; }
        if ($d['unset']) { unset($this->list); echo "  unset allowed\n"; }
        else { $this->list = $d['list']; }
    }
    public function set(int $v): void {
        try { $this->x = $v; echo "  set() wrote\n"; } catch (Error $e) { echo '  set(): ', $e->getMessage(), "\n"; }
    }
}
class RoChild extends RoU {}
readonly class RoClass {
    public int $n = 1;
    public function __serialize(): array { return ['n' => 2]; }
    public function __unserialize(array $d): void { $this->n = $d['n']; }
}
class RoWakeup {
    public readonly int $x = 5;
    public function __wakeup() {
        try { $this->x = 6; } catch (Error $e) { echo '  __wakeup: ', $e->getMessage(), "\n"; }
    }
}
PHP);
$first = new RoU();
ob_start();
$again = unserialize(serialize($first)); // x is 6 there: __serialize() then asks to keep $list
ob_end_clean();
foreach (['RoU' => $first, 'RoU (x 6)' => $again, 'RoChild' => new RoChild(), 'RoClass' => new RoClass(), 'RoWakeup' => new RoWakeup()] as $label => $o) {
    foreach (['unserialize' => fn() => unserialize(serialize($o)), 'msgpack' => fn() => msgpack_unpack(msgpack_pack($o))] as $codec => $f) {
        echo "$label, $codec:\n";
        $back = $f();
        echo '  ', json_encode(get_object_vars($back)), "\n";
        if ($back instanceof RoU) {
            $back->set(42);
        }
    }
}
?>
--EXPECT--
RoU, unserialize:
  second write: Cannot modify readonly property RoU::$x
  unset allowed
  {"x":6}
  set(): Cannot modify readonly property RoU::$x
RoU, msgpack:
  second write: Cannot modify readonly property RoU::$x
  unset allowed
  {"x":6}
  set(): Cannot modify readonly property RoU::$x
RoU (x 6), unserialize:
  second write: Cannot modify readonly property RoU::$x
  {"x":7,"list":[1]}
  set(): Cannot modify readonly property RoU::$x
RoU (x 6), msgpack:
  second write: Cannot modify readonly property RoU::$x
  {"x":7,"list":[1]}
  set(): Cannot modify readonly property RoU::$x
RoChild, unserialize:
  second write: Cannot modify readonly property RoU::$x
  unset allowed
  {"x":6}
  set(): Cannot modify readonly property RoU::$x
RoChild, msgpack:
  second write: Cannot modify readonly property RoU::$x
  unset allowed
  {"x":6}
  set(): Cannot modify readonly property RoU::$x
RoClass, unserialize:
  {"n":2}
RoClass, msgpack:
  {"n":2}
RoWakeup, unserialize:
  __wakeup: Cannot modify readonly property RoWakeup::$x
  {"x":5}
RoWakeup, msgpack:
  __wakeup: Cannot modify readonly property RoWakeup::$x
  {"x":5}
