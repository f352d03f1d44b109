--TEST--
BufferUnpacker with UnpackOptions::COMPACT: a message whose decode waits, with a scan error kept, for the bytes a container declares is decoded again at the next tryUnpack() when its Extension saw where the bytes end (getRemainingCount(), hasRemaining() of a clone, a read that ran out of data and was caught: its value may change with any byte more) or msgpack.max_depth changed, as a fresh tryUnpack() of the message cut there decodes it (they waited for the declared bytes, and the message came, or failed, appends later)
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, UnpackOptions};
use MessagePack\Exception\InsufficientDataException;

/* Ext 5: its body, and a trailer of 6 bytes after it when there are enough bytes (a look past its own bytes that moves
 * the offset only once they are there). */
final class Trailer implements Extension
{
    public static string $how = '';
    public function getType(): int { return 5; }
    public function pack(Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $u, int $n): mixed
    {
        switch (self::$how) {
            case 'getRemainingCount()':
                $long = $u->getRemainingCount() >= $n + 8;
                break;
            case 'hasRemaining() of a clone':
                $c = clone $u;
                $c->read($n);
                for ($k = 0; $k < 8 && $c->hasRemaining(); $k++) {
                    $c->read(1);
                }
                $long = $k === 8;
                break;
            case 'a read caught':
                try {
                    return bin2hex($u->read($n + 6)) . ' ' . bin2hex($u->read(2));
                } catch (InsufficientDataException) {
                    $u->seek(3);
                }
                $long = false;
                break;
        }
        return bin2hex($u->read($long ? $n + 6 : $n));
    }
}

/* [ext 5, an array declaring 16 entries whose first is a string reference to nothing (the scan's error), ...] */
$msg = "\x92\xd4\x05\x07\xdc\x00\x10\xd4\x5e\x05" . str_repeat("\x01", 20);

function outcome(BufferUnpacker $u): string
{
    try {
        return json_encode($u->tryUnpack());
    } catch (Throwable $e) {
        return get_class($e) . ': ' . $e->getMessage();
    }
}

/* The first cut at which tryUnpack() returns or throws something, appended byte by byte, or a fresh one per cut. */
function first(string $msg, callable $make, bool $fresh, ?callable $at = null): string
{
    $u = $make();
    $u->append(substr($msg, 0, 10));
    for ($cut = 10; $cut <= strlen($msg); $cut++) {
        if ($at) {
            $at($cut);
        }
        if ($fresh) {
            $u = $make();
            $u->append(substr($msg, 0, $cut));
        }
        $out = outcome($u);
        if ($out !== '[]') {
            return "$cut: $out";
        }
        if (!$fresh && $cut < strlen($msg)) {
            $u->append($msg[$cut]);
        }
    }
    return 'none';
}

foreach (['getRemainingCount()', 'hasRemaining() of a clone', 'a read caught'] as $how) {
    Trailer::$how = $how;
    $make = fn() => new BufferUnpacker('', UnpackOptions::COMPACT, [new Trailer()]);
    $pieces = first($msg, $make, false);
    $fresh = first($msg, $make, true);
    echo "$how: $pieces", $pieces === $fresh ? '' : "\n  a fresh tryUnpack() per cut: $fresh", "\n";
}

/* [[[[ the same array ]]]], msgpack.max_depth lowered to 2 after the decode waits */
$deep = "\x91\x91\x91\x91\xdc\x00\x10\xd4\x5e\x05" . str_repeat("\x01", 15);
$make = fn() => new BufferUnpacker('', UnpackOptions::COMPACT);
$lower = function (int $cut) { ini_set('msgpack.max_depth', $cut >= 12 ? '2' : '4096'); };
$pieces = first($deep, $make, false, $lower);
$fresh = first($deep, $make, true, $lower);
echo "msgpack.max_depth: $pieces", $pieces === $fresh ? '' : "\n  a fresh tryUnpack() per cut: $fresh", "\n";
?>
--EXPECT--
getRemainingCount(): 12: [["07dc0010d45e05",1],1]
hasRemaining() of a clone: 12: [["07dc0010d45e05",1],1]
a read caught: 13: [["07dc0010d45e05 0101",1]]
msgpack.max_depth: 12: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 2 exceeded
