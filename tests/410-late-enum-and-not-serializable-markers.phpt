--TEST--
PHP-only format: a late class marker naming an enum gives the case its "name" pair names; Serializable and class markers naming a class serialize() refuses are refused as unserialize() refuses them; a second class marker in a stdClass map is ignored
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
--FILE--
<?php
enum Suit: string { case Hearts = 'H'; case Spades = 'S'; }
// ReflectionClass is not serializable, and so is every class extending it, Serializable or not.
class R extends ReflectionClass implements Serializable {
    public function serialize() { return 'x'; }
    public function unserialize($d) { echo "R::unserialize ran\n"; }
    public function __serialize(): array { return []; }
    public function __unserialize(array $d): void { echo "R::__unserialize ran\n"; }
}

function str(string $s): string { return chr(0xa0 | strlen($s)) . $s; }

function show(string $name, string $bytes): void
{
    echo "-- $name\n";
    try {
        var_dump(msgpack_unpack($bytes));
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}

// (PECL segfaults on the first: it makes an object of the enum.)
show('late enum marker', "\x82" . str('name') . str('Hearts') . "\xc0" . str('Suit'));
show('late enum marker before its name', "\x82\xc0" . str('Suit') . str('name') . str('Spades'));
show('late enum marker, no name pair', "\x82" . str('nom') . str('Hearts') . "\xc0" . str('Suit'));
show('late enum marker, name not a string', "\x82" . str('name') . "\x01\xc0" . str('Suit'));
show('late enum marker, unknown case', "\x82" . str('name') . str('Clubs') . "\xc0" . str('Suit'));
// container 2 is the late enum's map: the back-reference names the case
$v = msgpack_unpack("\x92\x82" . str('name') . str('Hearts') . "\xc0" . str('Suit') . "\x82\xc0\x04\x00\x02");
var_dump($v[0] === Suit::Hearts, $v[1] === Suit::Hearts);

// PECL calls R::unserialize() and makes an R; unserialize() refuses the class, and so does this decoder.
foreach (['C:1:"R":1:{x}', 'O:1:"R":0:{}'] as $serialized) {
    try {
        unserialize($serialized);
    } catch (Throwable $e) {
        echo 'unserialize(): ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}
show('Serializable marker', "\x82\xc0\x03" . str('R') . str('x'));
show('late Serializable marker', "\x83" . str('a') . "\x01\xc0\x03" . str('R') . str('x'));
show('class marker', "\x81\xc0" . str('R'));
show('class marker with a __serialize() payload', "\x82\xc0" . str('R') . "\xc0\x80");
show('late class marker', "\x82" . str('a') . "\x01\xc0" . str('R'));

// A map that is an object from its first pair keeps its class: PECL starts an ArrayObject and drops "a".
show('second class marker in a stdClass map', "\x83\xc0" . str('stdClass') . str('a') . "\x01\xc0" . str('ArrayObject'));
show('second class marker naming an enum', "\x83\xc0" . str('stdClass') . str('a') . "\x01\xc0" . str('Suit'));
?>
--EXPECTF--
-- late enum marker
enum(Suit::Hearts)
-- late enum marker before its name
enum(Suit::Spades)
-- late enum marker, no name pair

Warning: [msgpack] (php_msgpack_unserialize) Enum Suit without a case name in %s on line %d
bool(false)
-- late enum marker, name not a string

Warning: [msgpack] (php_msgpack_unserialize) Enum Suit without a case name in %s on line %d
bool(false)
-- late enum marker, unknown case

Warning: [msgpack] (php_msgpack_unserialize) Undefined enum case Suit::Clubs in %s on line %d
bool(false)
bool(true)
bool(true)
unserialize(): Exception: Unserialization of 'R' is not allowed
unserialize(): Exception: Unserialization of 'R' is not allowed
-- Serializable marker
Exception: Unserialization of 'R' is not allowed
-- late Serializable marker
Exception: Unserialization of 'R' is not allowed
-- class marker
Exception: Unserialization of 'R' is not allowed
-- class marker with a __serialize() payload
Exception: Unserialization of 'R' is not allowed
-- late class marker
Exception: Unserialization of 'R' is not allowed
-- second class marker in a stdClass map
object(stdClass)#%d (1) {
  ["a"]=>
  int(1)
}
-- second class marker naming an enum
object(stdClass)#%d (1) {
  ["a"]=>
  int(1)
}
