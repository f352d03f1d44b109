--TEST--
BufferUnpacker objects whose extensions hold them: compared to each other, the compare comes back to the first and ends with PHP's fatal error "Nesting level too deep - recursive dependency?", as for the library's objects so linked; the same holder on both, or holders of one unpacker, compare; sort() of unpackers that do not come back to themselves orders them by buffer; the objects still unpack in a shutdown function
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer};

final class Back implements Extension
{
    public $unpacker;
    public function getType(): int { return 9; }
    public function pack(Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $u, int $n): mixed { return $u->read($n); }
}

function linked(string $buffer): BufferUnpacker
{
    $e = new Back();
    return $e->unpacker = new BufferUnpacker($buffer, null, [$e]);
}

$u1 = linked("\x01");
$u2 = linked("\x01");
$other = new BufferUnpacker("\x05");
$list = [];
foreach (["\x03", "\x01", "\x02"] as $b) {
    $e = new Back();
    $e->unpacker = $other;
    $list[] = new BufferUnpacker($b, null, [$e]);
}
sort($list);
echo implode(' ', array_map(fn ($u) => $u->unpack(), $list)), "\n";
var_dump(linked("\x01") == linked("\x02"), in_array($u1, [$u2], true));

register_shutdown_function(function () use ($u1, $u2) {
    echo "shutdown: ", $u1->unpack(), ' ', $u2->unpack(), "\n";
});
var_dump($u1 == $u2);
echo "not reached\n";
?>
--EXPECTF--
1 2 3
bool(false)
bool(false)

Fatal error: Nesting level too deep - recursive dependency? in %s on line %d
shutdown: 1 1
