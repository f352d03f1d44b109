--TEST--
MessagePackUnpacker: many messages in one feed, in odd pieces, buffered and direct
--EXTENSIONS--
msgpack
--FILE--
<?php
// PHP_INT_MAX and PHP_INT_MIN pack as 9 bytes on 64-bit PHP. On 32-bit PHP the same numbers are floats, packed as
// float64s of 9 bytes too: the stream has the same length on both.
$int64Max = PHP_INT_SIZE === 8 ? PHP_INT_MAX : 9223372036854775807;
$int64Min = PHP_INT_SIZE === 8 ? PHP_INT_MIN : -9223372036854775808;
$values = [null, true, false, 0, -1, 127, 128, -33, 65536, $int64Max, $int64Min, 1.5, -0.0, '', 'a',
    str_repeat('s', 31), str_repeat('s', 32), str_repeat('s', 255), str_repeat('s', 256),
    [], [1, 2, 3], ['k' => 'v'], range(1, 20), array_fill_keys(range('a', 'q'), 1), [[[[]]]], ['x' => ['y' => [1]]]];
$stream = '';
$expected = [];
for ($i = 0; $i < 2000; $i++) {
    $v = $values[$i % count($values)];
    if ($i % 7 == 0) {
        $v = [$i, $v];
    }
    $expected[] = $v;
    $stream .= msgpack_pack($v);
}
$expected[] = str_repeat('L', 70000);
$stream .= msgpack_pack(str_repeat('L', 70000));
$expected[] = 'end';
$stream .= msgpack_pack('end');
echo strlen($stream), " bytes, ", count($expected), " messages\n";

echo "-- fed at once, buffered\n";
$u = new MessagePackUnpacker(false);
$u->feed($stream);
$got = [];
while ($u->execute()) {
    $got[] = $u->data();
}
var_dump($got === $expected);

echo "-- fed at once, direct with offset (no substr)\n";
$u = new MessagePackUnpacker(false);
$o = 0;
$got = [];
while ($u->execute($stream, $o)) {
    $got[] = $u->data();
}
var_dump($got === $expected, $o === strlen($stream));

echo "-- fed in pieces of odd sizes, drained after each feed\n";
foreach ([1, 7, 100, 4096, 65537] as $size) {
    $u = new MessagePackUnpacker(false);
    $got = [];
    foreach (str_split($stream, $size) as $chunk) {
        $u->feed($chunk);
        while ($u->execute()) {
            $got[] = $u->data();
        }
    }
    echo $size, ": ", var_export($got === $expected, true), "\n";
}

echo "-- messages taken with data() interleaved with more feeds\n";
$u = new MessagePackUnpacker(false);
$u->feed(msgpack_pack(1) . msgpack_pack(2));
var_dump($u->execute(), $u->data());
$u->feed(msgpack_pack(3) . "\x92");
var_dump($u->execute(), $u->data(), $u->execute(), $u->data(), $u->execute());
$u->feed("\x04\x05\x06");
var_dump($u->execute(), $u->data(), $u->execute(), $u->data(), $u->execute());
?>
--EXPECTF--
127680 bytes, 2002 messages
-- fed at once, buffered
bool(true)
-- fed at once, direct with offset (no substr)
bool(true)
bool(true)
-- fed in pieces of odd sizes, drained after each feed
1: true
7: true
100: true
4096: true
65537: true
-- messages taken with data() interleaved with more feeds
bool(true)
int(1)
bool(true)
int(2)
bool(true)
int(3)
bool(false)
bool(true)
array(2) {
  [0]=>
  int(4)
  [1]=>
  int(5)
}
bool(true)
int(6)
bool(false)
