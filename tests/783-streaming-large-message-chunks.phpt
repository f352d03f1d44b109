--TEST--
MessagePack streaming: a ~150 KB message fed in 1 KiB chunks gives [] for every chunk but the last, then exactly the message
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension\TimestampExtension;
use MessagePack\Packer;
use MessagePack\Type\Timestamp;

$value = [];
for ($i = 0; $i < 1500; $i++) {
    $value["row$i"] = [
        'id' => $i,
        'name' => str_repeat(chr(97 + $i % 26), 20 + $i % 30),
        'tags' => array_map(fn ($j) => "t$j", range(0, $i % 5)),
        'score' => $i * 1.25,
        'when' => new Timestamp(1700000000 + $i, $i),
        'big' => $i % 100 === 0 ? str_repeat('z', 300) : null,
    ];
}
$packer = new Packer(null, [new TimestampExtension()]);
$packed = $packer->pack($value);
var_dump(strlen($packed) > 140000 && strlen($packed) < 200000);

foreach ([1024, 1000, 4096] as $chunk) {
    $u = new BufferUnpacker('', null, [new TimestampExtension()]);
    $chunks = str_split($packed, $chunk);
    $nonEmpty = 0;
    foreach ($chunks as $i => $c) {
        $r = $u->append($c)->tryUnpack();
        if ($r !== []) {
            $nonEmpty++;
            $lastIndex = $i;
            $result = $r;
        }
    }
    echo "chunk $chunk: ", count($chunks), " chunks, results only at the last one: ",
        var_export($nonEmpty === 1 && $lastIndex === count($chunks) - 1, true),
        ", one message: ", var_export(count($result) === 1, true),
        ", equal: ", var_export($result[0] == $value, true),
        ", remaining ", $u->getRemainingCount(), "\n";
}
// That an incomplete message is not decoded again on every chunk is counted, not timed: tests 321 and 792.

// the same with release() after each tryUnpack() and a second message following in the same chunk
$u = new BufferUnpacker('', null, [new TimestampExtension()]);
$stream = $packed . $packer->pack('tail') . $packed;
$got = [];
foreach (str_split($stream, 1024) as $c) {
    foreach ($u->append($c)->tryUnpack() as $m) {
        $got[] = $m;
    }
    $u->release();
}
var_dump(count($got), $got[0] == $value, $got[1], $got[2] == $value, $u->getRemainingCount());
?>
--EXPECT--
bool(true)
chunk 1024: 159 chunks, results only at the last one: true, one message: true, equal: true, remaining 0
chunk 1000: 163 chunks, results only at the last one: true, one message: true, equal: true, remaining 0
chunk 4096: 40 chunks, results only at the last one: true, one message: true, equal: true, remaining 0
int(3)
bool(true)
string(4) "tail"
bool(true)
int(0)
