--TEST--
Restoring objects: a value a repeated key replaced is released among the delayed calls in the data's order, as unserialize() releases it: its destructor runs after the __wakeup() of the objects before it and before those of the objects after it, in maps and object properties, whole and in pieces; its exception stops the calls after it
--FILE--
<?php
class W { public $n = 1; function __wakeup() { echo "  W{$this->n}::__wakeup\n"; } }
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
#[AllowDynamicProperties]
class Holder { }

function w(int $n): W { $w = new W(); $w->n = $n; return $w; }
function d(bool $throw = false): D { $d = new D(); $d->live = true; $d->throw = $throw; return $d; }

// Each case as [key, value] pairs of one map (or one object's properties), written by hand in both formats.
$cases = [
    'wakeup, then the key repeated' => [['w', w(1)], ['a', d()], ['a', 1]],
    'the key repeated, then a wakeup' => [['a', d()], ['a', 1], ['w', w(2)]],
    'between two wakeups' => [['x', w(1)], ['a', d()], ['y', w(2)], ['a', 2], ['z', w(3)]],
    'a destructor that throws' => [['x', w(1)], ['a', d(true)], ['a', 1], ['y', w(2)]],
    'an array holding the object' => [['x', w(1)], ['a', [[d()]]], ['y', w(2)], ['a', 1], ['z', w(3)]],
];

function php_bytes(array $pairs, ?string $class): string
{
    $body = '';
    foreach ($pairs as [$k, $v]) {
        $body .= serialize($k) . serialize($v);
    }
    return $class === null ? 'a:' . count($pairs) . ':{' . $body . '}'
        : 'O:' . strlen($class) . ':"' . $class . '":' . count($pairs) . ':{' . $body . '}';
}

function msgpack_bytes(array $pairs, ?string $class): string
{
    $n = count($pairs) + ($class === null ? 0 : 1);
    $body = $class === null ? '' : msgpack_pack(null) . msgpack_pack($class);
    foreach ($pairs as [$k, $v]) {
        $body .= msgpack_pack($k) . msgpack_pack($v);
    }
    return ($n < 16 ? chr(0x80 | $n) : "\xde" . pack('n', $n)) . $body;
}

function run(string $label, callable $f): void
{
    echo "$label\n";
    try {
        $f();
    } catch (Throwable $e) {
        echo '  ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}

foreach ($cases as $label => $pairs) {
    foreach ([null, 'Holder'] as $class) {
        // built with the live flags off, so that the values made here print nothing as they go
        array_walk_recursive($pairs, function ($v) { if ($v instanceof D) { $v->live = false; } });
        $php = php_bytes($pairs, $class);
        $mp = msgpack_bytes($pairs, $class);
        $php = str_replace('s:4:"live";b:0;', 's:4:"live";b:1;', $php);
        $mp = str_replace("\xa4live\xc2", "\xa4live\xc3", $mp);
        $where = $class ? 'properties' : 'map';
        ob_start();
        run("unserialize", fn () => unserialize($php));
        $expected = ob_get_clean();
        ob_start();
        run("unserialize", fn () => msgpack_unpack($mp));
        $whole = ob_get_clean();
        ob_start();
        run("unserialize", function () use ($mp) {
            $u = new MessagePackUnpacker();
            foreach (str_split($mp) as $byte) {
                $u->feed($byte);
                if ($u->execute()) {
                    $u->data();
                    return;
                }
            }
        });
        $pieces = ob_get_clean();
        echo "$label, $where: ", $whole === $expected ? 'as unserialize()' : "DIFFERENT\n$whole$expected",
            $pieces === $expected ? '; in pieces too' : "; in pieces DIFFERENT\n$pieces", "\n";
    }
}
echo "\nThe order, for the record:\n";
echo preg_replace('/^unserialize\n/', '', (function () use ($cases) {
    ob_start();
    $mp = msgpack_bytes($cases['between two wakeups'], null);
    $mp = str_replace("\xa4live\xc2", "\xa4live\xc3", $mp);
    msgpack_unpack($mp);
    return ob_get_clean();
})());
?>
--EXPECT--
wakeup, then the key repeated, map: as unserialize(); in pieces too
wakeup, then the key repeated, properties: as unserialize(); in pieces too
the key repeated, then a wakeup, map: as unserialize(); in pieces too
the key repeated, then a wakeup, properties: as unserialize(); in pieces too
between two wakeups, map: as unserialize(); in pieces too
between two wakeups, properties: as unserialize(); in pieces too
a destructor that throws, map: as unserialize(); in pieces too
a destructor that throws, properties: as unserialize(); in pieces too
an array holding the object, map: as unserialize(); in pieces too
an array holding the object, properties: as unserialize(); in pieces too

The order, for the record:
  W1::__wakeup
  W2::__wakeup
  D::__destruct
  W3::__wakeup
