--TEST--
BufferUnpacker::unpack() of a truncated message: each extension gets the values that arrived, in order, as the library's reader gives them, also past a container that declares more entries than the bytes left; the first error after them, or theirs
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Extension;
use MessagePack\Packer;

/* ext type 5: counts its calls; what it does with its body is the test's */
class Five implements Extension
{
    public array $log = [];
    public function __construct(private Closure $body) {}
    public function getType(): int { return 5; }
    public function pack(Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        $this->log[] = $extLength;
        return ($this->body)($unpacker, $extLength);
    }
}

function attempt(string $hex, Closure $body): void
{
    $ext = new Five($body);
    $u = new BufferUnpacker(hex2bin($hex), null, [$ext]);
    try {
        $got = $u->unpack();
        echo "  $hex: ", json_encode($got);
    } catch (Throwable $e) {
        echo "  $hex: ", get_class($e), ': ', $e->getMessage();
        for ($p = $e->getPrevious(); $p; $p = $p->getPrevious()) {
            echo ' <- ', get_class($p), ': ', $p->getMessage();
        }
    }
    echo ' (remaining ', $u->getRemainingCount(), ', calls ', count($ext->log), ")\n";
}

$read = fn (BufferUnpacker $u, int $n) => $u->read($n);

echo "an array of 16 holding 2 bytes' worth: the values before the bad key reach the extension first\n";
attempt('dc0010d4050081c0', $read);
attempt('dc0010d40500d4050181c0', $read);
attempt('de0010a161d40500c0', $read);
echo "nested deeper, and after a value of its own\n";
attempt('dc001092c3dc0008d40500c1', $read);
echo "no error in the bytes: the extensions still run, then \"Not enough data to read\"\n";
attempt('dc0010d40500', $read);
attempt('dc0010d40500d40501c7', $read);
echo "an extension that throws: its exception, as the library's reader throws it\n";
attempt('dc0010d4050081c0', function () { throw new RuntimeException('refused'); });
attempt('dc0010d40500', function () { throw new RuntimeException('refused'); });
echo "an extension that reads its body as a value (re-entering unpack())\n";
attempt('dc0010d4050781c0', fn (BufferUnpacker $u) => $u->unpack());
echo "an extension whose nested unpack() runs out of data itself\n";
attempt('dc0010c7020592c0', fn (BufferUnpacker $u) => $u->unpack());
echo "a value whose destructor throws: released after the error is raised, its exception chained to it\n";
class Loud { public function __destruct() { throw new LogicException('destructor'); } }
attempt('dc0010d4050081c0', function (BufferUnpacker $u, int $n) { $u->read($n); return new Loud(); });
echo "an extension that reads less than its body: the framing is lost, \"Not enough data to read\" (documented)\n";
attempt('dc0010d4050081c0', fn () => 1);
echo "an extension that gives the object another buffer\n";
attempt('dc0010d4050081c0', function (BufferUnpacker $u) { $u->reset("\x01"); return 1; });
echo "an extension that appends to the buffer: the bytes move, the error stays\n";
attempt('dc0010d4050081c0', function (BufferUnpacker $u, int $n) { $u->append(str_repeat("\x01", 4096)); return $u->read($n); });
echo "unpackExt() is not called again by a second unpack() of what is left\n";
$ext = new Five($read);
$u = new BufferUnpacker(hex2bin('dc0010d40500d4050181c0'), null, [$ext]);
foreach ([1, 2] as $round) {
    try {
        $u->unpack();
    } catch (MessagePack\Exception\UnpackingFailedException $e) {
        echo "  round $round: ", $e->getMessage(), ', calls ', count($ext->log), "\n";
    }
}
echo "subclasses overriding what the library calls on \$this: the same, at the level they read\n";
class OverUnpack extends BufferUnpacker { public function unpack(): mixed { return parent::unpack(); } }
class OverRead extends BufferUnpacker { public function read($length): string { return parent::read($length); } }
class OverHeader extends BufferUnpacker { public function unpackArrayHeader(): int { return parent::unpackArrayHeader(); } }
foreach (['OverUnpack', 'OverRead', 'OverHeader'] as $class) {
    foreach (['92dc0010d4050081c0', '81a161dc0010d405ee'] as $hex) {
        $ext = new Five(function (BufferUnpacker $u, int $n) {
            if ($u->read($n) === "\xee") {
                throw new RuntimeException('refused');
            }
            return 1;
        });
        $u = new $class(hex2bin($hex), null, [$ext]);
        try {
            $u->unpack();
        } catch (Throwable $e) {
            echo "  $class $hex: ", get_class($e), ': ', $e->getMessage(), ' (calls ', count($ext->log), ")\n";
        }
    }
}
echo "the PECL-family classes are untouched by this\n";
var_dump(msgpack_unpack(hex2bin('dc0010d4050081c0')));
?>
--EXPECTF--
an array of 16 holding 2 bytes' worth: the values before the bad key reach the extension first
  dc0010d4050081c0: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (remaining 0, calls 1)
  dc0010d40500d4050181c0: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (remaining 0, calls 2)
  de0010a161d40500c0: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (remaining 0, calls 1)
nested deeper, and after a value of its own
  dc001092c3dc0008d40500c1: MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1 (remaining 0, calls 1)
no error in the bytes: the extensions still run, then "Not enough data to read"
  dc0010d40500: MessagePack\Exception\InsufficientDataException: Not enough data to read (remaining 0, calls 1)
  dc0010d40500d40501c7: MessagePack\Exception\InsufficientDataException: Not enough data to read (remaining 0, calls 2)
an extension that throws: its exception, as the library's reader throws it
  dc0010d4050081c0: RuntimeException: refused (remaining 3, calls 1)
  dc0010d40500: RuntimeException: refused (remaining 1, calls 1)
an extension that reads its body as a value (re-entering unpack())
  dc0010d4050781c0: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (remaining 0, calls 1)
an extension whose nested unpack() runs out of data itself
  dc0010c7020592c0: MessagePack\Exception\InsufficientDataException: Not enough data to read (remaining 0, calls 1)
a value whose destructor throws: released after the error is raised, its exception chained to it
  dc0010d4050081c0: LogicException: destructor <- MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (remaining 0, calls 1)
an extension that reads less than its body: the framing is lost, "Not enough data to read" (documented)
  dc0010d4050081c0: MessagePack\Exception\InsufficientDataException: Not enough data to read (remaining 0, calls 1)
an extension that gives the object another buffer
  dc0010d4050081c0: MessagePack\Exception\UnpackingFailedException: The buffer was replaced while unpacking (remaining 1, calls 1)
an extension that appends to the buffer: the bytes move, the error stays
  dc0010d4050081c0: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (remaining 4096, calls 1)
unpackExt() is not called again by a second unpack() of what is left
  round 1: Invalid map key type: expected int, str or bin but got nil (0xc0), calls 2
  round 2: Not enough data to read, calls 2
subclasses overriding what the library calls on $this: the same, at the level they read
  OverUnpack 92dc0010d4050081c0: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (calls 1)
  OverUnpack 81a161dc0010d405ee: RuntimeException: refused (calls 1)
  OverRead 92dc0010d4050081c0: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (calls 1)
  OverRead 81a161dc0010d405ee: RuntimeException: refused (calls 1)
  OverHeader 92dc0010d4050081c0: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) (calls 1)
  OverHeader 81a161dc0010d405ee: RuntimeException: refused (calls 1)
the PECL-family classes are untouched by this

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
