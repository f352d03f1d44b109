--TEST--
Compact mode, string references: a repeated string is written once (ext 0x53), then referenced (ext 0x5e)
--FILE--
<?php
use MessagePack\{Packer, BufferUnpacker, PackOptions, UnpackOptions};

$compact = new Packer(PackOptions::COMPACT);
$read = fn (string $b) => (new BufferUnpacker($b, UnpackOptions::COMPACT))->unpack();

// The first occurrence becomes a definition (c7 LEN 53 bytes), the others references to its number (d4 5e N).
echo bin2hex($compact->pack(['hello', 'hello', 'hello'])), "\n";
// Only where it saves bytes: strings under 5 bytes, or one repeat of a short string, stay plain.
echo bin2hex($compact->pack(['ab', 'ab', 'ab', 'abc', 'abc'])), "\n";
// Values and the keys of maps that are no record (an integer key among them); a record's names are its own.
$v = [['status' => 'open', 1 => 'status'], ['status' => 'open', 2 => 'status'], ['status' => 'open']];
echo bin2hex($compact->pack($v)), "\n";
var_dump($read($compact->pack($v)) === $v);

// Numbers beyond 255 and 65535 take 2 and 4 bytes (d5 5e / d6 5e), and a definition is made only while its
// references save bytes: 6-byte strings stop at number 65535 (a 4-byte reference would cost more than it saves).
$words = [];
for ($i = 0; $i < 70000; $i++) {
    $words[] = sprintf('w%05d', $i);
}
$twice = array_merge($words, $words);
$b = $compact->pack($twice);
var_dump($read($b) === $twice, substr_count($b, "\xc7\x06\x53"), strlen($b) < strlen((new Packer())->pack($twice)));
$words = [];
for ($i = 0; $i < 70000; $i++) {
    $words[] = sprintf('word-%010d', $i);
}
$twice = array_merge($words, $words);
$b = $compact->pack($twice);
var_dump($read($b) === $twice, substr_count($b, "\xc7\x0f\x53"), strpos($b, "\xd6\x5e\x00\x01\x11\x6f") !== false);

// Bin is never referenced; nor are strings inside a Serializable-like payload written by pack*() calls.
$bin = new MessagePack\Type\Bin('binary-data');
echo bin2hex($compact->pack([$bin, $bin])), "\n";
echo bin2hex($compact->packStr('hello') . $compact->packStr('hello')), "\n";

// Strings repeated across records and string references together: the round trip keeps everything.
$rows = [];
for ($i = 0; $i < 50; $i++) {
    $rows[] = ['id' => $i, 'state' => ['open', 'closed'][$i % 2], 'label' => 'label-' . ($i % 5), 'tags' => ['alpha', 'beta']];
}
$b = $compact->pack($rows);
var_dump($read($b) === $rows, strlen($b) < strlen((new Packer(PackOptions::RECORDS))->pack($rows)));
?>
--EXPECT--
93c7055368656c6c6fd45e00d45e00
95a26162a26162a26162a3616263a3616263
9382c70653737461747573a46f70656e01d45e0082d45e00a46f70656e02d45e00d4724091d45e00a46f70656e
bool(true)
bool(true)
int(65536)
bool(true)
bool(true)
int(70000)
bool(true)
92c40b62696e6172792d64617461c40b62696e6172792d64617461
a568656c6c6fa568656c6c6f
bool(true)
bool(true)
