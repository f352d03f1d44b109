--TEST--
BufferUnpacker::release() gives back the room a large message took once its bytes are consumed (down to 256 KiB), as MessagePackUnpacker's buffer does: a stream that once carried a 1 MiB message held 2 MiB for good, whatever came after
--EXTENSIONS--
msgpack
--SKIPIF--
<?php
// Memory is read from the Zend allocator, which valgrind and ASan runs replace.
if (getenv('USE_ZEND_ALLOC') === '0') die('skip needs the Zend allocator to measure memory');
?>
--INI--
memory_limit=-1
--FILE--
<?php
$len = 1 << 20;
$big = "\xdd" . pack('N', $len) . str_repeat("\x01", $len);
$small = "\x92\x01\xa3abc";
$limit = 256 * 1024 + 64 * 1024;
// appended in pieces too short to be lent (the buffer grows by doubling), and in 4 KiB pieces; a small message cut
// in two behind the big one stays across the release()
foreach ([16, 4096] as $piece) {
    $pieces = str_split($big . $small . substr($small, 0, 3), $piece);
    gc_collect_cycles();
    $base = memory_get_usage();
    $u = new MessagePack\BufferUnpacker();
    $got = [];
    foreach ($pieces as $p) {
        foreach ($u->append($p)->tryUnpack() as $m) {
            $got[] = count($m);
        }
    }
    $released = $u->release();
    gc_collect_cycles();
    $held = memory_get_usage() - $base;
    // what stays is read on: the cut message completes
    $rest = $u->append(substr($small, 3))->tryUnpack();
    printf("%d-byte pieces: messages %s, released %d, %s; then %s\n", $piece, json_encode($got), $released,
        $held <= $limit ? 'room given back' : "held $held bytes", json_encode($rest));
    // and many small messages after, each release()d
    for ($i = 0; $i < 1000; $i++) {
        $u->append($small)->tryUnpack();
        $u->release();
    }
    gc_collect_cycles();
    $held = memory_get_usage() - $base;
    echo '  after 1000 small messages: ', $held <= $limit ? 'room given back' : "held $held bytes", "\n";
    unset($u);
}
?>
--EXPECT--
16-byte pieces: messages [1048576,2], released 1048587, room given back; then [[1,"abc"]]
  after 1000 small messages: room given back
4096-byte pieces: messages [1048576,2], released 1048587, room given back; then [[1,"abc"]]
  after 1000 small messages: room given back
