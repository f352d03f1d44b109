--TEST--
Compact mode: msgpackr's two-byte record ids (own records beyond 64, object records, a stream's kept ones, a clone's, shared structures beyond 32) read whole and in pieces alike; ids no record has refused in the same words
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Packer, StreamUnpacker, Structures, UnpackOptions};

function feed_buffer(string $bytes, int $chunk): array {
    $u = new BufferUnpacker('', UnpackOptions::COMPACT);
    $out = [];
    foreach (str_split($bytes, $chunk) as $piece) {
        array_push($out, ...$u->append($piece)->tryUnpack());
    }
    return $out;
}
function feed_pecl(string $bytes, int $chunk): array {
    $u = new MessagePackUnpacker();
    $out = [];
    foreach (str_split($bytes, $chunk) as $piece) {
        $u->feed($piece);
        while ($u->execute()) {
            $out[] = $u->data();
            $u->reset();
        }
    }
    return $out;
}

// What msgpackr (useRecords, maxOwnStructures: 200) writes for 71 maps of one key each: ids 0x40..0x5f, then two-byte
// ids (d5 72 6X HH), the last map naming record 0x61 0x01 (k65) again.
$maps = [];
$msg = "\xdc\x00\x47";
for ($i = 0; $i < 70; $i++) {
    $maps[] = ["k$i" => $i];
    $id = match (true) {
        $i < 32 => "\xd4\x72" . chr(0x40 + $i),                     // one-byte ids
        $i < 64 => "\xd5\x72" . chr(0x60 + $i - 32) . "\x00",        // two-byte ids, high byte 0: slot 0x60..0x7f
        default => "\xd5\x72" . chr(0x60 + ($i - 64) % 32) . chr(1 + intdiv($i - 64, 32)),   // index 64 and above
    };
    // (an integer 0x40..0x7f is written as uint 8: as a byte it would name a record)
    $msg .= $id . "\x91" . msgpack_pack("k$i") . ($i < 0x40 ? chr($i) : "\xcc" . chr($i));
}
$maps[] = ['k65' => 'again'];
$msg .= "\x61\x01\xa5again";
echo strlen($msg), ' ', md5($msg) === '571e69765cbc7d0899e8761b4a356abb' ? "msgpackr's bytes" : 'OTHER BYTES', "\n";
var_dump((new BufferUnpacker($msg, UnpackOptions::COMPACT))->unpack() === $maps);
ini_set('msgpack.compact', 'read');
var_dump(msgpack_unpack($msg) === $maps);
// in pieces: the scanner frames two-byte definitions and ids as the decoder reads them
foreach ([1, 2, 3, 7, 64] as $chunk) {
    $a = feed_buffer($msg . $msg, $chunk);
    $b = feed_pecl($msg . $msg, $chunk);
    echo "chunk $chunk: ", var_export($a === [$maps, $maps], true), ' ', var_export($b === [$maps, $maps], true), "\n";
}
$f = fopen('php://memory', 'w+b');
fwrite($f, $msg . $msg);
rewind($f);
echo 'stream: ', var_export(iterator_to_array(new StreamUnpacker($f, UnpackOptions::COMPACT), false) === [$maps, $maps], true), "\n";

// an object record (PHP-only format: nil first name, then the class) at index 64, through slot 0x60 that a two-byte
// definition of high byte 0 opened: its instances hold the values only
class P { public $a = 1; public $b = 2; }
$objs = "\x93\xd5\x72\x60\x00\x91\xa1x\x01" . "\xd5\x72\x60\x01\x94\xc0\xa1P\xa1a\xa1b\x01\x02" . "\x60\x01\x03\x04";
$v = msgpack_unpack($objs);
echo json_encode($v[0]), ' ', get_class($v[2]), ' ', $v[2]->a, ' ', $v[2]->b, "\n";
foreach ([1, 3] as $chunk) {
    $r = feed_pecl($objs, $chunk);
    echo "objects, chunk $chunk: ", count($r) === 1 && $r[0] == $v ? 'same' : 'DIFFERENT', "\n";
}

