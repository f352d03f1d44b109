--TEST--
throw mode: MessagePackUnpacker::execute() throws for a corrupt message in a stream (offset in that message; $offset on the offending byte), returns false for "need more data", throws again until reset()
--EXTENSIONS--
msgpack
--FILE--
<?php
enum Suit: string { case Hearts = 'H'; }
function attempt(string $what, callable $call): void
{
    try {
        $result = $call();
        echo "$what: ", var_export($result, true), ' (last error ', msgpack_last_error(), ")\n";
    } catch (Exception $e) {
        printf("%s: %s(%d) %s\n", $what, get_class($e), $e->getCode(), $e->getMessage());
    }
}

echo "-- fed one byte at a time, a corrupt third message\n";
$stream = "\x81\xa1a\x01" . "\x92\x01\x02" . "\x93\x01\xa2ab\xc1\x03" . "\xa2ok";
$u = new MessagePackUnpacker();
$u->setOption(MessagePack::OPT_THROW, true);
$falses = 0;
for ($i = 0; $i < strlen($stream); $i++) {
    $u->feed($stream[$i]);
    try {
        while ($u->execute()) {
            echo "byte $i: ", json_encode($u->data()), "\n";
        }
        $falses++;
    } catch (MessagePack\Exception\UnpackingFailedException $e) {
        printf("byte %d: %s(%d) %s\n", $i, get_class($e), $e->getCode(), $e->getMessage());
        break;
    }
}
echo "need more data returned false $falses times, last error ", msgpack_last_error(), "\n";
attempt('stopped: the same exception', fn () => $u->execute());
$u->feed("\x01");
attempt('still stopped after feed()', fn () => $u->execute());
var_dump($u->data());
$u->reset();
attempt('after reset(): the offending byte is next', fn () => $u->execute());

echo "-- a message whose bytes arrive in pieces: the offset is in the message\n";
$u = new MessagePackUnpacker(null, ['throw' => true]);
$u->feed("\x01\x94\x01");
attempt('execute', fn () => $u->execute());
attempt('data', fn () => $u->data());
attempt('execute', fn () => $u->execute());
$u->feed("\xa3abc");
attempt('execute', fn () => $u->execute());
$u->feed("\x02\xc1");
attempt('execute', fn () => $u->execute());

echo "-- direct mode: \$offset stops on the offending byte\n";
$u = new MessagePackUnpacker(null, ['throw' => true]);
$str = "\x01\x92\x02\xc1\x03";
$offset = 0;
for ($i = 0; $i < 3; $i++) {
    attempt('execute', function () use ($u, $str, &$offset) { return $u->execute($str, $offset); });
    echo "offset $offset\n";
}
$u = new MessagePackUnpacker(null, ['throw' => true]);
$u->feed("\x92\xa1x");
attempt('begun in the buffer', fn () => $u->execute());
$offset = 0;
attempt('continued in a string', function () use ($u, &$offset) { return $u->execute("\xc1", $offset); });
echo "offset $offset\n";
$u = new MessagePackUnpacker(null, ['throw' => true]);
$offset = 0;
attempt('begun in a string', function () use ($u, &$offset) { return $u->execute("\x93\x01\x02", $offset); });
$offset = 0;
attempt('continued in another', function () use ($u, &$offset) { return $u->execute("\xc1", $offset); });
echo "offset $offset\n";

echo "-- errors the decoder finds in a complete message\n";
$u = new MessagePackUnpacker(true, ['throw' => true]);
$u->feed("\x82\xc0\x06\xa4Suit\xa6Hearts" . "\x82\xc0\x06\xa4Suit\xa5Clubs" . "\x01");
attempt('execute', fn () => $u->execute());
var_dump($u->data());
attempt('execute', fn () => $u->execute());
attempt('execute', fn () => $u->execute());
$u = new MessagePackUnpacker(null, ['throw' => true, 'max_depth' => 2]);
$u->feed("\x91\x91\x01" . "\x91\x91\x91\x01");
attempt('execute', fn () => $u->execute());
var_dump($u->data());
attempt('too deep', fn () => $u->execute());

echo "-- the first stream without throw mode: false, and the same last error\n";
$u = new MessagePackUnpacker();
$u->feed($stream);
while ($u->execute()) {
    echo json_encode($u->data()), "\n";
}
echo msgpack_last_error(), ' ', msgpack_last_error_msg(), "\n";
?>
--EXPECT--
-- fed one byte at a time, a corrupt third message
byte 3: {"a":1}
byte 6: [1,2]
byte 12: MessagePack\Exception\UnpackingFailedException(2) Parse error at offset 5
need more data returned false 12 times, last error 2
stopped: the same exception: MessagePack\Exception\UnpackingFailedException(2) Parse error at offset 5
still stopped after feed(): MessagePack\Exception\UnpackingFailedException(2) Parse error at offset 5
bool(false)
after reset(): the offending byte is next: MessagePack\Exception\UnpackingFailedException(2) Parse error at offset 0
-- a message whose bytes arrive in pieces: the offset is in the message
execute: true (last error 0)
data: 1 (last error 0)
execute: false (last error 0)
execute: false (last error 0)
execute: MessagePack\Exception\UnpackingFailedException(2) Parse error at offset 7
-- direct mode: $offset stops on the offending byte
execute: true (last error 0)
offset 1
execute: MessagePack\Exception\UnpackingFailedException(2) Parse error at offset 2
offset 3
execute: MessagePack\Exception\UnpackingFailedException(2) Parse error at offset 2
offset 3
begun in the buffer: false (last error 0)
continued in a string: MessagePack\Exception\UnpackingFailedException(2) Parse error at offset 3
offset 0
begun in a string: false (last error 0)
continued in another: MessagePack\Exception\UnpackingFailedException(2) Parse error at offset 3
offset 0
-- errors the decoder finds in a complete message
execute: true (last error 0)
enum(Suit::Hearts)
execute: MessagePack\Exception\UnpackingFailedException(6) Undefined enum case Suit::Clubs at offset 14
execute: MessagePack\Exception\UnpackingFailedException(6) Undefined enum case Suit::Clubs at offset 14
execute: true (last error 0)
array(1) {
  [0]=>
  array(1) {
    [0]=>
    int(1)
  }
}
too deep: MessagePack\Exception\UnpackingFailedException(3) Memory error at offset 2
-- the first stream without throw mode: false, and the same last error
{"a":1}
[1,2]
2 Parse error at offset 5
