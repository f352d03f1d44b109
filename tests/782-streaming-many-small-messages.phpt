--TEST--
MessagePack streaming: append() + tryUnpack() over many small messages cut at arbitrary points
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension\TimestampExtension;
use MessagePack\Packer;
use MessagePack\Type\Bin;
use MessagePack\Type\Ext;
use MessagePack\Type\Timestamp;

mt_srand(20240607);
$values = [];
for ($i = 0; $i < 2000; $i++) {
    switch ($i % 12) {
        case 0: $values[] = $i; break;
        case 1: $values[] = -$i * 1000003; break;
        case 2: $values[] = "msg $i"; break;
        case 3: $values[] = str_repeat(chr(65 + $i % 26), $i % 300); break;
        case 4: $values[] = [$i, [$i => 'x'], []]; break;
        case 5: $values[] = ['id' => $i, 'ok' => (bool) ($i & 1), 'f' => $i / 8]; break;
        case 6: $values[] = null; break;
        case 7: $values[] = new Bin(str_repeat("\xff", $i % 40)); break;
        case 8: $values[] = new Ext(5, "e$i"); break;
        case 9: $values[] = new Timestamp($i, $i * 3); break;
        case 10: $values[] = false; break;
        case 11: $values[] = PHP_INT_MAX - $i; break;
    }
}
$packer = new Packer(null, [new TimestampExtension()]);
$stream = '';
foreach ($values as $v) {
    $stream .= $packer->pack($v);
}
// what the values look like after a round trip (Bin becomes a string)
$expected = array_map(fn ($v) => $v instanceof Bin ? $v->data : $v, $values);

$u = new BufferUnpacker('', null, [new TimestampExtension()]);
$got = [];
$calls = 0;
$empty = 0;
for ($pos = 0; $pos < strlen($stream); $pos += $n) {
    $n = mt_rand(1, 64);
    $u->append(substr($stream, $pos, $n));
    $batch = $u->tryUnpack();
    $calls++;
    $empty += $batch === [] ? 1 : 0;
    foreach ($batch as $m) {
        $got[] = $m;
    }
}
var_dump(count($got), $got == $expected, $u->hasRemaining());
var_dump($calls > 100, $empty > 0);

// one message per append: every tryUnpack() returns exactly that one
$u = new BufferUnpacker('', null, [new TimestampExtension()]);
$ok = true;
foreach ($values as $i => $v) {
    $r = $u->append($packer->pack($v))->tryUnpack();
    $ok = $ok && count($r) === 1 && $r[0] == $expected[$i];
}
var_dump($ok);

// all at once
$all = (new BufferUnpacker($stream, null, [new TimestampExtension()]))->tryUnpack();
var_dump($all == $expected);
?>
--EXPECT--
int(2000)
bool(true)
bool(false)
bool(true)
bool(true)
bool(true)
bool(true)
