--TEST--
Packer: a transformer given by reference is held while its pack() runs, though it drops the caller's variable (the list keeps the reference, as the library's: the next pack() finds null there)
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\CanPack;
use MessagePack\Packer;

class Prefixer implements CanPack
{
    public function __construct(public string $prefix)
    {
    }

    public function pack(Packer $packer, $value): ?string
    {
        $GLOBALS['tr'] = null; // the last reference to $this but the one the Packer's list shares
        // objects of its size, which would take its memory were it freed
        $junk = [];
        for ($i = 0; $i < 20; $i++) {
            $junk[] = new Prefixer('junk');
        }
        return $packer->packStr($this->prefix . get_class($value));
    }
}

$tr = new Prefixer('abc');
$packer = new Packer(null, [&$tr]);
echo bin2hex($packer->pack(new stdClass)), "\n";
var_dump($tr);
try {
    $packer->pack(new stdClass);
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECT--
ab616263737464436c617373
NULL
Error: Call to a member function pack() on null
