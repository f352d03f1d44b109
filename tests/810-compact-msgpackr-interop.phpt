--TEST--
Compact mode: records and shared structures against msgpackr 2 (node, tests/data/msgpackr-interop.js)
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
--FILE--
<?php
use MessagePack\{Packer, BufferUnpacker, PackOptions, UnpackOptions, Structures};
use MessagePack\Type\Map;

// One node process per call; JSON both ways, messages as hex. Objects stay stdClass so {} and [] stay apart.
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
// The value as JS sees it (a Map is an object even when empty), and as PHP reads it back (an empty map is []).
function js($v) { return $v instanceof Map ? (object) array_map('js', $v->map) : (is_array($v) ? array_map('js', $v) : $v); }
function php($v) { return $v instanceof Map ? array_map('php', $v->map) : (is_array($v) ? array_map('php', $v) : $v); }
$read = fn (string $hex) => (new BufferUnpacker(hex2bin($hex), UnpackOptions::COMPACT))->unpack();
$records = new Packer(PackOptions::RECORDS);

// Row data of the kinds an application sends; each case is one message.
$row = fn (int $i) => ['id' => $i, 'name' => "user $i", 'active' => $i % 3 === 0, 'score' => $i + 0.25, 'tags' => $i % 2 ? ['x', 'y'] : []];
$geo = fn (string $city, float $lat) => ['city' => $city, 'geo' => ['lat' => $lat, 'lng' => -$lat / 2]];
$shapes = [];
for ($i = 0; $i < 130; $i++) {                       // 130 key lists: ids 0x40..0x7f, then twice round again
    $shapes[] = ["k$i" => $i, 'n' => $i % 7];
}
array_push($shapes, ['k0' => 'evicted, defined again'], ['k129' => 0, 'n' => 'still defined'], ['k70' => 70, 'n' => 0]);
$cases = [
    'repeated rows' => array_map($row, range(1, 8)),
    'key orders' => [['a' => 1, 'b' => 2], ['b' => 3, 'a' => 4], ['a' => 5, 'b' => 6], ['b' => 7, 'a' => 8, 'c' => 9], ['a' => 10]],
    'nested records' => ['user' => ['id' => 1, 'home' => $geo('Zürich', 47.375), 'friends' => [
        ['id' => 2, 'home' => $geo('Kyiv', 50.5), 'friends' => []], ['id' => 3, 'home' => $geo('東京', 35.625), 'friends' => [['id' => 4, 'home' => null, 'friends' => []]]],
    ]], 'home' => $geo('Lyon', 45.75)],
    'ints' => ['all' => range(0, 200), 'as values' => array_map(fn ($n) => ['n' => $n], [0, 63, 64, 65, 100, 127, 128, 200]),
        'negative' => [-1, -32, -33, -128, -129, -32768, -32769, -2147483648], 'wide' => [255, 256, 65535, 65536, 4294967295]],
    'scalars, strings' => ['t' => true, 'f' => false, 'nil' => null, 'float' => -1.5, 'tenth' => 0.1, 'empty' => '', '' => 'empty key',
        'utf8' => 'Grüße, 日本語, 🎉', 'ключ' => 'значение', str_repeat('long key ', 5) => str_repeat('ab', 150)],
    'wide row' => array_combine(array_map(fn ($i) => "column_$i", range(1, 20)), range(101, 120)),
    'cycling ids' => $shapes,
    'records at the root' => ['id' => 64, 'value' => ['id' => 127, 'value' => null]],
];

// PHP -> msgpackr and msgpackr -> PHP, and whether both write the same bytes.
$theirs = node('pack', ['values' => array_map('js', array_values($cases))])->messages;
$decoded = node('unpack', ['messages' => array_map(fn ($v) => bin2hex($records->pack($v)), array_values($cases))])->values;
foreach (array_keys($cases) as $i => $name) {
    $v = $cases[$name];
    printf("%-20s msgpackr reads PHP's: %s, PHP reads msgpackr's: %s, same bytes: %s\n", $name,
        json_encode($decoded[$i]) === json_encode(js($v)) ? 'ok' : 'DIFFERS ' . json_encode($decoded[$i]),
        $read($theirs[$i]) === php($v) ? 'ok' : 'DIFFERS ' . json_encode($read($theirs[$i])),
        $theirs[$i] === bin2hex($records->pack($v)) ? 'yes' : "NO\n  php      " . bin2hex($records->pack($v)) . "\n  msgpackr {$theirs[$i]}");
}
echo bin2hex($records->pack($cases['records at the root'])), "\n";
echo substr_count(hex2bin($theirs[6]), "\xd4\x72"), " definitions for ", count($shapes), " maps of 130 key lists\n";

