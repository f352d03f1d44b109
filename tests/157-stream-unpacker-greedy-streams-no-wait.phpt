--TEST--
StreamUnpacker on streams PHP's stream layer reads greedily (a socket with a read filter, a FIFO opened with fopen()): the messages that have arrived are yielded without waiting for 64 KiB more or for the end (before, the read waited for the socket's timeout, and on the FIFO for its writer to close)
--SKIPIF--
<?php
if (!function_exists('proc_open') || !function_exists('exec')) die('skip needs proc_open() and exec()');
if (!is_file(__DIR__ . '/../modules/msgpack.so')) die('skip needs the module built in this tree');
exec('command -v mkfifo', $out, $status);
if ($status !== 0) die('skip needs mkfifo');
?>
--FILE--
<?php
use MessagePack\{Packer, StreamUnpacker};

class PassThrough extends php_user_filter
{
    public function filter($in, $out, &$consumed, $closing): int
    {
        while ($bucket = stream_bucket_make_writeable($in)) {
            $consumed += $bucket->datalen;
            stream_bucket_append($out, $bucket);
        }
        return PSFS_PASS_ON;
    }
}
stream_filter_register('passthrough', 'PassThrough');

$p = new Packer();
$bytes = $p->pack('one') . $p->pack(['two' => 2]);

echo "-- a blocking socket with a read filter\n";
[$w, $r] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
stream_filter_append($r, 'passthrough', STREAM_FILTER_READ);
stream_set_timeout($r, 10);
fwrite($w, $bytes); // the writer stays open: nothing more is coming for now
foreach (new StreamUnpacker($r) as $i => $m) {
    echo "$i ", json_encode($m), "\n";
    if ($i === 1) {
        break;
    }
}
echo 'the read timed out: ', var_export(stream_get_meta_data($r)['timed_out'], true), "\n";

echo "-- a FIFO opened with fopen()\n";
// In a child process: a read that waits for the writer's end would never return (the FIFO is open for writing too).
$fifo = sys_get_temp_dir() . '/msgpack-157-' . getmypid();
@unlink($fifo);
exec('mkfifo -m 600 ' . escapeshellarg($fifo));
$code = <<<'PHP'
$f = fopen($argv[1], 'r+');
fwrite($f, $argv[2] === '' ? '' : hex2bin($argv[2]));
foreach (new MessagePack\StreamUnpacker($f) as $i => $m) {
    echo "$i ", json_encode($m), "\n";
    if ($i === 1) {
        break;
    }
}
echo "done\n";
PHP;
$child = proc_open([getenv('TEST_PHP_EXECUTABLE') ?: PHP_BINARY, '-n', '-d', 'extension=' . __DIR__ . '/../modules/msgpack.so',
    '-r', $code, $fifo, bin2hex($bytes)], [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
$out = '';
$deadline = 120; // seconds: only a read that waits for the writer runs into it (a child under valgrind at a high load takes tens)
while (!str_contains($out, "done\n") && $deadline-- > 0) {
    $read = [$pipes[1]];
    $none = null;
    if (stream_select($read, $none, $none, 1) > 0) {
        $chunk = fread($pipes[1], 8192);
        if ($chunk === '' || $chunk === false) {
            break;
        }
        $out .= $chunk;
    }
}
if (!str_contains($out, "done\n")) {
    proc_terminate($child, 9);
    $out .= "(still waiting in the read)\n";
}
echo $out, stream_get_contents($pipes[2]);
proc_close($child);
unlink($fifo);
?>
--EXPECT--
-- a blocking socket with a read filter
0 "one"
1 {"two":2}
the read timed out: false
-- a FIFO opened with fopen()
0 "one"
1 {"two":2}
done
