--TEST--
MessagePack\Packer::pack(): msgpack.max_depth bounds the nesting (decision 5): PackingFailedException "Maximum nesting depth of N exceeded", self-referencing arrays included
--INI--
msgpack.max_depth=8
--FILE--
<?php
// NOTE: decision 5; the pure-PHP library has no limit (and runs out of memory on a self-referencing array).
use MessagePack\Exception\PackingFailedException;
use MessagePack\MessagePack;
use MessagePack\PackOptions;
use MessagePack\Packer;

function nest(int $n, $leaf, bool $map = false)
{
    for ($i = 0; $i < $n; $i++) {
        $leaf = $map ? ['k' => $leaf] : [$leaf];
    }
    return $leaf;
}

function attempt(string $label, callable $f): void
{
    try {
        $r = $f();
        echo $label, ': ', bin2hex($r), "\n";
    } catch (PackingFailedException $e) {
        printf("%s: %s (code %d)\n", $label, $e->getMessage(), $e->getCode());
    }
}

$p = new Packer();
attempt('8 arrays', fn () => $p->pack(nest(8, 1)));
attempt('9 arrays', fn () => $p->pack(nest(9, 1)));
attempt('8 maps', fn () => $p->pack(nest(8, 1, true)));
attempt('9 maps', fn () => $p->pack(nest(9, 1, true)));
attempt('4 arrays + 4 maps', fn () => $p->pack(nest(4, nest(4, 1, true))));
attempt('4 arrays + 5 maps', fn () => $p->pack(nest(4, nest(5, 1, true))));
attempt('too deep in a later sibling', fn () => $p->pack([1, [2], nest(8, 3)]));
attempt('FORCE_ARR, 9 maps', fn () => (new Packer(PackOptions::FORCE_ARR))->pack(nest(9, 1, true)));
attempt('FORCE_MAP, 9 arrays', fn () => (new Packer(PackOptions::FORCE_MAP))->pack(nest(9, 1)));
attempt('facade, 9 arrays', fn () => MessagePack::pack(nest(9, 1)));
attempt('usable after a failure', fn () => $p->pack(nest(2, 'ok')));

$a = [1];
$a[] = &$a;
attempt('self-referencing array', fn () => $p->pack($a));
$o = ['x' => null];
$o['x'] = &$o;
attempt('self-referencing map', fn () => $p->pack($o));

// an exception thrown from a transformer deep inside does not leave the depth counted
$thrower = new class implements \MessagePack\CanPack {
    public function pack(Packer $packer, $value): ?string
    {
        throw new RuntimeException('boom');
    }
};
$t = new Packer(null, [$thrower]);
for ($i = 0; $i < 3; $i++) {
    try {
        $t->pack(nest(7, new ArrayObject()));
    } catch (RuntimeException $e) {
        echo $e->getMessage(), ' ';
    }
}
attempt('then 8 arrays', fn () => $t->pack(nest(8, 1)));

ini_set('msgpack.max_depth', '3');
$q = new Packer();
attempt('max_depth=3, 3 arrays', fn () => $q->pack(nest(3, 1)));
attempt('max_depth=3, 4 arrays', fn () => $q->pack(nest(4, 1)));
attempt('max_depth=3, self-referencing array', fn () => $q->pack($a));
?>
--EXPECT--
8 arrays: 919191919191919101
9 arrays: Maximum nesting depth of 8 exceeded (code 0)
8 maps: 81a16b81a16b81a16b81a16b81a16b81a16b81a16b81a16b01
9 maps: Maximum nesting depth of 8 exceeded (code 0)
4 arrays + 4 maps: 9191919181a16b81a16b81a16b81a16b01
4 arrays + 5 maps: Maximum nesting depth of 8 exceeded (code 0)
too deep in a later sibling: Maximum nesting depth of 8 exceeded (code 0)
FORCE_ARR, 9 maps: Maximum nesting depth of 8 exceeded (code 0)
FORCE_MAP, 9 arrays: Maximum nesting depth of 8 exceeded (code 0)
facade, 9 arrays: Maximum nesting depth of 8 exceeded (code 0)
usable after a failure: 9191a26f6b
self-referencing array: Maximum nesting depth of 8 exceeded (code 0)
self-referencing map: Maximum nesting depth of 8 exceeded (code 0)
boom boom boom then 8 arrays: 919191919191919101
max_depth=3, 3 arrays: 91919101
max_depth=3, 4 arrays: Maximum nesting depth of 3 exceeded (code 0)
max_depth=3, self-referencing array: Maximum nesting depth of 3 exceeded (code 0)
