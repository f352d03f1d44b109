--TEST--
A fatal error in a transformer of a PackOptions::SEQUENTIAL Packer, reached from msgpack_pack() of nested arrays (PECL format, recursion guard on): in a shutdown function the Packer packs at top level with the failed message's records undone, and msgpack_pack() writes the same arrays again in full
--EXTENSIONS--
msgpack
--INI--
fatal_error_backtraces=0
msgpack.php_only=0
--FILE--
<?php
use MessagePack\CanPack;
use MessagePack\Packer;
use MessagePack\PackOptions;

final class FatalOnce implements CanPack
{
    public static bool $armed = true;

    public function pack(Packer $packer, $value): ?string
    {
        if (!$value instanceof ArrayObject) {
            return null;
        }
        if (self::$armed) {
            // A compile error: fatal, the request ends here.
            eval('function declared_twice() {} function declared_twice() {}');
        }
        return $packer->pack($value->getArrayCopy());
    }
}

final class Inner
{
    public function __construct(public Packer $packer)
    {
    }

    public function __serialize(): array
    {
        return ['bytes' => $this->packer->pack(['a' => 1, 'b' => new ArrayObject(['c' => 2])])];
    }
}

function nested(Packer $packer): array
{
    $inner = [[[new Inner($packer)]], [[1, 2]]];
    return [$inner, [$inner]];
}

$packer = new Packer(PackOptions::SEQUENTIAL, [new FatalOnce()]);
echo bin2hex($packer->pack(['x' => 1])), "\n";
$value = nested($packer);

register_shutdown_function(function () use ($packer, $value) {
    FatalOnce::$armed = false;
    echo "-- shutdown\n";
    // The record of ['a', 'b'] the failed message defined is undone: this message defines it again, as a fresh
    // Packer's second message does; the record of ['x'] from before stays defined.
    $again = $packer->pack(['a' => 1, 'b' => new ArrayObject(['c' => 2])]) . $packer->pack(['x' => 2]);
    $fresh = new Packer(PackOptions::SEQUENTIAL, [new FatalOnce()]);
    $fresh->pack(['x' => 1]);
    $expected = $fresh->pack(['a' => 1, 'b' => new ArrayObject(['c' => 2])]) . $fresh->pack(['x' => 2]);
    echo bin2hex($again), "\n";
    var_dump($again === $expected);
    // The arrays the interrupted msgpack_pack() was inside are no longer taken for recursive ones (written as nil).
    $plain = new Packer(null, [new FatalOnce()]);
    foreach ([$value[0][0][0][0], $value[1][0][0][0][0]] as $inner) {
        $inner->packer = $plain;
    }
    var_dump(msgpack_pack($value) === msgpack_pack(nested($plain)));
    echo bin2hex(msgpack_pack($value[0][1])), "\n";
});

msgpack_pack($value);
echo "not reached\n";
?>
--EXPECTF--
d4724091a17801

Fatal error: %s in %s on line %d
-- shutdown
d4724192a161a1620181a163024002
bool(true)
bool(true)
91920102
