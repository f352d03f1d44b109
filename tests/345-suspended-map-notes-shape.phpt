--TEST--
A map the general way that a piece cut and a resume finished notes its shape, as a whole decode does: the rows after it come through the template (counted), and a later map that only starts like it is still decoded right
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;

// Rows of about 240 bytes in 128-byte pieces: every row is cut. Each document has keys of its own, so that the
// caches hold no shape of it yet (each decode below is the first of its shape in this process).
function rows(string $prefix): array
{
    $rows = [];
    for ($i = 0; $i < 60; $i++) {
        $rows[] = ["{$prefix}_id" => $i, "{$prefix}_name" => str_repeat('n', 100) . $i, "{$prefix}_ok" => true,
            "{$prefix}_tags" => ['a', 'b'], "{$prefix}_score" => $i / 2, "{$prefix}_note" => null];
    }
    return $rows;
}

function through_buffer_unpacker(string $bytes, int $piece): array
{
    $u = new BufferUnpacker();
    $out = [];
    foreach (str_split($bytes, $piece) as $p) {
        array_push($out, ...$u->append($p)->tryUnpack());
    }
    return $out;
}

function through_unpacker(string $bytes, int $piece): array
{
    $u = new MessagePackUnpacker();
    $out = [];
    foreach (str_split($bytes, $piece) as $p) {
        $u->feed($p);
        while ($u->execute()) {
            $out[] = $u->data();
            $u->reset();
        }
    }
    return $out;
}

$counted = function_exists('msgpack_test_counters');
$shaped = function (callable $decode) use ($counted) {
    if (!$counted) {
        $decode();
        return 'n/a';
    }
    msgpack_test_counters(true);
    $decode();
    return msgpack_test_counters()['shaped_maps'];
};

$whole = rows('w');
$wholeShaped = $shaped(fn () => msgpack_unpack(msgpack_pack($whole)));
foreach (['BufferUnpacker' => 'through_buffer_unpacker', 'MessagePackUnpacker' => 'through_unpacker'] as $class => $fn) {
    $doc = rows($class);
    $bytes = msgpack_pack($doc);
    $got = null;
    $n = $shaped(function () use (&$got, $fn, $bytes) { $got = $fn($bytes, 128); });
    printf("%s: %s; shaped as in a whole decode: %s\n", $class, $got === [$doc] ? 'same' : 'DIFFERENT',
        $counted ? var_export($n === $wholeShaped, true) : 'true');
}

// A cut map with a repeated key notes the shape of the pairs it kept; maps that begin with the same key and count and
// go on with other keys are decoded the general way. Also with pieces of every size from 1 to 9 bytes.
$m = "\x83\xa2k1\x01\xa2k1\x02\xa2k2\x03"; // {k1: 1, k1: 2, k2: 3}
$doc = "\xdc\x00\x28" . str_repeat($m, 20);
for ($i = 0; $i < 20; $i++) {
    $doc .= "\x82\xa2k1" . chr($i) . "\xa2k" . chr(0x61 + $i % 3) . "\x05"; // {k1: i, k[abc]: 5}
}
$expected = array_fill(0, 20, ['k1' => 2, 'k2' => 3]);
for ($i = 0; $i < 20; $i++) {
    $expected[] = ['k1' => $i, 'k' . chr(0x61 + $i % 3) => 5];
}
$ok = true;
for ($piece = 1; $piece <= 9; $piece++) {
    $ok = $ok && through_buffer_unpacker($doc, $piece) === [$expected] && through_unpacker($doc, $piece) === [$expected];
}
var_dump($ok, msgpack_unpack($doc) === $expected);
?>
--EXPECT--
BufferUnpacker: same; shaped as in a whole decode: true
MessagePackUnpacker: same; shaped as in a whole decode: true
bool(true)
bool(true)
