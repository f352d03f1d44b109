--TEST--
MessagePack\Packer::pack() dispatch: transformers only for objects/resources, in registration order, before CanBePacked, first non-null returned verbatim, nested values, unvalidated transformer list
--FILE--
<?php
use MessagePack\CanBePacked;
use MessagePack\CanPack;
use MessagePack\Packer;
use MessagePack\Type\Bin;
use MessagePack\Type\Ext;
use MessagePack\Type\Map;

final class Spy implements CanPack
{
    public static array $log = [];

    public function __construct(private string $name, private ?Closure $claim = null)
    {
    }

    public function pack(Packer $packer, $value): ?string
    {
        self::$log[] = $this->name . '(' . get_debug_type($value) . ')';
        return $this->claim ? ($this->claim)($packer, $value) : null;
    }
}

final class Point implements CanBePacked
{
    public function __construct(public int $x, public int $y)
    {
    }

    public function pack(Packer $packer): string
    {
        return $packer->packExt(9, $packer->pack([$this->x, $this->y]));
    }
}

function log_and_reset(): string
{
    $s = implode(' ', Spy::$log);
    Spy::$log = [];
    return $s === '' ? '(no calls)' : $s;
}

echo "-- never consulted for scalars and arrays\n";
$p = new Packer(null, [new Spy('A')]);
echo bin2hex($p->pack([1, 'a', null, true, 1.5, [2], 'k' => [], -7, ''])), ' ', log_and_reset(), "\n";

echo "-- consulted for objects and resources, then CanBePacked, then the exception\n";
echo bin2hex($p->pack(new Bin('a'))), ' ', log_and_reset(), "\n";
echo bin2hex($p->pack(new Point(1, 2))), ' ', log_and_reset(), "\n";
try {
    $p->pack(new stdClass());
} catch (Exception $e) {
    echo get_class($e), ' ', log_and_reset(), "\n";
}
try {
    $p->pack(STDIN);
} catch (Exception $e) {
    echo get_class($e), ' ', log_and_reset(), "\n";
}

echo "-- before CanBePacked: a transformer can take over Bin/Map/Ext\n";
$claimAll = new Spy('T', fn (Packer $pk, $v) => $v instanceof CanBePacked ? 'T:' . get_class($v) : null);
$p = new Packer(null, [$claimAll]);
foreach ([new Bin('a'), new Map([1]), new Ext(1, 'x'), new Point(0, 0)] as $v) {
    echo $p->pack($v), "\n";
}
log_and_reset();

echo "-- registration order, first non-null wins, later ones are not called\n";
$p = (new Packer(null, [new Spy('A'), new Spy('B', fn () => null)]))
    ->extendWith(new Spy('C', fn () => 'c-result'), new Spy('D', fn () => 'd-result'))
    ->extendWith(new Spy('E', fn () => 'e-result'));
var_dump($p->pack(new stdClass()));
echo log_and_reset(), "\n";

echo "-- returned verbatim (not validated), even the empty string\n";
$p = new Packer(null, [new Spy('R', fn ($pk, $v) => $v instanceof ArrayObject ? '' : "\xc1 raw")]);
var_dump(bin2hex($p->pack(new stdClass())), $p->pack(new ArrayObject()));
echo bin2hex($p->pack([new stdClass(), 'k' => new ArrayObject(), 'n' => [new stdClass()]])), "\n";
log_and_reset();

echo "-- the transformer receives the calling packer and may re-enter it\n";
$seen = [];
$t = new Spy('P', function (Packer $pk, $v) use (&$seen) {
    if (!$v instanceof DateTimeInterface) {
        return null;
    }
    $seen[] = $pk;
    return $pk->pack(['ts' => $v->getTimestamp(), 'p' => [new Point(3, 4)]]);
});
$p1 = new Packer(null, [$t]);
$p2 = $p1->extendWith(new Spy('Z'));
$p3 = clone $p1;
echo bin2hex($p1->pack(new DateTimeImmutable('@5'))), "\n";
echo bin2hex($p2->pack([new DateTimeImmutable('@6')])), "\n";
$p3->pack(new DateTimeImmutable('@7'));
var_dump($seen[0] === $p1, $seen[1] === $p2, $seen[2] === $p3, count($seen));
echo log_and_reset(), "\n";

echo "-- the transformer list is not validated\n";
$p = new Packer(null, [new stdClass()]);
echo bin2hex($p->pack([1, 'two', [3]])), "\n";
try {
    $p->pack([new Bin('x')]);
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
$p = new Packer(null, ['k' => 'strtoupper']);
echo bin2hex($p->pack(['a' => 1.0])), "\n";
try {
    $p->pack(new Ext(1, 'x'));
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
?>
--EXPECT--
-- never consulted for scalars and arrays
89000101a16102c003c304cb3ff8000000000000059102a16b9006f907a0 (no calls)
-- consulted for objects and resources, then CanBePacked, then the exception
c40161 A(MessagePack\Type\Bin)
c70309920102 A(Point)
MessagePack\Exception\PackingFailedException A(stdClass)
MessagePack\Exception\PackingFailedException A(resource (stream))
-- before CanBePacked: a transformer can take over Bin/Map/Ext
T:MessagePack\Type\Bin
T:MessagePack\Type\Map
T:MessagePack\Type\Ext
T:Point
-- registration order, first non-null wins, later ones are not called
string(8) "c-result"
A(stdClass) B(stdClass) C(stdClass)
-- returned verbatim (not validated), even the empty string
string(10) "c120726177"
string(0) ""
8300c120726177a16ba16e91c120726177
-- the transformer receives the calling packer and may re-enter it
82a2747305a17091c70309920304
9182a2747306a17091c70309920304
bool(true)
bool(true)
bool(true)
int(3)
P(DateTimeImmutable) P(Point) P(DateTimeImmutable) P(Point) Z(Point) P(DateTimeImmutable) P(Point)
-- the transformer list is not validated
9301a374776f9103
Error: Call to undefined method stdClass::pack()
81a161cb3ff0000000000000
Error: Call to a member function pack() on string
