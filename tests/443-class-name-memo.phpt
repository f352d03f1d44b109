--TEST--
PHP-only objects: the class name of the last object is compared with the next one's bytes first (a word compare), so that objects of one class in a row are not looked up each; classes whose names differ in one byte, in length or beyond 15 bytes, unknown classes and names that collide in the key cache still decode as unserialize() gives them
--INI--
msgpack.php_only=1
--FILE--
<?php
namespace App\Models {
    class User { public $id; }
    class Users { public $id; }
}
namespace {
    class Ab { public $v; }
    class Ac { public $v; }
    class Bb { public $v; }
    class ExactlyFifteenX { public $v; }
    class ExactlyFifteenY { public $v; }
    class SixteenCharsLong { public $v; }
    class SixteenCharsLonh { public $v; }

    function check(string $what, array $value): void
    {
        $got = msgpack_unpack(msgpack_pack($value));
        $want = unserialize(serialize($value));
        echo $what, ': ', serialize($got) === serialize($want) ? 'same as unserialize()' : 'DIFFERENT', "\n";
    }

    function objects(array $classes): array
    {
        $out = [];
        foreach ($classes as $i => $class) {
            $o = new $class();
            $o->{$class === 'App\Models\User' || $class === 'App\Models\Users' ? 'id' : 'v'} = $i;
            $out[] = $o;
        }
        return $out;
    }

    check('one class in a row', objects(array_fill(0, 10, 'Ab')));
    check('names one byte apart, alternating', objects(['Ab', 'Ac', 'Ab', 'Bb', 'Ac', 'Ac', 'Ab']));
    check('15 bytes, last byte apart', objects(['ExactlyFifteenX', 'ExactlyFifteenY', 'ExactlyFifteenX', 'ExactlyFifteenX']));
    check('16 bytes, last byte apart', objects(['SixteenCharsLong', 'SixteenCharsLonh', 'SixteenCharsLong']));
    check('a prefix of the next name', objects(['App\Models\User', 'App\Models\Users', 'App\Models\User']));
    check('mixed with arrays and maps', [new Ab(), ['Ab' => 1], 'Ab', new Ac(), [new Ab(), new Ab()]]);

    // Unknown classes whose names are one byte apart from a known one: incomplete objects of their own names.
    $bytes = msgpack_pack(objects(['Ab', 'Ab', 'Ac']));
    $unknown = str_replace("\xa2Ac", "\xa2Ad", $bytes);
    $got = msgpack_unpack($unknown);
    echo get_class($got[0]), ' ', get_class($got[1]), ' ', get_class($got[2]), "\n";

    // Many other keys between two objects of one class: the key cache slot the last class name had may hold another
    // key by then.
    $between = [];
    for ($i = 0; $i < 5000; $i++) {
        $between['key' . $i] = $i;
    }
    check('a class, 5000 other keys, the class again', [new Ab(), $between, new Ab(), new Ac()]);
    // And across calls: the next decode starts with the class the last one ended with, or another.
    check('next call, same class', objects(['Ac', 'Ac']));
    check('next call, another class', objects(['Bb', 'Ab']));
}
?>
--EXPECT--
one class in a row: same as unserialize()
names one byte apart, alternating: same as unserialize()
15 bytes, last byte apart: same as unserialize()
16 bytes, last byte apart: same as unserialize()
a prefix of the next name: same as unserialize()
mixed with arrays and maps: same as unserialize()
Ab Ab __PHP_Incomplete_Class
a class, 5000 other keys, the class again: same as unserialize()
next call, same class: same as unserialize()
next call, another class: same as unserialize()
