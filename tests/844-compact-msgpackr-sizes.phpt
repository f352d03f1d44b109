--TEST--
Compact mode: msgpackr's larger forms both ways: shared structures beyond 32 (two-byte ids) written and read, bundleStrings (ext 0x62, 0xc1) read
--SKIPIF--
<?php
if ((string) getenv('MSGPACK_NODE_MODULES') === '') {
    die('skip MSGPACK_NODE_MODULES is empty (set it to a node_modules directory holding msgpackr@2)');
}
$dirs = array_filter(explode(PATH_SEPARATOR, (string) getenv('PATH')), fn ($d) => $d !== '' && is_executable("$d/node"));
if (!$dirs) {
    die('skip node is not on PATH');
}
?>
--INI--
serialize_precision=-1
; PCRE's JIT code looks like uninitialised reads to valgrind
pcre.jit=0
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, StreamUnpacker, Structures, UnpackOptions};

function node(string $mode, array $request): stdClass
{
    $env = ['MSGPACK_NODE_MODULES' => getenv('MSGPACK_NODE_MODULES'), 'PATH' => getenv('PATH')];
    $proc = proc_open(['node', __DIR__ . '/data/msgpackr-interop.js', $mode], [['pipe', 'r'], ['pipe', 'w'], ['pipe', 'w']], $pipes, null, $env);
    fwrite($pipes[0], json_encode($request, JSON_THROW_ON_ERROR));
    fclose($pipes[0]);
    [$out, $err] = [stream_get_contents($pipes[1]), stream_get_contents($pipes[2])];
    if (proc_close($proc) !== 0) {
        throw new RuntimeException("node $mode failed: $err");
    }
    return json_decode($out, false, 512, JSON_THROW_ON_ERROR);
}
function attempt(callable $f): string
{
    try {
        return json_encode($f(), JSON_UNESCAPED_UNICODE);
    } catch (Exception $e) {
        return get_class($e) . ': ' . $e->getMessage();
    }
}

echo "-- shared structures beyond 32: two-byte ids (d5 72 ID HIGH, and ID HIGH), both ways\n";
// One shape per message until the list is full, then messages of more new shapes than the 32 own ids (they cycle).
foreach ([33, 40, 100, 8160] as $max) {
    $values = array_map(fn ($i) => ["s$i" => $i], range(0, $max + 1));
    $values[] = array_map(fn ($i) => ["t$i" => $i, 'n' => $i % 3], range(0, 39));
    $values[] = [['s0' => 'shared, one byte'], ['s40' => 'shared, two bytes'], ['t39' => 1, 'n' => 2]];
    $s = new Structures([], $max);
    $packer = (new Packer())->withStructures($s);
    $ours = array_map(fn ($v) => bin2hex($packer->pack($v)), $values);
    $theirs = node('pack-shared', ['values' => $values, 'structures' => [], 'max' => $max]);
    $back = node('unpack-loaded', ['messages' => $ours, 'structures' => $s->toArray()])->values;
    $unpacker = (new BufferUnpacker())->withStructures(new Structures($theirs->structures, $max));
    $read = array_map(fn ($m) => $unpacker->reset(hex2bin($m))->unpack(), $theirs->messages);
    printf("max %4d: %d lists, the same as msgpackr's: %s, same bytes: %s, msgpackr reads PHP's: %s, PHP reads msgpackr's: %s\n",
        $max, count($s), var_export($s->toArray() === $theirs->structures, true), var_export($ours === $theirs->messages, true),
        json_encode($back) === json_encode($values) ? 'ok' : 'DIFFERS', $read === $values ? 'ok' : 'DIFFERS');
    if ($max === 40) {
        echo '  ', implode(' ', array_slice($ours, 31, 3)), ' ', substr(end($ours), 0, 46), "\n";
        echo '  ', substr($ours[count($ours) - 2], 0, 74), "..\n";
    }
    if ($max === 8160) {
        echo '  ', $ours[8159], ' ', substr($ours[count($ours) - 2], -80), "\n";
    }
}

echo "-- two-byte ids in pieces, and what no list holds\n";
$s = new Structures(array_map(fn ($i) => ["s$i"], range(0, 69)), 100);
$message = (new Packer())->withStructures($s)->pack([['s0' => 0], ['s40' => 40], ['s69' => 69], ['new' => 1], ['new' => 2]]);
echo bin2hex($message), ' ', count($s), "\n";
$unpacker = (new BufferUnpacker())->withStructures(new Structures($s->toArray(), 100));
$got = [];
foreach (str_split($message, 1) as $byte) {
    array_push($got, ...$unpacker->append($byte)->tryUnpack());
}
echo json_encode($got), "\n";
$short = (new BufferUnpacker())->withStructures(new Structures(array_slice($s->toArray(), 0, 50), 100));
foreach (['6101' => 'index 65, the list holds 50', '6107' => 'index 257', 'd5725f00' => 'a definition below 0x60',
        '92d572610291a16b01610202' => 'a definition of index 97, then its id', '9261' => 'the high byte missing'] as $hex => $what) {
    printf("%-38s %s\n", $what, attempt(fn () => $short->reset(hex2bin($hex))->unpack()));
}

