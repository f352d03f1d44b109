--TEST--
Compact mode: a string repeated until its plain copies would pass 4 GiB is still written once and referenced (32-bit size_t)
--EXTENSIONS--
msgpack
--INI--
memory_limit=512M
--FILE--
<?php
// 4096 copies of one string whose str 32 takes 1 MiB with its head: 4 GiB written plainly, which a 32-bit size_t
// wrapped to 0, so the plain form seemed the smaller and the encoder ran out of memory writing it.
$s = str_repeat("x", 1024 * 1024 - 5);
$list = array_fill(0, 4096, $s);
$packed = (new MessagePack\Packer(MessagePack\PackOptions::COMPACT))->pack($list);
var_dump(strlen($packed) < 2 * 1024 * 1024);
$back = (new MessagePack\BufferUnpacker($packed, MessagePack\UnpackOptions::COMPACT))->unpack();
var_dump($back === $list);
?>
--EXPECT--
bool(true)
bool(true)
