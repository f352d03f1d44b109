--TEST--
Streaming: a suspended decode whose pending item (a long str, bin or ext, a map's key and value) has not fully arrived waits for it without being taken up, and still fails at the byte that shows an error (BufferUnpacker::tryUnpack(), MessagePackUnpacker::execute(), release() in between)
--EXTENSIONS--
msgpack
--FILE--
<?php
$long = str_repeat('abcdefgh', 500);
$doc = ['head' => 1, 'body' => $long, 'tags' => ['x', $long, 'y'], 'bin' => new MessagePack\Type\Bin($long),
    'ext' => new MessagePack\Type\Ext(5, $long), 'tail' => [1, 2, 3]];
$bytes = (new MessagePack\Packer())->pack($doc);
$expected = (new MessagePack\BufferUnpacker($bytes))->unpack();

/* Every piece size, through tryUnpack(): the value once, at the last byte. */
foreach ([1, 2, 3, 7, 100, 4096] as $size) {
    $u = new MessagePack\BufferUnpacker();
    $at = null;
    foreach (str_split($bytes, $size) as $i => $piece) {
        $got = $u->append($piece)->tryUnpack();
        if ($got !== []) {
            $at = ($i + 1) * $size;
            break;
        }
    }
    printf("tryUnpack, %d-byte pieces: %s, complete at the last piece: %s\n", $size,
        serialize($got) === serialize([$expected]) ? 'same value' : 'DIFFERS', var_export(min($at, strlen($bytes)) === strlen($bytes), true));
}

/* The same through MessagePackUnpacker (assoc arrays; Bin and Ext become strings and MessagePack\Type\Ext). */
$plain = ['head' => 1, 'body' => $long, 'tags' => ['x', $long, 'y'], 'tail' => [1, 2, 3]];
$pbytes = msgpack_pack($plain);
foreach ([1, 5, 4096] as $size) {
    $u = new MessagePackUnpacker(false);
    $done = 0;
    foreach (str_split($pbytes, $size) as $piece) {
        $u->feed($piece);
        $done += $u->execute();
    }
    printf("execute, %d-byte pieces: %s\n", $size, $done === 1 && $u->data() === $plain ? 'same value' : 'DIFFERS');
}

/* An error right after a long string is met at its own byte, not later. */
$bad = "\x92" . msgpack_pack($long) . "\xc1";
$u = new MessagePack\BufferUnpacker();
$failed = null;
foreach (str_split($bad) as $i => $byte) {
    try {
        $u->append($byte)->tryUnpack();
    } catch (MessagePack\Exception\UnpackingFailedException $e) {
        $failed = $i;
        break;
    }
}
printf("tryUnpack: 0xc1 after a %d-byte string fails at byte %s of %d\n", strlen($long), var_export($failed, true),
    strlen($bad) - 1);

$u = new MessagePackUnpacker(false);
$failed = null;
foreach (str_split($bad) as $i => $byte) {
    $u->feed($byte);
    if (!$u->execute() && msgpack_last_error() !== MSGPACK_ERROR_NONE) {
        $failed = $i;
        break;
    }
}
printf("execute: 0xc1 after a %d-byte string fails at byte %s of %d\n", strlen($long), var_export($failed, true),
    strlen($bad) - 1);

/* A map key whose value has not arrived: the value's first byte is asked for as soon as the key is there. */
$bad = "\x82\xa1k\xc1";
$u = new MessagePack\BufferUnpacker();
$failed = null;
foreach (str_split($bad) as $i => $byte) {
    try {
        $u->append($byte)->tryUnpack();
    } catch (MessagePack\Exception\UnpackingFailedException $e) {
        $failed = $i;
        break;
    }
}
printf("tryUnpack: 0xc1 as a value fails at byte %s of %d\n", var_export($failed, true), strlen($bad) - 1);

/* release() while a message waits for its long string: its positions move with the bytes. */
$first = msgpack_pack('first');
$second = msgpack_pack(['a' => $long, 'b' => 2]);
$u = new MessagePack\BufferUnpacker();
$u->append($first . substr($second, 0, 10));
$got = $u->tryUnpack();
$dropped = $u->release();
$rest = substr($second, 10);
$values = $got;
foreach (str_split($rest, 333) as $piece) {
    $values = array_merge($values, $u->append($piece)->tryUnpack());
    $u->release();
}
printf("release() in between: dropped %d, %s\n", $dropped,
    $values === ['first', ['a' => $long, 'b' => 2]] ? 'both values' : 'DIFFERS: ' . json_encode($values));
?>
--EXPECT--
tryUnpack, 1-byte pieces: same value, complete at the last piece: true
tryUnpack, 2-byte pieces: same value, complete at the last piece: true
tryUnpack, 3-byte pieces: same value, complete at the last piece: true
tryUnpack, 7-byte pieces: same value, complete at the last piece: true
tryUnpack, 100-byte pieces: same value, complete at the last piece: true
tryUnpack, 4096-byte pieces: same value, complete at the last piece: true
execute, 1-byte pieces: same value
execute, 5-byte pieces: same value
execute, 4096-byte pieces: same value
tryUnpack: 0xc1 after a 4000-byte string fails at byte 4004 of 4004
execute: 0xc1 after a 4000-byte string fails at byte 4004 of 4004
tryUnpack: 0xc1 as a value fails at byte 3 of 3
release() in between: dropped 6, both values
