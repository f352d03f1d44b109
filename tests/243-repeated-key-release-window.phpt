--TEST--
BufferUnpacker: the value a repeated map key replaced is released once the new value is decoded, as the library's `$map[$key] = $this->unpack()` releases it, and its destructor gets an extension's window: it finds the object past the new value, and what it reads or moves (unpack(), tryUnpack(), unpackMap(), skip(), seek(), release(), append(), reset()) is where the decode goes on; its exception stops the decode there; str, int and compact record keys, the typed unpackMap(), nested
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, UnpackOptions};

class D
{
    public static ?Closure $on = null;
    public function __construct(public string $n) {}
    public function __destruct()
    {
        global $u;
        // (x and p are the replaced ones; the others go with the value, or with the partial value of a failed decode)
        echo "  D({$this->n})::__destruct", in_array($this->n, ['x', 'p'], true) ? ', remaining ' . $u->getRemainingCount() : '', "\n";
        if (self::$on) {
            $f = self::$on;
            self::$on = null;
            $f();
        }
    }
}
class E implements Extension
{
    public function getType(): int
    {
        return 5;
    }
    public function pack(Packer $packer, $value): ?string
    {
        return null;
    }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength)
    {
        $n = $unpacker->read($extLength);
        echo "  E($n)\n";
        return new D($n);
    }
}

function show($v): string
{
    return json_encode($v);
}

function run(string $label, string $msg, ?Closure $f, $options = null, string $method = 'unpack'): void
{
    global $u;
    echo "$label\n";
    $u = new BufferUnpacker($msg, $options, [new E()]);
    D::$on = $f;
    try {
        $r = $u->$method();
        echo '  => ', show($r), "\n";
    } catch (Throwable $e) {
        echo '  ', get_class($e), ': ', $e->getMessage(), "\n";
    }
    D::$on = null;
    echo '  then: remaining ', $u->getRemainingCount(), "\n";
    unset($r);
}

// {"a": ext x, "a": ext y, "b": 7} 42 43: the second "a" ends 5 bytes before the end
$m = "\x83\xa1a\xd4\x05x\xa1a\xd4\x05y\xa1b\x07" . "\x2a\x2b";
run('only looks', $m, null);
run('unpack()', $m, function () { global $u; echo '  inner: ', show($u->unpack()), "\n"; });
run('tryUnpack()', $m, function () { global $u; echo '  inner: ', show($u->tryUnpack()), "\n"; });
run('unpackMap() that throws', $m, function () {
    global $u;
    try {
        $u->unpackMap();
    } catch (Throwable $e) {
        echo '  inner: ', $e->getMessage(), "\n";
    }
});
run('skip(1)', $m, function () { global $u; $u->skip(1); });
run('seek(-2)', $m, function () { global $u; $u->seek(-2); });
run('release()', $m, function () { global $u; echo '  released ', $u->release(), "\n"; });
run('append()', $m, function () { global $u; $u->append("\x2c"); });
run('reset()', $m, function () { global $u; $u->reset("\xa1c\x09\x2d"); });
run('throws', $m, function () { throw new RuntimeException('from the destructor'); });
run('typed unpackMap()', $m, null, null, 'unpackMap');
run('tryUnpack() of the message', $m, null, null, 'tryUnpack');
// int keys (the strict key path): {1: ext x, 1 as uint8: ext y, 2: 7} 42
run('int keys', "\x83\x01\xd4\x05x\xcc\x01\xd4\x05y\x02\x07\x2a", null);
// a compact record whose names repeat: [a, a, b] = ext x, ext y, 7; then 42
run('record names', "\xd4\x72\x40\x93\xa1a\xa1a\xa1b\xd4\x05x\xd4\x05y\x07\x2a", null, UnpackOptions::COMPACT);
// the destructor's unpack() meets a repeated key itself
run('nested', "\x82\xa1a\xd4\x05x\xa1a\xd4\x05y" . "\x82\xa1k\xd4\x05p\xa1k\xd4\x05q" . "\x2a", function () {
    global $u;
    $inner = $u->unpack();
    echo '  inner: ', show($inner), "\n";
});
?>
--EXPECT--
only looks
  E(x)
  E(y)
  D(x)::__destruct, remaining 5
  => {"a":{"n":"y"},"b":7}
  then: remaining 2
  D(y)::__destruct
unpack()
  E(x)
  E(y)
  D(x)::__destruct, remaining 5
  inner: "b"
  => {"a":{"n":"y"},"7":42}
  then: remaining 1
  D(y)::__destruct
tryUnpack()
  E(x)
  E(y)
  D(x)::__destruct, remaining 5
  inner: ["b",7,42,43]
  D(y)::__destruct
  MessagePack\Exception\InsufficientDataException: Not enough data to read
  then: remaining 0
unpackMap() that throws
  E(x)
  E(y)
  D(x)::__destruct, remaining 5
  inner: Unexpected map code: 0xa1
  => {"a":{"n":"y"},"98":7}
  then: remaining 2
  D(y)::__destruct
skip(1)
  E(x)
  E(y)
  D(x)::__destruct, remaining 5
  => {"a":{"n":"y"},"98":7}
  then: remaining 2
  D(y)::__destruct
seek(-2)
  E(x)
  E(y)
  D(x)::__destruct, remaining 5
  => {"a":{"n":"y"},"42":43}
  then: remaining 0
  D(y)::__destruct
release()
  E(x)
  E(y)
  D(x)::__destruct, remaining 5
  released 11
  => {"a":{"n":"y"},"b":7}
  then: remaining 2
  D(y)::__destruct
append()
  E(x)
  E(y)
  D(x)::__destruct, remaining 5
  => {"a":{"n":"y"},"b":7}
  then: remaining 3
  D(y)::__destruct
reset()
  E(x)
  E(y)
  D(x)::__destruct, remaining 5
  => {"a":{"n":"y"},"c":9}
  then: remaining 1
  D(y)::__destruct
throws
  E(x)
  E(y)
  D(x)::__destruct, remaining 5
  D(y)::__destruct
  RuntimeException: from the destructor
  then: remaining 5
typed unpackMap()
  E(x)
  E(y)
  D(x)::__destruct, remaining 5
  => {"a":{"n":"y"},"b":7}
  then: remaining 2
  D(y)::__destruct
tryUnpack() of the message
  E(x)
  E(y)
  D(x)::__destruct, remaining 5
  => [{"a":{"n":"y"},"b":7},42,43]
  then: remaining 0
  D(y)::__destruct
int keys
  E(x)
  E(y)
  D(x)::__destruct, remaining 3
  => {"1":{"n":"y"},"2":7}
  then: remaining 1
  D(y)::__destruct
record names
  E(x)
  E(y)
  D(x)::__destruct, remaining 2
  => {"a":{"n":"y"},"b":7}
  then: remaining 1
  D(y)::__destruct
nested
  E(x)
  E(y)
  D(x)::__destruct, remaining 12
  E(p)
  E(q)
  D(p)::__destruct, remaining 1
  inner: {"k":{"n":"q"}}
  D(q)::__destruct
  => {"a":{"n":"y"}}
  then: remaining 1
  D(y)::__destruct
