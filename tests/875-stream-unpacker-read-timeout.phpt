--TEST--
StreamUnpacker: a read that times out on a blocking socket (stream_set_timeout()) ends the iteration quietly, as documented, with an incomplete message kept for the next foreach; it threw "the stream ended after N bytes of an incomplete message"
--SKIPIF--
<?php if (!function_exists('stream_socket_pair')) die('skip stream_socket_pair() unavailable'); ?>
--FILE--
<?php
use MessagePack\{Packer, StreamUnpacker};

[$w, $r] = stream_socket_pair(STREAM_PF_UNIX, STREAM_SOCK_STREAM, STREAM_IPPROTO_IP);
stream_set_timeout($r, 0, 20000);
$p = new Packer();
$m = $p->pack(['id' => 1, 'op' => 'put']);
fwrite($w, $p->pack('first') . substr($m, 0, 5));
$u = new StreamUnpacker($r);
for ($round = 0; $round < 2; $round++) {
    try {
        foreach ($u as $k => $v) {
            echo "$k: ", json_encode($v), "\n";
        }
        echo "iteration ended (round $round)\n";
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
    echo 'timed out: ', var_export(stream_get_meta_data($r)['timed_out'], true), "\n";
    if ($round === 0) {
        fwrite($w, substr($m, 5));
    }
}
fclose($w);
foreach ($u as $k => $v) {
    echo "$k: ", json_encode($v), "\n";
}
echo "closed: the end\n";
?>
--EXPECT--
0: "first"
iteration ended (round 0)
timed out: true
1: {"id":1,"op":"put"}
iteration ended (round 1)
timed out: true
closed: the end