echo "-- msgpackr's bundleStrings, read\n";
$big = array_map(fn ($i) => "str{$i}x", range(0, 4999));        // past msgpackr's bundle size: bundles in bundles
$values = [
    ['abcd', 'xyz', 'Grüße', 'abcd', ['longkey' => 'value1'], 'é', ''],
    [['longkey' => 'value1'], ['longkey' => 'value2']],
    ['😀abc', 'aé😀', '日本語のテキスト', "tab\tand\nnewline", str_repeat('long ', 100)],
    ['nested' => ['deeper' => ['deepest' => 'bundled value']], 'list' => ['one1', 'two2']],
    'a top-level string is not bundled',
    [1, 2.5, true, null, ['k' => 'v']],
    $big,
];
$messages = node('pack-bundled', ['values' => $values])->messages;
$plain = node('pack-bundled', ['values' => $values, 'records' => false])->messages;
$stream = hex2bin(implode('', $messages) . implode('', $plain));
foreach (array_merge($messages, $plain) as $i => $hex) {
    $bytes = hex2bin($hex);
    $lib = (new BufferUnpacker($bytes, UnpackOptions::COMPACT))->unpack();
    ini_set('msgpack.compact', 'full');
    $pecl = msgpack_unpack($bytes);
    ini_set('msgpack.compact', '0');
    $want = $values[$i % count($values)];
    printf("%s %d: %5d bytes, %d bundles: %s, msgpack_unpack(): %s\n", $i < count($values) ? 'records' : 'plain  ', $i % count($values),
        strlen($bytes), preg_match_all('/\xd6\x62|\xc8..\x62/s', $bytes), $lib === $want ? 'ok' : 'DIFFERS ' . json_encode($lib),
        $pecl === $want ? 'ok' : 'DIFFERS');
}
echo substr($messages[0], 0, 40), "..\n";
// All of them as one stream, in pieces of 1, 7 and 4096 bytes, and through StreamUnpacker.
foreach ([1, 7, 4096] as $chunk) {
    $unpacker = new BufferUnpacker('', UnpackOptions::COMPACT);
    $got = [];
    foreach (str_split($stream, $chunk) as $piece) {
        array_push($got, ...$unpacker->append($piece)->tryUnpack());
    }
    printf("in pieces of %d: %s\n", $chunk, $got === array_merge($values, $values) ? 'ok' : 'DIFFERS');
}
$fh = fopen('php://memory', 'w+');
fwrite($fh, $stream);
rewind($fh);
echo 'StreamUnpacker: ', iterator_to_array(new StreamUnpacker($fh, UnpackOptions::COMPACT)) === array_merge($values, $values) ? 'ok' : 'DIFFERS', "\n";

echo "-- bundles that are not right\n";
$cases = [
    '0xc1 with no bundle' => '92c104a0a461626364',
    'offset inside the ext' => '91d66200000002c104a0a461626364',
    'strings that are no str' => '91d66200000006c1040102',
    'a string longer than the bundle' => '91d66200000006c105a0a461626364',
    'a count that is no integer' => '91d66200000006c1c0a0a461626364',
    'value ends before the strings' => '91d66200000007c10400a0a461626364',
    'the strings cut short' => '91d66200000006c104a0a4616263',
    'a character split (emoji as 1)' => '91d66200000006c1ffa4f09f9880a0',
    'body of 2 bytes' => '91d5620000',
    'the second bundle not holding the first' => '92d66200000011c101d66200000006c101a0a162a0a161',
];
foreach ($cases as $what => $hex) {
    printf("%-40s %s\n", $what, attempt(fn () => (new BufferUnpacker(hex2bin($hex), UnpackOptions::COMPACT))->unpack()));
}
// An Extension for type 98 takes the ext: no bundle, so 0xc1 is no string; one for type 114 takes records and bundles.
class Ext98 implements Extension
{
    public function __construct(private int $type) {}
    public function getType(): int { return $this->type; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength) { return "ext {$this->type}: " . bin2hex($unpacker->read($extLength)); }
}
foreach ([98, 114] as $type) {
    printf("Extension for %d: %s\n", $type, attempt(fn () => (new BufferUnpacker(hex2bin($messages[0]), UnpackOptions::COMPACT, [new Ext98($type)]))->unpack()));
}
// Without compact mode the ext is an ext value.
echo attempt(fn () => (new BufferUnpacker(hex2bin('d66200000006'), 0))->unpack()), "\n";
?>
--EXPECT--
-- shared structures beyond 32: two-byte ids (d5 72 ID HIGH, and ID HIGH), both ways
max   33: 33 lists, the same as msgpackr's: true, same bytes: true, msgpackr reads PHP's: ok, PHP reads msgpackr's: ok
max   40: 40 lists, the same as msgpackr's: true, same bytes: true, msgpackr reads PHP's: ok, PHP reads msgpackr's: ok
  5f1f 600020 610021 9340b07368617265642c206f6e652062797465d5726800
  dc0028d572680092a27430a16e0000d572690092a27431a16e0101d5726a0092a27432a16e..
