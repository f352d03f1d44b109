--TEST--
Compact mode, malformed or deep input: msgpackr bundles (every integer form of a bundled string's count, counts beyond their strings, bad offsets, a second bundle without the first one's strings, an Extension replacing the buffer), records' names cut, records, bundles and array definitions at the depth limit, records of more than 16 keys: whole and in pieces alike
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, UnpackOptions};

function show(string $label, string $bytes, array $ext = []): void {
    try {
        $v = (new BufferUnpacker($bytes, UnpackOptions::COMPACT, $ext))->unpack();
        echo "$label: ", json_encode($v), "\n";
    } catch (Exception $e) {
        echo "$label: ", get_class($e), ': ', $e->getMessage(), "\n";
    }
    // the same fed a byte at a time: the same value or the same error
    $u = new BufferUnpacker('', UnpackOptions::COMPACT, $ext);
    try {
        $got = [];
        foreach (str_split($bytes) as $b) {
            array_push($got, ...$u->append($b)->tryUnpack());
        }
        echo '  in pieces: ', $got ? json_encode($got[0]) : 'waiting', "\n";
    } catch (Exception $e) {
        echo '  in pieces: ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}
// msgpackr's bundleStrings: `d6 62 OFFSET` before the value, its two strings (non-Latin, Latin) after it
$bundle = fn (string $value, string $strings) => "\xd6\x62" . pack('N', 4 + strlen($value)) . $value . $strings;

show('bundle', $bundle("\x92\xc1\x03\xc1\xfe", "\xa3\xc3\xa9z\xa3abc"));
// every integer form after 0xc1 (N > 0: the second string's next N characters, N <= 0: the first one's -N)
foreach (['cc03', 'cd0003', 'ce00000003', 'cf0000000000000003', 'd0fe', 'd1fffe', 'd2fffffffe', 'd3fffffffffffffffe'] as $n) {
    show("c1 $n", $bundle("\xc1" . hex2bin($n), "\xa3\xc3\xa9z\xa3abc"));
}
// counts beyond the strings, and what is no count
show('uint64 count', $bundle("\xc1\xcf\xff\xff\xff\xff\xff\xff\xff\xff", "\xa0\xa3abc"));
show('count past the string', $bundle("\xc1\x05", "\xa0\xa3abc"));
show('count not an integer', $bundle("\xc1\xa0", "\xa0\xa3abc"));
show('strings cut in a str 8 header', "\xd6\x62\x00\x00\x00\x06\xc1\x03\xa0\xd9");
show('offset inside the body', "\xd7\x62\x00\x00\x00\x04\x00\x00\x00\x00\x01\xa0\xa0");
// a second bundle must carry the first one's strings in its body
show('two bundles', "\x92\xd6\x62\x00\x00\x00\x0e\xc1\x02\xc8\x00\x08\x62\x00\x00\x00\x0a\xa0\xa2ab\xc1\x02\xa0\xa2cd");
show('second bundle without the first strings', "\x92\xd6\x62\x00\x00\x00\x0e\xc1\x02\xd6\x62\x00\x00\x00\x06\xc1\x02\xa0\xa2cd");
// an Extension that gives the unpacker another buffer in the middle of a bundle: its strings are not read from it
$replacing = new class implements Extension {
    public function getType(): int { return 5; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed {
        $unpacker->skip($extLength);
        $unpacker->reset("\xc1\x03");
        return 'ext';
    }
};
show('buffer replaced', $bundle("\x92\xd4\x05\x00\xc1\x03", "\xa0\xa3abc"), [$replacing]);

// a record's names cut in their array header
show('names header cut', "\xd4\x72\x40\xdc\x00");

// nesting limits: a record's instance, a bundle and an array definition each open a level, whole and in pieces
ini_set('msgpack.max_depth', '2');
show('record at the limit', "\x92\xd4\x72\x40\x91\xa1a\x01\x91\x40\x02");
show('empty record at the limit', "\x92\xd4\x72\x40\x90\x91\x40");
show('bundle at the limit', "\x91\x91" . $bundle("\xc1\x01", "\xa0\xa1x"));
show('array definition at the limit', "\x91\x91\xc7\x00\x41\x91\x01");
ini_restore('msgpack.max_depth');
ini_set('msgpack.compact', 'read');
var_dump(@msgpack_unpack("\x92\xd4\x72\x40\x90\x91\x40", null, ['max_depth' => 2]));
var_dump(msgpack_unpack("\x92\xd4\x72\x40\x90\x91\x40", null, ['max_depth' => 3]));

// maps of more than 16 keys as records, and such a map with an integer key last (no record: a plain map)
ini_set('msgpack.compact', 'records');
$wide = [];
for ($i = 0; $i < 20; $i++) {
    $wide["field$i"] = $i;
}
$mixed = $wide + [7 => 'int key'];
$packed = msgpack_pack([$wide, $wide, $mixed]);
echo bin2hex(substr($packed, 0, 4)), ' ', var_export(msgpack_unpack($packed) === [$wide, $wide, $mixed], true), "\n";
?>
--EXPECTF--
bundle: ["abc","\u00e9z"]
  in pieces: ["abc","\u00e9z"]
c1 cc03: "abc"
  in pieces: "abc"
c1 cd0003: "abc"
  in pieces: "abc"
c1 ce00000003: "abc"
  in pieces: "abc"
c1 cf0000000000000003: "abc"
  in pieces: "abc"
c1 d0fe: "\u00e9z"
  in pieces: "\u00e9z"
c1 d1fffe: "\u00e9z"
  in pieces: "\u00e9z"
c1 d2fffffffe: "\u00e9z"
  in pieces: "\u00e9z"
c1 d3fffffffffffffffe: "\u00e9z"
  in pieces: "\u00e9z"
uint64 count: MessagePack\Exception\UnpackingFailedException: A bundled string of 9223372036854775807 characters, beyond its bundle (or inside a character)
  in pieces: MessagePack\Exception\UnpackingFailedException: A bundled string of 9223372036854775807 characters, beyond its bundle (or inside a character)
count past the string: MessagePack\Exception\UnpackingFailedException: A bundled string of 5 characters, beyond its bundle (or inside a character)
  in pieces: MessagePack\Exception\UnpackingFailedException: A bundled string of 5 characters, beyond its bundle (or inside a character)
count not an integer: MessagePack\Exception\UnpackingFailedException: A bundled string's length must be an integer
  in pieces: MessagePack\Exception\UnpackingFailedException: A bundled string's length must be an integer
strings cut in a str 8 header: MessagePack\Exception\InsufficientDataException: Not enough data to read
  in pieces: waiting
offset inside the body: MessagePack\Exception\UnpackingFailedException: A bundle's strings at 4 bytes from its body, inside its own 8 bytes
  in pieces: MessagePack\Exception\UnpackingFailedException: A bundle's strings at 4 bytes from its body, inside its own 8 bytes
two bundles: ["ab","cd"]
  in pieces: ["ab","cd"]
second bundle without the first strings: MessagePack\Exception\UnpackingFailedException: The strings of the bundle before are not inside the next bundle
  in pieces: MessagePack\Exception\UnpackingFailedException: The strings of the bundle before are not inside the next bundle
buffer replaced: MessagePack\Exception\UnpackingFailedException: The bundle's strings are gone: the buffer was replaced
  in pieces: MessagePack\Exception\UnpackingFailedException: The bundle's strings are gone: the buffer was replaced
names header cut: MessagePack\Exception\InsufficientDataException: Not enough data to read
  in pieces: waiting
record at the limit: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 2 exceeded
  in pieces: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 2 exceeded
empty record at the limit: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 2 exceeded
  in pieces: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 2 exceeded
bundle at the limit: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 2 exceeded
  in pieces: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 2 exceeded
array definition at the limit: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 2 exceeded
  in pieces: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 2 exceeded
bool(false)
array(2) {
  [0]=>
  object(stdClass)#%d (0) {
  }
  [1]=>
  array(1) {
    [0]=>
    object(stdClass)#%d (0) {
    }
  }
}
93d47240 true