// a stream (msgpackr's sequential form): the second message names records the first defined, a two-byte one too
$next = "\x61\x01\xa5later" . "\x5f\x03";          // k65 (index 64 + 1), then k31 (slot 0x1f)
$u = new BufferUnpacker('', UnpackOptions::COMPACT);
$got = [];
foreach (str_split($msg . $next, 5) as $piece) {
    array_push($got, ...$u->append($piece)->tryUnpack());
}
echo json_encode(array_slice($got, 1)), "\n";
$u = new BufferUnpacker($msg, UnpackOptions::COMPACT);
$u->unpack();
$copy = clone $u;                                      // a clone carries the records read so far, two-byte ones too
$u->reset();
foreach (str_split($next) as $byte) {
    $copy->append($byte);
}
echo json_encode($copy->tryUnpack()), "\n";
$copy->append("\x61\x05");                             // a two-byte id no record has
try {
    $copy->tryUnpack();
} catch (Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
foreach (["\x92\xd5\x72\x61\x00\x91\xa1y\x02\x61\x05", "\x92\xd5\x72\x60\x00\x91\xa1x\x01\x60\x07"] as $bytes) {
    try {
        (new BufferUnpacker($bytes, UnpackOptions::COMPACT))->unpack();
    } catch (Exception $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    $u = new BufferUnpacker('', UnpackOptions::COMPACT);
    try {
        foreach (str_split($bytes) as $byte) {
            $u->append($byte)->tryUnpack();
        }
        echo "in pieces: no error\n";
    } catch (Exception $e) {
        echo 'in pieces: ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}
// a two-byte id cut after its first byte
try {
    (new BufferUnpacker("\x92\xd5\x72\x60\x00\x91\xa1x\x01\x60", UnpackOptions::COMPACT))->unpack();
} catch (Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}

// shared structures beyond 32: two-byte ids (index 32 and above), the bytes msgpackr writes with the same lists, read
// whole and in pieces
$shapes = [];
for ($i = 0; $i < 70; $i++) {
    $shapes[] = ["f$i" => $i, 'n' => null];
}
$structures = new Structures([], 100);
$packed = (new Packer())->withStructures($structures)->pack($shapes);
echo count($structures), ' ', bin2hex(substr($packed, 0, 3)), ' ', bin2hex(substr($packed, -12)), "\n";
$reader = (new BufferUnpacker())->withStructures($structures);
var_dump($reader->reset($packed)->unpack() === $shapes);
$reader->reset();
$got = [];
foreach (str_split($packed . $packed, 3) as $piece) {
    array_push($got, ...$reader->append($piece)->tryUnpack());
}
var_dump($got === [$shapes, $shapes]);
// a reader with fewer lists: an id its maximum allows but no list holds
$fewer = new Structures(array_slice($structures->toArray(), 0, 66), 100);
try {
    (new BufferUnpacker())->withStructures($fewer)->reset($packed)->unpack();
} catch (Exception $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECT--
675 msgpackr's bytes
bool(true)
bool(true)
chunk 1: true true
chunk 2: true true
chunk 3: true true
chunk 7: true true
chunk 64: true true
stream: true
{"x":1} P 3 4
objects, chunk 1: same
objects, chunk 3: same
[{"k65":"later"},{"k31":3}]
[{"k65":"later"},{"k31":3}]
MessagePack\Exception\UnpackingFailedException: Record 0x61 0x05 (index 193) is not defined
MessagePack\Exception\UnpackingFailedException: Record 0x61 0x05 (index 193) is not defined
in pieces: MessagePack\Exception\UnpackingFailedException: Record 0x61 0x05 (index 193) is not defined
MessagePack\Exception\UnpackingFailedException: Record 0x60 0x07 (index 256) is not defined
in pieces: MessagePack\Exception\UnpackingFailedException: Record 0x60 0x07 (index 256) is not defined
MessagePack\Exception\InsufficientDataException: Not enough data to read
70 dc0046 43c06401cc44c06501cc45c0
bool(true)
bool(true)
MessagePack\Exception\UnpackingFailedException: Unknown shared structure 0x62 0x01 (index 66): the structures hold 66
