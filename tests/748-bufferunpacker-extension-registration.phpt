--TEST--
MessagePack\BufferUnpacker: extension registration (by getType() at registration time, last wins, extendWith() clone keeps buffer and offset)
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension;
use MessagePack\Packer;

class Named implements Extension
{
    public int $getTypeCalls = 0;
    public function __construct(public int $type, private string $name) {}
    public function getType(): int
    {
        $this->getTypeCalls++;
        return $this->type;
    }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        return $this->name . ':' . $unpacker->read($extLength);
    }
}

function run(BufferUnpacker $u, string $bin): string
{
    $r = [];
    foreach ($u->withBuffer($bin)->tryUnpack() as $v) {
        $r[] = is_object($v) ? get_class($v) . '(' . $v->type . ')' : $v;
    }
    return implode(', ', $r);
}

$msgs = "\xd4\x05a\xd4\x06b\xd4\x07c";

// keys of the constructor array are ignored, getType() decides
$a = new Named(5, 'A');
$b = new Named(6, 'B');
$u = new BufferUnpacker('', null, ['x' => $a, 99 => $b]);
echo run($u, $msgs), "\n";
var_dump($a->getTypeCalls, $b->getTypeCalls);

// getType() is called at registration only: changing the type later changes nothing
$a->type = 7;
echo run($u, $msgs), "\n";
var_dump($a->getTypeCalls);

// last registration of a type wins
$c = new Named(5, 'C');
$d = new Named(5, 'D');
echo run(new BufferUnpacker('', null, [$c, $d]), $msgs), "\n";
echo run(new BufferUnpacker('', null, [$d, $c]), $msgs), "\n";

echo "-- extendWith\n";
$base = new BufferUnpacker("\x01\x02\xd4\x05z\xd4\x06y", null, [new Named(5, 'E')]);
$base->unpack();
$e = new Named(6, 'F');
$g = new Named(5, 'G');
$ext = $base->extendWith($e, $g);
var_dump($ext !== $base, $e->getTypeCalls, $g->getTypeCalls);
// the clone keeps the buffer and the offset
var_dump($ext->getRemainingCount(), $ext->unpack(), $ext->unpack(), $ext->unpack());
// the original is unchanged
var_dump($base->getRemainingCount(), $base->unpack(), $base->unpack(), get_class($base->unpack()));
// a single argument, and chaining
$h = $base->extendWith(new Named(7, 'H'))->extendWith(new Named(5, 'I'));
echo run($h, $msgs), "\n";
echo run($base, $msgs), "\n";

try {
    $base->extendWith(new stdClass());
} catch (TypeError $e) {
    // a userland implementation appends ", called in <file> on line <n>"
    $msg = $e->getMessage();
    $cut = strpos($msg, ', called in ');
    echo $cut === false ? $msg : substr($msg, 0, $cut), "\n";
}
try {
    $base->extendWith();
} catch (ArgumentCountError $e) {
    echo get_class($e), "\n";
}

// TimestampExtension is just another extension
$t = (new BufferUnpacker("\xd6\xff\x00\x00\x00\x2a"))->extendWith(new MessagePack\Extension\TimestampExtension());
$ts = $t->unpack();
var_dump(get_class($ts), $ts->getSeconds());
?>
--EXPECT--
A:a, B:b, MessagePack\Type\Ext(7)
int(1)
int(1)
A:a, B:b, MessagePack\Type\Ext(7)
int(1)
D:a, MessagePack\Type\Ext(6), MessagePack\Type\Ext(7)
C:a, MessagePack\Type\Ext(6), MessagePack\Type\Ext(7)
-- extendWith
bool(true)
int(1)
int(1)
int(7)
int(2)
string(3) "G:z"
string(3) "F:y"
int(7)
int(2)
string(3) "E:z"
string(20) "MessagePack\Type\Ext"
I:a, MessagePack\Type\Ext(6), H:c
E:a, MessagePack\Type\Ext(6), MessagePack\Type\Ext(7)
MessagePack\BufferUnpacker::extendWith(): Argument #1 ($extension) must be of type MessagePack\Extension, stdClass given
ArgumentCountError
string(26) "MessagePack\Type\Timestamp"
int(42)
