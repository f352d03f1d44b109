--TEST--
MessagePack\StreamUnpacker on a proc_open() pipe: a child PHP writes messages (packToStream(), many at once, byte by byte, one larger than a read), the parent iterates them; a truncated last message; a non-blocking pipe driven by stream_select()
--SKIPIF--
<?php
if (!function_exists('proc_open')) die('skip proc_open() not available');
if (!is_file(__DIR__ . '/../modules/msgpack.so')) die('skip needs the module built in this tree');
?>
--FILE--
<?php
use MessagePack\{Packer, StreamUnpacker};

function child(string $code)
{
    $php = getenv('TEST_PHP_EXECUTABLE') ?: PHP_BINARY;
    $cmd = [$php, '-n', '-d', 'extension=' . __DIR__ . '/../modules/msgpack.so', '-r', $code];
    $proc = proc_open($cmd, [0 => ['pipe', 'r'], 1 => ['pipe', 'w']], $pipes);
    if (!$proc) {
        die("proc_open failed\n");
    }
    return [$proc, $pipes];
}

$writer = <<<'PHP'
$p = new MessagePack\Packer();
$out = fopen('php://stdout', 'w');
$batch = '';
for ($i = 0; $i < 10; $i++) {
    $batch .= $p->pack(['batch' => $i]);
}
fwrite($out, $batch);
fflush($out);
foreach (str_split($p->pack(['bytewise' => 'one byte per write'])) as $byte) {
    fwrite($out, $byte);
    fflush($out);
}
$p->packToStream($out, ['big' => str_repeat('x', 300000), 'list' => range(1, 30000)]);
$p->packToStream($out, 'last');
if ($mode === 'truncate') {
    fwrite($out, substr($p->pack('cut short'), 0, 4));
}
PHP;

foreach (['', 'truncate'] as $mode) {
    echo "-- blocking pipe", $mode ? ", $mode" : '', "\n";
    [$proc, $pipes] = child("\$mode = '$mode';\n" . $writer);
    fclose($pipes[0]);
    try {
        foreach (new StreamUnpacker($pipes[1]) as $i => $m) {
            if (isset($m['big'])) {
                echo $i, ' big: ', strlen($m['big']), ' bytes, ', count($m['list']), " ints\n";
            } else {
                echo $i, ' ', json_encode($m), "\n";
            }
        }
        echo "end of stream\n";
    } catch (MessagePack\Exception\InsufficientDataException $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    fclose($pipes[1]);
    echo 'child exit status ', proc_close($proc), "\n";
}

echo "-- non-blocking pipe: the child waits for the parent between writes\n";
$stepper = <<<'PHP'
$p = new MessagePack\Packer();
$out = fopen('php://stdout', 'w');
$second = $p->pack(['second' => range(1, 10)]);
fwrite($out, $p->pack('first') . substr($second, 0, 7));
fflush($out);
fgets(STDIN);
fwrite($out, substr($second, 7) . $p->pack('third'));
fflush($out);
fgets(STDIN);
PHP;
[$proc, $pipes] = child($stepper);
stream_set_blocking($pipes[1], false);
$u = new StreamUnpacker($pipes[1]);
$got = [];
// Wait (stream_select) and read until the expected count; a foreach ends whenever the pipe has nothing more.
$collect = function (int $want) use ($u, $pipes, &$got) {
    $rounds = 0;
    while (count($got) < $want && !feof($pipes[1])) {
        $read = [$pipes[1]];
        $none = null;
        stream_select($read, $none, $none, null);
        foreach ($u as $i => $m) {
            $got[$i] = $m;
            echo "$i ", json_encode($m), "\n";
        }
    }
};
$collect(1);
echo "(parent: go on)\n";
fwrite($pipes[0], "go\n");
fflush($pipes[0]);
$collect(3);
fclose($pipes[0]);
// the child exits: the end of the stream, with nothing pending
while (!feof($pipes[1])) {
    $read = [$pipes[1]];
    $none = null;
    stream_select($read, $none, $none, null);
    foreach ($u as $i => $m) {
        echo "unexpected $i\n";
    }
}
echo "end of stream, ", count($got), " messages\n";
fclose($pipes[1]);
echo 'child exit status ', proc_close($proc), "\n";
?>
--EXPECT--
-- blocking pipe
0 {"batch":0}
1 {"batch":1}
2 {"batch":2}
3 {"batch":3}
4 {"batch":4}
5 {"batch":5}
6 {"batch":6}
7 {"batch":7}
8 {"batch":8}
9 {"batch":9}
10 {"bytewise":"one byte per write"}
11 big: 300000 bytes, 30000 ints
12 "last"
end of stream
child exit status 0
-- blocking pipe, truncate
0 {"batch":0}
1 {"batch":1}
2 {"batch":2}
3 {"batch":3}
4 {"batch":4}
5 {"batch":5}
6 {"batch":6}
7 {"batch":7}
8 {"batch":8}
9 {"batch":9}
10 {"bytewise":"one byte per write"}
11 big: 300000 bytes, 30000 ints
12 "last"
MessagePack\Exception\InsufficientDataException: Not enough data to read: the stream ended after 4 bytes of an incomplete message
child exit status 0
-- non-blocking pipe: the child waits for the parent between writes
0 "first"
(parent: go on)
1 {"second":[1,2,3,4,5,6,7,8,9,10]}
2 "third"
end of stream, 3 messages
child exit status 0
