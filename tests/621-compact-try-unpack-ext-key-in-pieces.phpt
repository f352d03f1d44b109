--TEST--
BufferUnpacker with UnpackOptions::COMPACT: an ext map key of a type that is no string definition or reference fails an incomplete message once its type has arrived, in one piece or byte by byte (its body cut or not), also with an Extension registered for its type (the library refuses every ext key before reading it); string definitions and references as keys wait for the rest
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, UnpackOptions};
use MessagePack\Extension\TimestampExtension;

/* tryUnpack() after each piece: the values, or the exception that stopped it. */
function attempt(string $bytes, int $piece, ?Extension $extension = null): string
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

/* Type 5 read as a string: never asked for a key (the key is refused at its head). */
class Five implements Extension
{
    public function getType(): int { return 5; }
    public function pack(Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        return 'five ' . bin2hex($unpacker->read($extLength));
    }
}

$cases = [
    '93820101d4050001',                                   // an ext key of type 5
    '9382a16101d7ff0000000000000000',                     // a timestamp key
    '9382a16101c71050' . str_repeat('00', 16),            // an ext 8 key of 16 bytes
    '94c7004192a161a16281d440000101',                     // an array reference key
    '9381c70553616c7068610181d45e0002',                   // a string definition, then a reference: waits
];
foreach ([null, new TimestampExtension(), new Five()] as $extension) {
    echo $extension ? get_class($extension) : 'no extension', "\n";
    // (with an Extension of user code, the cases of its own type)
    foreach ($extension instanceof Five ? [$cases[0], $cases[4]] : $cases as $hex) {
        $bytes = hex2bin($hex);
        $whole = attempt($bytes, strlen($bytes), $extension);
        $pieces = attempt($bytes, 1, $extension);
        $threes = attempt($bytes, 3, $extension);
        echo '  ', $hex, ': ', $whole, $pieces === $whole ? '' : " | byte by byte: $pieces",
            $threes === $whole ? '' : " | by 3: $threes", "\n";
    }
}
?>
--EXPECT--
no extension
  93820101d4050001: Invalid map key type: expected int, str or bin but got ext (0xd4)
  9382a16101d7ff0000000000000000: Invalid map key type: expected int, str or bin but got ext (0xd7)
  9382a16101c7105000000000000000000000000000000000: Invalid map key type: expected int, str or bin but got ext (0xc7)
  94c7004192a161a16281d440000101: Invalid map key type: expected int, str or bin but got ext (0xd4)
  9381c70553616c7068610181d45e0002: waits, []
MessagePack\Extension\TimestampExtension
  93820101d4050001: Invalid map key type: expected int, str or bin but got ext (0xd4)
  9382a16101d7ff0000000000000000: Invalid map key type: expected int, str or bin but got ext (0xd7)
  9382a16101c7105000000000000000000000000000000000: Invalid map key type: expected int, str or bin but got ext (0xc7)
  94c7004192a161a16281d440000101: Invalid map key type: expected int, str or bin but got ext (0xd4)
  9381c70553616c7068610181d45e0002: waits, []
Five
  93820101d4050001: Invalid map key type: expected int, str or bin but got ext (0xd4)
  9381c70553616c7068610181d45e0002: waits, []
