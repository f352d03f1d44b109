--TEST--
BufferUnpacker and StreamUnpacker with UnpackOptions::COMPACT: an ext map key of no string type fails an incomplete message as soon as its type byte is here, body cut or not, with or without an Extension for its type (which the decoder does not run for a key), byte by byte as in one piece
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, StreamUnpacker, UnpackOptions};

class Five implements Extension
{
    public function getType(): int { return 5; }
    public function pack(Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        echo "(Five ran)";
        return 'five ' . bin2hex($unpacker->read($extLength));
    }
}

/* Gives its bytes a few at a time. */
class Pieces
{
    public $context;
    private string $bytes;
    private int $pos = 0, $piece;
    function stream_open($path, $mode, $options, &$opened)
    {
        [$hex, $piece] = explode('/', substr($path, strlen('pieces://')));
        $this->bytes = hex2bin($hex);
        $this->piece = (int) $piece;
        return true;
    }
    function stream_read($count)
    {
        $out = substr($this->bytes, $this->pos, min($count, $this->piece));
        $this->pos += strlen($out);
        return $out;
    }
    function stream_eof() { return $this->pos >= strlen($this->bytes); }
    function stream_stat() { return []; }
}
stream_wrapper_register('pieces', 'Pieces');

function buffer(string $bytes, int $piece, ?Extension $extension): string
{
    $u = new BufferUnpacker('', UnpackOptions::COMPACT);
    if ($extension) {
        $u = $u->extendWith($extension);
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

function stream(string $hex, int $piece): string
{
    try {
        foreach (new StreamUnpacker(fopen("pieces://$hex/$piece", 'rb'), UnpackOptions::COMPACT) as $value) {
        }
    } catch (Throwable $e) {
        return $e->getMessage();
    }
    return 'ended';
}

foreach ([
    '93820101d405',                // a fixext 1 key, its data byte not here
    '93820101d4050001',            // the same, whole
    '9382a16101c7105000',          // an ext 8 key of 16 bytes, 1 here
    '9381d472',                    // `d4 72` where a key is, its third byte not here
    '93820101c710',                // its type byte not here: waits
    '9381c70553616c7068610181d45e0002', // a string definition, then a reference: waits
] as $hex) {
    $bytes = hex2bin($hex);
    foreach ([null, new Five()] as $extension) {
        $whole = buffer($bytes, strlen($bytes), $extension);
        $pieces = buffer($bytes, 1, $extension);
        echo $hex, $extension ? ' (Five)' : '', ': ', $whole, $pieces === $whole ? '' : " | byte by byte: $pieces", "\n";
    }
    $whole = stream($hex, strlen($bytes));
    $pieces = stream($hex, 1);
    echo '  StreamUnpacker: ', $whole, $pieces === $whole ? '' : " | byte by byte: $pieces", "\n";
}
?>
--EXPECT--
93820101d405: Invalid map key type: expected int, str or bin but got ext (0xd4)
93820101d405 (Five): Invalid map key type: expected int, str or bin but got ext (0xd4)
  StreamUnpacker: Invalid map key type: expected int, str or bin but got ext (0xd4)
93820101d4050001: Invalid map key type: expected int, str or bin but got ext (0xd4)
93820101d4050001 (Five): Invalid map key type: expected int, str or bin but got ext (0xd4)
  StreamUnpacker: Invalid map key type: expected int, str or bin but got ext (0xd4)
9382a16101c7105000: Invalid map key type: expected int, str or bin but got ext (0xc7)
9382a16101c7105000 (Five): Invalid map key type: expected int, str or bin but got ext (0xc7)
  StreamUnpacker: Invalid map key type: expected int, str or bin but got ext (0xc7)
9381d472: Invalid map key type: expected int, str or bin but got ext (0xd4)
9381d472 (Five): Invalid map key type: expected int, str or bin but got ext (0xd4)
  StreamUnpacker: Invalid map key type: expected int, str or bin but got ext (0xd4)
93820101c710: waits, []
93820101c710 (Five): waits, []
  StreamUnpacker: Not enough data to read: the stream ended after 6 bytes of an incomplete message
9381c70553616c7068610181d45e0002: waits, []
9381c70553616c7068610181d45e0002 (Five): waits, []
  StreamUnpacker: Not enough data to read: the stream ended after 16 bytes of an incomplete message
