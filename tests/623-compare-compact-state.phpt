--TEST--
Compact mode's state compares: Structures by their key lists and maximum; Packer by COMPACT, RECORDS, SEQUENTIAL, its shared structures and the records a SEQUENTIAL stream defined so far (equal ones pack the next message to the same bytes); BufferUnpacker by UnpackOptions::COMPACT, its shared structures and the records kept from the messages before
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker as BU, Packer, PackOptions as P, Structures, UnpackOptions as U};

function cmp(string $what, $a, $b): void
{
    printf("%-46s == %-5s <=> %2d\n", $what, var_export($a == $b, true), $a <=> $b);
}

echo "-- Structures: the key lists and the maximum, as toArray() and getMaxSharedStructures() show them\n";
cmp('[] / []', new Structures(), new Structures());
cmp('[[a, b]] / [[a, b]]', new Structures([['a', 'b']]), new Structures([['a', 'b']]));
cmp('[[a, b]] / [[a, c]]', new Structures([['a', 'b']]), new Structures([['a', 'c']]));
cmp('[[a, b]] / [[a, b, c]]', new Structures([['a', 'b']]), new Structures([['a', 'b', 'c']]));
cmp('[[a, b]] / [[a, b], [c]]', new Structures([['a', 'b']]), new Structures([['a', 'b'], ['c']]));
cmp('max 32 / max 40', new Structures([], 32), new Structures([], 40));
$s = new Structures([['a']]);
cmp('a clone', $s, clone $s);
cmp('Structures / stdClass', new Structures(), new stdClass());

echo "-- Packer: compact mode, SEQUENTIAL, shared structures, the records a stream defined so far\n";
cmp('COMPACT / COMPACT', new Packer(P::COMPACT), new Packer(P::COMPACT));
cmp('COMPACT / none', new Packer(P::COMPACT), new Packer());
cmp('COMPACT / RECORDS', new Packer(P::COMPACT), new Packer(P::RECORDS));
cmp('RECORDS / RECORDS|SEQUENTIAL', new Packer(P::RECORDS), new Packer(P::RECORDS | P::SEQUENTIAL));
$s1 = new Structures([['x', 'y']]);
$s2 = new Structures([['x', 'y']]);
cmp('withStructures(s1) / withStructures(s2)', (new Packer(P::COMPACT))->withStructures($s1), (new Packer(P::COMPACT))->withStructures($s2));
cmp('withStructures(s1) / none', (new Packer(P::COMPACT))->withStructures($s1), new Packer(P::COMPACT));
cmp('withStructures(s1) / withStructures([[x, z]])', (new Packer(P::COMPACT))->withStructures($s1),
    (new Packer(P::COMPACT))->withStructures(new Structures([['x', 'z']])));
$p1 = (new Packer(P::COMPACT))->withStructures($s1);
$p2 = (new Packer(P::COMPACT))->withStructures($s2);
$p1->pack(['k' => 1, 'l' => 2]);
cmp('s1 after a pack added [k, l] / s2', $s1, $s2);
cmp('its packer / s2\'s', $p1, $p2);
$p2->pack(['k' => 3, 'l' => 4]);
cmp('the same pack on s2\'s', $p1, $p2);
$q1 = new Packer(P::SEQUENTIAL);
$q2 = new Packer(P::SEQUENTIAL);
$q1->pack(['a' => 1, 'b' => 2]);
cmp('SEQUENTIAL: after [a, b] / none yet', $q1, $q2);
$q2->pack(['a' => 5, 'b' => 6]);
cmp('SEQUENTIAL: after [a, b] / after [a, b]', $q1, $q2);
$q2->pack(['c' => 1, 'd' => 2]);
cmp('SEQUENTIAL: after [a, b] / after [a, b], [c, d]', $q1, $q2);
$q1->pack(['c' => 1, 'd' => 2]);
cmp('SEQUENTIAL: both defined [a, b], [c, d]', $q1, $q2);
var_dump($q1->pack(['e' => 1, 'f' => 2]) === $q2->pack(['e' => 1, 'f' => 2]));

echo "-- BufferUnpacker: UnpackOptions::COMPACT, shared structures, the records a stream defined so far\n";
cmp('COMPACT / COMPACT', new BU('', U::COMPACT), new BU('', U::COMPACT));
cmp('COMPACT / none', new BU('', U::COMPACT), new BU(''));
cmp('withStructures(s2) / withStructures(s2 clone)', (new BU('', U::COMPACT))->withStructures($s2),
    (new BU('', U::COMPACT))->withStructures(clone $s2));
cmp('withStructures(s2) / none', (new BU('', U::COMPACT))->withStructures($s2), new BU('', U::COMPACT));
$w = new Packer(P::SEQUENTIAL);
$first = $w->pack(['a' => 1, 'b' => 2]);
$second = $w->pack(['a' => 3, 'b' => 4]);
$u1 = new BU($first, U::COMPACT);
$u1->unpack();
$u1->release();
$u2 = new BU('', U::COMPACT);
cmp('records of [a, b] kept, released / none', $u1, $u2);
$u1->append($second);
$u2->append($second);
cmp('the same bytes next / none kept', $u1, $u2);
var_dump($u1->unpack());
?>
--EXPECT--
-- Structures: the key lists and the maximum, as toArray() and getMaxSharedStructures() show them
[] / []                                        == true  <=>  0
[[a, b]] / [[a, b]]                            == true  <=>  0
[[a, b]] / [[a, c]]                            == false <=> -1
[[a, b]] / [[a, b, c]]                         == false <=> -1
[[a, b]] / [[a, b], [c]]                       == false <=> -1
max 32 / max 40                                == false <=> -1
a clone                                        == true  <=>  0
Structures / stdClass                          == false <=>  1
-- Packer: compact mode, SEQUENTIAL, shared structures, the records a stream defined so far
COMPACT / COMPACT                              == true  <=>  0
COMPACT / none                                 == false <=>  1
COMPACT / RECORDS                              == false <=>  1
RECORDS / RECORDS|SEQUENTIAL                   == false <=> -1
withStructures(s1) / withStructures(s2)        == true  <=>  0
withStructures(s1) / none                      == false <=>  1
withStructures(s1) / withStructures([[x, z]])  == false <=> -1
s1 after a pack added [k, l] / s2              == false <=>  1
its packer / s2's                              == false <=>  1
the same pack on s2's                          == true  <=>  0
SEQUENTIAL: after [a, b] / none yet            == false <=>  1
SEQUENTIAL: after [a, b] / after [a, b]        == true  <=>  0
SEQUENTIAL: after [a, b] / after [a, b], [c, d] == false <=> -1
SEQUENTIAL: both defined [a, b], [c, d]        == true  <=>  0
bool(true)
-- BufferUnpacker: UnpackOptions::COMPACT, shared structures, the records a stream defined so far
COMPACT / COMPACT                              == true  <=>  0
COMPACT / none                                 == false <=>  1
withStructures(s2) / withStructures(s2 clone)  == true  <=>  0
withStructures(s2) / none                      == false <=>  1
records of [a, b] kept, released / none        == false <=>  1
the same bytes next / none kept                == false <=>  1
array(2) {
  ["a"]=>
  int(3)
  ["b"]=>
  int(4)
}
