--TEST--
MessagePackUnpacker: O(total bytes) for many messages in one feed and for one message in many chunks
--EXTENSIONS--
msgpack
--FILE--
<?php
// Quadratic behaviour (PECL copied the rest of the buffer for every message; re-decoding a message from its start
// on every chunk) would make 4x the input cost about 16x; linear costs about 4x.
// A message in n chunks decoded from its start each time would cost about n/2 whole decodes.
function best(callable $f): float
{
    $best = INF;
    for ($i = 0; $i < 3; $i++) {
        $t = hrtime(true);
        $f();
        $best = min($best, hrtime(true) - $t);
    }
    return $best;
}
function many(int $n): float
{
    $one = msgpack_pack(['id' => 1, 'ok' => true, 'msg' => 'hello', 'v' => [1, 2, 3]]);
    $stream = str_repeat($one, $n);
    return best(function () use ($stream, $n) {
        $u = new MessagePackUnpacker(false);
        $u->feed($stream);
        $c = 0;
        while ($u->execute()) {
            $u->data();
            $c++;
        }
        if ($c !== $n) {
            throw new Exception("$c messages");
        }
    });
}
function chunked(string $msg): float
{
    $chunks = str_split($msg, 1024);
    return best(function () use ($chunks) {
        foreach ([true, false] as $buffered) {
            $u = new MessagePackUnpacker(false);
            $buffer = '';
            $o = 0;
            $done = 0;
            foreach ($chunks as $c) {
                if ($buffered) {
                    $u->feed($c);
                    $done += $u->execute();
                } else {
                    $buffer .= $c;
                    $done += $u->execute($buffer, $o);
                }
            }
            if ($done !== 1) {
                throw new Exception("not done");
            }
        }
    });
}
$r1 = many(40000) / many(10000);
echo "many small messages: ", $r1 < 8 ? "linear" : "NOT LINEAR ($r1)", "\n";

$msg = msgpack_pack(array_fill(0, 20000, ['id' => 12345, 'name' => str_repeat('n', 20), 'list' => [1, 2, 3]]));
$whole = best(function () use ($msg) {
    msgpack_unpack($msg);
    msgpack_unpack($msg);   // chunked() decodes twice too (buffered and direct)
});
$r2 = chunked($msg) / $whole;
echo intdiv(strlen($msg), 1024), " chunks of 1 KiB: ", $r2 < 10 ? "decoded once" : "TOO SLOW ($r2 whole decodes)", "\n";
?>
--EXPECTF--
many small messages: linear
820 chunks of 1 KiB: decoded once
