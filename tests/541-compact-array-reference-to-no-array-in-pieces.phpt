--TEST--
BufferUnpacker and StreamUnpacker with UnpackOptions::COMPACT: a reference to an array definition whose value is no array (a scalar, a string, a string definition or reference) or holds an object (an ext value of another type, with no Extension registered) fails a message read byte by byte once the reference has arrived, with the exception, message and position of unpack() of the whole message; with an Extension registered, an ext value inside is left to the decoder (its value may be an array): the message waits
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, StreamUnpacker, UnpackOptions};

class Five implements Extension
{
    public function getType(): int { return 5; }
    public function pack(Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        return bin2hex($unpacker->read($extLength));
    }
}

function unpacker(?Extension $extension): BufferUnpacker
{
    $u = new BufferUnpacker('', UnpackOptions::COMPACT);
    return $extension ? $u->extendWith($extension) : $u;
}

/* The exception, its message and where the unpacker stands in the message, or the value. */
function whole(string $bytes, ?Extension $extension): string
{
    $u = unpacker($extension)->withBuffer($bytes);
    try {
        return 'value ' . json_encode($u->unpack());
    } catch (Throwable $e) {
        return get_class($e) . ': ' . $e->getMessage() . ' (at ' . (strlen($bytes) - $u->getRemainingCount()) . ')';
    }
}

