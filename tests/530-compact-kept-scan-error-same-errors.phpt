--TEST--
BufferUnpacker and StreamUnpacker with UnpackOptions::COMPACT: a message whose decode waits at a container that declares more entries than the bytes left, while the scan keeps an error behind it, fails tryUnpack() at the same append, with the same exception and offset, as a fresh tryUnpack() of the message cut there, in pieces of any size and with a whole unpack() (an over-declared array, map and record's names, a string reference, a record, an array reference, nested containers, a message after others)
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, StreamUnpacker, Structures, UnpackOptions};

final class Five implements Extension
{
    public function getType(): int { return 5; }
    public function pack(Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        return 'five ' . bin2hex($unpacker->read($extLength));
    }
}

function unpacker(string $how): BufferUnpacker
{
    $u = new BufferUnpacker('', UnpackOptions::COMPACT, $how === 'extension' ? [new Five()] : []);
    return $how === 'structures' ? $u->withStructures(new Structures()) : $u;
}

/* tryUnpack() on $bytes appended up to each of $cuts in turn (fresh: each prefix to an unpacker of its own): [the cut
 * at which it throws, what and the offset it leaves, the values before], or null. */
function run(string $bytes, array $cuts, string $how, bool $fresh = false): ?array
{
    $u = unpacker($how);
    $values = [];
    $at = 0;
    foreach ($cuts as $cut) {
        if ($fresh) {
            $u = unpacker($how);
            $values = [];
            $at = 0;
        }
        $u->append(substr($bytes, $at, $cut - $at));
        $at = $cut;
        try {
            $values = array_merge($values, $u->tryUnpack());
        } catch (Throwable $e) {
            return [$cut, get_class($e) . ': ' . $e->getMessage() . ', offset ' . ($cut - $u->getRemainingCount()), $values];
        }
    }
    return null;
}

function stream(string $bytes): string
{
    $f = fopen('php://memory', 'w+');
    fwrite($f, $bytes);
    rewind($f);
    $got = [];
    try {
        foreach (new StreamUnpacker($f, UnpackOptions::COMPACT) as $value) {
            $got[] = $value;
        }
    } catch (Throwable $e) {
        return get_class($e) . ': ' . $e->getMessage();
    }
    return json_encode($got);
}

