--TEST--
MessagePack\Packer subclasses: overriding every method with the library's untyped signatures compiles; called overrides run; instances made without the constructor use the default options
--FILE--
<?php
use MessagePack\CanPack;
use MessagePack\PackOptions;
use MessagePack\Packer;
use MessagePack\Type\Bin;

// The exact signatures of the pure-PHP library: no parameter types, no return types (except extendWith).
// A native class with typed arginfo would make this declaration a fatal "must be compatible" error.
class CompatPacker extends Packer
{
    public array $log = [];

    public function __construct($options = null, array $transformers = [])
    {
        $this->log[] = '__construct';
        parent::__construct($options, $transformers);
    }

    public function extendWith(CanPack $transformer, CanPack ...$transformers) : self
    {
        $this->log[] = 'extendWith';
        return parent::extendWith($transformer, ...$transformers);
    }

    public function pack($value)
    {
        $this->log[] = 'pack';
        return parent::pack($value);
    }

    public function packNil()
    {
        $this->log[] = 'packNil';
        return parent::packNil();
    }

    public function packBool($bool)
    {
        $this->log[] = 'packBool';
        return parent::packBool($bool);
    }

    public function packInt($int)
    {
        $this->log[] = 'packInt';
        return parent::packInt($int);
    }

    public function packFloat($float)
    {
        $this->log[] = 'packFloat';
        return parent::packFloat($float);
    }

    public function packFloat32($float)
    {
        $this->log[] = 'packFloat32';
        return parent::packFloat32($float);
    }

    public function packFloat64($float)
    {
        $this->log[] = 'packFloat64';
        return parent::packFloat64($float);
    }

    public function packStr($str)
    {
        $this->log[] = 'packStr';
        return 'S' . parent::packStr($str);
    }

    public function packBin($str)
    {
        $this->log[] = 'packBin';
        return parent::packBin($str);
    }

    public function packArray($array)
    {
        $this->log[] = 'packArray';
        return parent::packArray($array);
    }

    public function packArrayHeader($size)
    {
        $this->log[] = 'packArrayHeader';
        return parent::packArrayHeader($size);
    }

    public function packMap($map)
    {
        $this->log[] = 'packMap';
        return parent::packMap($map);
    }

    public function packMapHeader($size)
    {
        $this->log[] = 'packMapHeader';
        return parent::packMapHeader($size);
    }

    public function packExt($type, $data)
    {
        $this->log[] = 'packExt';
        return parent::packExt($type, $data);
    }
}

// Return types may be added by a subclass (covariance), parameters stay untyped.
class NarrowedPacker extends Packer
{
    public function pack($value): string
    {
        return parent::pack($value);
    }

    public function packInt($int): string
    {
        return parent::packInt($int);
    }
}

$c = new CompatPacker(PackOptions::FORCE_FLOAT32);
echo implode(' ', $c->log), "\n";
// each override runs when called (only the first logged call is shown: whether the parent implementation
// goes through the overrides for headers/elements is not specified here)
foreach ([
    fn () => $c->packNil(), fn () => $c->packBool(true), fn () => $c->packInt(300), fn () => $c->packFloat(0.5),
    fn () => $c->packFloat32(0.5), fn () => $c->packFloat64(0.5), fn () => $c->packStr('ab'),
    fn () => $c->packBin('ab'), fn () => $c->packArray([]), fn () => $c->packArrayHeader(2), fn () => $c->packMap([]),
    fn () => $c->packMapHeader(1), fn () => $c->packExt(1, 'a'), fn () => $c->pack(null),
] as $f) {
    $c->log = [];
    $r = $f();
    echo $c->log[0] ?? '(override not called)', ' ', bin2hex($r), "\n";
}
$c->log = [];
$c2 = $c->extendWith(new class implements CanPack {
    public function pack(Packer $packer, $value): ?string
    {
        return $value instanceof ArrayObject ? $packer->packStr('ao') : null;
    }
});
echo get_class($c2), ' ', bin2hex($c2->pack(new ArrayObject())), "\n";
echo implode(' ', $c->log), ' | ', implode(' ', $c2->log), "\n";

$n = new NarrowedPacker();
echo bin2hex($n->pack([1])), ' ', bin2hex($n->packInt(-1)), "\n";

// Bin::pack() goes through the given object, so an override of packBin runs
$c->log = [];
echo bin2hex((new Bin('z'))->pack($c)), ' ', implode(' ', $c->log), "\n";

?>
--EXPECT--
__construct
packNil c0
packBool c3
packInt cd012c
packFloat ca3f000000
packFloat32 ca3f000000
packFloat64 cb3fe0000000000000
packStr 53a26162
packBin c4026162
packArray 90
packArrayHeader 92
packMap 80
packMapHeader 81
packExt d40161
pack c0
CompatPacker 53a2616f
extendWith | extendWith pack packStr
9101 ff
c4017a packBin
