--TEST--
Packer objects whose transformers hold them: compared to each other, the compare comes back to the first and ends with PHP's fatal error "Nesting level too deep - recursive dependency?", as it does for the library's objects (and any PHP objects) so linked, never recursing without end; a transformer held by both, or two transformers holding the same Packer, compare; the objects still pack in a shutdown function
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\Packer;

final class Holder implements MessagePack\CanPack
{
    public $packer;
    public function pack(Packer $packer, mixed $value): ?string { return null; }
}

function linked(): Packer
{
    $h = new Holder();
    $h->packer = new Packer(null, [$h]);
    return $h->packer;
}

$p1 = linked();
$p2 = linked();
$shared = new Holder();
$shared->packer = $p1;
$q1 = new Packer(null, [$shared]);
$q2 = new Packer(null, [$shared]);
var_dump($q1 == $q2, $q1 == $p1, $p1 == $p1, $p1 === $p2);
var_dump(in_array($p1, [$p2], true), in_array($p1, [$q1, $p1]));

register_shutdown_function(function () use ($p1, $p2) {
    echo "shutdown: ", bin2hex($p1->pack([1, 'a'])), ' ', bin2hex($p2->pack(2.5)), "\n";
});
var_dump($p1 == $p2);
echo "not reached\n";
?>
--EXPECTF--
bool(true)
bool(true)
bool(true)
bool(false)
bool(false)
bool(true)

Fatal error: Nesting level too deep - recursive dependency? in %s on line %d
shutdown: 9201a161 cb4004000000000000