max  100: 100 lists, the same as msgpackr's: true, same bytes: true, msgpackr reads PHP's: ok, PHP reads msgpackr's: ok
max 8160: 8160 lists, the same as msgpackr's: true, same bytes: true, msgpackr reads PHP's: ok, PHP reads msgpackr's: ok
  7ffdcd1fdf 00d57265fe92a3743337a16e2501d57266fe92a3743338a16e2602d57267fe92a3743339a16e2700
-- two-byte ids in pieces, and what no list holds
9540006800286501cc45660101660102 71
[[{"s0":0},{"s40":40},{"s69":69},{"new":1},{"new":2}]]
index 65, the list holds 50            MessagePack\Exception\UnpackingFailedException: Unknown shared structure 0x61 0x01 (index 65): the structures hold 50
index 257                              MessagePack\Exception\UnpackingFailedException: Record 0x61 0x07 (index 257) is not defined
a definition below 0x60                MessagePack\Exception\UnpackingFailedException: Two-byte record id 0x5f 0x00 out of range
a definition of index 97, then its id  [{"k":1},{"k":2}]
the high byte missing                  MessagePack\Exception\InsufficientDataException: Not enough data to read
-- msgpackr's bundleStrings, read
records 0:    59 bytes, 1 bundles: ok, msgpack_unpack(): ok
records 1:    39 bytes, 1 bundles: ok, msgpack_unpack(): ok
records 2:   577 bytes, 1 bundles: ok, msgpack_unpack(): ok
records 3:    80 bytes, 1 bundles: ok, msgpack_unpack(): ok
records 4:    35 bytes, 0 bundles: ok, msgpack_unpack(): ok
records 5:    21 bytes, 0 bundles: ok, msgpack_unpack(): ok
records 6: 48915 bytes, 2 bundles: ok, msgpack_unpack(): ok
plain   0:    58 bytes, 1 bundles: ok, msgpack_unpack(): ok
plain   1:    49 bytes, 1 bundles: ok, msgpack_unpack(): ok
plain   2:   577 bytes, 1 bundles: ok, msgpack_unpack(): ok
plain   3:    77 bytes, 1 bundles: ok, msgpack_unpack(): ok
plain   4:    35 bytes, 0 bundles: ok, msgpack_unpack(): ok
plain   5:    20 bytes, 0 bundles: ok, msgpack_unpack(): ok
plain   6: 48915 bytes, 2 bundles: ok, msgpack_unpack(): ok
97d6620000001ac104a378797ac1fbc104d47240..
in pieces of 1: ok
in pieces of 7: ok
in pieces of 4096: ok
StreamUnpacker: ok
-- bundles that are not right
0xc1 with no bundle                      MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1
offset inside the ext                    MessagePack\Exception\UnpackingFailedException: A bundle's strings at 2 bytes from its body, inside its own 4 bytes
strings that are no str                  MessagePack\Exception\UnpackingFailedException: A bundle's strings must be two str values (0x01 found)
a string longer than the bundle          MessagePack\Exception\UnpackingFailedException: A bundled string of 5 characters, beyond its bundle (or inside a character)
a count that is no integer               MessagePack\Exception\UnpackingFailedException: A bundled string's length must be an integer
value ends before the strings            MessagePack\Exception\UnpackingFailedException: The value ends 1 bytes before its bundled strings begin
the strings cut short                    MessagePack\Exception\InsufficientDataException: Not enough data to read
a character split (emoji as 1)           MessagePack\Exception\UnpackingFailedException: A bundled string ends inside a character
body of 2 bytes                          MessagePack\Exception\UnpackingFailedException: A bundle (ext 0x62) of 2 bytes: it begins with the 4-byte offset of its strings
the second bundle not holding the first  MessagePack\Exception\UnpackingFailedException: The strings of the bundle before are not inside the next bundle
Extension for 98: MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1
Extension for 114: MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1
{"type":98,"data":"\u0000\u0000\u0000\u0006"}
