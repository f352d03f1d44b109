--TEST--
Enums: {nil:6,Class:Case} both ways, shared case objects, unknown class/case errors, PECL 2.2 enum objects read as cases
--FILE--
<?php
enum Suit { case Hearts; case Spades; }
enum B: string { case A = 'a'; }
class NotEnum {}
echo bin2hex($p = msgpack_pack([Suit::Hearts, B::A, Suit::Hearts])), "\n";
$r = msgpack_unpack($p);
var_dump($r[0] === Suit::Hearts, $r[1] === B::A, $r[2] === Suit::Hearts);
// The decoded case holds its own reference: dropping it leaves the case intact (PECL freed it: #181/#183).
$x = msgpack_unpack(msgpack_pack(Suit::Spades));
$y = msgpack_unpack(msgpack_pack(Suit::Spades));
unset($x, $y, $r);
var_dump(Suit::Spades, Suit::Spades === Suit::Spades);
// Unknown case, unknown class, a class that is no enum: an error, never a crash (PECL segfaulted: #186).
var_dump(msgpack_unpack(hex2bin('82c006a453756974a44e6f7065')));
var_dump(msgpack_unpack(hex2bin('82c006a44e6f7065a141')));
var_dump(msgpack_unpack(hex2bin('82c006a74e6f74456e756da141')));
// A class constant that is not a case.
enum WithConst { case A; const C = 1; }
var_dump(msgpack_unpack(hex2bin('82c006a957697468436f6e7374a143')));
// PECL 2.2 wrote enum cases as plain objects with "name" (and "value"): read as the case.
var_dump(msgpack_unpack(hex2bin('82c0a453756974a46e616d65a6486561727473')) === Suit::Hearts);
var_dump(msgpack_unpack(hex2bin('83c0a142a46e616d65a141a576616c7565a161')) === B::A);
// Not in allowed_classes: read all the same, as unserialize() reads an enum case whatever allowed_classes says.
var_dump(msgpack_unpack($p, null, ['allowed_classes' => false]) === msgpack_unpack($p));
var_dump(unserialize(serialize(Suit::Hearts), ['allowed_classes' => false]) === Suit::Hearts);

--EXPECTF--
9382c006a453756974a648656172747382c006a142a14182c0040002
bool(true)
bool(true)
bool(true)
enum(Suit::Spades)
bool(true)

Warning: [msgpack] (php_msgpack_unserialize) Undefined enum case Suit::Nope in %s on line %d
bool(false)

Warning: [msgpack] (php_msgpack_unserialize) Enum class Nope not found in %s on line %d
bool(false)

Warning: [msgpack] (php_msgpack_unserialize) Class NotEnum is not an enum in %s on line %d
bool(false)

Warning: [msgpack] (php_msgpack_unserialize) Undefined enum case WithConst::C in %s on line %d
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
