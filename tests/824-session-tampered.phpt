--TEST--
Sessions: tampered data for which unserialize() would throw (a typed property given a string, a class that cannot be instantiated) starts an empty session without an exception at msgpack.compact 0 and full; PHP's php serializer throws and destroys the session (compared here)
--EXTENSIONS--
msgpack
session
--INI--
session.use_cookies=0
session.use_strict_mode=0
session.cache_limiter=
session.serialize_handler=msgpack
--FILE--
<?php
ob_start();
abstract class Shape { public $n = 1; }
readonly class Money { public function __construct(public int $amount = 0) {} }
enum Suit { case Hearts; }
class Profile { public int $age = 0; public string $name = ''; public ?array $tags = null; public bool $admin = false; }
class Line
{
    public function __construct(public string $sku = '', public int $qty = 0, public float $price = 0.0) {}
}

$dir = sys_get_temp_dir() . '/msgpack-824-' . getmypid();
@mkdir($dir);
ini_set('session.save_path', $dir);
$file = "$dir/sess_s824";

// session_start() on these bytes: what it returned or threw, and what is left of the session.
function start_with(string $bytes): string
{
    global $file;
    file_put_contents($file, $bytes);
    session_id('s824');
    try {
        $how = 'returned ' . var_export(@session_start(), true);
    } catch (Throwable $e) {
        $how = 'threw ' . get_class($e) . ': ' . $e->getMessage();
    }
    $status = session_status() === PHP_SESSION_ACTIVE ? 'active' : 'not active';
    clearstatcache();
    $how .= ", $status, " . json_encode($_SESSION ?? null) . ', file ' . (is_file($file) ? 'kept' : 'destroyed');
    if ($status === 'active') {
        session_abort();
    }
    return $how;
}

function str(string $s): string
{
    return chr(0xa0 | strlen($s)) . $s;
}

echo "-- what unserialize() throws for, in a session: PHP's php serializer, then msgpack at 0 and full\n";
$cases = [
    'a typed property given a string' => ['p|O:7:"Profile":1:{s:3:"age";s:1:"x";}',
        "\x82\xc0" . str('Profile') . str('age') . str('x')],
    'a readonly class given a property it lacks' => ['p|O:5:"Money":1:{s:3:"bad";i:1;}',
        "\x82\xc0" . str('Money') . str('bad') . "\x01"],
    'an abstract class' => ['p|O:5:"Shape":0:{}', "\x81\xc0" . str('Shape')],
    'a class that cannot be unserialized' => ['p|O:7:"Closure":0:{}', "\x81\xc0" . str('Closure')],
    'an enum as a class' => ['p|O:4:"Suit":0:{}', "\x81\xc0" . str('Suit')],
    // Compact mode's object record: nil, the class, two property names, then their values.
    'an object record giving a typed property a string' => [null,
        "\xd4\x72\x40\x94\xc0" . str('Profile') . str('age') . str('name') . str('x') . str('Ann')],
];
foreach ($cases as $what => [$php, $msgpack]) {
    echo "$what\n";
    if ($php !== null) {
        ini_set('session.serialize_handler', 'php');
        echo '  php:             ', start_with($php), "\n";
        ini_set('session.serialize_handler', 'msgpack');
    }
    foreach ($php !== null ? ['0', 'full'] : ['full'] as $compact) {
        ini_set('msgpack.compact', $compact);
        printf("  msgpack at %-4s: %s\n", $compact, start_with("\x82\xc0\x01" . str('p') . $msgpack));
    }
}

echo "-- every byte of a session changed, 15 ways each: session_start() never throws, the session stays active\n";
$p = new Profile();
[$p->age, $p->name, $p->tags, $p->admin] = [41, 'Ann', ['vip', 'beta'], true];
$session = ['profile' => $p, 'cart' => [new Line('A-1', 2, 9.5), new Line('B-2', 1, 20.0), new Line('A-1', 3, 9.5)],
    'user' => 'ann'];
foreach (['0', 'full'] as $compact) {
    ini_set('msgpack.compact', $compact);
    session_id('s824');
    session_start();
    $_SESSION = $session;
    session_write_close();
    $original = file_get_contents($file);
    $variants = $thrown = $inactive = 0;
    for ($i = 0; $i < strlen($original); $i++) {
        $b = ord($original[$i]);
        foreach (array_unique([0x00, 0x01, 0x7f, 0xa1, 0xc0, 0xc2, 0xc3, 0xcb, 0xcc, 0x92, 0x81, $b ^ 1, $b ^ 0x10,
                $b ^ 0x80, ($b + 1) & 255]) as $r) {
            if ($r === $b) {
                continue;
            }
            $variant = $original;
            $variant[$i] = chr($r);
            $variants++;
            $how = start_with($variant);
            $thrown += str_starts_with($how, 'threw');
            $inactive += str_contains($how, 'not active');
            if (str_starts_with($how, 'threw') && $thrown <= 3) {
                echo "  byte $i as ", dechex($r), ": $how\n";
            }
        }
    }
    printf("  msgpack at %-4s: %s variants, %d threw, %d not active\n", $compact,
        $variants > 1000 ? 'over 1000' : $variants, $thrown, $inactive);
}
@unlink($file);
@rmdir($dir);
?>
--EXPECT--
-- what unserialize() throws for, in a session: PHP's php serializer, then msgpack at 0 and full
a typed property given a string
  php:             threw TypeError: Cannot assign string to property Profile::$age of type int, not active, [], file destroyed
  msgpack at 0   : returned true, active, [], file kept
  msgpack at full: returned true, active, [], file kept
a readonly class given a property it lacks
  php:             threw Error: Cannot create dynamic property Money::$bad, not active, [], file destroyed
  msgpack at 0   : returned true, active, [], file kept
  msgpack at full: returned true, active, [], file kept
an abstract class
  php:             threw Error: Cannot instantiate abstract class Shape, not active, [], file destroyed
  msgpack at 0   : returned true, active, [], file kept
  msgpack at full: returned true, active, [], file kept
a class that cannot be unserialized
  php:             threw Exception: Unserialization of 'Closure' is not allowed, not active, [], file destroyed
  msgpack at 0   : returned true, active, [], file kept
  msgpack at full: returned true, active, [], file kept
an enum as a class
  php:             threw Error: Cannot instantiate enum Suit, not active, [], file destroyed
  msgpack at 0   : returned true, active, [], file kept
  msgpack at full: returned true, active, [], file kept
an object record giving a typed property a string
  msgpack at full: returned true, active, [], file kept
-- every byte of a session changed, 15 ways each: session_start() never throws, the session stays active
  msgpack at 0   : over 1000 variants, 0 threw, 0 not active
  msgpack at full: over 1000 variants, 0 threw, 0 not active
