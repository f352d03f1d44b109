--TEST--
Packer and BufferUnpacker subclasses: overrides are found through the class hierarchy (inherited, case-insensitive names, traits, anonymous classes), kept by clones, extendWith(), withBuffer() and objects made without the constructor, and named where withStructures() refuses compact mode; the MessagePack facade and the plain classes are unaffected
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\MessagePack;
use MessagePack\Packer;
use MessagePack\Structures;
use MessagePack\Extension\TimestampExtension;

class UpperPacker extends Packer
{
    public function PACKSTR($str)
    {
        return parent::packStr(strtoupper($str));
    }
}
class Inheriting extends UpperPacker
{
}
trait Lowering
{
    public function packStr($str)
    {
        return parent::packStr(strtolower($str));
    }
}
class LowerPacker extends Packer
{
    use Lowering;
}
$anon = new class extends Packer {
    public function packInt($int)
    {
        return parent::packInt($int + 1);
    }
};

// withStructures(): the plain Packer writes the map as a record, 40 + its values; a subclass with overrides refuses
// compact mode, naming the override it found.
function refused(callable $f): string
{
    try {
        return bin2hex($f());
    } catch (\MessagePack\Exception\InvalidOptionException $e) {
        return 'refused(' . preg_replace('/.* it overrides (\w+\(\)).*/', '$1', $e->getMessage()) . ')';
    }
}
$value = ['k' => ['aB', 1]];
foreach ([new Packer(), new UpperPacker(), new Inheriting(), new LowerPacker(), $anon] as $p) {
    $class = (new ReflectionClass($p))->isAnonymous() ? 'anonymous' : get_class($p);
    $bare = (new ReflectionClass($p))->newInstanceWithoutConstructor();
    echo $class, ': ', bin2hex($p->pack($value)), ' ', bin2hex((clone $p)->pack($value)), ' ',
        bin2hex($p->extendWith(new TimestampExtension())->pack($value)), ' ',
        refused(fn () => $p->withStructures(new Structures())->pack($value)), ' ', bin2hex($bare->pack($value)), "\n";
}
echo 'facade: ', bin2hex(MessagePack::pack($value)), "\n";

class Doubling extends BufferUnpacker
{
    public function Unpack()
    {
        $v = parent::unpack();
        return is_int($v) ? 2 * $v : $v;
    }
}
class InheritingDoubling extends Doubling
{
}
$anonU = new class extends BufferUnpacker {
    public function read($length)
    {
        return strrev(parent::read($length));
    }
};
$data = "\x92\x01\xa2ab";
foreach ([new BufferUnpacker(), new Doubling(), new InheritingDoubling(), $anonU] as $u) {
    $class = (new ReflectionClass($u))->isAnonymous() ? 'anonymous' : get_class($u);
    $u->reset($data);
    $bare = (new ReflectionClass($u))->newInstanceWithoutConstructor();
    echo $class, ': ', json_encode([
        $u->unpack(), (clone $u->reset($data))->unpack(), $u->withBuffer($data)->unpack(),
        $u->extendWith(new TimestampExtension())->reset($data)->unpack(), $bare->reset($data)->unpack(),
    ]), ' ', refused(fn () => json_encode($u->withStructures(new Structures())->reset($data)->unpack())), "\n";
}
echo 'facade: ', json_encode(MessagePack::unpack($data)), "\n";
?>
--EXPECT--
MessagePack\Packer: 81a16b92a2614201 81a16b92a2614201 81a16b92a2614201 4092a2614201 81a16b92a2614201
UpperPacker: 81a14b92a2414201 81a14b92a2414201 81a14b92a2414201 refused(PACKSTR()) 81a14b92a2414201
Inheriting: 81a14b92a2414201 81a14b92a2414201 81a14b92a2414201 refused(PACKSTR()) 81a14b92a2414201
LowerPacker: 81a16b92a2616201 81a16b92a2616201 81a16b92a2616201 refused(packStr()) 81a16b92a2616201
anonymous: 81a16b92a2614202 81a16b92a2614202 81a16b92a2614202 refused(packInt()) 81a16b92a2614202
facade: 81a16b92a2614201
MessagePack\BufferUnpacker: [[1,"ab"],[1,"ab"],[1,"ab"],[1,"ab"],[1,"ab"]] 5b312c226162225d
Doubling: [[2,"ab"],[2,"ab"],[2,"ab"],[2,"ab"],[2,"ab"]] refused(Unpack())
InheritingDoubling: [[2,"ab"],[2,"ab"],[2,"ab"],[2,"ab"],[2,"ab"]] refused(Unpack())
anonymous: [[1,"ba"],[1,"ba"],[1,"ba"],[1,"ba"],[1,"ba"]] refused(read())
facade: [1,"ab"]
