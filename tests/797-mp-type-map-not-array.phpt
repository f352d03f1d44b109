--TEST--
Packer::pack() of a Type\Map whose public $map user code replaced with a non-array does what the Map's own pack() does (packMap()'s TypeError, or a map of a Countable Traversable; a generator fails as the library's count() fails it), not nil; PECL's msgpack_pack() still writes nil with its warning
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{Packer, PackOptions};
use MessagePack\Type\Map;
class Sub extends Packer { public function packMap($map) { return parent::packMap($map); } }
// Type\Map's $map is public: user code may replace the array with anything
$values = [
    'string' => fn () => 'x',
    'null' => fn () => null,
    'ArrayObject' => fn () => new ArrayObject(['k' => 1]),
    'generator' => fn () => (function () { yield 'g' => 2; })(),
    'array' => fn () => ['a' => 1],
];
foreach ($values as $what => $make) {
    foreach ([new Packer(), new Sub(), new Packer(PackOptions::FORCE_ARR)] as $packer) {
        $out = [];
        // Packer::pack() of a Map does what the Map's own pack() does
        foreach (['Packer::pack' => fn (Map $m) => $packer->pack([$m]), 'Map::pack' => fn (Map $m) => "\x91" . $m->pack($packer)] as $how => $f) {
            $m = new Map(['a' => 1]);
            $m->map = $make();
            try {
                $out[] = bin2hex($f($m));
            } catch (Throwable $e) {
                $out[] = get_class($e) . ': ' . $e->getMessage();
            }
        }
        echo "$what, ", get_class($packer), ': ', $out[0] === $out[1] ? $out[0] : 'differ: ' . implode(' / ', $out), "\n";
    }
}
// PECL's msgpack_pack() writes nil with its warning for what it cannot encode, as before
$m = new Map(['a' => 1]);
$m->map = 'x';
var_dump(bin2hex(msgpack_pack([$m])));
?>
--EXPECTF--
string, MessagePack\Packer: TypeError: MessagePack\Packer::packMap(): Argument #1 ($map) must be of type array, string given
string, Sub: TypeError: MessagePack\Packer::packMap(): Argument #1 ($map) must be of type array, string given
string, MessagePack\Packer: TypeError: MessagePack\Packer::packMap(): Argument #1 ($map) must be of type array, string given
null, MessagePack\Packer: TypeError: MessagePack\Packer::packMap(): Argument #1 ($map) must be of type array, null given
null, Sub: TypeError: MessagePack\Packer::packMap(): Argument #1 ($map) must be of type array, null given
null, MessagePack\Packer: TypeError: MessagePack\Packer::packMap(): Argument #1 ($map) must be of type array, null given
ArrayObject, MessagePack\Packer: 9181a16b01
ArrayObject, Sub: 9181a16b01
ArrayObject, MessagePack\Packer: 9181a16b01
generator, MessagePack\Packer: TypeError: MessagePack\Packer::packMap(): Argument #1 ($map) must be of type Countable|array, Generator given
generator, Sub: TypeError: MessagePack\Packer::packMap(): Argument #1 ($map) must be of type Countable|array, Generator given
generator, MessagePack\Packer: TypeError: MessagePack\Packer::packMap(): Argument #1 ($map) must be of type Countable|array, Generator given
array, MessagePack\Packer: 9181a16101
array, Sub: 9181a16101
array, MessagePack\Packer: 9181a16101

Warning: [msgpack] (msgpack_serialize_zval) type is unsupported, encoded as null in %s on line %d
string(4) "91c0"
