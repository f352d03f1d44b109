--TEST--
Compact mode: an Extension registered for ext type 65 (or 64) on a BufferUnpacker: the streaming readers (tryUnpack() and StreamUnpacker, in pieces of 1, 2, 3 and random sizes) give the messages of the whole decode, each as soon as its last byte has arrived
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, PackOptions, StreamUnpacker, UnpackOptions};

// An application's own ext types 65 and 64: the value is the type and the body.
final class Own implements Extension
{
    public function __construct(private int $type) {}
    public function getType(): int
    {
        return $this->type;
    }
    public function pack(Packer $packer, mixed $value): ?string
    {
        return null;
    }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): string
    {
        return "ext$this->type:" . bin2hex($unpacker->read($extLength));
    }
}

// Hands out its bytes in the given pieces, and says how far it has been read.
final class Pieces
{
    public static array $pieces = [];
    public static int $read = 0;
    public $context;
    public function stream_open($path, $mode, $options, &$opened): bool
    {
        self::$read = 0;
        return true;
    }
    public function stream_read(int $count): string|false
    {
        $piece = array_shift(self::$pieces) ?? '';
        self::$read += strlen($piece);
        return $piece;
    }
    public function stream_eof(): bool
    {
        return self::$pieces === [];
    }
    public function stream_stat(): array|false
    {
        return [];
    }
}
stream_wrapper_register('pieces', Pieces::class);

// Each message whole: its value and the offset where it ends.
function whole(string $bytes, array $ext): array
{
    $u = new BufferUnpacker($bytes, UnpackOptions::COMPACT, $ext);
    $out = [];
    while ($u->hasRemaining()) {
        try {
            $out[] = [$u->unpack(), strlen($bytes) - $u->getRemainingCount()];
        } catch (Exception $e) {
            // (where an error is met in pieces depends on the pieces: only that it comes, after the same messages)
            $out[] = [get_class($e), null];
            break;
        }
    }
    return $out;
}

// Pieces of 1 byte, of n bytes, or of random sizes.
function split_by(string $bytes, int|string $how): array
{
    if ($how === 'random') {
        $pieces = [];
        for ($at = 0; $at < strlen($bytes); $at += $n) {
            $n = mt_rand(1, 7);
            $pieces[] = substr($bytes, $at, $n);
        }
        return $pieces;
    }
    return str_split($bytes, $how);
}

// The same messages in pieces, each as soon as its last byte has arrived (not later), through tryUnpack().
function buffered(array $pieces, array $ext): array
{
    $u = new BufferUnpacker('', UnpackOptions::COMPACT, $ext);
    $out = [];
    $at = 0;
    foreach ($pieces as $piece) {
        $u->append($piece);
        $at += strlen($piece);
        try {
            foreach ($u->tryUnpack() as $m) {
                $out[] = [$m, $at];
            }
        } catch (Exception $e) {
            $out[] = [get_class($e), null];
            break;
        }
    }
    return $out;
}

// ... through a StreamUnpacker reading the pieces one by one.
function streamed(array $pieces, array $ext): array
{
    Pieces::$pieces = $pieces;
    $out = [];
    try {
        foreach (new StreamUnpacker(fopen('pieces://', 'r'), UnpackOptions::COMPACT, $ext) as $m) {
            $out[] = [$m, Pieces::$read];
        }
    } catch (Exception $e) {
        $out[] = [get_class($e), null];
    }
    return $out;
}

// What a reader in pieces should give: the whole decode's messages, each at the end of the piece holding its last byte
// (an error where it is met; tryUnpack() waits at a message cut short by the end, where a stream has ended).
function expected(array $whole, array $pieces, bool $waits): array
{
    if ($waits && end($whole)[0] === MessagePack\Exception\InsufficientDataException::class) {
        array_pop($whole);
    }
    $ends = [];
    $at = 0;
    foreach ($pieces as $piece) {
        $ends[] = $at += strlen($piece);
    }
    $out = [];
    foreach ($whole as [$m, $end]) {
        if ($end === null) {
            $out[] = [$m, null];
            break;
        }
        foreach ($ends as $e) {
            if ($e >= $end) {
                break;
            }
        }
        $out[] = [$m, $e];
    }
    return $out;
}

$tags = ['php', 'msgpack'];
$packed = (new Packer(PackOptions::COMPACT))->pack([['id' => 1, 'tags' => $tags], ['id' => 2, 'tags' => $tags], $tags]);
// name => bytes, the sets of types registered
$inputs = [
    // definitions whose value a reader of type 65 reads as the next value (a reference would name no definition)
    'definitions' => [hex2bin('92c7004192a178a17901' . 'c7004191c3' . '02' . '93c70041c0c70041c2c3'), [[65], [65, 64], [64]]],
    'packed' => [$packed . hex2bin('c7004191a178d44000d4400103'), [[65, 64], [64]]],
    // the last message is complete without a value after the definition
    'definition last' => [hex2bin('07' . '92c7004191c3'), [[65], [65, 64], [64]]],
    // the ext is a message before the error
    'definition before 0xc1' => [hex2bin('c70041c1'), [[65], [65, 64]]],
];
mt_srand(850);
foreach ($inputs as $name => [$bytes, $types]) {
    foreach ($types as $t) {
        $ext = array_map(fn ($type) => new Own($type), $t);
        $whole = whole($bytes, $ext);
        $fails = str_ends_with($name, '0xc1');
        echo "$name, ext ", implode('+', $t), ': ', json_encode(array_column($whole, 0)), "\n";
        $bad = [];
        foreach ([1, 2, 3, 'random', 'random', 'random'] as $how) {
            $pieces = split_by($bytes, $how);
            // (tryUnpack() throws for an error met after a message in the same call, which that call then loses)
            if ((!$fails || $how === 1) && buffered($pieces, $ext) !== expected($whole, $pieces, true)) {
                $bad[] = "tryUnpack by $how";
            }
            if (streamed($pieces, $ext) !== expected($whole, $pieces, false)) {
                $bad[] = "StreamUnpacker by $how";
            }
        }
        echo '  in pieces: ', $bad ? implode(', ', $bad) : 'as whole', "\n";
    }
}
--EXPECT--
definitions, ext 65: [["ext65:",["x","y"]],1,"ext65:",[true],2,["ext65:",null,"ext65:"],false,true]
  in pieces: as whole
definitions, ext 65+64: [["ext65:",["x","y"]],1,"ext65:",[true],2,["ext65:",null,"ext65:"],false,true]
  in pieces: as whole
definitions, ext 64: [[["x","y"],1],[true],2,[null,false,true]]
  in pieces: as whole
packed, ext 65+64: [[{"id":1,"tags":"ext65:"},["php","msgpack"],{"id":2,"tags":"ext64:00"}],"ext64:00","ext65:",["x"],"ext64:00","ext64:01",3]
  in pieces: as whole
packed, ext 64: [[{"id":1,"tags":["php","msgpack"]},{"id":2,"tags":"ext64:00"},"ext64:00"],["x"],"ext64:00","ext64:01",3]
  in pieces: as whole
definition last, ext 65: [7,["ext65:",[true]]]
  in pieces: as whole
definition last, ext 65+64: [7,["ext65:",[true]]]
  in pieces: as whole
definition last, ext 64: [7,"MessagePack\\Exception\\InsufficientDataException"]
  in pieces: as whole
definition before 0xc1, ext 65: ["ext65:","MessagePack\\Exception\\UnpackingFailedException"]
  in pieces: as whole
definition before 0xc1, ext 65+64: ["ext65:","MessagePack\\Exception\\UnpackingFailedException"]
  in pieces: as whole
