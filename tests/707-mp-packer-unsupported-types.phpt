--TEST--
MessagePack\Packer::pack(): PackingFailedException for unsupported values (objects, enums, anonymous classes, resources, closed resources)
--FILE--
<?php
namespace App\Cards {
    enum Suit
    {
        case Hearts;
    }
    enum Size: string
    {
        case Small = 's';
    }
}

namespace {
use App\Cards\Size;
use App\Cards\Suit;
use MessagePack\Exception\PackingFailedException;
use MessagePack\Packer;
use MessagePack\Type\Timestamp;

function attempt(Packer $p, $value): string
{
    try {
        return 'packed ' . bin2hex($p->pack($value));
    } catch (PackingFailedException $e) {
        if ($e->getCode() !== 0 || $e->getPrevious() !== null) {
            echo "unexpected code/previous\n";
        }
        return $e->getMessage();
    }
}

$p = new Packer();
$stream = fopen('php://memory', 'r+');
$closed = fopen('php://memory', 'r');
fclose($closed);
$values = [
    'stdClass' => new stdClass(),
    'closure' => fn () => 1,
    'Timestamp (no TimestampExtension)' => new Timestamp(1),
    'DateTimeImmutable' => new DateTimeImmutable('@0'),
    'ArrayIterator' => new ArrayIterator([1]),
    'generator' => (function () { yield 1; })(),
    'pure enum' => Suit::Hearts,
    'backed enum' => Size::Small,
    'stream' => $stream,
    'closed resource' => $closed,
    'object in a list' => [1, 2, new stdClass()],
    'object in a map' => ['a' => ['b' => Suit::Hearts]],
];
foreach ($values as $label => $value) {
    echo $label, ': ', attempt($p, $value), "\n";
}

// anonymous classes: the class name contains a NUL byte, the file and the line
$anon = new class {};
$msg = attempt($p, $anon);
var_dump(str_starts_with($msg, "Unsupported type \"class@anonymous\0"));
var_dump(str_ends_with($msg, '", maybe you forgot to register the type transformer or extension?'));
var_dump(str_contains($msg, get_class($anon)));
$anon2 = new class extends ArrayObject {};
$msg = attempt($p, $anon2);
var_dump(str_starts_with($msg, "Unsupported type \"ArrayObject@anonymous\0"), str_contains($msg, get_class($anon2)));

// the same messages from the factory
echo PackingFailedException::unsupportedType($closed)->getMessage(), "\n";
echo PackingFailedException::unsupportedType(Size::Small)->getMessage(), "\n";
echo PackingFailedException::unsupportedType($stream)->getMessage(), "\n";
var_dump(PackingFailedException::unsupportedType($anon)->getMessage() === attempt($p, $anon));

// scalars, arrays and null never fail
echo attempt($p, [null, false, 1, 1.0, 'a', []]), "\n";
}
?>
--EXPECT--
stdClass: Unsupported type "stdClass", maybe you forgot to register the type transformer or extension?
closure: Unsupported type "Closure", maybe you forgot to register the type transformer or extension?
Timestamp (no TimestampExtension): Unsupported type "MessagePack\Type\Timestamp", maybe you forgot to register the type transformer or extension?
DateTimeImmutable: Unsupported type "DateTimeImmutable", maybe you forgot to register the type transformer or extension?
ArrayIterator: Unsupported type "ArrayIterator", maybe you forgot to register the type transformer or extension?
generator: Unsupported type "Generator", maybe you forgot to register the type transformer or extension?
pure enum: Unsupported type "App\Cards\Suit", maybe you forgot to register the type transformer or extension?
backed enum: Unsupported type "App\Cards\Size", maybe you forgot to register the type transformer or extension?
stream: Unsupported type "resource", maybe you forgot to register the type transformer or extension?
closed resource: Unsupported type "resource (closed)", maybe you forgot to register the type transformer or extension?
object in a list: Unsupported type "stdClass", maybe you forgot to register the type transformer or extension?
object in a map: Unsupported type "App\Cards\Suit", maybe you forgot to register the type transformer or extension?
bool(true)
bool(true)
bool(true)
bool(true)
bool(true)
Unsupported type "resource (closed)", maybe you forgot to register the type transformer or extension?
Unsupported type "App\Cards\Size", maybe you forgot to register the type transformer or extension?
Unsupported type "resource", maybe you forgot to register the type transformer or extension?
bool(true)
packed 96c0c201cb3ff0000000000000a16190
