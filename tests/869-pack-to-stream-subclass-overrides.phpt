--TEST--
Packer::packToStream() on a Packer subclass that overrides the library's methods writes the bytes pack() returns through those overrides (packStr()/packInt(), pack() itself), and what a throwing override or a failing stream leaves
--FILE--
<?php
use MessagePack\Packer;

class Upper extends Packer
{
    public function packStr($str)
    {
        return parent::packStr(strtoupper($str));
    }
    public function packInt($int)
    {
        return parent::packInt($int * 10);
    }
}
/* the library's code packs every value through $this->pack(): each one framed */
class Framed extends Packer
{
    public function pack($value)
    {
        $bytes = parent::pack($value);
        return pack('N', strlen($bytes)) . $bytes;
    }
}
class Throws extends Packer
{
    public function packInt($int)
    {
        throw new RuntimeException("no ints ($int)");
    }
}

function stream_of(Packer $p, $value): string
{
    $f = fopen('php://memory', 'w+');
    $n = $p->packToStream($f, $value);
    rewind($f);
    $bytes = stream_get_contents($f);
    return "$n bytes: " . bin2hex($bytes);
}

$value = ['k' => 'abc', 'n' => 1, 'list' => ['x', 2]];
foreach ([new Upper(), new Framed(), new Packer()] as $p) {
    echo get_class($p), "\n  pack():         ", strlen($p->pack($value)), ' bytes: ', bin2hex($p->pack($value)), "\n";
    echo '  packToStream(): ', stream_of($p, $value), "\n";
}

// an override that throws: nothing is written
$f = fopen('php://memory', 'w+');
try {
    (new Throws())->packToStream($f, $value);
} catch (RuntimeException $e) {
    echo get_class($e), ': ', $e->getMessage(), '; stream holds ', ftell($f), " bytes\n";
}

// a stream that takes nothing: the usual error
$r = fopen('php://memory', 'r');
try {
    (new Upper())->packToStream($r, $value);
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECTF--
Upper
  pack():         19 bytes: 83a14ba3414243a14e0aa44c49535492a15814
  packToStream(): 19 bytes: 83a14ba3414243a14e0aa44c49535492a15814
Framed
  pack():         43 bytes: 0000002783a16b00000004a3616263a16e0000000101a46c6973740000000c9200000002a1780000000102
  packToStream(): 43 bytes: 0000002783a16b00000004a3616263a16e0000000101a46c6973740000000c9200000002a1780000000102
MessagePack\Packer
  pack():         19 bytes: 83a16ba3616263a16e01a46c69737492a17802
  packToStream(): 19 bytes: 83a16ba3616263a16e01a46c69737492a17802
RuntimeException: no ints (1); stream holds 0 bytes
%AMessagePack\Exception\PackingFailedException: Could not write to the stream: 0 of 19 bytes written
