--TEST--
Restoring objects: a value a repeated property name replaced in an object whose class declares properties (declared or dynamic name) is released among the delayed calls where its name was read, as unserialize() releases it, and not with the slots before them
--FILE--
<?php
enum Suit { case Hearts; }
#[AllowDynamicProperties]
class W { public $n = 0; public Suit $suit = Suit::Hearts; function __wakeup() { echo "  W{$this->n}::__wakeup\n"; } }
#[AllowDynamicProperties]
class D {
    public $live = false;
    public $throw = false;
    function __destruct() {
        if ($this->live) {
            echo "  D::__destruct\n";
            if ($this->throw) {
                throw new RuntimeException('from D');
            }
        }
    }
}

function w(int $n): W { $w = new W(); $w->n = $n; return $w; }
function d(bool $throw = false): D { $d = new D(); $d->throw = $throw; return $d; }

// [key, value] pairs of the outer W object's properties: 'n' is declared, 'a' dynamic
$cases = [
    'dynamic name' => [['x', w(1)], ['a', d()], ['a', 1], ['y', w(2)]],
    'declared name' => [['x', w(1)], ['n', d()], ['n', 7], ['y', w(2)]],
    'a destructor that throws' => [['x', w(1)], ['a', d(true)], ['a', 1], ['y', w(2)]],
    'an array holding it' => [['x', w(1)], ['a', [d()]], ['a', 1], ['y', w(2)]],
    // the value replaced is queued as the name is read: before the __wakeup() of the value that replaces it
    'replaced by an object with __wakeup()' => [['x', w(1)], ['a', d()], ['a', w(3)], ['y', w(2)]],
    'a declared name replaced by one' => [['x', w(1)], ['n', d()], ['n', w(3)], ['y', w(2)]],
];

foreach ($cases as $label => $pairs) {
    $php = '';
    $mp = "\xc0" . msgpack_pack('W');
    foreach ($pairs as [$k, $v]) {
        $php .= serialize($k) . serialize($v);
        $mp .= msgpack_pack($k) . msgpack_pack($v);
    }
    $php = 'O:1:"W":' . count($pairs) . ':{' . str_replace('s:4:"live";b:0;', 's:4:"live";b:1;', $php) . '}';
    $mp = chr(0x80 | (count($pairs) + 1)) . str_replace("\xa4live\xc2", "\xa4live\xc3", $mp);
    $run = function (callable $f): string {
        ob_start();
        try {
            $r = $f();
            echo '  ', is_object($r) ? get_class($r) : gettype($r), "\n";
        } catch (Throwable $e) {
            echo '  ', get_class($e), ': ', $e->getMessage(), "\n";
        }
        return ob_get_clean();
    };
    $expected = $run(fn () => unserialize($php));
    $whole = $run(fn () => msgpack_unpack($mp));
    $pieces = $run(function () use ($mp) {
        $u = new MessagePackUnpacker();
        foreach (str_split($mp) as $byte) {
            $u->feed($byte);
            if ($u->execute()) {
                return $u->data();
            }
        }
        return null;
    });
    echo "$label: ", $whole === $expected ? 'as unserialize()' : "DIFFERENT\n$whole$expected",
        $pieces === $expected ? '; in pieces too' : "; in pieces DIFFERENT\n$pieces", "\n";
    if ($label === 'declared name' || $label === 'replaced by an object with __wakeup()') {
        echo $whole;
    }
}
?>
--EXPECT--
dynamic name: as unserialize(); in pieces too
declared name: as unserialize(); in pieces too
  W1::__wakeup
  D::__destruct
  W2::__wakeup
  W7::__wakeup
  W
a destructor that throws: as unserialize(); in pieces too
an array holding it: as unserialize(); in pieces too
replaced by an object with __wakeup(): as unserialize(); in pieces too
  W1::__wakeup
  D::__destruct
  W3::__wakeup
  W2::__wakeup
  W0::__wakeup
  W
a declared name replaced by one: as unserialize(); in pieces too
