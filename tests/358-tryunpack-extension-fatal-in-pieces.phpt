--TEST--
BufferUnpacker::tryUnpack(): a fatal error in an extension's unpackExt() while a message that began two pieces before is read in its lent pieces; in a shutdown function the object reads that message again from its first byte, then goes on as any other
--EXTENSIONS--
msgpack
--INI--
display_errors=1
log_errors=0
fatal_error_backtraces=0
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension;
use MessagePack\Packer;

// A fatal error on its first call; then reads its ext's body as a string.
final class FatalOnce implements Extension
{
    public static int $calls = 0;
    public function getType(): int { return 7; }
    public function pack(Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        if (self::$calls++ === 0) {
            @trigger_error('fatal in unpackExt', E_USER_ERROR); // (@: PHP 8.4 deprecates E_USER_ERROR; a fatal error shows anyway)
        }
        return 'ext:' . $unpacker->read($extLength);
    }
}

// a long string, then a list whose first bytes are in the pieces before the last and whose ext is in the last, then "after"
$msg = "\x93" . "\xd9\xc8" . str_repeat('a', 200) . "\xd9\xc8" . str_repeat('b', 200) . "\xc7\x03\x07xyz";
$first = str_repeat('f', 148); // the first piece whole: the list begins in the second
$bytes = msgpack_pack($first) . $msg . msgpack_pack('after');
$pieces = str_split($bytes, 150);
$u = new BufferUnpacker('', null, [new FatalOnce()]);
register_shutdown_function(function () use ($u, $msg) {
    echo "shutdown: ", $u->getRemainingCount(), " bytes left (the list and what follows: ", strlen($msg) + 6, ")\n";
    $got = $u->tryUnpack();
    echo json_encode(array_map(fn ($v) => is_array($v) ? [strlen($v[0]), strlen($v[1]), $v[2]] : $v, $got)), "\n";
    var_dump($u->hasRemaining());
    $u->append(msgpack_pack([1, 2]));
    echo json_encode($u->tryUnpack()), "\n";
});
foreach ($pieces as $i => $piece) {
    $u->append($piece);
    echo "piece $i: ", json_encode(array_map(fn ($v) => is_string($v) ? strlen($v) : $v, $u->tryUnpack())), "\n";
}
echo "not reached\n";
?>
--EXPECTF--
piece 0: [148]
piece 1: []
piece 2: []
piece 3: 
Fatal error: fatal in unpackExt in %s on line %d
shutdown: 417 bytes left (the list and what follows: 417)
[[200,200,"ext:xyz"],"after"]
bool(false)
[[1,2]]
