--TEST--
BufferUnpacker with UnpackOptions::COMPACT: a message whose decode waits, with a scan error kept, for the bytes a container declares is decoded again at the next tryUnpack() when a destructor of the partial value the failed decode dropped saw where the bytes end (seek() from the end, getRemainingCount()): user code of that decode, as an Extension is, whose next call may go another way with any byte more; the message cut at 12 decodes at the second tryUnpack(), in pieces as in a fresh unpacker (in pieces it failed at cut 23 instead)
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, UnpackOptions};

/* An Extension's value whose destructor notes whether the buffer's last byte is 02, for the Extension's next call. */
final class Probe
{
    public static bool $long = false;
    public static string $how = '';
    public static ?BufferUnpacker $u = null;
    public function __construct(public string $hex) {}
    public function __destruct()
    {
        $u = self::$u;
        if (self::$how === 'seek() from the end') {
            $u->seek(-1);
            self::$long = $u->read(1) === "\x02";
        } else {
            self::$long = $u->getRemainingCount() === 12;
        }
    }
}

/* Ext 5 at offset 1: its body, or 6 bytes more when the last Probe destroyed saw that (the offset moves only then) */
final class Tail implements Extension
{
    public function getType(): int { return 5; }
    public function pack(Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $u, int $n): mixed
    {
        return new Probe(bin2hex($u->read(Probe::$long ? $n + 6 : $n)));
    }
}

/* [ext 5, an array declaring 16 entries whose first is a string reference to nothing (the scan's error)], 1, 2, ... */
$msg = "\x92\xd4\x05\x07\xdc\x00\x10\xd4\x5e\x05\x01\x02" . str_repeat("\x01", 18);

function outcome(BufferUnpacker $u): string
{
    try {
        return json_encode($u->tryUnpack());
    } catch (Throwable $e) {
        return get_class($e) . ': ' . $e->getMessage();
    }
}

/* The first cut at which one of two tryUnpack() returns or throws something, appended byte by byte, or fresh per cut. */
function first(string $msg, bool $fresh): string
{
    Probe::$long = false;
    $make = fn() => Probe::$u = new BufferUnpacker('', UnpackOptions::COMPACT, [new Tail()]);
    $u = $make();
    $u->append(substr($msg, 0, 10));
    for ($cut = 10; $cut <= strlen($msg); $cut++) {
        if ($fresh) {
            $u = $make();
            $u->append(substr($msg, 0, $cut));
        }
        for ($call = 1; $call <= 2; $call++) {
            $out = outcome($u);
            if ($out !== '[]') {
                return "$cut (call $call): $out";
            }
        }
        if (!$fresh && $cut < strlen($msg)) {
            $u->append($msg[$cut]);
        }
    }
    return 'none';
}

foreach (['seek() from the end', 'getRemainingCount()'] as $how) {
    Probe::$how = $how;
    $pieces = first($msg, false);
    $fresh = first($msg, true);
    echo "$how: $pieces", $pieces === $fresh ? '' : "\n  a fresh tryUnpack() per cut: $fresh", "\n";
}
?>
--EXPECT--
seek() from the end: 12 (call 2): [[{"hex":"07dc0010d45e05"},1],2]
getRemainingCount(): 12 (call 2): [[{"hex":"07dc0010d45e05"},1],2]
