--TEST--
PHP-only objects: PECL's bytes for stdClass, visibility, inheritance, typed, __serialize, __sleep, internal classes; round trip
--FILE--
<?php
class Foo { public $a = 1; protected $b = 2; private $c = 3; }
class Bar extends Foo { public $d = 4; }
class P { private $p = 1; }
class C extends P { private $p = 2; public $q = 3; }
class T { public int $x; public ?string $s = null; }
class M { public $k = 'v'; function __serialize(): array { return ['k' => 'v']; } function __unserialize(array $a): void { $this->k = $a['k']; } }
class SL { public $a = 1; protected $c = 3; private $d = 4; public $e = 5; function __sleep() { return ['a', 'c', 'd']; } }
class E {}
$values = [
    'stdClass' => new stdClass,
    'object cast' => (object) ['x' => 1],
    'object int keys' => (object) [1, 2],
    'empty class' => new E,
    'visibility' => new Foo,
    'inherited private' => new Bar,
    'same-named privates' => new C,
    'typed uninitialised' => new T,
    '__serialize' => new M,
    '__sleep' => new SL,
    'ArrayObject' => new ArrayObject([1]),
    'SplObjectStorage' => new SplObjectStorage,
    'DateTime' => new DateTime('2020-01-01 00:00:00', new DateTimeZone('UTC')),
];
foreach ($values as $name => $value) {
    $packed = msgpack_pack($value);
    echo $name, ': ', bin2hex($packed), "\n";
    $back = msgpack_unpack($packed);
    echo '  round trip: ', $back == $value && get_class($back) === get_class($value) ? 'equal' : 'DIFFERENT', "\n";
}

--EXPECTF--
stdClass: 81c0a8737464436c617373
  round trip: equal
object cast: 82c0a8737464436c617373a17801
  round trip: equal
object int keys: 83c0a8737464436c617373a13001a13102
  round trip: equal
empty class: 81c0a145
  round trip: equal
visibility: 84c0a3466f6fa16101a4002a006202a600466f6f006303
  round trip: equal
inherited private: 85c0a3426172a16101a4002a006202a600466f6f006303a16404
  round trip: equal
same-named privates: 84c0a143a40050007001a40043007002a17103
  round trip: equal
typed uninitialised: 82c0a154a173c0
  round trip: equal
__serialize: 82c0a14dc081a16ba176
  round trip: equal
__sleep: 84c0a2534ca16101a4002a006303a500534c006404
  round trip: equal
ArrayObject: 82c0ab41727261794f626a656374c09400910190c0
  round trip: equal
SplObjectStorage: 82c0b053706c4f626a65637453746f72616765c0929090
  round trip: equal
DateTime: 82c0a84461746554696d65c083a464617465ba323032302d30312d30312030303a30303a30302e303030303030ad74696d657a6f6e655f7479706503a874696d657a6f6e65a3555443
  round trip: equal
