--TEST--
Compact mode: a sequential Packer's pack() that fails after redefining the stream's record ids defines nothing: the next messages name the ids the last message that went out left
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Packer, PackOptions, UnpackOptions};

$p = new Packer(PackOptions::SEQUENTIAL);
$stream = '';
$values = [];
$send = function ($v) use ($p, &$stream, &$values): string {
    $m = $p->pack($v);
    $stream .= $m;
    $values[] = $v;
    return bin2hex($m);
};
echo $send(['a' => 1]), ' ', $send(['b' => 2]), "\n";

// 40 new shapes: more than a stream's 32 ids, so 'a' and 'b' are defined anew in this message; it fails at its end
$many = [];
for ($i = 0; $i < 40; $i++) {
    $many[] = ["s$i" => $i];
}
try {
    $p->pack([...$many, fopen('php://memory', 'rb')]);
} catch (Exception $e) {
    echo get_class($e), "\n";
}
// nothing of it is defined for the next messages: 0x40 is 'a' and 0x41 'b' again, and the next new shape takes 0x42
echo $send(['a' => 3]), ' ', $send(['b' => 4]), ' ', $send(['c' => 5]), "\n";
// the same message, whole this time, goes out and cycles through the ids: 'a' then comes anew after it
$send($many);
echo $send([['a' => 6], ['s0' => 7]]), "\n";

// a reader of the stream sees every message as it was packed
var_dump((new BufferUnpacker($stream, UnpackOptions::COMPACT))->tryUnpack() === $values);
?>
--EXPECT--
d4724091a16101 d4724191a16202
MessagePack\Exception\PackingFailedException
4003 4104 d4724291a16305
92d4724b91a16106d4724c91a2733007
bool(true)
