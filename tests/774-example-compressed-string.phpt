--TEST--
MessagePack examples: compressed_string (a CanPack that emits a gzip ext when smaller, else falls back to packStr)
--SKIPIF--
<?php if (!function_exists('gzencode')) die('skip needs zlib'); ?>
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension;
use MessagePack\Packer;

final class Text
{
    public function __construct(public readonly string $str) {}
}

final class TextExt implements Extension
{
    public function __construct(private readonly int $type, private readonly int $minLength = 100) {}

    public function getType(): int
    {
        return $this->type;
    }

    public function pack(Packer $packer, $value): ?string
    {
        if (!$value instanceof Text) {
            return null;
        }
        if (strlen($value->str) < $this->minLength) {
            return $packer->packStr($value->str);
        }
        $gz = gzencode($value->str);
        if ($gz === false || strlen($gz) >= strlen($value->str)) {
            return $packer->packStr($value->str);
        }
        return $packer->packExt($this->type, $gz);
    }

    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        return gzdecode($unpacker->read($extLength));
    }
}

$extension = new TextExt(3);
$packer = new Packer(null, [$extension]);
$unpacker = new BufferUnpacker('', null, [$extension]);

$longString = <<<STR
Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod
tempor incididunt ut labore et dolore magna aliqua. Ut enim ad minim veniam,
quis nostrud exercitation ullamco laboris nisi ut aliquip ex ea commodo
consequat. Duis aute irure dolor in reprehenderit in voluptate velit esse
cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat
non proident, sunt in culpa qui officia deserunt mollit anim id est laborum.
STR;

$packedString = $packer->pack($longString);
$packedCompressedString = $packer->pack(new Text($longString));

$unpackedString = $unpacker->reset($packedString)->unpack();
$unpackedCompressedString = $unpacker->reset($packedCompressedString)->unpack();
var_dump($unpackedString === $longString, $unpackedCompressedString === $longString);

printf("Packed string size: %dB\n", strlen($packedString));
printf("Packed text size:   %dB\n", strlen($packedCompressedString));
printf("Space saved:        %dB\n", strlen($packedString) - strlen($packedCompressedString));
printf("Percentage saved:   %d%%\n", 100 - intdiv(strlen($packedCompressedString) * 100, strlen($packedString)));

// the ext header: ext16, 287 bytes of gzip data, type 3
echo bin2hex(substr($packedCompressedString, 0, 4)), "\n";

// short and incompressible texts fall back to str
echo bin2hex($packer->pack(new Text('short'))), "\n";
$noise = '';
for ($i = 0; $i < 200; $i++) {
    $noise .= chr(($i * 7919 + 13) % 251);
}
$p = $packer->pack(new Text($noise));
echo bin2hex(substr($p, 0, 2)), ' ', strlen($p), ' ', var_export($unpacker->reset($p)->unpack() === $noise, true), "\n";

// texts inside containers
$data = ['a' => new Text($longString), 'b' => [new Text('x'), new Text(str_repeat('ab', 500))]];
$back = $unpacker->reset($packer->pack($data))->unpack();
var_dump($back === ['a' => $longString, 'b' => ['x', str_repeat('ab', 500)]]);
?>
--EXPECT--
bool(true)
bool(true)
Packed string size: 448B
Packed text size:   291B
Space saved:        157B
Percentage saved:   36%
c8011f03
a573686f7274
d9c8 202 true
bool(true)
