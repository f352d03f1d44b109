--TEST--
MessagePackUnpacker: the buffer that grew to hold a message of about 1 MiB fed in small pieces goes back to a small size once small messages follow (memory counted, not timed)
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
if (getenv('USE_ZEND_ALLOC') === '0') die('skip needs the Zend allocator to measure memory');
?>
--FILE--
<?php
// A message of about 1 MiB fed in pieces under 128 bytes (each copied into the unpacker's buffer, which grows to hold
// it), then small messages: once the large one is read, the buffer goes back to a small size.
$big = msgpack_pack(['rows' => array_fill(0, 20000, str_repeat('r', 48))]);
$u = new MessagePackUnpacker();
$before = memory_get_usage();
foreach (str_split($big, 100) as $piece) {
    $u->feed($piece);
    if ($u->execute()) {
        $got = $u->data();
    }
}
var_dump(count($got['rows']), $got['rows'][19999] === str_repeat('r', 48));
unset($got);
$held = memory_get_usage() - $before;
var_dump($held > 900000);
// small messages after it, also in small pieces
$n = 0;
foreach (range(1, 50) as $i) {
    foreach (str_split(msgpack_pack(['i' => $i, 'pad' => str_repeat('p', 150)]), 100) as $piece) {
        $u->feed($piece);
        while ($u->execute()) {
            $n += $u->data()['i'];
        }
    }
}
var_dump($n === 1275);
$after = memory_get_usage() - $before;
// the 1 MiB buffer is gone (a small one is kept)
var_dump($after < 400000, $held - $after > 600000);
?>
--EXPECT--
int(20000)
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
