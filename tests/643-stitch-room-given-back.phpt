--TEST--
Pieces read where they are: the room a stitch took for a long bin, ext or str key a piece's end cut is given back once the message is read, and on reset() and release(), not held by the unpacker until it is freed (it held 1 MiB after a 1 MiB bin)
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
$units = [
    'bin32 value' => ["\x92\xc6" . pack('N', $len) . 'a', 'bin'],
    'ext32 value' => ["\x92\xc9" . pack('N', $len) . "\x05a", 'ext'],
    'str32 key' => ["\x81\xdb" . pack('N', $len) . 'a', 'key'],
];
// What an unpacker holds once the value is taken and dropped: its own state, far below the unit's size.
$limit = 64 * 1024;
foreach ($units as $name => [$first, $kind]) {
    // the first piece ends one byte into the unit; the second completes the message
    $second = str_repeat('b', $len - 1) . "\xc0";
    foreach (['BufferUnpacker', 'MessagePackUnpacker'] as $class) {
        $out = [];
        foreach (['read', 'reset', 'release'] as $then) {
            if ($then === 'release' && $class !== 'BufferUnpacker') {
                continue;
            }
            gc_collect_cycles();
            $base = memory_get_usage();
            if ($class === 'BufferUnpacker') {
                $u = new MessagePack\BufferUnpacker();
                $u->append($first)->tryUnpack();
                $v = $u->append($second)->tryUnpack();
                $ok = count($v) === 1;
                $v = $v[0] ?? null;
            } else {
                $u = new MessagePackUnpacker(false);
                $u->feed($first);
                $u->execute();
                $u->feed($second);
                $ok = $u->execute();
                $v = $u->data();
            }
            $ok = $ok && ($kind === 'key' ? strlen(array_key_first($v)) === $len
                : strlen($kind === 'ext' ? $v[0]->data : $v[0]) === $len);
            unset($v);
            if ($then === 'reset') {
                $u->reset();
            } elseif ($then === 'release') {
                $u->release();
            }
            gc_collect_cycles();
            $held = memory_get_usage() - $base;
            $out[] = $then . ': ' . ($ok ? 'read' : 'NOT READ') . ', ' . ($held < $limit ? 'given back' : "held $held bytes");
            unset($u);
        }
        echo "$name, $class: ", implode('; ', $out), "\n";
    }
}
?>
--EXPECT--
bin32 value, BufferUnpacker: read: read, given back; reset: read, given back; release: read, given back
bin32 value, MessagePackUnpacker: read: read, given back; reset: read, given back
ext32 value, BufferUnpacker: read: read, given back; reset: read, given back; release: read, given back
ext32 value, MessagePackUnpacker: read: read, given back; reset: read, given back
str32 key, BufferUnpacker: read: read, given back; reset: read, given back; release: read, given back
str32 key, MessagePackUnpacker: read: read, given back; reset: read, given back
