--TEST--
Compact mode, streaming: tryUnpack() and MessagePackUnpacker read records, string references, object records and shared structures split at any byte
--INI--
msgpack.php_only=1
--FILE--
<?php
use MessagePack\{Packer, BufferUnpacker, PackOptions, UnpackOptions, Structures};

class P { public $x = 1; protected $y = 'yyyy'; private $z = [3]; }

$values = [
    ['id' => 1, 'name' => 'alpha'],                   // a record at the root: `d4 72 40` starts the message
    [['id' => 1, 'name' => 'alpha'], ['id' => 2, 'name' => 'alpha'], ['name' => 'alpha', 'id' => 3]],
    'repeated-string',                                 // a lone str (no reference in a one-string message)
    ['repeated-string', 'repeated-string', ['k' => 'repeated-string']],
    [64, 65, 127, 128, -33, 0x7fffffff],
    [],
    ['a' => ['b' => ['c' => ['a' => 1]]]],
];

// Every split of the whole stream into two pieces, and pieces of 1..5 bytes: the same messages each time.
function drain(BufferUnpacker $u, array $pieces): array
{
    $got = [];
    foreach ($pieces as $piece) {
        $u->append($piece);
        foreach ($u->tryUnpack() as $v) {
            $got[] = $v;
        }
    }
    return $got;
}
foreach (['RECORDS' => PackOptions::RECORDS, 'COMPACT' => PackOptions::COMPACT] as $name => $opt) {
    $p = new Packer($opt);
    $stream = implode('', array_map([$p, 'pack'], $values));
    $ok = true;
    for ($cut = 0; $cut <= strlen($stream); $cut++) {
        $ok = $ok && drain(new BufferUnpacker('', UnpackOptions::COMPACT), [substr($stream, 0, $cut), substr($stream, $cut)]) === $values;
    }
    for ($size = 1; $size <= 5; $size++) {
        $ok = $ok && drain(new BufferUnpacker('', UnpackOptions::COMPACT), str_split($stream, $size)) === $values;
    }
    printf("%s: %d bytes, %s\n", $name, strlen($stream), $ok ? 'every split reads the same' : 'MISMATCH');
}

// Shared structures: separate messages of ids only, read from any split.
$s = new Structures();
$p = (new Packer())->withStructures($s);
$rows = [];
for ($i = 0; $i < 20; $i++) {
    $rows[] = ['id' => $i, 'name' => "n$i", 'ok' => $i % 2 === 0];
}
$stream = implode('', array_map([$p, 'pack'], $rows));
$reader = (new BufferUnpacker())->withStructures(new Structures($s->toArray()));
$ok = true;
for ($size = 1; $size <= 4; $size++) {
    $ok = $ok && drain($reader->reset(), str_split($stream, $size)) === $rows;
}
printf("structures: %d bytes, %s\n", strlen($stream), $ok ? 'every split reads the same' : 'MISMATCH');

// An Extension registered for type 114 takes those values: no records are read, in one piece or in chunks alike.
final class Type114 implements MessagePack\Extension
{
    public function getType(): int { return 114; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength) { return 'ext114:' . bin2hex($unpacker->read($extLength)); }
}
$bytes = "\x92\xd4\x72\x40\x91\x01" . "\x92\xd4\x72\x40\x91\x01";
$whole = (new BufferUnpacker($bytes, UnpackOptions::COMPACT, [new Type114()]))->tryUnpack();
$chunked = drain(new BufferUnpacker('', UnpackOptions::COMPACT, [new Type114()]), str_split($bytes, 1));
var_dump($whole === $chunked, $whole);

// MessagePackUnpacker under msgpack.compact, fed one byte and then three bytes at a time: objects too.
foreach (['records', 'full'] as $mode) {
    ini_set('msgpack.compact', $mode);
    $msgs = [new P, [new P, new P], ['k' => new P], $values[1], $values[3], new ArrayObject([1])];
    $stream = implode('', array_map('msgpack_pack', $msgs));
    foreach ([1, 3] as $size) {
        $u = new MessagePackUnpacker();
        $got = [];
        foreach (str_split($stream, $size) as $piece) {
            $u->feed($piece);
            while ($u->execute()) {
                $got[] = $u->data();
                $u->reset();
            }
        }
        printf("MessagePackUnpacker %s, %d-byte pieces: %s\n", $mode, $size, $got == $msgs ? 'the same messages' : 'MISMATCH');
    }
}
?>
--EXPECT--
RECORDS: 174 bytes, every split reads the same
COMPACT: 146 bytes, every split reads the same
structures: 130 bytes, every split reads the same
bool(true)
array(2) {
  [0]=>
  array(2) {
    [0]=>
    string(9) "ext114:40"
    [1]=>
    array(1) {
      [0]=>
      int(1)
    }
  }
  [1]=>
  array(2) {
    [0]=>
    string(9) "ext114:40"
    [1]=>
    array(1) {
      [0]=>
      int(1)
    }
  }
}
MessagePackUnpacker records, 1-byte pieces: the same messages
MessagePackUnpacker records, 3-byte pieces: the same messages
MessagePackUnpacker full, 1-byte pieces: the same messages
MessagePackUnpacker full, 3-byte pieces: the same messages
