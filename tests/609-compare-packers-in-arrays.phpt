--TEST--
Packer and BufferUnpacker objects in arrays: in_array() and array_search() find an equal one (non-strict) or the same one (strict), sort() and usort() with <=> order them by the library's properties without a crash, array_unique(SORT_REGULAR) keeps one of each configuration, mixed with other classes
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker as BU, Packer, PackOptions as P, Structures};

$packers = [
    'detect' => new Packer(P::DETECT_STR_BIN),
    'bin' => new Packer(P::FORCE_BIN),
    'str' => new Packer(),
    'f32' => new Packer(P::FORCE_FLOAT32),
    'str again' => new Packer(P::FORCE_STR),
    'arr' => new Packer(P::FORCE_ARR),
];
var_dump(in_array(new Packer(P::FORCE_BIN), $packers), in_array(new Packer(P::FORCE_BIN), $packers, true));
var_dump(in_array(new Packer(P::FORCE_MAP), $packers));
var_dump(array_search(new Packer(), $packers), array_search($packers['str again'], $packers, true));
var_dump(array_keys($packers, new Packer(P::FORCE_STR)));

$sorted = $packers;
asort($sorted);
echo implode(', ', array_keys($sorted)), "\n";
$sorted = $packers;
uasort($sorted, fn ($a, $b) => $b <=> $a);
echo implode(', ', array_keys($sorted)), "\n";
echo implode(', ', array_keys(array_unique($packers, SORT_REGULAR))), "\n";

$unpackers = ['c' => new BU("\x03"), 'a1' => new BU("\x01"), 'b' => new BU("\x02"), 'a2' => new BU("\x01")];
ksort($unpackers);
asort($unpackers);
echo implode(', ', array_keys($unpackers)), "\n";
var_dump(array_search(new BU("\x02"), $unpackers));

$mixed = [new Packer(), new BU(), new stdClass(), new Structures(), null, true, new Packer(P::FORCE_BIN)];
sort($mixed);
rsort($mixed);
usort($mixed, fn ($a, $b) => $a <=> $b);
echo count($mixed), " sorted\n";
?>
--EXPECT--
bool(true)
bool(false)
bool(false)
string(3) "str"
string(9) "str again"
array(2) {
  [0]=>
  string(3) "str"
  [1]=>
  string(9) "str again"
}
bin, arr, str, str again, f32, detect
detect, f32, str, str again, arr, bin
detect, bin, str, f32, arr
a1, a2, b, c
string(1) "b"
7 sorted
