--TEST--
MessagePack examples: uint64 (a CanBePacked returning raw cf + gmp_export bytes; BIGINT_AS_STR unpacks the string)
--EXTENSIONS--
gmp
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\CanBePacked;
use MessagePack\Packer;
use MessagePack\UnpackOptions;

final class U64 implements CanBePacked
{
    public function __construct(public readonly string $value) {}

    public function __toString(): string
    {
        return $this->value;
    }

    public function pack(Packer $packer): string
    {
        // gmp_export gives the big-endian magnitude; pad to 8 bytes
        return "\xcf" . str_pad(gmp_export($this->value), 8, "\x00", STR_PAD_LEFT);
    }
}

$packer = new Packer();

$uint64 = new U64('18446744073709551615');
$packed = $packer->pack($uint64);

printf("Packed (%s): %s\n", (string) $uint64, bin2hex($packed));
printf("Unpacked: %s\n", (new BufferUnpacker($packed, UnpackOptions::BIGINT_AS_STR))->unpack());

// the raw bytes are embedded verbatim inside containers too
$packed = $packer->pack([new U64('9223372036854775808'), 'k' => new U64('1')]);
echo bin2hex($packed), "\n";
var_dump((new BufferUnpacker($packed))->unpack());
$g = (new BufferUnpacker($packed, UnpackOptions::BIGINT_AS_GMP))->unpack();
var_dump(get_class($g[0]), gmp_strval($g[0]), $g['k']);
?>
--EXPECT--
Packed (18446744073709551615): cfffffffffffffffff
Unpacked: 18446744073709551615
8200cf8000000000000000a16bcf0000000000000001
array(2) {
  [0]=>
  string(19) "9223372036854775808"
  ["k"]=>
  int(1)
}
string(3) "GMP"
string(19) "9223372036854775808"
int(1)
