--TEST--
UnpackOptions::BIGINT_AS_DEC against stand-ins for Decimal\Decimal: ext-decimal 2.x's valueOf() (not to be had here as source), 1.x's constructor, valueOf() first when a class has both, and failures
--SKIPIF--
<?php
if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (uint64 values above PHP_INT_MAX of 64-bit PHP)');
if (extension_loaded('decimal')) die('skip needs ext-decimal to be absent (the stand-ins take its class name)');
if (!function_exists('proc_open')) die('skip needs proc_open() for a child PHP per stand-in');
?>
--FILE--
<?php
/*
 * Each stand-in declares Decimal\Decimal, so each runs in a child PHP of its own. tests/794 runs the real ext-decimal
 * 1.5.0; 2.x (alpha, with the static Decimal::valueOf() that rybakit/msgpack.php calls from 0.10 on) is only
 * reachable through a stand-in of its API here.
 */
require __DIR__ . '/470-child.inc';

$driver = <<<'PHP'
use MessagePack\{BufferUnpacker, StreamUnpacker, UnpackOptions};

function attempt(string $what, callable $fn): void
{
    try {
        $v = $fn();
        echo "  $what: ", is_object($v) ? get_class($v) . '(' . $v->value . ')' : json_encode($v), "\n";
    } catch (Throwable $e) {
        echo "  $what: ", get_class($e), ': ', $e->getMessage(), "\n";
    }
}

$max = "\xcf" . str_repeat("\xff", 8);
$u = new BufferUnpacker($max . "\x2a", UnpackOptions::BIGINT_AS_DEC);
attempt('unpack', fn () => $u->unpack());
echo '  then ', $u->getRemainingCount(), " byte left\n";
attempt('unpackInt', fn () => $u->reset("\xcf\x80" . str_repeat("\x00", 7))->unpackInt());
attempt('in an array', function () {
    $v = (new BufferUnpacker("\x92\x01\xcf\x80" . str_repeat("\x00", 6) . "\x01", UnpackOptions::BIGINT_AS_DEC))->unpack();
    return [$v[0], is_object($v[1]) ? get_class($v[1]) . '(' . $v[1]->value . ')' : $v[1]];
});
attempt('tryUnpack', function () use ($max) {
    $u = new BufferUnpacker('', UnpackOptions::BIGINT_AS_DEC);
    $all = [];
    foreach (str_split($max . $max, 5) as $chunk) {
        foreach ($u->append($chunk)->tryUnpack() as $m) {
            $all[] = get_class($m);
        }
    }
    return $all;
});
attempt('StreamUnpacker', function () use ($max) {
    $s = fopen('php://memory', 'w+b');
    fwrite($s, $max);
    rewind($s);
    return iterator_to_array(new StreamUnpacker($s, UnpackOptions::BIGINT_AS_DEC))[0];
});
PHP;

