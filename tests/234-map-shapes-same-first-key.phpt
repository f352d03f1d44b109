--TEST--
Map shapes: maps that share their first key but not their count keep a template each, so that their repeats are copies
--EXTENSIONS--
msgpack
--SKIPIF--
<?php if (!function_exists('msgpack_test_counters')) die('skip needs a test build (PHP debug build or -DMSGPACK_TEST_COUNTERS)'); ?>
--FILE--
<?php
// Rows whose first key is $first, of 2 to 20 keys: 19 shapes, three rows of each, interleaved.
function rows(string $first, string $pad): array
{
    $doc = [];
    for ($round = 0; $round < 3; $round++) {
        for ($n = 2; $n <= 20; $n++) {
            $row = [$first => $n];
            for ($k = 1; $k < $n; $k++) {
                $row["field$k"] = "$pad$round.$k";
            }
            $doc[] = $row;
        }
    }
    return $doc;
}
function copies(string $bytes, array $doc, int $times): void
{
    for ($i = 1; $i <= $times; $i++) {
        msgpack_test_counters(true);
        $ok = msgpack_unpack($bytes) === $doc;
        echo "  decode $i: ", $ok ? 'same value' : 'DIFFERENT', ', ', msgpack_test_counters(true)['shaped_maps'], " rows copied\n";
    }
}

// A shape's first row is noted, its second builds the template, its third is a copy; the next decode copies every row.
// Large and small documents alike: a request's first decode of a session copies its cart lines from the third on.
$large = rows('id', str_repeat('v', 100));
$bytes = msgpack_pack($large);
echo strlen($bytes) > 32 * 1024 ? "large document\n" : "document too small\n";
copies($bytes, $large, 2);

$small = rows('ref', '');
$bytes = msgpack_pack($small);
echo strlen($bytes) < 32 * 1024 ? "small document\n" : "document too large\n";
copies($bytes, $small, 3);

// The same through MessagePack\BufferUnpacker, and a row that starts like a template but differs
$u = new MessagePack\BufferUnpacker($bytes);
var_dump($u->unpack() === $small);
echo "BufferUnpacker: ", msgpack_test_counters(true)['shaped_maps'], " rows copied\n";
$odd = ['ref' => 3, 'field1' => 'x', 'other' => 'y'];
var_dump(msgpack_unpack(msgpack_pack($odd)) === $odd);
?>
--EXPECT--
large document
  decode 1: same value, 19 rows copied
  decode 2: same value, 57 rows copied
small document
  decode 1: same value, 19 rows copied
  decode 2: same value, 57 rows copied
  decode 3: same value, 57 rows copied
bool(true)
BufferUnpacker: 57 rows copied
bool(true)
