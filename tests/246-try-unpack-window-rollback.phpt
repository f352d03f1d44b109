--TEST--
BufferUnpacker: tryUnpack() rolls an incomplete message back to its first byte also when user code in its window (an extension, the destructor of a value a repeated key replaced) read on with tryUnpack(), unpack() or skip(): what that code read is read again by the next call, as the library's tryUnpack() (0.9) does
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer};

class D
{
    public static ?Closure $on = null;
    public function __construct(public string $n) {}
    public function __destruct()
    {
        global $u;
        if ($this->n === 'x' && self::$on) {
            echo '  D(x) inner: ', json_encode((self::$on)($u)), ", remaining {$u->getRemainingCount()}\n";
        }
    }
}
class E implements Extension
{
    public static ?Closure $on = null;
    public static bool $objects = false;
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
        if (self::$on) {
            echo '  E inner: ', json_encode((self::$on)($unpacker)), ", remaining {$unpacker->getRemainingCount()}\n";
        }
        return self::$objects ? new D($n) : $n;
    }
}

// the first call only: the others read on as the bytes say
function once(Closure $f): Closure
{
    $done = false;
    return function ($u) use ($f, &$done) {
        if ($done) {
            return 'no call';
        }
        $done = true;
        return $f($u);
    };
}

function run(string $label, string $msg, ?Closure $ext, ?Closure $dtor, array $appends = [], int $calls = 3): void
{
    global $u;
    echo "$label\n";
    E::$on = $ext;
    D::$on = $dtor;
    E::$objects = $dtor !== null;
    $u = new BufferUnpacker($msg, null, [new E()]);
    for ($i = 0; $i < $calls; $i++) {
        if (isset($appends[$i])) {
            $u->append($appends[$i]);
            echo '  append ', bin2hex($appends[$i]), "\n";
        }
        $r = $u->tryUnpack();
        echo "  tryUnpack() #$i: ", json_encode($r), ", remaining {$u->getRemainingCount()}\n";
        unset($r);
    }
    E::$on = D::$on = null;
}

// {"a": ext x, "b": 7} 42: the inner call takes "b", 7 and 42, then the map lacks its second key
$m = "\x82\xa1a\xd4\x05x\xa1b\x07\x2a";
run('extension, tryUnpack() once', $m, once(fn($u) => $u->tryUnpack()), null);
run('extension, tryUnpack() every time', $m, fn($u) => $u->tryUnpack(), null, [], 2);
run('extension, tryUnpack() on a message completed later', $m, once(fn($u) => $u->tryUnpack()), null, [1 => "\x2b"]);
run('extension, tryUnpack() after a complete message', "\x01" . $m, once(fn($u) => $u->tryUnpack()), null);
// [ext x, 5, 6]: the inner call's 5 and 6 are the outer message's, which then lacks two elements
run('extension, tryUnpack() leaving a partial message', "\x93\xd4\x05x\x05\x92\x06", once(fn($u) => $u->tryUnpack()), null, [1 => "\x07"]);
// [ext x] 5 6: the outer message is complete, so what the inner call read stays read
run('extension, tryUnpack() in a complete message', "\x91\xd4\x05x\x05\x06", fn($u) => $u->tryUnpack(), null, [], 2);
run('extension, unpack() then incomplete', "\x92\xd4\x05x\x05", once(fn($u) => $u->unpack()), null, [1 => "\x06"]);
run('extension, skip(1) then incomplete', "\x93\xd4\x05x\x05\x06", once(fn($u) => $u->skip(1) === $u), null, [1 => "\x07"]);

