--TEST--
MessagePack streaming: feeding messages with nested containers and extensions one byte at a time
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension;
use MessagePack\Extension\TimestampExtension;
use MessagePack\Packer;
use MessagePack\Type\Bin;
use MessagePack\Type\Ext;
use MessagePack\Type\Map;
use MessagePack\Type\Timestamp;

// an extension that reads its payload with nested unpack() calls (a point = two values)
final class Point
{
    public function __construct(public $x, public $y) {}
}
final class PointExt implements Extension
{
    public function getType(): int { return 7; }
    public function pack(Packer $packer, $value): ?string
    {
        return $value instanceof Point ? $packer->packExt(7, $packer->pack($value->x) . $packer->pack($value->y)) : null;
    }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $x = $unpacker->unpack();
        return new Point($x, $unpacker->unpack());
    }
}

$exts = [new TimestampExtension(), new PointExt()];
$packer = new Packer(null, $exts);
$messages = [
    ['a' => [1, 2, ['b' => new Point(1.5, [new Point('x', null)])]], 'c' => new Timestamp(10, 20), 'd' => new Ext(3, 'raw')],
    [],
    new Map([]),
    [[[[[[['deep']]]]]]],
    new Point(new Timestamp(-1, 5), new Bin("\x00\xff")),
    ['big' => str_repeat('y', 300), 'bin' => new Bin(str_repeat("\x01", 70000)), 'n' => -129, 'u' => 2 ** 40],
    'last',
];
$stream = '';
foreach ($messages as $m) {
    $stream .= $packer->pack($m);
}
$normalize = function ($v) use (&$normalize) {
    if ($v instanceof Bin) {
        return $v->data;
    }
    if ($v instanceof Map) {
        return $v->map;
    }
    if (is_array($v)) {
        return array_map($normalize, $v);
    }
    if ($v instanceof Point) {
        return new Point($normalize($v->x), $normalize($v->y));
    }
    return $v;
};
$expected = array_map($normalize, $messages);

$u = new BufferUnpacker('', null, $exts);
$got = [];
$at = [];
$len = strlen($stream);
for ($i = 0; $i < $len; $i++) {
    foreach ($u->append($stream[$i])->tryUnpack() as $m) {
        $got[] = $m;
        $at[] = $i;
    }
}
var_dump(count($got), $got == $expected, $u->hasRemaining());

// each message came out exactly when its last byte arrived
$ends = [];
$pos = -1;
foreach ($messages as $m) {
    $pos += strlen($packer->pack($m));
    $ends[] = $pos;
}
var_dump($at === $ends);

// the same, releasing after every byte
$u = new BufferUnpacker('', null, $exts);
$got = [];
for ($i = 0; $i < $len; $i++) {
    foreach ($u->append($stream[$i])->tryUnpack() as $m) {
        $got[] = $m;
    }
    $u->release();
}
var_dump($got == $expected, $u->getRemainingCount());
?>
--EXPECT--
int(7)
bool(true)
bool(false)
bool(true)
bool(true)
int(0)
