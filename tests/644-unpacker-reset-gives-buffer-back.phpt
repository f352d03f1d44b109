--TEST--
MessagePackUnpacker::reset() gives back the buffer a large message it drops took (down to the 256 KiB the stream keeps), in buffered and direct mode, in pieces and whole: it held twice the message until the next feed()
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
// an array of nils cut short: every byte a whole field, none left unconsumed once the message is dropped
$msg = "\xdd" . pack('N', 2 * $len) . str_repeat("\xc0", $len);
$limit = 256 * 1024 + 64 * 1024;
foreach ([4096, 65536, strlen($msg)] as $piece) {
    $pieces = str_split($msg, $piece);
    foreach (['buffered', 'buffered, php_only off', 'direct'] as $mode) {
        gc_collect_cycles();
        $base = memory_get_usage();
        $u = new MessagePackUnpacker();
        if ($mode === 'direct') {
            $s = '';
            $offset = 0;
            foreach ($pieces as $p) {
                $s .= $p;
                $r = $u->execute($s, $offset);
            }
            unset($s);
        } else {
            if ($mode !== 'buffered') {
                $u->setOption(MessagePack::OPT_PHPONLY, false);
            }
            foreach ($pieces as $p) {
                $u->feed($p);
                $r = $u->execute();
            }
        }
        $u->reset();
        gc_collect_cycles();
        $held = memory_get_usage() - $base;
        // the unpacker still works: a message after the reset
        $u->feed("\x92\x01\x02");
        $next = $u->execute() ? json_encode($u->data()) : 'none';
        printf("%d-byte pieces, %s: %s, incomplete %s; after reset() %s; next %s\n", $piece, $mode,
            count($pieces) > 1 ? 'fed' : 'whole', json_encode($r), $held <= $limit ? 'given back' : "held $held bytes", $next);
        unset($u);
    }
}
?>
--EXPECT--
4096-byte pieces, buffered: fed, incomplete false; after reset() given back; next [1,2]
4096-byte pieces, buffered, php_only off: fed, incomplete false; after reset() given back; next [1,2]
4096-byte pieces, direct: fed, incomplete false; after reset() given back; next [1,2]
65536-byte pieces, buffered: fed, incomplete false; after reset() given back; next [1,2]
65536-byte pieces, buffered, php_only off: fed, incomplete false; after reset() given back; next [1,2]
65536-byte pieces, direct: fed, incomplete false; after reset() given back; next [1,2]
1048581-byte pieces, buffered: whole, incomplete false; after reset() given back; next [1,2]
1048581-byte pieces, buffered, php_only off: whole, incomplete false; after reset() given back; next [1,2]
1048581-byte pieces, direct: whole, incomplete false; after reset() given back; next [1,2]
