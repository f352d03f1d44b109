--TEST--
MessagePack re-entrancy: an extension calling append()/reset()/release()/seek()/tryUnpack() on the unpacker in the middle of unpack()
--INI--
msgpack.max_depth=64
--FILE--
<?php
// The unpacker re-reads its buffer and offset after every extension call (spec 2.14), so the outer decoding goes on
// from wherever the extension left the cursor, in whatever buffer is current - as the userland library did.
use MessagePack\BufferUnpacker;
use MessagePack\Extension;
use MessagePack\Packer;

final class Mutator implements Extension
{
    public function __construct(private Closure $fn) {}
    public function getType(): int { return 15; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        return ($this->fn)($unpacker, $extLength);
    }
}

function run(string $label, string $hex, Closure $fn, int $extra = 0): void
{
    $u = new BufferUnpacker(hex2bin(str_replace(' ', '', $hex)), null, [new Mutator($fn)]);
    try {
        $v = $u->unpack();
        echo "$label: ", json_encode($v), ', remaining ', $u->getRemainingCount();
        for ($i = 0; $i < $extra; $i++) {
            echo ', next ', json_encode($u->unpack());
        }
        echo "\n";
    } catch (Throwable $e) {
        echo "$label: ", get_class($e), ': ', $e->getMessage(), "\n";
    }
}

// append: the new bytes become available to the rest of this message and to the next ones
run('append', '93 d4 0f 00 01', function ($u, $len) {
    $u->read($len);
    $u->append("\x02\x2a");
    return 'appended';
}, 1);
// append a large chunk (the buffer has to grow) while arrays are open at several levels
run('append large', '92 91 92 d4 0f 00 01', function ($u, $len) {
    $u->read($len);
    $u->append(str_repeat("\xa3abc", 20000));
    return 'big';
});
// reset: the outer array continues in the new buffer at offset 0
run('reset', '92 d4 0f 00 01', function ($u, $len) {
    $u->reset("\x91\x07\x08");
    return 'r';
}, 1);
run('reset to empty', '92 d4 0f 00 01', function ($u, $len) {
    $u->reset();
    return 'r';
});
// release: drops the consumed prefix; positions are relative so decoding goes on normally
run('release', '01 93 d4 0f 00 02 03', function ($u, $len) {
    $dropped = $u->release();
    $u->read($len);
    return "released $dropped";
}, 1);
// stepping back over the payload: the outer array reads the payload byte as its next element
run('skip back', '92 d4 0f 00 05', function ($u, $len) {
    $u->read($len);
    $u->skip(-1);
    return 's';
}, 1);
// seeking back to the start makes the outer array re-read its own header: endless re-entrant nesting, which must end
// in an UnpackingFailedException (decision 5: max_depth counts across extension calls; the library ran out of memory)
run('seek 0', '92 d4 0f 00 05', function ($u, $len) {
    $u->seek(0);
    return 's';
});
// tryUnpack inside an extension takes every complete message after the payload; the outer array then needs more
run('tryUnpack', '92 d4 0f 00 01 02 03', function ($u, $len) {
    $u->read($len);
    $all = $u->tryUnpack();
    $u->append("\x09");
    return $all;
});
run('tryUnpack, nothing appended', '92 d4 0f 00 01 02 03', function ($u, $len) {
    $u->read($len);
    return $u->tryUnpack();
});
// withBuffer works on a clone: the original cursor is untouched
run('withBuffer', '92 d4 0f 00 01', function ($u, $len) {
    $c = $u->withBuffer("\xa2ok");
    $v = $c->unpack();
    $u->read($len);
    return $v;
});
// an extension that re-enters and mutates at two nesting levels
$depth = 0;
run('nested mutation', '92 d4 0f 00 d4 0f 00', function ($u, $len) use (&$depth) {
    $depth++;
    if ($depth === 1) {
        $u->read($len);
        $u->append("\x05");
        $inner = $u->unpack();
        return ['outer', $inner];
    }
    $u->read($len);
    $u->append("\x06");
    return 'inner';
}, 1);
echo "done\n";
?>
--EXPECTF--
append: ["appended",1,2], remaining 1, next 42
append large: [[["big",1]],"abc"], remaining 79996
reset: ["r",[7]], remaining 1, next 8
reset to empty: MessagePack\Exception\InsufficientDataException: Not enough data to read
release: 1, remaining 6, next ["released 4",2,3]
skip back: ["s",0], remaining 1, next 5
seek 0: MessagePack\Exception\UnpackingFailedException: %s
tryUnpack: [[1,2,3],9], remaining 0
tryUnpack, nothing appended: MessagePack\Exception\InsufficientDataException: Not enough data to read
withBuffer: ["ok",1], remaining 0
nested mutation: [["outer","inner"],5], remaining 1, next 6
done
