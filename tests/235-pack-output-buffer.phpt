--TEST--
Packing returns strings of their own size, also when a small output is written into the buffer kept from the last call: nested packs from user code, exceptions, large outputs and a fatal error in the middle leave every result intact
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\MessagePack;
use MessagePack\Packer;

$value = ['id' => 1, 'ok' => true, 'msg' => 'hello', 'v' => [1, 2, 3]];
$packer = new Packer();
$pecl = new \MessagePack();
$ways = [
    'msgpack_pack' => fn ($v) => msgpack_pack($v),
    'MessagePack::pack' => fn ($v) => $pecl->pack($v),
    'Packer::pack' => fn ($v) => $packer->pack($v),
    'Packer::packMap' => fn ($v) => $packer->packMap($v),
    'MessagePack\MessagePack::pack' => fn ($v) => MessagePack::pack($v),
];

// Kept results cost their own bytes, not a buffer's worth each (about 270 bytes; a debug build adds to every block).
foreach ($ways as $name => $pack) {
    $keep = [];
    $pack($value);
    $before = memory_get_usage();
    for ($i = 0; $i < 2000; $i++) {
        $keep[] = $pack($value);
    }
    $per = (memory_get_usage() - $before) / 2000;
    $same = count(array_unique($keep)) === 1 && $keep[0] === msgpack_pack($value);
    echo $name, ': ', strlen($keep[0]), ' bytes, ', $per < 160 ? 'small' : "$per bytes each", $same ? '' : ' WRONG', "\n";
}

// Alternating sizes: every result has exactly its bytes.
$big = str_repeat('x', 5000);
foreach ([[1], $big, [2, 3], [$big, $big], 'a', range(1, 40)] as $v) {
    foreach ($ways as $name => $pack) {
        if ($name === 'Packer::packMap' && !is_array($v)) {
            continue;
        }
        $s = $pack($v);
        if (msgpack_unpack($s) != $v && $name !== 'Packer::packMap') {
            echo "$name: round trip failed\n";
        }
    }
}
echo "sizes ok\n";

// User code packs while the outer call writes: neither output sees the other's bytes.
#[AllowDynamicProperties]
class Inner
{
    public function __serialize(): array
    {
        global $inner;
        $inner[] = msgpack_pack(['inner' => str_repeat('i', 10)]);
        $inner[] = (new Packer())->pack('nested');
        return ['k' => 'v'];
    }
}
$inner = [];
$outer = msgpack_pack([new Inner(), 'after', new Inner()]);
$again = msgpack_pack([new Inner(), 'after', new Inner()]);
var_dump($outer === $again, count($inner));
var_dump($inner[0] === msgpack_pack(['inner' => 'iiiiiiiiii']), $inner[1] === "\xa6nested");
$back = msgpack_unpack($outer);
var_dump($back[0] instanceof Inner, $back[1]);

// An exception in the middle: nothing half-written shows up in the next result.
class Thrower
{
    public function __serialize(): array
    {
        throw new RuntimeException('no');
    }
}
try {
    msgpack_pack(['a' => str_repeat('z', 100), 'b' => new Thrower()]);
} catch (RuntimeException $e) {
    echo "caught: ", $e->getMessage(), "\n";
}
echo bin2hex(msgpack_pack([1, 2])), "\n";

// A fatal error in the middle: a shutdown function packs as before.
class Fatal
{
    public function __serialize(): array
    {
        @trigger_error('boom', E_USER_ERROR);
        return [];
    }
}
register_shutdown_function(function () use ($packer) {
    echo "shutdown: ", bin2hex(msgpack_pack(['x' => 1])), ' ', bin2hex($packer->pack([7])), "\n";
});
msgpack_pack(['pad' => str_repeat('p', 50), 'f' => new Fatal()]);
echo "not reached\n";
?>
--EXPECTF--
msgpack_pack: 25 bytes, small
MessagePack::pack: 25 bytes, small
Packer::pack: 25 bytes, small
Packer::packMap: 25 bytes, small
MessagePack\MessagePack::pack: 25 bytes, small
sizes ok
bool(true)
int(8)
bool(true)
bool(true)
bool(true)
string(5) "after"
caught: no
920102

Fatal error: boom in %s on line %d
shutdown: 81a17801 9107