$standins = [
    // 2.x's shape: a factory, and a constructor that is not the way in.
    'valueOf() only, as in ext-decimal 2.x' => <<<'PHP'
namespace Decimal;
final class Decimal
{
    public string $value;
    private function __construct() {}
    public static function valueOf($value, int $precision = 28): self
    {
        echo "  (valueOf(", var_export($value, true), ", ", func_num_args(), " argument))\n";
        $d = new self();
        $d->value = $value;
        return $d;
    }
}
PHP,
    // 1.x's shape: __construct($value = 0, int $precision = 28), no valueOf().
    'a constructor only, as in ext-decimal 1.x' => <<<'PHP'
namespace Decimal;
final class Decimal
{
    public string $value;
    public function __construct($value = 0, int $precision = 28)
    {
        echo "  (new Decimal(", var_export($value, true), "), ", func_num_args(), " argument)\n";
        $this->value = (string) $value;
    }
}
PHP,
    'both: valueOf() is used' => <<<'PHP'
namespace Decimal;
class Decimal
{
    public string $value;
    public function __construct($value = 0)
    {
        echo "  (constructor)\n";
        $this->value = (string) $value;
    }
    public static function valueOf($value): static
    {
        echo "  (valueOf)\n";
        $d = new static(0);
        $d->value = $value;
        return $d;
    }
}
PHP,
    'autoloaded, as Composer would load a class of that name' => <<<'PHP'
spl_autoload_register(function (string $class) {
    echo "  (autoload $class)\n";
    if ($class === 'Decimal\Decimal') {
        eval('namespace Decimal; class Decimal { public string $value; public function __construct($v) { $this->value = $v; } }');
    }
});
PHP,
    'the constructor throws: no destructor runs' => <<<'PHP'
namespace Decimal;
class Decimal
{
    public string $value;
    public function __construct($value) { throw new \DomainException("no $value"); }
    public function __destruct() { echo "  (destructor)\n"; }
}
PHP,
    'valueOf() throws' => <<<'PHP'
namespace Decimal;
class Decimal
{
    public string $value;
    public static function valueOf($value): self { throw new \RangeException("refused $value"); }
}
PHP,
    // As `new Decimal($s)` where the unpacker runs: inside BufferUnpacker's methods, and in no class's scope when
    // foreach drives a StreamUnpacker.
    'a private constructor and no valueOf()' => <<<'PHP'
namespace Decimal;
class Decimal
{
    public string $value;
    private function __construct() {}
}
PHP,
    'an abstract class' => <<<'PHP'
namespace Decimal;
abstract class Decimal
{
    public string $value;
}
PHP,
    'a private static valueOf() and a public constructor' => <<<'PHP'
namespace Decimal;
class Decimal
{
    public string $value;
    public function __construct($value) { echo "  (constructor)\n"; $this->value = $value; }
    private static function valueOf($value): self { echo "  (private valueOf)\n"; return new self($value); }
}
PHP,
];

$cmd = msgpack_test_child(['display_errors' => 'stderr', 'error_reporting' => (string) E_ALL]);
foreach ($standins as $what => $code) {
    echo "$what:\n";
    // The stand-in is its own file (a namespace declaration must come first); the driver follows it.
    $dir = sys_get_temp_dir() . '/msgpack-795-' . getmypid();
    @mkdir($dir);
    file_put_contents("$dir/standin.php", "<?php\n$code\n");
    file_put_contents("$dir/main.php", "<?php\nrequire __DIR__ . '/standin.php';\n$driver\n");
    $proc = proc_open("$cmd " . escapeshellarg("$dir/main.php"), [1 => ['pipe', 'w'], 2 => ['pipe', 'w']], $pipes);
    $out = stream_get_contents($pipes[1]);
    $err = stream_get_contents($pipes[2]);
    $status = proc_close($proc);
    echo $out, $err === '' && $status === 0 ? '' : "  exit status $status, stderr: $err\n";
    unlink("$dir/standin.php");
    unlink("$dir/main.php");
    rmdir($dir);
}
?>
--EXPECT--
valueOf() only, as in ext-decimal 2.x:
  (valueOf('18446744073709551615', 1 argument))
  unpack: Decimal\Decimal(18446744073709551615)
  then 1 byte left
  (valueOf('9223372036854775808', 1 argument))
  unpackInt: Decimal\Decimal(9223372036854775808)
  (valueOf('9223372036854775809', 1 argument))
  in an array: [1,"Decimal\\Decimal(9223372036854775809)"]
  (valueOf('18446744073709551615', 1 argument))
  (valueOf('18446744073709551615', 1 argument))
  tryUnpack: ["Decimal\\Decimal","Decimal\\Decimal"]
  (valueOf('18446744073709551615', 1 argument))
  StreamUnpacker: Decimal\Decimal(18446744073709551615)
