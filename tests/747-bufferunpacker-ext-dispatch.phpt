--TEST--
MessagePack\BufferUnpacker: ext dispatch (signed type, payload checked before the extension runs, positioned at the payload, no-op extension)
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension;
use MessagePack\Packer;
use MessagePack\Type\Ext;

function d($v): string
{
    if ($v instanceof Ext) {
        return sprintf('Ext(%d, "%s")', $v->type, bin2hex($v->data));
    }
    if (is_array($v)) {
        return '[' . implode(', ', array_map('d', $v)) . ']';
    }
    if (is_object($v)) {
        return get_class($v);
    }
    return var_export($v, true);
}

echo "-- no extension registered: Type\\Ext with a signed type\n";
foreach (['d40000', 'd47f00', 'd48000', 'd4c800', 'd4fe00', 'd4ff00', 'd6ff00000001', 'd7ff0000000400000000',
    'c70cff000000000000000000000001', 'c70001', 'c8000001', 'c90000000001', 'c700ff', 'c7038061 6263', 'c8000105ff',
    'c90000000205abcd', '92d40101d5026162'] as $hex) {
    $u = new BufferUnpacker(hex2bin(str_replace(' ', '', $hex)));
    echo $hex, ' => ', d($u->unpack()), $u->hasRemaining() ? ' LEFT' : '', "\n";
}

class Spy implements Extension
{
    public array $calls = [];
    public function __construct(private int $type, private $result = 'spy') {}
    public function getType(): int { return $this->type; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $this->calls[] = [$unpacker, $extLength, $unpacker->getRemainingCount()];
        return $this->result;
    }
}

echo "-- the payload must be complete before the extension is called\n";
$spy = new Spy(8);
foreach (['d508', 'd50861', 'c70508616263', 'c8000508', 'c9000000020861'] as $hex) {
    $u = new BufferUnpacker(hex2bin($hex), null, [$spy]);
    try {
        $u->unpack();
        echo "$hex: no exception\n";
    } catch (Throwable $e) {
        echo "$hex: ", $e->getMessage(), "\n";
    }
}
var_dump(count($spy->calls));

echo "-- the extension gets this unpacker, the length, and the offset at the first data byte\n";
$u = new BufferUnpacker("\x01\xd5\x08ab\x02", null, [$spy]);
var_dump($u->unpack(), $u->unpack());
[$passed, $len, $remaining] = $spy->calls[0];
var_dump($passed === $u, $len, $remaining);

echo "-- a no-op extension leaves the payload to be decoded as the following messages\n";
$u = new BufferUnpacker("\xd5\x08ab", null, [new Spy(8, 'ignored')]);
var_dump($u->tryUnpack());
$u = new BufferUnpacker("\xd5\x08ab", null, [new Spy(8, 'ignored')]);
var_dump($u->unpack(), $u->unpack(), $u->unpack(), $u->hasRemaining());
// inside an array the payload bytes become the next elements
$u = new BufferUnpacker("\x93\xd5\x08\x01\x02", null, [new Spy(8, 'x')]);
echo d($u->unpack()), "\n";

echo "-- the return value is passed through unchanged\n";
foreach ([null, false, 0, 1.5, [1, [2]], new ArrayObject([1]), new Ext(3, 'raw')] as $result) {
    $u = new BufferUnpacker("\x92\xd4\x09z\x05", null, [new Spy(9, $result)]);
    $v = $u->unpack();
    echo d($v), ' same object: ', var_export(!is_object($result) || $v[0] === $result, true), "\n";
}

echo "-- zero-length bodies reach the extension with length 0\n";
$spy = new Spy(1, 'zero');
foreach (['c70001', 'c8000001', 'c90000000001'] as $hex) {
    $u = new BufferUnpacker(hex2bin($hex), null, [$spy]);
    echo $hex, ' => ', d($u->unpack()), ' len ', end($spy->calls)[1], ' remaining ', end($spy->calls)[2], "\n";
}

echo "-- extension lengths as seen by the extension\n";
$spy = new Spy(-128);
foreach (['d480' . '00', 'd580' . '0000', 'd680' . '00000000', 'd780' . str_repeat('00', 8), 'd880' . str_repeat('00', 16),
    'c70380000000', 'c8010080' . str_repeat('00', 256), 'c90001000080' . str_repeat('00', 65536)] as $hex) {
    $u = new BufferUnpacker(hex2bin($hex), null, [$spy]);
    $u->unpack();
    echo substr($hex, 0, 12), ': length ', end($spy->calls)[1], ', remaining ', end($spy->calls)[2], "\n";
}

echo "-- unpackExt() dispatches the same way\n";
$u = new BufferUnpacker("\xd4\x09a\xd4\x0ab", null, [new Spy(9, 'nine')]);
var_dump($u->unpackExt());
$u->skip(1);
echo d($u->unpackExt()), "\n";
?>
--EXPECT--
-- no extension registered: Type\Ext with a signed type
d40000 => Ext(0, "00")
d47f00 => Ext(127, "00")
d48000 => Ext(-128, "00")
d4c800 => Ext(-56, "00")
d4fe00 => Ext(-2, "00")
d4ff00 => Ext(-1, "00")
d6ff00000001 => Ext(-1, "00000001")
d7ff0000000400000000 => Ext(-1, "0000000400000000")
c70cff000000000000000000000001 => Ext(-1, "000000000000000000000001")
c70001 => Ext(1, "")
c8000001 => Ext(1, "")
c90000000001 => Ext(1, "")
c700ff => Ext(-1, "")
c7038061 6263 => Ext(-128, "616263")
c8000105ff => Ext(5, "ff")
c90000000205abcd => Ext(5, "abcd")
92d40101d5026162 => [Ext(1, "01"), Ext(2, "6162")]
-- the payload must be complete before the extension is called
d508: Not enough data to read
d50861: Not enough data to read
c70508616263: Not enough data to read
c8000508: Not enough data to read
c9000000020861: Not enough data to read
int(0)
-- the extension gets this unpacker, the length, and the offset at the first data byte
int(1)
string(3) "spy"
bool(true)
int(2)
int(3)
-- a no-op extension leaves the payload to be decoded as the following messages
array(3) {
  [0]=>
  string(7) "ignored"
  [1]=>
  int(97)
  [2]=>
  int(98)
}
string(7) "ignored"
int(97)
int(98)
bool(false)
['x', 1, 2]
-- the return value is passed through unchanged
[NULL, 122] same object: true
[false, 122] same object: true
[0, 122] same object: true
[1.5, 122] same object: true
[[1, [2]], 122] same object: true
[ArrayObject, 122] same object: true
[Ext(3, "726177"), 122] same object: true
-- zero-length bodies reach the extension with length 0
c70001 => 'zero' len 0 remaining 0
c8000001 => 'zero' len 0 remaining 0
c90000000001 => 'zero' len 0 remaining 0
-- extension lengths as seen by the extension
d48000: length 1, remaining 1
d5800000: length 2, remaining 2
d68000000000: length 4, remaining 4
d78000000000: length 8, remaining 8
d88000000000: length 16, remaining 16
c70380000000: length 3, remaining 3
c80100800000: length 256, remaining 256
c90001000080: length 65536, remaining 65536
-- unpackExt() dispatches the same way
string(4) "nine"
Ext(10, "62")
