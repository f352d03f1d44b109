--TEST--
msgpack: a str, bin or ext 32 whose length is near 4 GiB is waited for, not skipped as a few bytes (32-bit size_t)
--EXTENSIONS--
msgpack
--FILE--
<?php
// The scanner that judges a message cut short added the length to the head's size: in a 32-bit size_t,
// 5 + 0xfffffffc wrapped to 1, so the str seemed to end inside its own length field and the bytes after it were read
// as the next items.
$b = new MessagePack\BufferUnpacker("\x82\xa1a\xc9\xff\xff\xff\xfa");
try {
    var_dump($b->unpack());
} catch (MessagePack\Exception\UnpackingFailedException $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
foreach (["\x93\xdb\xff\xff\xff\xff\xc1\x01", "\x93\xc6\xff\xff\xff\xfc\xc1\x01", "\x93\x93\xc6\xff\xff\xff\xfb\x91"] as $in) {
    $u = new MessagePackUnpacker();
    $offset = 0;
    var_dump($u->execute($in, $offset), $offset);
}
echo "done\n";
?>
--EXPECT--
MessagePack\Exception\InsufficientDataException: Not enough data to read
bool(false)
int(6)
bool(false)
int(6)
bool(false)
int(7)
done