// Where the bytes differ by design: msgpackr writes {} as a record of no fields (and so spends an id on it), PHP an
// empty map; a JS number is one type, so ints beyond 32 bits are float64 there and an integral float is an int.
$diff = [
    'empty map' => [new Map([]), ['a' => 1], ['e' => new Map([])], ['a' => 2]],
    'ints beyond 32 bits' => [4294967296, -2147483649, 2 ** 53, -(2 ** 53)],
    'integral float' => [2.0, -0.5],
];
$theirs = node('pack', ['values' => array_map('js', array_values($diff))])->messages;
$decoded = node('unpack', ['messages' => array_map(fn ($v) => bin2hex($records->pack($v)), array_values($diff))])->values;
foreach (array_keys($diff) as $i => $name) {
    $v = $diff[$name];
    printf("%s\n  php      %s\n  msgpackr %s\n  msgpackr reads PHP's: %s, PHP reads msgpackr's: %s\n", $name, bin2hex($records->pack($v)), $theirs[$i],
        json_encode($decoded[$i]) === json_encode(js($v)) ? 'ok' : 'DIFFERS ' . json_encode($decoded[$i]),
        $read($theirs[$i]) === php($v) ? 'identical' : ($read($theirs[$i]) == php($v) ? 'equal (==): ' . json_encode(array_map('gettype', $read($theirs[$i]))) : 'DIFFERS'));
}

// Shared structures: 200 rows of three shapes (one with a nested record) as separate messages.
$sharedRow = fn (int $i) => match ($i % 3) {
    0 => ['id' => $i, 'name' => "user $i", 'email' => "user$i@example.org"],
    1 => ['id' => $i, 'amount' => $i * 100 + 0.5, 'paid' => $i % 2 === 0],
    2 => ['id' => $i, 'at' => ['x' => $i, 'y' => -$i]],
};
$rows = array_map($sharedRow, range(0, 199));
$s = new Structures();
$packer = (new Packer())->withStructures($s);
$ours = array_map(fn ($r) => bin2hex($packer->pack($r)), $rows);
echo "PHP's structures: ", json_encode($s->toArray()), "\n";
echo "first messages: ", implode(' ', array_slice($ours, 0, 3)), "\n";
$back = node('unpack-shared', ['messages' => $ours, 'structures' => $s->toArray()])->values;
echo "msgpackr reads PHP's 200 messages: ", json_encode($back) === json_encode($rows) ? 'ok' : 'DIFFERS', "\n";

$theirs = node('pack-shared', ['values' => $rows, 'structures' => []]);
echo "msgpackr's structures: ", json_encode($theirs->structures), "\n";
echo "msgpackr's messages are PHP's bytes: ", $theirs->messages === $ours ? 'yes' : 'NO', "\n";
$unpacker = (new BufferUnpacker())->withStructures(new Structures($theirs->structures));
$got = array_map(fn ($m) => $unpacker->reset(hex2bin($m))->unpack(), $theirs->messages);
echo "PHP reads msgpackr's 200 messages: ", $got === $rows ? 'ok' : 'DIFFERS', "\n";

// Both start from a stored list; past 32 shared lists new shapes are the message's own (ids 0x60.., cycling in one
// message that has more than 32 of them).
$values = [['id' => 1, 'name' => 'stored']];
for ($i = 0; $i < 35; $i++) {
    $values[] = ["s$i" => $i];
}
$values[] = array_merge([['s0' => 'shared'], ['s34' => 'own']], array_map(fn ($i) => ["t$i" => $i], range(0, 39)));
$s = new Structures([['id', 'name']]);
$packer = (new Packer())->withStructures($s);
$ours = array_map(fn ($v) => bin2hex($packer->pack($v)), $values);
$theirs = node('pack-shared', ['values' => $values, 'structures' => [['id', 'name']]]);
printf("%d shared lists, the same as msgpackr's: %s, same bytes: %s\n", count($s), var_export($s->toArray() === $theirs->structures, true),
    var_export($ours === $theirs->messages, true));
echo implode(' ', array_slice($ours, 0, 2)), ' ', implode(' ', array_slice($ours, 32, 4)), "\n";
$back = node('unpack-shared', ['messages' => $ours, 'structures' => $s->toArray()])->values;
$unpacker = (new BufferUnpacker())->withStructures(new Structures($theirs->structures));
printf("msgpackr reads PHP's: %s, PHP reads msgpackr's: %s\n", json_encode($back) === json_encode($values) ? 'ok' : 'DIFFERS',
    array_map(fn ($m) => $unpacker->reset(hex2bin($m))->unpack(), $theirs->messages) === $values ? 'ok' : 'DIFFERS');

