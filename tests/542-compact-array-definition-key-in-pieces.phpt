--TEST--
BufferUnpacker and StreamUnpacker with UnpackOptions::COMPACT: an array definition (`c7 00 41`) where a map key is fails a message read byte by byte once its three bytes have arrived, with the exception, message and position of unpack() of the whole message; it had been taken with the value after it for the key, so in pieces (and StreamUnpacker given the whole message) a message waited for one value more than it holds
--FILE--
<?php
use MessagePack\{BufferUnpacker, StreamUnpacker, Structures, UnpackOptions};

function unpacker(bool $shared): BufferUnpacker
{
    $u = new BufferUnpacker('', UnpackOptions::COMPACT);
    return $shared ? $u->withStructures(new Structures([['a']])) : $u;
}

function whole(string $bytes, bool $shared): string
{
    $u = unpacker($shared)->withBuffer($bytes);
    try {
        return 'value ' . json_encode($u->unpack());
    } catch (Throwable $e) {
        return get_class($e) . ': ' . $e->getMessage() . ' (at ' . (strlen($bytes) - $u->getRemainingCount()) . ')';
    }
}

/* tryUnpack() after each $piece bytes: the same, and after which byte it failed. */
function pieces(string $bytes, bool $shared, int $piece): array
{
    $u = unpacker($shared);
    $got = [];
    for ($at = 0; $at < strlen($bytes); $at += $piece) {
        $u->append(substr($bytes, $at, $piece));
        $end = min($at + $piece, strlen($bytes));
        try {
            foreach ($u->tryUnpack() as $value) {
                $got[] = $value;
            }
        } catch (Throwable $e) {
            return [get_class($e) . ': ' . $e->getMessage() . ' (at ' . ($end - $u->getRemainingCount()) . ')', $end - 1];
        }
    }
    return ['waits, ' . json_encode($got), null];
}

/* Gives its bytes one at a time, then is an open socket with nothing more to read: a read past them throws. */
class Open
{
    public static string $bytes = '';
    public $context;
    private int $pos = 0;
    function stream_open($path, $mode, $options, &$opened) { return true; }
    function stream_read($count)
    {
        if ($this->pos >= strlen(self::$bytes)) {
            throw new RuntimeException("waited for more after {$this->pos} bytes");
        }
        return self::$bytes[$this->pos++];
    }
    function stream_eof() { return false; }
    function stream_stat() { return []; }
}
stream_wrapper_register('open', 'Open');

function stream(string $bytes): string
{
    Open::$bytes = $bytes;
    try {
        foreach (new StreamUnpacker(fopen('open://', 'rb'), UnpackOptions::COMPACT) as $value) {
            echo '  (', json_encode($value), ')';
        }
    } catch (Throwable $e) {
        return get_class($e) . ': ' . $e->getMessage();
    }
    return 'ended';
}

foreach ([
    '81c7004190',                   // {def []: ...}: one piece, a whole message, had waited
    '81c700410c',                   // {def 12: ...}
    '9281c70041',                   // its head alone
    '92a16182a16101c7004191010203', // the second key of an inner map
    '9281a161c70041c70041',         // definitions as a map's value, not a key: the message waits for their value
] as $hex) {
    $bytes = hex2bin($hex);
    foreach ([false, true] as $shared) {
        $whole = whole($bytes, $shared);
        [$byte, $at] = pieces($bytes, $shared, 1);
        [$one] = pieces($bytes, $shared, strlen($bytes));
        echo $hex, $shared ? ' (structures)' : '', ': ', $whole, $byte === $whole ? '' : " | byte by byte: $byte",
            $one === $whole ? '' : " | in one piece: $one", $at === null ? '' : ", after byte $at", "\n";
    }
    echo '  StreamUnpacker: ', stream($bytes), "\n";
}
?>
--EXPECT--
81c7004190: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xc7) (at 2), after byte 3
81c7004190 (structures): MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xc7) (at 2), after byte 3
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xc7)
81c700410c: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xc7) (at 2), after byte 3
81c700410c (structures): MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xc7) (at 2), after byte 3
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xc7)
9281c70041: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xc7) (at 3), after byte 4
9281c70041 (structures): MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xc7) (at 3), after byte 4
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xc7)
92a16182a16101c7004191010203: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xc7) (at 8), after byte 9
92a16182a16101c7004191010203 (structures): MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xc7) (at 8), after byte 9
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got ext (0xc7)
9281a161c70041c70041: MessagePack\Exception\InsufficientDataException: Not enough data to read (at 10) | byte by byte: waits, [] | in one piece: waits, []
9281a161c70041c70041 (structures): MessagePack\Exception\InsufficientDataException: Not enough data to read (at 10) | byte by byte: waits, [] | in one piece: waits, []
  StreamUnpacker: RuntimeException: waited for more after 10 bytes
