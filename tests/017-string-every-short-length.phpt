--TEST--
msgpack: strings of every length from 0 to 70 bytes (values and map keys, all distinct bytes) are written and read back byte for byte by every front end, across the short-copy sizes (1-3, 4-7, 8-16, 17-32, longer)
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Packer;

$packer = new Packer();
$bad = [];
for ($len = 0; $len <= 70; $len++) {
    // no byte repeats within a string, so a byte copied to the wrong place shows
    $s = '';
    for ($i = 0; $i < $len; $i++) {
        $s .= chr(($i * 7 + $len) % 256);
    }
    $key = "k$s";
    $value = [$key => $s, 'list' => [$s, $s . 'x']];
    $packed = msgpack_pack($value);
    if ($packer->pack($value) !== $packed) {
        $bad[] = "$len: Packer writes other bytes";
    }
    if (strpos($packed, $s) === false || strpos($packed, $key) === false) {
        $bad[] = "$len: bytes not written as they are";
    }
    if (msgpack_unpack($packed) !== $value) {
        $bad[] = "$len: msgpack_unpack";
    }
    if ((new BufferUnpacker($packed))->unpack() !== $value) {
        $bad[] = "$len: BufferUnpacker";
    }
    $u = new MessagePackUnpacker();
    $u->feed($packed);
    if (!$u->execute() || $u->data() !== $value) {
        $bad[] = "$len: MessagePackUnpacker";
    }
}
echo $bad ? implode("\n", $bad) : 'all lengths intact', "\n";
?>
--EXPECT--
all lengths intact