// Other maximums: 32 own ids after the shared ones, as msgpackr's maxOwnStructures. (Above 32 shared lists, in
// msgpackr's two-byte ids: tests/844.)
foreach ([16, 32] as $max) {
    $values = array_map(fn ($i) => ["s$i" => $i], range(0, $max + 1));
    $values[] = array_map(fn ($i) => ["t$i" => $i], range(0, 39));
    $s = new Structures([], $max);
    $packer = (new Packer())->withStructures($s);
    $ours = array_map(fn ($v) => bin2hex($packer->pack($v)), $values);
    $theirs = node('pack-shared', ['values' => $values, 'structures' => [], 'max' => $max]);
    $back = node('unpack-shared', ['messages' => $ours, 'structures' => $s->toArray()])->values;
    $unpacker = (new BufferUnpacker())->withStructures(new Structures($theirs->structures, $max));
    $phpReads = 'ok';
    foreach ($theirs->messages as $i => $m) {
        try {
            $got = $unpacker->reset(hex2bin($m))->unpack();
        } catch (Exception $e) {
            $got = $e->getMessage();
        }
        if ($got !== $values[$i]) {
            $phpReads = 'message ' . $i . ' (' . substr($m, 0, 16) . '..) read as ' . json_encode($got);
            break;
        }
    }
    $diff = array_keys(array_diff_assoc($ours, $theirs->messages));
    printf("max %d: same lists: %s, same bytes: %s, msgpackr reads PHP's: %s, PHP reads msgpackr's: %s\n", $max,
        var_export($s->toArray() === $theirs->structures, true), $diff ? 'not messages ' . implode(' ', $diff) : 'yes',
        json_encode($back) === json_encode($values) ? 'ok' : 'DIFFERS', $phpReads);
}

// Size of the 200 rows: a definition in every message, against key lists held by both sides.
$perMessage = array_sum(array_map(fn ($r) => strlen($records->pack($r)), $rows));
$plain = array_sum(array_map(fn ($r) => strlen((new Packer())->pack($r)), $rows));
$s = new Structures();
$packer = (new Packer())->withStructures($s);
$shared = array_sum(array_map(fn ($r) => strlen($packer->pack($r)), $rows));
printf("200 rows: %d bytes as maps, %d with records per message, %d with shared structures\n", $plain, $perMessage, $shared);
?>
--EXPECT--
repeated rows        msgpackr reads PHP's: ok, PHP reads msgpackr's: ok, same bytes: yes
key orders           msgpackr reads PHP's: ok, PHP reads msgpackr's: ok, same bytes: yes
nested records       msgpackr reads PHP's: ok, PHP reads msgpackr's: ok, same bytes: yes
ints                 msgpackr reads PHP's: ok, PHP reads msgpackr's: ok, same bytes: yes
scalars, strings     msgpackr reads PHP's: ok, PHP reads msgpackr's: ok, same bytes: yes
wide row             msgpackr reads PHP's: ok, PHP reads msgpackr's: ok, same bytes: yes
cycling ids          msgpackr reads PHP's: ok, PHP reads msgpackr's: ok, same bytes: yes
records at the root  msgpackr reads PHP's: ok, PHP reads msgpackr's: ok, same bytes: yes
d4724092a26964a576616c7565cc4040cc7fc0
131 definitions for 133 maps of 130 key lists
empty map
  php      9480d4724091a16101d4724191a165804002
  msgpackr 94d4724090d4724191a16101d4724291a165404102
  msgpackr reads PHP's: ok, PHP reads msgpackr's: identical
ints beyond 32 bits
  php      94cf0000000100000000d3ffffffff7fffffffcf0020000000000000d3ffe0000000000000
  msgpackr 94cb41f0000000000000cbc1e0000000200000cb4340000000000000cbc340000000000000
  msgpackr reads PHP's: ok, PHP reads msgpackr's: equal (==): ["double","double","double","double"]
integral float
  php      92cb4000000000000000cbbfe0000000000000
  msgpackr 9202cbbfe0000000000000
  msgpackr reads PHP's: ok, PHP reads msgpackr's: equal (==): ["integer","double"]
PHP's structures: [["id","name","email"],["id","amount","paid"],["id","at"],["x","y"]]
first messages: 4000a6757365722030b17573657230406578616d706c652e6f7267 4101cb4059200000000000c2 42024302fe
msgpackr reads PHP's 200 messages: ok
msgpackr's structures: [["id","name","email"],["id","amount","paid"],["id","at"],["x","y"]]
msgpackr's messages are PHP's bytes: yes
PHP reads msgpackr's 200 messages: ok
32 shared lists, the same as msgpackr's: true, same bytes: true
4001a673746f726564 4100 d4726091a37333311f d4726091a373333220 d4726091a373333321 d4726091a373333422
msgpackr reads PHP's: ok, PHP reads msgpackr's: ok
max 16: same lists: true, same bytes: yes, msgpackr reads PHP's: ok, PHP reads msgpackr's: ok
max 32: same lists: true, same bytes: yes, msgpackr reads PHP's: ok, PHP reads msgpackr's: ok
200 rows: 5912 bytes as maps, 6795 with records per message, 3394 with shared structures
