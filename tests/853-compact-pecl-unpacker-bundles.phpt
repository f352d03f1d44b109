--TEST--
Compact mode: MessagePackUnpacker at msgpack.compact read, records and full frames msgpackr's bundled strings, records, string references and shared arrays as msgpack_unpack() reads them (whole, byte by byte, in pieces of 3); at 0 a bundle's 0xc1 is a parse error
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{Packer, PackOptions};

$tags = ['php', 'msgpack'];
$rows = [];
for ($i = 0; $i < 4; $i++) {
    $rows[] = ['id' => $i, 'status' => 'pending-review', 'tags' => $tags];
}
$messages = [
    // msgpackr with bundleStrings: ['abcd', 'xyz', 'Grüße', 'abcd'] (docs/FORMAT.md 3.4)
    hex2bin('94d6620000000ec104a378797ac1fbc104a74772c3bcc39f65a86162636461626364'),
    // records, string references and a shared array
    (new Packer(PackOptions::COMPACT))->pack($rows),
    // a map read through a bundle: {a: 'xyz', b: 'abcdef'}, both in the bundle's second (ASCII) string
    hex2bin('d6620000000d82a161c103a162c106a0a9') . 'xyzabcdef',
];
$stream = implode('', $messages);

function feed_all(string $bytes, int $size): array
{
    $u = new MessagePackUnpacker();
    $out = [];
    foreach (str_split($bytes, $size) as $piece) {
        $u->feed($piece);
        while ($u->execute()) {
            $out[] = $u->data();
            $u->reset();
        }
    }
    return $out;
}

foreach (['read', 'records', 'full'] as $setting) {
    ini_set('msgpack.compact', $setting);
    $expected = array_map('msgpack_unpack', $messages);
    $ok = $expected[0] === ['abcd', 'xyz', 'Grüße', 'abcd'] && $expected[1] === $rows
        && $expected[2] === ['a' => 'xyz', 'b' => 'abcdef'];
    foreach ([strlen($stream), 1, 3] as $size) {
        $got = feed_all($stream, $size);
        if ($got !== $expected) {
            $ok = false;
            echo "$setting, pieces of $size: ", json_encode($got), "\n";
        }
    }
    echo "$setting: ", $ok ? 'as msgpack_unpack()' : 'DIFFERENT', "\n";
}

ini_set('msgpack.compact', '0');
$u = new MessagePackUnpacker();
$u->feed($messages[0]);
var_dump($u->execute(), msgpack_last_error_msg());
?>
--EXPECT--
read: as msgpack_unpack()
records: as msgpack_unpack()
full: as msgpack_unpack()
bool(false)
string(23) "Parse error at offset 7"
