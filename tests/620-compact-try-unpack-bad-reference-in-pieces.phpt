--TEST--
BufferUnpacker and StreamUnpacker with UnpackOptions::COMPACT: a string or array reference, an array definition, a record id or a shared structure id the decoder refuses fails an incomplete message once it has arrived, whether the message came in one piece or byte by byte; valid references read the same in any pieces
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, PackOptions, StreamUnpacker, Structures, UnpackOptions};

/* tryUnpack() after each piece: the values, or the exception that stopped it. */
function attempt(string $bytes, int $piece, ?Closure $setup = null): string
{
    $u = new BufferUnpacker('', UnpackOptions::COMPACT);
    if ($setup) {
        $u = $setup($u);
    }
    $got = [];
    try {
        for ($at = 0; $at < strlen($bytes); $at += $piece) {
            $u->append(substr($bytes, $at, $piece));
            foreach ($u->tryUnpack() as $value) {
                $got[] = $value;
            }
        }
    } catch (Throwable $e) {
        return $e->getMessage();
    }
    return 'waits, ' . json_encode($got);
}

/* A stream that gives at most $piece bytes per read. */
class Trickle
{
    public static array $data = [];
    public $context;
    private string $bytes = '';
    private int $pos = 0;
    private int $piece = 1;

    function stream_open($path, $mode, $options, &$opened)
    {
        [$name, $piece] = explode('/', substr($path, strlen('trickle://')));
        $this->bytes = self::$data[$name];
        $this->piece = (int) $piece;
        return true;
    }
    function stream_read($count)
    {
        $read = substr($this->bytes, $this->pos, min($count, $this->piece));
        $this->pos += strlen($read);
        return $read;
    }
    function stream_eof() { return $this->pos >= strlen($this->bytes); }
    function stream_stat() { return []; }
}
stream_wrapper_register('trickle', 'Trickle');

function stream(string $bytes, int $piece): string
{
    Trickle::$data['m'] = $bytes;
    $got = [];
    try {
        foreach (new StreamUnpacker(fopen("trickle://m/$piece", 'rb'), UnpackOptions::COMPACT) as $value) {
            $got[] = $value;
        }
    } catch (Throwable $e) {
        return $e->getMessage();
    }
    return json_encode($got);
}

$cases = [
    '93d45e0501',           // string reference 5, none defined
    '95c70553616c706861d45e010101', // one defined ("alpha"), reference 1
    '93c7035e00000001',     // a reference of a 3-byte body
    '92c7004192d44000',     // array reference 0 inside its own definition
    '94d440030101',         // array reference 3, none defined
    '93d5410000',           // an array definition not c7 00 41
    '94d472050101',         // d4 72 and a byte that is no record id
    // an array declaring 16 entries with 12 bytes left: the decoder waits for them before it reads any (in pieces, the
    // scan's error is kept meanwhile: each piece is not scanned again from the message's start)
    'dc0010010101d45e05' . str_repeat('01', 8),
    'dc0010010101d45e05' . str_repeat('01', 12),
];
foreach ($cases as $hex) {
    $bytes = hex2bin($hex);
    $whole = attempt($bytes, strlen($bytes));
    $pieces = attempt($bytes, 1);
    $threes = attempt($bytes, 3);
    echo $hex, ': ', $whole, $pieces === $whole ? '' : " | byte by byte: $pieces", $threes === $whole ? '' : " | by 3: $threes", "\n";
    $whole = stream($bytes, 1 << 20);
    $pieces = stream($bytes, 1);
    echo '  StreamUnpacker: ', $whole, $pieces === $whole ? '' : " | byte by byte: $pieces", "\n";
}

echo "shared structures\n";
$shared = fn (BufferUnpacker $u) => $u->withStructures(new Structures([['a', 'b']]));
foreach (['9340010241', '934101'] as $hex) {
    $bytes = hex2bin($hex);
    $whole = attempt($bytes, strlen($bytes), $shared);
    $pieces = attempt($bytes, 1, $shared);
    echo $hex, ': ', $whole, $pieces === $whole ? '' : " | byte by byte: $pieces", "\n";
}