a constructor only, as in ext-decimal 1.x:
  (new Decimal('18446744073709551615'), 1 argument)
  unpack: Decimal\Decimal(18446744073709551615)
  then 1 byte left
  (new Decimal('9223372036854775808'), 1 argument)
  unpackInt: Decimal\Decimal(9223372036854775808)
  (new Decimal('9223372036854775809'), 1 argument)
  in an array: [1,"Decimal\\Decimal(9223372036854775809)"]
  (new Decimal('18446744073709551615'), 1 argument)
  (new Decimal('18446744073709551615'), 1 argument)
  tryUnpack: ["Decimal\\Decimal","Decimal\\Decimal"]
  (new Decimal('18446744073709551615'), 1 argument)
  StreamUnpacker: Decimal\Decimal(18446744073709551615)
both: valueOf() is used:
  (valueOf)
  (constructor)
  unpack: Decimal\Decimal(18446744073709551615)
  then 1 byte left
  (valueOf)
  (constructor)
  unpackInt: Decimal\Decimal(9223372036854775808)
  (valueOf)
  (constructor)
  in an array: [1,"Decimal\\Decimal(9223372036854775809)"]
  (valueOf)
  (constructor)
  (valueOf)
  (constructor)
  tryUnpack: ["Decimal\\Decimal","Decimal\\Decimal"]
  (valueOf)
  (constructor)
  StreamUnpacker: Decimal\Decimal(18446744073709551615)
autoloaded, as Composer would load a class of that name:
  (autoload Decimal\Decimal)
  unpack: Decimal\Decimal(18446744073709551615)
  then 1 byte left
  unpackInt: Decimal\Decimal(9223372036854775808)
  in an array: [1,"Decimal\\Decimal(9223372036854775809)"]
  tryUnpack: ["Decimal\\Decimal","Decimal\\Decimal"]
  StreamUnpacker: Decimal\Decimal(18446744073709551615)
the constructor throws: no destructor runs:
  unpack: DomainException: no 18446744073709551615
  then 1 byte left
  unpackInt: DomainException: no 9223372036854775808
  in an array: DomainException: no 9223372036854775809
  tryUnpack: DomainException: no 18446744073709551615
  StreamUnpacker: DomainException: no 18446744073709551615
valueOf() throws:
  unpack: RangeException: refused 18446744073709551615
  then 1 byte left
  unpackInt: RangeException: refused 9223372036854775808
  in an array: RangeException: refused 9223372036854775809
  tryUnpack: RangeException: refused 18446744073709551615
  StreamUnpacker: RangeException: refused 18446744073709551615
a private constructor and no valueOf():
  unpack: Error: Call to private Decimal\Decimal::__construct() from scope MessagePack\BufferUnpacker
  then 1 byte left
  unpackInt: Error: Call to private Decimal\Decimal::__construct() from scope MessagePack\BufferUnpacker
  in an array: Error: Call to private Decimal\Decimal::__construct() from scope MessagePack\BufferUnpacker
  tryUnpack: Error: Call to private Decimal\Decimal::__construct() from scope MessagePack\BufferUnpacker
  StreamUnpacker: Error: Call to private Decimal\Decimal::__construct() from global scope
an abstract class:
  unpack: Error: Cannot instantiate abstract class Decimal\Decimal
  then 1 byte left
  unpackInt: Error: Cannot instantiate abstract class Decimal\Decimal
  in an array: Error: Cannot instantiate abstract class Decimal\Decimal
  tryUnpack: Error: Cannot instantiate abstract class Decimal\Decimal
  StreamUnpacker: Error: Cannot instantiate abstract class Decimal\Decimal
a private static valueOf() and a public constructor:
  (constructor)
  unpack: Decimal\Decimal(18446744073709551615)
  then 1 byte left
  (constructor)
  unpackInt: Decimal\Decimal(9223372036854775808)
  (constructor)
  in an array: [1,"Decimal\\Decimal(9223372036854775809)"]
  (constructor)
  (constructor)
  tryUnpack: ["Decimal\\Decimal","Decimal\\Decimal"]
  (constructor)
  StreamUnpacker: Decimal\Decimal(18446744073709551615)
