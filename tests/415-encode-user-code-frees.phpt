--TEST--
Encoding: user code that frees, changes or throws on what is being packed (every callback kind x container kind x API) never reads freed memory, keeps the output consistent, and propagates its exceptions
--EXTENSIONS--
msgpack
--FILE--
<?php
// Each callback runs one attack on the structure around it; the harness checks that packing either throws the
// callback's exception (or a clear Error) or returns bytes that decode, with the counts the headers promise.
// Run under valgrind and ASan by scripts/test: a use-after-free shows up there even when the output looks right.
$GLOBALS['mode'] = null;

function attack(object $self): void
{
    switch ($GLOBALS['mode']) {
        case 'drop container':
            $GLOBALS['x'] = null;
            break;
        case 'grow container':
            for ($i = 0; $i < 64; $i++) {
                $GLOBALS['x'][] = str_repeat('g', 40);
            }
            break;
        case 'shrink container':
            foreach (array_keys($GLOBALS['x']) as $k) {
                unset($GLOBALS['x'][$k]);
            }
            break;
        case 'drop holder':
            $GLOBALS['holder'] = null;
            break;
        case 'change holder':
            // properties after the one being packed: one added, one removed
            if ($GLOBALS['holder'] instanceof MessagePack\Type\Map) {
                $GLOBALS['holder']->map['extra'] = str_repeat('e', 40);
                unset($GLOBALS['holder']->map['c']);
            } elseif ($GLOBALS['holder'] instanceof Holder) {
                $GLOBALS['holder']->extra = str_repeat('e', 40);
                unset($GLOBALS['holder']->c);
            }
            break;
        case 'init typed':
            // a declared property after the one being packed, uninitialised when the header was counted
            if ($GLOBALS['holder'] instanceof Holder) {
                $GLOBALS['holder']->d = 4;
            }
            break;
        case 'drop self':
            $GLOBALS['self'] = null;
            break;
        case 'repack':
            // the same value again, on the same Packer, from inside its own packing
            $GLOBALS['mode'] = null;
            msgpack_pack($GLOBALS['x']);
            if (isset($GLOBALS['packer'])) {
                $GLOBALS['packer']->pack($GLOBALS['x']);
            }
            $GLOBALS['mode'] = 'repack';
            break;
        case 'throw':
            throw new RuntimeException('thrown by ' . get_class($self));
    }
}

class WithSerialize { public $a = 1; function __serialize(): array { attack($this); return ['a' => str_repeat('s', 30)]; } function __unserialize(array $d): void {} }
class WithSleep { public $a = 1; public $b = 2; function __sleep() { attack($this); return ['a', 'b']; } }
class WithSerializable implements Serializable {
    public $a = 1;
    function serialize() { attack($this); return str_repeat('p', 30); }
    function unserialize($s) {}
}
#[AllowDynamicProperties]
class Holder { public $a = 1; public $b; public $c = 3; public int $d; }
class Packable implements MessagePack\CanBePacked {
    function pack(MessagePack\Packer $packer): string { attack($this); return $packer->packStr(str_repeat('c', 30)); }
}
class Transformed {}
class Transformer implements MessagePack\CanPack {
    function pack(MessagePack\Packer $packer, $value): ?string {
        if (!$value instanceof Transformed) {
            return null;
        }
        attack($value);
        return $packer->packStr(str_repeat('t', 30));
    }
}

function make(string $class): object
{
    return match ($class) {
        'WithSerializable' => @new WithSerializable(),
        default => new $class(),
    };
}

/** The value to pack: the object inside a container of the given kind; $x, $holder and $self name its parts. */
function build(string $container, string $class): array
{
    $o = make($class);
    $GLOBALS['self'] = $o;
    $GLOBALS['holder'] = null;
    $GLOBALS['x'] = null;
    switch ($container) {
        case 'list':
            $GLOBALS['x'] = [$o, str_repeat('a', 40), str_repeat('b', 40)];
            return [&$GLOBALS['x']];
        case 'map':
            $GLOBALS['x'] = ['o' => $o, 'a' => str_repeat('a', 40), 'b' => str_repeat('b', 40)];
            return [&$GLOBALS['x']];
        case 'object property':
            // the library API packs no plain objects: a Map object holds the value there
            if ($o instanceof MessagePack\CanBePacked || $o instanceof Transformed) {
                $GLOBALS['holder'] = new MessagePack\Type\Map(['a' => 1, 'b' => $o, 'c' => 3]);
            } else {
                $GLOBALS['holder'] = new Holder();
                $GLOBALS['holder']->b = $o;
            }
            $GLOBALS['x'] = [1, 2];
            return [&$GLOBALS['holder'], 'tail'];
        case 'by reference':
            $GLOBALS['x'] = [&$GLOBALS['self'], str_repeat('a', 40)];
            return [&$GLOBALS['x']];
    }
}

