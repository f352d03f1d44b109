--TEST--
BufferUnpacker: the constructor and extendWith() build the extension table aside while the extensions' getType() runs and install it after: a getType() that constructs the object again (freeing its table) or uses it, throws, or drops an extension given by reference
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer};

class E implements Extension
{
    public static ?Closure $onGetType = null;
    public function __construct(private int $type, private string $name) {}
    public function getType(): int
    {
        if ($f = self::$onGetType) {
            self::$onGetType = null;
            $f();
            $GLOBALS['junk'] = [];              // a new array where a freed table was
            $GLOBALS['junk'][] = 'junk';
        }
        return $this->type;
    }
    public function pack(Packer $packer, mixed $value): ?string { return null; }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed
    {
        return $this->name . ':' . $unpacker->read($extLength);
    }
}
function show(BufferUnpacker $u): void
{
    try {
        echo '  ', json_encode($u->unpack()), ' ', json_encode($u->unpack()), "\n";
    } catch (Throwable $e) {
        echo '  ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}
$bytes = "\xd4\x05a\xd4\x06b";                  // ext 5 "a", ext 6 "b"

echo "-- getType() constructs the object again: the outer call's buffer, options and extensions win whole\n";
$u = new BufferUnpacker();
E::$onGetType = fn () => $u->__construct("\xc0\xc0", null, [new E(6, 'inner')]);
$u->__construct($bytes, null, [new E(5, 'first'), new E(6, 'second')]);
show($u);

echo "-- getType() uses the object under construction: its state before the call\n";
$u = new BufferUnpacker("\xd4\x05x\xc0", null, [new E(5, 'old')]);
E::$onGetType = function () use ($u) { echo '  during: ', json_encode($u->unpack()), "\n"; };
$u->__construct($bytes, null, [new E(5, 'new')]);
show($u);

echo "-- a getType() that throws leaves the object as it was\n";
$u = new BufferUnpacker("\xd4\x05x\xc0", null, [new E(5, 'old')]);
E::$onGetType = function () { throw new RuntimeException('no type'); };
try {
    $u->__construct($bytes, null, [new E(5, 'new')]);
} catch (RuntimeException $e) {
    echo '  ', $e->getMessage(), "\n";
}
show($u);

echo "-- extendWith(): getType() constructs the clone again (its __clone() handed it out)\n";
class Stashed extends BufferUnpacker
{
    public static ?BufferUnpacker $last = null;
    public function __clone() { self::$last = $this; }
}
$u = new Stashed($bytes, null, [new E(5, 'base')]);
E::$onGetType = fn () => Stashed::$last->__construct($bytes, null, [new E(5, 'inner')]);
$v = $u->extendWith(new E(6, 'added'), new E(7, 'more'));
show($v);
show($u);

echo "-- an extension given by reference, replaced by its getType()\n";
$ext = new E(5, 'referenced');
$list = [&$ext];
E::$onGetType = function () use (&$ext) { $ext = null; };
$u = new BufferUnpacker($bytes, null, $list);
show($u);
?>
--EXPECT--
-- getType() constructs the object again: the outer call's buffer, options and extensions win whole
  "first:a" "second:b"
-- getType() uses the object under construction: its state before the call
  during: "old:x"
  "new:a" {"type":6,"data":"b"}
-- a getType() that throws leaves the object as it was
  no type
  "old:x" null
-- extendWith(): getType() constructs the clone again (its __clone() handed it out)
  "base:a" "added:b"
  "base:a" {"type":6,"data":"b"}
-- an extension given by reference, replaced by its getType()
  "referenced:a" {"type":6,"data":"b"}
