--TEST--
BufferUnpacker with UnpackOptions::COMPACT: the scan of an incomplete message (and what its last decode waited for) begins with the stream's records; a message decoded elsewhere meanwhile (unpack() after seek(), tryUnpack() after a seek back) may change or replace them, and the message is then scanned again: it reads with the records as they are (not waiting for the bytes its decode under the old ones wanted), and the scan never reads a table the object has let go (a two-byte id kept by the stream met after it was replaced)
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, UnpackOptions};

function show(BufferUnpacker $u): string
{
    try {
        return json_encode($u->tryUnpack());
    } catch (Throwable $e) {
        return get_class($e) . ': ' . $e->getMessage();
    }
}

echo "records changed by unpack() elsewhere\n";
// 0x40 a record of one field; then [0x40, 1, an array of 16 whose first item refers to array 9 (the scan's error)]
$m0 = hex2bin('d4724091a16101');
$m = hex2bin('924001dc0010d44009');
$u = new BufferUnpacker('', UnpackOptions::COMPACT);
$u->append($m0 . $m);
echo show($u), "\n";                    // [{"a":1}]; the next message waits
$u->append("\x01");
echo show($u), "\n";                    // decoded again: waits for the 16 entries of dc 00 10
$start = strlen($m0);
$u->append(hex2bin('d4724090'));        // 0x40 defined again, with no fields
$u->seek($start + strlen($m) + 1);
echo json_encode($u->unpack()), "\n";
$u->seek($start);
$u->append("\x01");
echo show($u), "\n";                    // [{}, 1]: 0x40 takes no value now
$w = new BufferUnpacker(hex2bin('d4724090') . $m, UnpackOptions::COMPACT);
$w->unpack();
echo 'a fresh stream with those records: ', json_encode($w->unpack()), "\n";

echo "records replaced by a seek back\n";
// [{a:1},{b:2}]: 0x61 a two-byte id (high byte 0), and index 97 (61 02) kept by the stream
$a = hex2bin('92d572610091a16101d572610291a16202');
$u = new BufferUnpacker('', UnpackOptions::COMPACT);
$u->append($a);
echo show($u), "\n";
$u->append(hex2bin('924001dc0010'));   // [64, 1], then an array of 16 that waits
echo show($u), "\n";
echo show($u), "\n";
$u->seek(0);                            // both messages again: the first one's records go to a table of their own
echo show($u), "\n";
// (the blocks of the table the call let go, taken by other data)
$junk = [];
for ($i = 0; $i < 16; $i++) {
    $junk[] = str_repeat(chr(0x41 + $i), 560 + 8 * $i);
}
$u->append(hex2bin('61020561'));        // two instances of record 97 begin: the scan looks it up
echo show($u), "\n";
$u->append(hex2bin('0207') . str_repeat("\x01", 14));
echo show($u), "\n";
?>
--EXPECT--
records changed by unpack() elsewhere
[{"a":1}]
[]
[]
[[[],1]]
a fresh stream with those records: [[],1]
records replaced by a seek back
[[{"a":1},{"b":2}]]
[[64,1]]
[]
[[{"a":1},{"b":2}],[64,1]]
[]
[[{"b":5},{"b":7},1,1,1,1,1,1,1,1,1,1,1,1,1,1]]
