--TEST--
Compact mode: the streaming readers frame an array definition and its value as one item (BufferUnpacker, MessagePackUnpacker, and the scanner against the decoder in test builds)
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Packer, PackOptions, UnpackOptions};

// the streaming readers frame an array definition and the value after it as one item: byte by byte, several messages
$in = ['a', 'b', 'c'];
$values = [
    [$in, $in],
    [[$in, $in], ['k' => $in, 'l' => $in]],
    $in,                                               // a definition unreferenced: the root array, plain
    ['m' => [$in, [$in, $in]], 'n' => $in],
];
$packer = new Packer(PackOptions::COMPACT);
$stream = '';
foreach ($values as $v) {
    $stream .= $packer->pack($v);
}
$stream .= hex2bin('c7004192a178a179');                 // a definition at a message's root
$stream .= hex2bin('92c7004191c0d44000');               // [[nil], [nil]]
$expected = array_merge($values, [['x', 'y'], [[null], [null]]]);
echo bin2hex($stream), "\n";

$u = new BufferUnpacker('', UnpackOptions::COMPACT);
$got = [];
foreach (str_split($stream) as $byte) {
    $u->append($byte);
    foreach ($u->tryUnpack() as $m) {
        $got[] = $m;
    }
}
var_dump($got === $expected);

ini_set('msgpack.compact', 'read');
$pu = new MessagePackUnpacker();
$got = [];
foreach (str_split($stream, 3) as $piece) {
    $pu->feed($piece);
    while ($pu->execute()) {
        $got[] = $pu->data();
        $pu->reset();
    }
}
var_dump($got == $expected);

// a definition's value cut at every byte: never complete before its last byte
$one = hex2bin('c7004193a3616263c7004191c3d44001');
for ($cut = 1; $cut < strlen($one); $cut++) {
    $u = new BufferUnpacker(substr($one, 0, $cut), UnpackOptions::COMPACT);
    if ($u->tryUnpack() !== []) {
        echo "complete at $cut\n";
    }
}
echo json_encode((new BufferUnpacker($one, UnpackOptions::COMPACT))->tryUnpack()), "\n";

// the scanner and the decoder agree (test builds)
if (function_exists('msgpack_test_frame')) {
    $bad = 0;
    for ($cut = 1; $cut <= strlen($stream); $cut++) {
        foreach (msgpack_test_frame(substr($stream, 0, $cut), 0, false, true) as $m) {
            if ($m['decode'] === 'ok' && ($m['scan'] !== 'done' || $m['scan_end'] !== $m['decode_end'])) {
                $bad++;
            }
        }
    }
    echo "test frame: $bad disagreements\n";
} else {
    echo "test frame: 0 disagreements\n";
}
--EXPECT--
92c7004193a161a162a163d440009292c7004193a161a162a163d44000d4724092a16ba16cd44000d4400093a161a162a163d4724092a16da16e92c7004193a161a162a16392d44000d44000d44000c7004192a178a17992c7004191c0d44000
bool(true)
bool(true)
[["abc",[true],[true]]]
test frame: 0 disagreements