$large = "\xdc\x00\x64" . str_repeat("\xcd\x12\x34", 100);
$cases = [
    'array' => "\x92$large\xdc\x01\x00\x01\x01\xd4\x5e\x05",
    'map' => "\x92$large\xde\x00\x80\xa1a\x01\xa1b\xd4\x5e\x05",
    "record's names" => "\x92$large\xd4\x72\x40\xdc\x01\x00\xa1a\xd4\x5e\x05",
    'string reference past a definition' => "\x93\xc7\x05\x53alpha$large\xdc\x01\x00\xd4\x5e\x01\x01\xd4\x5e\x09",
    'malformed record' => "\x92$large\xdc\x01\x00\x01\xd4\x72\x40\xa1",
    'array reference' => "\x92$large\xdc\x01\x00\x01\xd4\x40\x03",
    'nested' => "\x92$large\xdc\x00\x80$large\xdc\x01\x00\x01\xd4\x5e\x05",
    'after two messages' => "\x01\x02\x92$large\xdc\x01\x00\x01\xd4\x5e\x05",
    'an ext value before' => "\x93\xd4\x05\x07$large\xdc\x01\x00\x01\xd4\x5e\x05",
];
foreach ($cases as $name => $head) {
    $bytes = $head . str_repeat("\x01", 300);
    foreach (['plain', 'structures', 'extension'] as $how) {
        // (a fresh unpacker per prefix: the values of the messages before are lost with the exception)
        $expect = run($bytes, range(1, strlen($bytes)), $how, true);
        echo "$name ($how): ", $expect ? "once $expect[0] bytes are there: $expect[1]" : 'waits', "\n";
        $lines = [];
        foreach ([[strlen($head), 1], [strlen($head), 5], [1, 1], [7, 3]] as [$first, $piece]) {
            $cuts = array_merge([$first], range($first + $piece, strlen($bytes), $piece));
            $got = run($bytes, $cuts, $how);
            // the first cut at or after the byte the fresh prefixes fail with
            $cut = $expect ? current(array_filter($cuts, fn ($c) => $c >= $expect[0])) : null;
            if ($expect ? !$got || $got[0] !== $cut || $got[1] !== $expect[1] : $got) {
                $lines[] = "  head $first, pieces of $piece: " . json_encode($got) . "\n";
            } elseif ($got[2]) {
                $lines[] = '  in pieces, after ' . json_encode($got[2]) . "\n";
            }
        }
        echo implode('', array_unique($lines));
    }
    $whole = unpacker('plain');
    $whole->append($bytes);
    try {
        $whole->tryUnpack();
        echo "  whole: waits\n";
    } catch (Throwable $e) {
        echo '  whole: ', get_class($e), ': ', $e->getMessage(), ', offset ', strlen($bytes) - $whole->getRemainingCount(), "\n";
    }
    echo '  StreamUnpacker: ', stream($bytes), "\n";
}
?>
--EXPECT--
array (plain): once 563 bytes are there: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0), offset 311
array (structures): once 563 bytes are there: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0), offset 311
array (extension): once 563 bytes are there: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0), offset 311
  whole: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0), offset 311
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0)
map (plain): once 563 bytes are there: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0), offset 314
map (structures): once 563 bytes are there: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0), offset 314
map (extension): once 563 bytes are there: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0), offset 314
  whole: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0), offset 314
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0)
record's names (plain): once 566 bytes are there: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0), offset 314
record's names (structures): once 566 bytes are there: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0), offset 314
record's names (extension): once 566 bytes are there: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0), offset 314
  whole: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0), offset 314
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0)
string reference past a definition (plain): once 571 bytes are there: MessagePack\Exception\UnpackingFailedException: String reference 1 out of range (strings defined before it: 1), offset 317
string reference past a definition (structures): once 571 bytes are there: MessagePack\Exception\UnpackingFailedException: String reference 1 out of range (strings defined before it: 1), offset 317
string reference past a definition (extension): once 571 bytes are there: MessagePack\Exception\UnpackingFailedException: String reference 1 out of range (strings defined before it: 1), offset 317
  whole: MessagePack\Exception\UnpackingFailedException: String reference 1 out of range (strings defined before it: 1), offset 317
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: String reference 1 out of range (strings defined before it: 1)
malformed record (plain): once 563 bytes are there: MessagePack\Exception\UnpackingFailedException: A record definition must be followed by an array of field names, offset 311
malformed record (structures): once 563 bytes are there: MessagePack\Exception\UnpackingFailedException: A record definition must be followed by an array of field names, offset 311
malformed record (extension): once 563 bytes are there: MessagePack\Exception\UnpackingFailedException: A record definition must be followed by an array of field names, offset 311
  whole: MessagePack\Exception\UnpackingFailedException: A record definition must be followed by an array of field names, offset 311
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: A record definition must be followed by an array of field names
array reference (plain): once 563 bytes are there: MessagePack\Exception\UnpackingFailedException: Array reference 3 out of range (arrays defined before it: 0), offset 310
array reference (structures): once 563 bytes are there: MessagePack\Exception\UnpackingFailedException: Array reference 3 out of range (arrays defined before it: 0), offset 310
array reference (extension): once 563 bytes are there: MessagePack\Exception\UnpackingFailedException: Array reference 3 out of range (arrays defined before it: 0), offset 310
  whole: MessagePack\Exception\UnpackingFailedException: Array reference 3 out of range (arrays defined before it: 0), offset 310
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Array reference 3 out of range (arrays defined before it: 0)
nested (plain): once 869 bytes are there: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0), offset 616
nested (structures): once 869 bytes are there: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0), offset 616
nested (extension): once 869 bytes are there: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0), offset 616
  whole: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0), offset 616
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0)
after two messages (plain): once 565 bytes are there: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0), offset 312
  in pieces, after [1,2]
after two messages (structures): once 565 bytes are there: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0), offset 312
  in pieces, after [1,2]
after two messages (extension): once 565 bytes are there: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0), offset 312
  in pieces, after [1,2]
  whole: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0), offset 312
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0)
an ext value before (plain): once 566 bytes are there: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0), offset 313
an ext value before (structures): once 566 bytes are there: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0), offset 313
an ext value before (extension): once 566 bytes are there: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0), offset 313
  whole: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0), offset 313
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: String reference 5 out of range (strings defined before it: 0)