echo "an Extension for type 94 takes string references\n";
class Caret implements Extension
{
    public function getType(): int { return 94; }
    public function pack(Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        return 'ref ' . bin2hex($unpacker->read($extLength));
    }
}
$caret = fn (BufferUnpacker $u) => $u->extendWith(new Caret());
foreach (['93d45e0501', '92d45e05d45e06'] as $hex) {
    $bytes = hex2bin($hex);
    $whole = attempt($bytes, strlen($bytes), $caret);
    $pieces = attempt($bytes, 1, $caret);
    echo $hex, ': ', $whole, $pieces === $whole ? '' : " | byte by byte: $pieces", "\n";
}

echo "valid references\n";
// [[def 1: ["a","b"], ref 1] as def 0, ref 0, ref 1]: references to closed definitions, one inside an open one
$nested = hex2bin('93c7004192c7004192a161a162d44001d44000d44001');
$tags = ['php', 'msgpack'];
$value = [];
foreach (['pending', 'closed', 'pending', 'pending'] as $i => $status) {
    $value[] = ['id' => $i, 'status' => $status, 'tags' => $tags, 'more' => [$tags, "status $status"]];
}
$packed = (new Packer(PackOptions::COMPACT))->pack($value);
foreach (['nested' => $nested, 'packed' => $packed . $packed] as $name => $bytes) {
    $whole = attempt($bytes, strlen($bytes));
    $same = true;
    for ($piece = 1; $piece <= 7; $piece++) {
        $same = $same && attempt($bytes, $piece) === $whole;
    }
    for ($cut = 1; $cut < strlen($bytes); $cut++) {
        $u = new BufferUnpacker('', UnpackOptions::COMPACT);
        $u->append(substr($bytes, 0, $cut));
        $got = $u->tryUnpack();
        $u->append(substr($bytes, $cut));
        $same = $same && 'waits, ' . json_encode(array_merge($got, $u->tryUnpack())) === $whole;
    }
    echo $name, ': ', $same ? 'the same in any pieces' : 'DIFFERS', ', ', strlen($whole) > 120 ? md5($whole) : $whole, "\n";
}
$u = new BufferUnpacker('', UnpackOptions::COMPACT);
foreach (str_split($packed) as $byte) {
    $u->append($byte);
    $got = $u->tryUnpack();
}
var_dump($got === [$value], str_contains(bin2hex($packed), 'd440'), str_contains(bin2hex($packed), 'd45e'));
?>
--EXPECT--
93d45e0501: String reference 5 out of range (strings defined before it: 0)
  StreamUnpacker: String reference 5 out of range (strings defined before it: 0)
95c70553616c706861d45e010101: String reference 1 out of range (strings defined before it: 1)
  StreamUnpacker: String reference 1 out of range (strings defined before it: 1)
93c7035e00000001: String reference with a 3-byte body
  StreamUnpacker: String reference with a 3-byte body
92c7004192d44000: Array reference 0 inside its own definition
  StreamUnpacker: Array reference 0 inside its own definition
94d440030101: Array reference 3 out of range (arrays defined before it: 0)
  StreamUnpacker: Array reference 3 out of range (arrays defined before it: 0)
93d5410000: An array definition (ext 0x41) must be c7 00 41, not a 2-byte body
  StreamUnpacker: An array definition (ext 0x41) must be c7 00 41, not a 2-byte body
94d472050101: Record id 0x05 out of range
  StreamUnpacker: Record id 0x05 out of range
dc0010010101d45e050101010101010101: waits, []
  StreamUnpacker: Not enough data to read: the stream ended after 17 bytes of an incomplete message
dc0010010101d45e05010101010101010101010101: String reference 5 out of range (strings defined before it: 0)
  StreamUnpacker: String reference 5 out of range (strings defined before it: 0)
shared structures
9340010241: Unknown shared structure 0x41: the structures hold 1
934101: waits, []
an Extension for type 94 takes string references
93d45e0501: waits, []
92d45e05d45e06: waits, [["ref 05","ref 06"]]
valid references
nested: the same in any pieces, waits, [[[["a","b"],["a","b"]],[["a","b"],["a","b"]],["a","b"]]]
packed: the same in any pieces, 6a408a2a1b144600cadefad14adbbf76
bool(true)
bool(true)
bool(true)