/* tryUnpack() after each byte: the same, and which byte failed it. */
function bytes(string $bytes, ?Extension $extension): array
{
    $u = unpacker($extension);
    $got = [];
    for ($at = 0; $at < strlen($bytes); $at++) {
        $u->append($bytes[$at]);
        try {
            foreach ($u->tryUnpack() as $value) {
                $got[] = $value;
            }
        } catch (Throwable $e) {
            return [get_class($e) . ': ' . $e->getMessage() . ' (at ' . ($at + 1 - $u->getRemainingCount()) . ')', $at];
        }
    }
    return [$got ? 'value ' . json_encode($got[0]) : 'waits', null];
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

/* StreamUnpacker given the bytes up to the reference: its error, or the read that waited for more. */
function stream(string $bytes): string
{
    Open::$bytes = $bytes;
    try {
        foreach (new StreamUnpacker(fopen('open://', 'rb'), UnpackOptions::COMPACT) as $value) {
        }
    } catch (Throwable $e) {
        return get_class($e) . ': ' . $e->getMessage();
    }
    return 'ended';
}

// each message: an array of 3 whose second item is the reference and whose third is 01 (not here yet when it fails)
$cases = [
    'an int'                  => '93c7004107d4400001',
    'nil'                     => '93c70041c0d4400001',
    'a float'                 => '93c70041ca00000000d4400001',
    'a str'                   => '93c70041a3616263d4400001',
    'a bin'                   => '93c70041c4026869d4400001',
    'a string definition'     => '93c70041c7055368656c6c6fd4400001',
    'a string reference'      => '94c7055368656c6c6fc70041d45e00d4400001',
    '0x40 naming no record'   => '93c7004140d4400001',
    'an ext value'            => '93c70041d40500d4400001',
    'a list holding an ext'   => '93c7004192d4050001d4400001',
    'a timestamp in a map'    => '93c7004181a174d6ff00000001d4400001',
    'an ext two levels in'    => '93c7004191c7004191d40500d4400001',
    'a nested ext, outer ref' => '93c7004192c7004191d4050001d4400001',
    'a 2-byte reference'      => '93c7004101d540000001',
    'a definition of an int'  => '93c70041c7004101d4400001',
];
foreach ($cases as $name => $hex) {
    $bytes = hex2bin($hex);
    foreach ([null, new Five()] as $extension) {
        $whole = whole($bytes, $extension);
        [$pieces, $at] = bytes($bytes, $extension);
        echo str_pad($name . ($extension ? ' (Five)' : ''), 31), ': ', $whole,
            $pieces === $whole ? '' : " | byte by byte: $pieces",
            $at === null ? '' : ($at === strlen($bytes) - 2 ? ', at the reference' : ", at byte $at of " . strlen($bytes)), "\n";
    }
    echo '  StreamUnpacker: ', stream(substr($bytes, 0, -1)), "\n";
}

echo "definitions that are arrays: the same in any pieces\n";
foreach ([
    '93c7004181a16101d4400001',            // a map
    '93c7004190d4400001',                  // an empty list
    '93c7004192a3616263c0d4400001',        // a list of a string and nil
    '94d4724091a16101c700414002d4400001',  // a record's instance (a map)
    '93c70041c7004192a161a162d4400001',    // a definition of a definition
    '93c7004192c7004101c7004190d4400001',  // a list holding a definition of an int
] as $hex) {
    $bytes = hex2bin($hex);
    $whole = whole($bytes, null);
    echo $hex, ': ', $whole, bytes($bytes, null)[0] === $whole ? '' : ' | byte by byte: DIFFERS', "\n";
}

echo "200 definitions, every third an int\n";
$defs = '';
for ($i = 0; $i < 200; $i++) {
    $defs .= $i % 3 ? "\xc7\x00\x41\x91\x01" : "\xc7\x00\x41\x01";
}
foreach ([198, 150, 199] as $id) {
    $bytes = "\xdc\x00\xca" . $defs . "\xd4\x40" . chr($id) . "\x01";
    $whole = whole($bytes, null);
    [$pieces, $at] = bytes($bytes, null);
    echo $id, ': ', strlen($whole) > 150 ? md5($whole) : $whole, $pieces === $whole ? '' : " | byte by byte: $pieces",
        $at === null ? '' : ($at === strlen($bytes) - 2 ? ', at the reference' : ", at byte $at"), "\n";
}
?>
--EXPECT--
an int                         : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 7), at the reference
an int (Five)                  : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 7), at the reference
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays
nil                            : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 7), at the reference
nil (Five)                     : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 7), at the reference
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays
a float                        : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 11), at the reference
a float (Five)                 : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 11), at the reference
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays
a str                          : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 10), at the reference
a str (Five)                   : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 10), at the reference
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays
a bin                          : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 10), at the reference
a bin (Five)                   : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 10), at the reference
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays
a string definition            : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 14), at the reference
a string definition (Five)     : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 14), at the reference
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays
a string reference             : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 17), at the reference
a string reference (Five)      : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 17), at the reference
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays
0x40 naming no record          : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 7), at the reference
0x40 naming no record (Five)   : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 7), at the reference
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays
an ext value                   : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 9), at the reference
an ext value (Five)            : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 9), at byte 10 of 11
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays
a list holding an ext          : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 11), at the reference
a list holding an ext (Five)   : value [["00",1],["00",1],1]
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays
a timestamp in a map           : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 15), at the reference
a timestamp in a map (Five)    : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 15), at byte 16 of 17
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays
an ext two levels in           : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 14), at the reference
an ext two levels in (Five)    : value [[["00"]],[["00"]],1]
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays
a nested ext, outer ref        : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 15), at the reference
a nested ext, outer ref (Five) : value [[["00"],1],[["00"],1],1]
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays
a 2-byte reference             : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 7), at the reference
a 2-byte reference (Five)      : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 7), at the reference
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays
a definition of an int         : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 10), at the reference
a definition of an int (Five)  : MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays (at 10), at the reference
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Array reference 0 to a value that is not an array of scalars, strings and arrays
definitions that are arrays: the same in any pieces
93c7004181a16101d4400001: value [{"a":1},{"a":1},1]
93c7004190d4400001: value [[],[],1]
93c7004192a3616263c0d4400001: value [["abc",null],["abc",null],1]
94d4724091a16101c700414002d4400001: value [{"a":1},{"a":2},{"a":2},1]
93c70041c7004192a161a162d4400001: value [["a","b"],["a","b"],1]
93c7004192c7004101c7004190d4400001: value [[1,[]],[1,[]],1]
200 definitions, every third an int
198: MessagePack\Exception\UnpackingFailedException: Array reference 198 to a value that is not an array of scalars, strings and arrays (at 938), at the reference
150: MessagePack\Exception\UnpackingFailedException: Array reference 150 to a value that is not an array of scalars, strings and arrays (at 938), at the reference
199: 3c9b2e9023264147c465dff181452dd6
