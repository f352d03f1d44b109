--TEST--
MessagePack\StreamUnpacker on stream_socket_pair(): blocking until EOF; non-blocking with half a message, byte-at-a-time writes, many messages in one read, a message larger than a read; a truncated last message at EOF; packToStream() to a socket
--SKIPIF--
<?php
if (!function_exists('stream_socket_pair')) die('skip stream_socket_pair() not available');
?>
--FILE--
<?php
use MessagePack\{Packer, StreamUnpacker};

$packer = new Packer();
function pair(): array
{
    return stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
}

echo "-- blocking: every message, then the end of the stream\n";
[$w, $r] = pair();
fwrite($w, $packer->pack(['id' => 1]) . $packer->pack(['id' => 2]) . $packer->pack('three'));
fclose($w);
foreach (new StreamUnpacker($r) as $i => $m) {
    echo $i, ' ', json_encode($m), "\n";
}

echo "-- non-blocking: half a message, then the rest\n";
[$w, $r] = pair();
stream_set_blocking($r, false);
$u = new StreamUnpacker($r);
$msg = $packer->pack(['hello' => 'world', 'list' => range(1, 20)]);
$half = intdiv(strlen($msg), 2);
fwrite($w, $packer->pack('before') . substr($msg, 0, $half));
foreach ($u as $i => $m) {
    echo $i, ' ', json_encode($m), "\n";
}
echo "(nothing more for now)\n";
foreach ($u as $i => $m) {
    echo "unexpected $i\n";
}
fwrite($w, substr($msg, $half));
foreach ($u as $i => $m) {
    echo $i, ' ', json_encode($m), "\n";
}

echo "-- non-blocking, one byte at a time: each message comes out with its last byte\n";
[$w, $r] = pair();
stream_set_blocking($r, false);
$u = new StreamUnpacker($r);
$messages = [1, 'two', [3, 3, 3], ['four' => 4.0], str_repeat('5', 300), null, [[[[6]]]]];
$bytes = '';
$ends = [];
foreach ($messages as $m) {
    $bytes .= $packer->pack($m);
    $ends[] = strlen($bytes) - 1;
}
$got = [];
$at = [];
for ($k = 0; $k < strlen($bytes); $k++) {
    fwrite($w, $bytes[$k]);
    foreach ($u as $i => $m) {
        $got[$i] = $m;
        $at[$i] = $k;
    }
}
var_dump($got === $messages, $at === $ends);

echo "-- many small messages in one write: all in one foreach\n";
[$w, $r] = pair();
stream_set_blocking($r, false);
$u = new StreamUnpacker($r);
$many = '';
for ($k = 0; $k < 2000; $k++) {
    $many .= $packer->pack([$k, "m$k"]);
}
fwrite($w, $many);
$count = 0;
$ok = true;
foreach ($u as $i => $m) {
    $ok = $ok && $m === [$i, "m$i"];
    $count++;
}
var_dump($count, $ok);

echo "-- a message larger than a read (64 KiB), in pieces\n";
[$w, $r] = pair();
stream_set_blocking($r, false);
$u = new StreamUnpacker($r);
$big = ['blob' => str_repeat('0123456789abcdef', 20000), 'n' => range(1, 5000)];
$msg = $packer->pack($big) . $packer->pack('after');
$yields = [];
foreach (str_split($msg, 16384) as $k => $piece) {
    fwrite($w, $piece);
    // one foreach reads until the socket has nothing more
    foreach ($u as $i => $m) {
        $yields[] = [$k, $i, $m === $big ? 'big' : $m];
    }
}
echo count(str_split($msg, 16384)), " pieces\n";
echo json_encode($yields), "\n";

echo "-- a truncated last message at EOF: the messages before it, then InsufficientDataException\n";
[$w, $r] = pair();
$msg = $packer->pack('third message');
fwrite($w, $packer->pack(1) . $packer->pack(2) . substr($msg, 0, 5));
fclose($w);
$u = new StreamUnpacker($r);
for ($round = 0; $round < 2; $round++) {
    try {
        foreach ($u as $i => $m) {
            echo "$i $m\n";
        }
        echo "no exception\n";
    } catch (MessagePack\Exception\InsufficientDataException $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}

echo "-- packToStream() to a socket, read back\n";
[$w, $r] = pair();
$values = [['a' => 1], 'x', range(1, 100), 2.5];
$written = 0;
foreach ($values as $v) {
    $written += $packer->packToStream($w, $v);
}
fclose($w);
var_dump($written === strlen(implode('', array_map([$packer, 'pack'], $values))));
var_dump(iterator_to_array(new StreamUnpacker($r)) === $values);
?>
--EXPECT--
-- blocking: every message, then the end of the stream
0 {"id":1}
1 {"id":2}
2 "three"
-- non-blocking: half a message, then the rest
0 "before"
(nothing more for now)
1 {"hello":"world","list":[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20]}
-- non-blocking, one byte at a time: each message comes out with its last byte
bool(true)
bool(true)
-- many small messages in one write: all in one foreach
int(2000)
bool(true)
-- a message larger than a read (64 KiB), in pieces
21 pieces
[[20,0,"big"],[20,1,"after"]]
-- a truncated last message at EOF: the messages before it, then InsufficientDataException
0 1
1 2
MessagePack\Exception\InsufficientDataException: Not enough data to read: the stream ended after 5 bytes of an incomplete message
MessagePack\Exception\InsufficientDataException: Not enough data to read: the stream ended after 5 bytes of an incomplete message
-- packToStream() to a socket, read back
bool(true)
bool(true)
