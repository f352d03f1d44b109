--TEST--
MessagePack\BufferUnpacker: map keys follow PHP array semantics; uint64 keys are decimal strings in every bigint mode; keys read before values
--SKIPIF--
<?php if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (int keys up to 64 bits); 32-bit PHP: tests/962, 965'); ?>
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension;
use MessagePack\Packer;
use MessagePack\UnpackOptions;

function keys(array $a): string
{
    $parts = [];
    foreach ($a as $k => $v) {
        $parts[] = get_debug_type($k) . ' ' . var_export($k, true) . ' => ' . var_export($v, true);
    }
    return '[' . implode(', ', $parts) . ']';
}

$cases = [
    'numeric str'        => '82a13101a2313002',
    '"01" stays string'  => '81a2303101',
    'negative numeric'   => '81a22d3501',
    '"-0" stays string'  => '81a22d3001',
    '"1.5" stays string' => '81a3312e3501',
    '" 1" stays string'  => '81a2203101',
    'str above INT_MAX'  => '81b339323233333732303336383534373735383038' . '01',
    'bin key'            => '82c4013201c402786902',
    'empty str/bin keys' => '82a001c40002',
    'int keys'           => '86 0001 ff02 cc8003 d08004 cdffff05 d28000000006',
    'PHP_INT_MIN key'    => '81d3800000000000000001',
    'PHP_INT_MAX key'    => '82cf7fffffffffffffff01d37fffffffffffffff02',
    'uint64 key'         => '81cfffffffffffffffff01',
    'int and str same'   => '83a1350105 02a13503',
    'duplicates fixmap'  => '83a16101a16202a16103',
    'duplicates de'      => 'de0003a16101a16202a16103',
    'duplicates df'      => 'df00000003a16101a16202a16103',
    'key 1 vs "1" vs 1.0 bin' => '8301 01a13102c4013103',
    'str32 key'          => '81db00000001 6101',
];
foreach ([UnpackOptions::BIGINT_AS_STR, UnpackOptions::BIGINT_AS_GMP, UnpackOptions::BIGINT_AS_DEC] as $mode) {
    echo "== mode $mode\n";
    foreach ($cases as $label => $hex) {
        $bin = hex2bin(str_replace(' ', '', $hex));
        $u = new BufferUnpacker($bin, $mode);
        $viaUnpack = $u->unpack();
        $viaMap = $u->reset($bin)->unpackMap();
        echo $label, ': ', keys($viaUnpack), $viaUnpack === $viaMap ? '' : ' (unpackMap differs: ' . keys($viaMap) . ')', "\n";
    }
}

echo "-- the key is read before its value\n";
class Probe implements Extension
{
    public function getType(): int { return 9; }
    public function pack(Packer $packer, $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        echo "  ext called with ", $unpacker->getRemainingCount(), " bytes left\n";
        return $unpacker->read($extLength);
    }
}
$u = new BufferUnpacker(hex2bin('82a16bd40978a16cd40979'), null, [new Probe()]);
echo keys($u->unpack()), "\n";
// a bad key is reported even when the value would fail too
try {
    (new BufferUnpacker("\x81\xc0\xc1"))->unpack();
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
// a good key with a missing value
$u = new BufferUnpacker("\x81\xa1k");
try {
    $u->unpack();
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), ', remaining ', $u->getRemainingCount(), "\n";
}
?>
--EXPECT--
== mode 1
numeric str: [int 1 => 1, int 10 => 2]
"01" stays string: [string '01' => 1]
negative numeric: [int -5 => 1]
"-0" stays string: [string '-0' => 1]
"1.5" stays string: [string '1.5' => 1]
" 1" stays string: [string ' 1' => 1]
str above INT_MAX: [string '9223372036854775808' => 1]
bin key: [int 2 => 1, string 'xi' => 2]
empty str/bin keys: [string '' => 2]
int keys: [int 0 => 1, int -1 => 2, int 128 => 3, int -128 => 4, int 65535 => 5, int -2147483648 => 6]
PHP_INT_MIN key: [int -9223372036854775807-1 => 1]
PHP_INT_MAX key: [int 9223372036854775807 => 2]
uint64 key: [string '18446744073709551615' => 1]
int and str same: [int 5 => 3]
duplicates fixmap: [string 'a' => 3, string 'b' => 2]
duplicates de: [string 'a' => 3, string 'b' => 2]
duplicates df: [string 'a' => 3, string 'b' => 2]
key 1 vs "1" vs 1.0 bin: [int 1 => 3]
str32 key: [string 'a' => 1]
== mode 2
numeric str: [int 1 => 1, int 10 => 2]
"01" stays string: [string '01' => 1]
negative numeric: [int -5 => 1]
"-0" stays string: [string '-0' => 1]
"1.5" stays string: [string '1.5' => 1]
" 1" stays string: [string ' 1' => 1]
str above INT_MAX: [string '9223372036854775808' => 1]
bin key: [int 2 => 1, string 'xi' => 2]
empty str/bin keys: [string '' => 2]
int keys: [int 0 => 1, int -1 => 2, int 128 => 3, int -128 => 4, int 65535 => 5, int -2147483648 => 6]
PHP_INT_MIN key: [int -9223372036854775807-1 => 1]
PHP_INT_MAX key: [int 9223372036854775807 => 2]
uint64 key: [string '18446744073709551615' => 1]
int and str same: [int 5 => 3]
duplicates fixmap: [string 'a' => 3, string 'b' => 2]
duplicates de: [string 'a' => 3, string 'b' => 2]
duplicates df: [string 'a' => 3, string 'b' => 2]
key 1 vs "1" vs 1.0 bin: [int 1 => 3]
str32 key: [string 'a' => 1]
== mode 4
numeric str: [int 1 => 1, int 10 => 2]
"01" stays string: [string '01' => 1]
negative numeric: [int -5 => 1]
"-0" stays string: [string '-0' => 1]
"1.5" stays string: [string '1.5' => 1]
" 1" stays string: [string ' 1' => 1]
str above INT_MAX: [string '9223372036854775808' => 1]
bin key: [int 2 => 1, string 'xi' => 2]
empty str/bin keys: [string '' => 2]
int keys: [int 0 => 1, int -1 => 2, int 128 => 3, int -128 => 4, int 65535 => 5, int -2147483648 => 6]
PHP_INT_MIN key: [int -9223372036854775807-1 => 1]
PHP_INT_MAX key: [int 9223372036854775807 => 2]
uint64 key: [string '18446744073709551615' => 1]
int and str same: [int 5 => 3]
duplicates fixmap: [string 'a' => 3, string 'b' => 2]
duplicates de: [string 'a' => 3, string 'b' => 2]
duplicates df: [string 'a' => 3, string 'b' => 2]
key 1 vs "1" vs 1.0 bin: [int 1 => 3]
str32 key: [string 'a' => 1]
-- the key is read before its value
  ext called with 6 bytes left
  ext called with 1 bytes left
[string 'k' => 'x', string 'l' => 'y']
MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0)
MessagePack\Exception\InsufficientDataException: Not enough data to read, remaining 0
