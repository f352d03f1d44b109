--TEST--
php_only=0 and assoc=0 object encodings (PECL §2.5), self-containing objects cut with nil without identity tracking
--FILE--
<?php
class Foo { public $a = 1; protected $b = 2; private $c = 3; }
class Pub { public $a = 1; }
class M { function __serialize(): array { return ['k' => 'v']; } function __unserialize(array $a): void {} }
$x = (object) ['x' => 1];
$cases = [
    'php_only=0' => ['msgpack.php_only' => 0, 'msgpack.assoc' => 1],
    'php_only=1, assoc=0' => ['msgpack.php_only' => 1, 'msgpack.assoc' => 0],
    'php_only=0, assoc=0' => ['msgpack.php_only' => 0, 'msgpack.assoc' => 0],
];
foreach ($cases as $label => $ini) {
    foreach ($ini as $k => $v) {
        ini_set($k, $v);
    }
    echo "== $label\n";
    echo 'stdClass {x:1}: ', bin2hex(msgpack_pack($x)), "\n";
    echo 'empty stdClass: ', bin2hex(msgpack_pack(new stdClass)), "\n";
    echo 'Foo: ', bin2hex(msgpack_pack(new Foo)), "\n";
    echo 'Pub: ', bin2hex(msgpack_pack(new Pub)), "\n";
    echo '__serialize: ', bin2hex(msgpack_pack(new M)), "\n";
    echo 'same object twice: ', bin2hex(msgpack_pack([$x, $x])), "\n";
    // An object containing itself cannot recurse forever without identity tracking (PECL crashed): cut with nil.
    $o = new stdClass;
    $o->self = $o;
    echo 'self-containing object: ', bin2hex(msgpack_pack($o)), "\n";
    $o->self = null;
    echo 'unpack 80: ', json_encode(msgpack_unpack("\x80")), ' ', gettype(msgpack_unpack("\x80")), "\n";
    echo 'unpack {a:1}: ', gettype(msgpack_unpack("\x81\xa1a\x01")), "\n";
    echo 'unpack {nil:"stdClass"}: ';
    var_dump(msgpack_unpack(hex2bin('81c0a8737464436c617373')));
}

--EXPECTF--
== php_only=0
stdClass {x:1}: 9101
empty stdClass: 90
Foo: 93010203
Pub: 9101
__serialize: 82c0a14dc081a16ba176
same object twice: 9291019101
self-containing object: 91c0
unpack 80: [] array
unpack {a:1}: array
unpack {nil:"stdClass"}: 
Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
array(1) {
  [""]=>
  string(8) "stdClass"
}
== php_only=1, assoc=0
stdClass {x:1}: 81a17801
empty stdClass: 80
Foo: 84c0a3466f6fa16101a4002a006202a600466f6f006303
Pub: 82c0a3507562a16101
__serialize: 82c0a14dc081a16ba176
same object twice: 9281a1780182c0040002
self-containing object: 81a473656c6682c0040001
unpack 80: {} object
unpack {a:1}: object
unpack {nil:"stdClass"}: object(stdClass)#2 (0) {
}
== php_only=0, assoc=0
stdClass {x:1}: 81a17801
empty stdClass: 80
Foo: 83a16101a4002a006202a600466f6f006303
Pub: 81a16101
__serialize: 82c0a14dc081a16ba176
same object twice: 9281a1780181a17801
self-containing object: 81a473656c66c0
unpack 80: {} object
unpack {a:1}: object
unpack {nil:"stdClass"}: 
Warning: [msgpack] (msgpack_unserialize_map_item) illegal key type in %s on line %d
object(stdClass)#3 (1) {
  [""]=>
  string(8) "stdClass"
}
