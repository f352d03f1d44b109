--TEST--
MessagePackUnpacker: once every fed byte is consumed, execute() gives back the buffer room a large message took (down to the 256 KiB the stream keeps) instead of holding it until the next feed(): an idle unpacker held twice its last large message
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
$messages = [
    'a 1 MiB str in a list' => "\x91\xdb" . pack('N', $len) . str_repeat('x', $len),
    'a list of 1 Mi nils' => "\xdd" . pack('N', $len) . str_repeat("\xc0", $len),
];
$limit = 256 * 1024 + 64 * 1024;
foreach ($messages as $name => $msg) {
    foreach ([4096, 65536, strlen($msg)] as $piece) {
        foreach ([true, false] as $phpOnly) {
            $pieces = str_split($msg, $piece);
            gc_collect_cycles();
            $base = memory_get_usage();
            $u = new MessagePackUnpacker();
            $u->setOption(MessagePack::OPT_PHPONLY, $phpOnly);
            $got = 0;
            // PECL's loop: every message out of each piece, until execute() finds none
            foreach ($pieces as $p) {
                $u->feed($p);
                while ($u->execute()) {
                    $got += count($u->data());
                }
            }
            gc_collect_cycles();
            $held = memory_get_usage() - $base;
            $u->feed("\x92\x01\x02");
            $next = $u->execute() ? json_encode($u->data()) : 'none';
            printf("%s, %d-byte pieces, php_only %s: %d element(s); idle: %s; next %s\n", $name, $piece,
                $phpOnly ? 'on' : 'off', $got, $held <= $limit ? 'room given back' : "held $held bytes", $next);
            unset($u, $pieces);
        }
    }
}
?>
--EXPECT--
a 1 MiB str in a list, 4096-byte pieces, php_only on: 1 element(s); idle: room given back; next [1,2]
a 1 MiB str in a list, 4096-byte pieces, php_only off: 1 element(s); idle: room given back; next [1,2]
a 1 MiB str in a list, 65536-byte pieces, php_only on: 1 element(s); idle: room given back; next [1,2]
a 1 MiB str in a list, 65536-byte pieces, php_only off: 1 element(s); idle: room given back; next [1,2]
a 1 MiB str in a list, 1048582-byte pieces, php_only on: 1 element(s); idle: room given back; next [1,2]
a 1 MiB str in a list, 1048582-byte pieces, php_only off: 1 element(s); idle: room given back; next [1,2]
a list of 1 Mi nils, 4096-byte pieces, php_only on: 1048576 element(s); idle: room given back; next [1,2]
a list of 1 Mi nils, 4096-byte pieces, php_only off: 1048576 element(s); idle: room given back; next [1,2]
a list of 1 Mi nils, 65536-byte pieces, php_only on: 1048576 element(s); idle: room given back; next [1,2]
a list of 1 Mi nils, 65536-byte pieces, php_only off: 1048576 element(s); idle: room given back; next [1,2]
a list of 1 Mi nils, 1048581-byte pieces, php_only on: 1048576 element(s); idle: room given back; next [1,2]
a list of 1 Mi nils, 1048581-byte pieces, php_only off: 1048576 element(s); idle: room given back; next [1,2]
