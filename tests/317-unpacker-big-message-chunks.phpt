--TEST--
MessagePackUnpacker: one big message in 1-byte, 2, 3, 1 KiB and 4 KiB chunks, buffered and direct
--EXTENSIONS--
msgpack
--FILE--
<?php
$rows = [];
for ($i = 0; $i < 400; $i++) {
    $rows[] = ['id' => $i, 'name' => "row $i", 'tags' => ['a', 'b', str_repeat('t', $i % 40)], 'score' => $i / 7,
        'blob' => str_repeat(chr(65 + $i % 26), $i % 300), 'nested' => ['deep' => [[$i], ['k' => null]]]];
}
$msg = msgpack_pack($rows);
echo strlen($msg), " bytes\n";

foreach ([1, 2, 3, 1024, 4096] as $size) {
    $chunks = str_split($msg, $size);

    $u = new MessagePackUnpacker(false);
    $completions = 0;
    $got = null;
    foreach ($chunks as $i => $c) {
        $u->feed($c);
        if ($u->execute()) {
            $completions++;
            $last = $i === count($chunks) - 1;
            $got = $u->data();
        }
    }
    echo "buffered $size: ", var_export($got === $rows && $completions === 1 && $last, true);

    $u = new MessagePackUnpacker(false);
    $buffer = '';
    $nread = 0;
    $got = null;
    foreach ($chunks as $c) {
        $buffer .= $c;
        if ($u->execute($buffer, $nread)) {
            $got = $u->data();
            $buffer = substr($buffer, $nread);
            $nread = 0;
        }
    }
    echo ", direct $size: ", var_export($got === $rows && $buffer === '', true);

    // direct mode where the caller keeps only the bytes not consumed
    $u = new MessagePackUnpacker(false);
    $pending = '';
    $got = null;
    foreach ($chunks as $c) {
        $pending .= $c;
        $o = 0;
        if ($u->execute($pending, $o)) {
            $got = $u->data();
        }
        $pending = substr($pending, $o);
    }
    echo ", direct-drop $size: ", var_export($got === $rows && $pending === '', true), "\n";
}

echo "-- two big messages back to back in 1 KiB chunks, with small ones between\n";
$stream = $msg . msgpack_pack('small') . $msg . msgpack_pack(42);
$u = new MessagePackUnpacker(false);
$got = [];
foreach (str_split($stream, 1024) as $c) {
    $u->feed($c);
    while ($u->execute()) {
        $got[] = $u->data();
    }
}
var_dump(count($got), $got[0] === $rows, $got[1], $got[2] === $rows, $got[3]);
?>
--EXPECTF--
86321 bytes
buffered 1: true, direct 1: true, direct-drop 1: true
buffered 2: true, direct 2: true, direct-drop 2: true
buffered 3: true, direct 3: true, direct-drop 3: true
buffered 1024: true, direct 1024: true, direct-drop 1024: true
buffered 4096: true, direct 4096: true, direct-drop 4096: true
-- two big messages back to back in 1 KiB chunks, with small ones between
int(4)
bool(true)
string(5) "small"
bool(true)
int(42)
