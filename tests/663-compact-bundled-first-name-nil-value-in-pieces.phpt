--TEST--
Compact mode in pieces: a record whose first field name is a bundled string (msgpackr's bundleStrings) and whose first value is nil is framed as whole (the nil is not the nil first name of an object record)
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, UnpackOptions};

// msgpackr: new Packr({bundleStrings: true}).pack({tags: [[{tags: null, value: 'Ω'}]]})
$bytes = hex2bin('d4724091d66200000014c1049191d4724192c104c105c0a2cea9a0ad746167737461677376616c7565');
ini_set('msgpack.compact', 'read');
ini_set('msgpack.php_only', '0');
echo json_encode(msgpack_unpack($bytes)), "\n";

$failed = [];
for ($cut = 1; $cut < strlen($bytes); $cut++) {
    $u = new BufferUnpacker('', UnpackOptions::COMPACT);
    $got = $u->append(substr($bytes, 0, $cut))->tryUnpack();
    array_push($got, ...$u->append(substr($bytes, $cut))->tryUnpack());
    if (count($got) !== 1 || $got[0] !== msgpack_unpack($bytes)) {
        $failed[] = $cut;
    }
}
echo 'two pieces, cuts that fail: ', $failed ? implode(',', $failed) : 'none', "\n";

$u = new BufferUnpacker('', UnpackOptions::COMPACT);
$got = [];
foreach (str_split($bytes . $bytes) as $b) {
    array_push($got, ...$u->append($b)->tryUnpack());
}
echo 'a byte at a time, two messages: ', json_encode($got), "\n";

$u = new MessagePackUnpacker(false);
$done = false;
foreach (str_split($bytes) as $b) {
    $u->feed($b);
    if ($done = $u->execute()) {
        break;
    }
}
echo 'MessagePackUnpacker: ', $done ? json_encode($u->data()) : 'waiting', "\n";

// a bundled string right after a record's definition, where its names' array must be: refused in pieces as whole
$bad = hex2bin('d66200000009d47240c104a0a461626364');
foreach ([strlen($bad), 1] as $step) {
    $u = new BufferUnpacker('', UnpackOptions::COMPACT);
    try {
        foreach (str_split($bad, $step) as $b) {
            $u->append($b)->tryUnpack();
        }
        echo "step $step: no error\n";
    } catch (Exception $e) {
        echo "step $step: ", get_class($e), ': ', $e->getMessage(), "\n";
    }
}
?>
--EXPECT--
{"tags":[[{"tags":null,"value":"\u03a9"}]]}
two pieces, cuts that fail: none
a byte at a time, two messages: [{"tags":[[{"tags":null,"value":"\u03a9"}]]},{"tags":[[{"tags":null,"value":"\u03a9"}]]}]
MessagePackUnpacker: {"tags":[[{"tags":null,"value":"\u03a9"}]]}
step 17: MessagePack\Exception\UnpackingFailedException: A record definition must be followed by an array of field names
step 1: MessagePack\Exception\UnpackingFailedException: A record definition must be followed by an array of field names
