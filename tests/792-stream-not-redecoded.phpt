--TEST--
MessagePack\BufferUnpacker::tryUnpack(): a 150 KB message fed in 1 KiB chunks is not decoded again from its start on every chunk (an extension at its start runs once: each tryUnpack() goes on where the last one stopped)
--FILE--
<?php
final class CountingExtension implements MessagePack\Extension
{
    public int $calls = 0;
    public function getType(): int { return 9; }
    public function pack(MessagePack\Packer $packer, $value): ?string { return null; }
    public function unpackExt(MessagePack\BufferUnpacker $unpacker, int $extLength)
    {
        $this->calls++;
        return $unpacker->read($extLength);
    }
}
$ext = new CountingExtension();
$packer = new MessagePack\Packer();
$rows = [];
for ($i = 0; $i < 3600; $i++) {
    $rows[] = ['id' => $i, 'text' => str_repeat('x', 30)];
}
// ext 9 first, then ~150 KB of rows
$message = $packer->packArrayHeader(2) . $packer->packExt(9, 'head') . $packer->pack($rows);
printf("%d KB\n", strlen($message) / 1024);

$u = new MessagePack\BufferUnpacker('', null, [$ext]);
$chunks = str_split($message, 1024);
$results = 0;
foreach ($chunks as $chunk) {
    foreach ($u->append($chunk)->tryUnpack() as $m) {
        $results++;
        $got = $m;
    }
    $u->release();
}
printf("%d chunks, %d message, extension calls: %d, equal: %s\n", count($chunks), $results, $ext->calls,
    var_export($got === ['head', $rows], true));

// byte by byte through the first 600 bytes, then the rest: still no re-decoding
$ext->calls = 0;
$u = new MessagePack\BufferUnpacker('', null, [$ext]);
for ($i = 0; $i < 600; $i++) {
    $u->append($message[$i]);
    $u->tryUnpack();
}
$r = $u->append(substr($message, 600))->tryUnpack();
printf("byte-wise: %d message, extension calls: %d\n", count($r), $ext->calls);
?>
--EXPECT--
150 KB
151 chunks, 1 message, extension calls: 1, equal: true
byte-wise: 1 message, extension calls: 1
