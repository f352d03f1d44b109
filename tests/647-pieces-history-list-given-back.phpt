--TEST--
Pieces read where they are: the list of a message's pieces (history) is given back once they are dropped when it grew long, not held for the messages after: a 4 MiB message in 128-byte pieces left a list of 256 KiB in a BufferUnpacker after release(), and in a MessagePackUnpacker after the message
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
$len = 4 << 20;
$msg = "\xdd" . pack('N', $len) . str_repeat("\xc0", $len);
// the pieces are lent (128 bytes or more, a suspended decode at the end of the bytes): each one joins history
$pieces = str_split($msg . "\x92\x01\x02", 128);
foreach (['BufferUnpacker' => 64 * 1024, 'MessagePackUnpacker' => 256 * 1024 + 64 * 1024] as $class => $limit) {
    gc_collect_cycles();
    $base = memory_get_usage();
    $got = [];
    if ($class === 'BufferUnpacker') {
        $u = new MessagePack\BufferUnpacker();
        foreach ($pieces as $p) {
            foreach ($u->append($p)->tryUnpack() as $m) {
                $got[] = count($m);
            }
        }
        $u->release();
    } else {
        $u = new MessagePackUnpacker();
        foreach ($pieces as $p) {
            $u->feed($p);
            while ($u->execute()) {
                $got[] = count($u->data());
            }
        }
    }
    gc_collect_cycles();
    $held = memory_get_usage() - $base;
    echo $class, ': ', json_encode($got), ', ', $held <= $limit ? 'given back' : "held $held bytes", "\n";
    unset($u);
}
?>
--EXPECT--
BufferUnpacker: [4194304,2], given back
MessagePackUnpacker: [4194304,2], given back