function outcome(callable $pack, callable $unpack): string
{
    try {
        $bytes = $pack();
    } catch (Throwable $e) {
        return get_class($e) . ': ' . $e->getMessage();
    }
    if (!is_string($bytes)) {
        return 'returned ' . gettype($bytes);
    }
    try {
        $back = $unpack($bytes);
    } catch (Throwable $e) {
        return 'output does not decode: ' . $e->getMessage();
    }
    return $back === false ? 'output does not decode' : 'ok';
}

ini_set('msgpack.error_display', '0');
$apis = [
    'msgpack_pack php_only=1' => ['1', fn ($v) => msgpack_pack($v), fn ($b) => msgpack_unpack($b)],
    'msgpack_pack php_only=0' => ['0', fn ($v) => msgpack_pack($v), fn ($b) => msgpack_unpack($b)],
    'Packer::pack' => ['1', function ($v) {
        $GLOBALS['packer'] = new MessagePack\Packer(null, [new Transformer()]);
        return $GLOBALS['packer']->pack($v);
    }, fn ($b) => (new MessagePack\BufferUnpacker($b))->unpack()],
];
$classes = [
    'msgpack_pack php_only=1' => ['WithSerialize', 'WithSleep', 'WithSerializable'],
    'msgpack_pack php_only=0' => ['WithSerialize', 'WithSleep', 'WithSerializable'],
    'Packer::pack' => ['Packable', 'Transformed'],
];
$attacks = ['drop container', 'grow container', 'shrink container', 'drop holder', 'change holder', 'init typed',
    'drop self', 'repack', 'throw'];
$summary = [];
foreach ($apis as $api => [$phpOnly, $pack, $unpack]) {
    ini_set('msgpack.php_only', $phpOnly);
    foreach ($classes[$api] as $class) {
        foreach (['list', 'map', 'object property', 'by reference'] as $container) {
            foreach ($attacks as $attack) {
                $GLOBALS['mode'] = null;
                $value = build($container, $class);
                $GLOBALS['mode'] = $attack;
                $result = outcome(fn () => $pack($value), $unpack);
                $GLOBALS['mode'] = null;
                unset($value);
                $summary[$result][] = "$api / $class / $container / $attack";
            }
        }
    }
}
ksort($summary);
foreach ($summary as $result => $cases) {
    printf("%s: %d cases\n", $result, count($cases));
    if ($result !== 'ok' && !str_starts_with($result, 'RuntimeException: thrown by')) {
        echo '  ', implode("\n  ", $cases), "\n";
    }
}

// An error handler that throws on the encoder's own notices stops the encode.
ini_set('msgpack.error_display', '1');
ini_set('msgpack.php_only', '1');
class SleepMissing { public $a = 1; function __sleep() { return ['a', 'missing']; } }
set_error_handler(function ($no, $str) { throw new ErrorException($str); });
try {
    msgpack_pack([new SleepMissing(), 'after']);
    echo "no exception\n";
} catch (ErrorException $e) {
    echo 'ErrorException: ', $e->getMessage(), "\n";
}
restore_error_handler();
?>
--EXPECTF--
Deprecated: WithSerializable implements the Serializable interface, %s
Error: Object of class Holder changed while it was being serialized: 12 cases
  msgpack_pack php_only=1 / WithSerialize / object property / change holder
  msgpack_pack php_only=1 / WithSerialize / object property / init typed
  msgpack_pack php_only=1 / WithSleep / object property / change holder
  msgpack_pack php_only=1 / WithSleep / object property / init typed
  msgpack_pack php_only=1 / WithSerializable / object property / change holder
  msgpack_pack php_only=1 / WithSerializable / object property / init typed
  msgpack_pack php_only=0 / WithSerialize / object property / change holder
  msgpack_pack php_only=0 / WithSerialize / object property / init typed
  msgpack_pack php_only=0 / WithSleep / object property / change holder
  msgpack_pack php_only=0 / WithSleep / object property / init typed
  msgpack_pack php_only=0 / WithSerializable / object property / change holder
  msgpack_pack php_only=0 / WithSerializable / object property / init typed
RuntimeException: thrown by Packable: 4 cases
RuntimeException: thrown by Transformed: 4 cases
RuntimeException: thrown by WithSerializable: 8 cases
RuntimeException: thrown by WithSerialize: 8 cases
RuntimeException: thrown by WithSleep: 8 cases
ok: 244 cases
ErrorException: [msgpack] (msgpack_serialize_class) "missing" returned as member variable from __sleep() but does not exist