// {"a": ext x, "a": ext y, "b": 7} 42 43: x's destructor runs once y is decoded, 5 bytes before the end
$r = "\x83\xa1a\xd4\x05x\xa1a\xd4\x05y\xa1b\x07\x2a\x2b";
run('destructor, tryUnpack() once', $r, null, once(fn($u) => $u->tryUnpack()));
run('destructor, unpack() then incomplete', "\x83\xa1a\xd4\x05x\xa1a\xd4\x05y\xa1b\x07", null, once(fn($u) => $u->unpack()), [1 => "\x09"]);
run('destructor, skip(1) then incomplete', "\x83\xa1a\xd4\x05x\xa1a\xd4\x05y\xa1b", null, once(fn($u) => $u->skip(1) === $u), [1 => "\x09\x0a"]);
?>
--EXPECT--
extension, tryUnpack() once
  E(x)
  E inner: ["b",7,42], remaining 0
  tryUnpack() #0: [], remaining 10
  E(x)
  E inner: "no call", remaining 4
  tryUnpack() #1: [{"a":"x","b":7},42], remaining 0
  tryUnpack() #2: [], remaining 0
extension, tryUnpack() every time
  E(x)
  E inner: ["b",7,42], remaining 0
  tryUnpack() #0: [], remaining 10
  E(x)
  E inner: ["b",7,42], remaining 0
  tryUnpack() #1: [], remaining 10
extension, tryUnpack() on a message completed later
  E(x)
  E inner: ["b",7,42], remaining 0
  tryUnpack() #0: [], remaining 10
  append 2b
  E(x)
  E inner: "no call", remaining 5
  tryUnpack() #1: [{"a":"x","b":7},42,43], remaining 0
  tryUnpack() #2: [], remaining 0
extension, tryUnpack() after a complete message
  E(x)
  E inner: ["b",7,42], remaining 0
  tryUnpack() #0: [1], remaining 10
  E(x)
  E inner: "no call", remaining 4
  tryUnpack() #1: [{"a":"x","b":7},42], remaining 0
  tryUnpack() #2: [], remaining 0
extension, tryUnpack() leaving a partial message
  E(x)
  E inner: [5], remaining 2
  tryUnpack() #0: [], remaining 7
  append 07
  E(x)
  E inner: "no call", remaining 4
  tryUnpack() #1: [["x",5,[6,7]]], remaining 0
  tryUnpack() #2: [], remaining 0
extension, tryUnpack() in a complete message
  E(x)
  E inner: [5,6], remaining 0
  tryUnpack() #0: [["x"]], remaining 0
  tryUnpack() #1: [], remaining 0
extension, unpack() then incomplete
  E(x)
  E inner: 5, remaining 0
  tryUnpack() #0: [], remaining 5
  append 06
  E(x)
  E inner: "no call", remaining 2
  tryUnpack() #1: [["x",5],6], remaining 0
  tryUnpack() #2: [], remaining 0
extension, skip(1) then incomplete
  E(x)
  E inner: true, remaining 1
  tryUnpack() #0: [], remaining 6
  append 07
  E(x)
  E inner: "no call", remaining 3
  tryUnpack() #1: [["x",5,6],7], remaining 0
  tryUnpack() #2: [], remaining 0
destructor, tryUnpack() once
  E(x)
  E(y)
  D(x) inner: ["b",7,42,43], remaining 0
  tryUnpack() #0: [], remaining 16
  E(x)
  E(y)
  D(x) inner: "no call", remaining 5
  tryUnpack() #1: [{"a":{"n":"y"},"b":7},42,43], remaining 0
  tryUnpack() #2: [], remaining 0
destructor, unpack() then incomplete
  E(x)
  E(y)
  D(x) inner: "b", remaining 1
  tryUnpack() #0: [], remaining 14
  append 09
  E(x)
  E(y)
  D(x) inner: "no call", remaining 4
  tryUnpack() #1: [{"a":{"n":"y"},"b":7},9], remaining 0
  tryUnpack() #2: [], remaining 0
destructor, skip(1) then incomplete
  E(x)
  E(y)
  D(x) inner: true, remaining 1
  tryUnpack() #0: [], remaining 13
  append 090a
  E(x)
  E(y)
  D(x) inner: "no call", remaining 4
  tryUnpack() #1: [{"a":{"n":"y"},"b":9},10], remaining 0
  tryUnpack() #2: [], remaining 0
