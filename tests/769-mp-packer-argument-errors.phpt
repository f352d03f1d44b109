--TEST--
MessagePack\Packer one-value methods: arguments no weak conversion turns into the type throw TypeError, negative header sizes ValueError; packArray()/packMap() take a Countable Traversable (not a generator, which the library's count() refuses), stop at an iterator's exception and throw PackingFailedException for an unsupported element
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\Packer;

function attempt(string $label, callable $f): void
{
    try {
        $r = $f();
        echo $label, ': ', is_string($r) ? bin2hex($r) : var_export($r, true), "\n";
    } catch (Throwable $e) {
        echo $label, ': ', get_class($e), ': ', $e->getMessage(), "\n";
    }
}

$p = new Packer();
echo "-- TypeError\n";
attempt('packInt("abc")', fn () => $p->packInt('abc'));
attempt('packInt([])', fn () => $p->packInt([]));
attempt('packInt(object)', fn () => $p->packInt(new stdClass()));
attempt('packInt(INF)', fn () => $p->packInt(INF));
attempt('packFloat("abc")', fn () => $p->packFloat('abc'));
attempt('packFloat([1])', fn () => $p->packFloat([1]));
attempt('packFloat32(object)', fn () => $p->packFloat32(new stdClass()));
attempt('packFloat64("1x")', fn () => $p->packFloat64('1x'));
attempt('packStr([])', fn () => $p->packStr([]));
attempt('packStr(object)', fn () => $p->packStr(new stdClass()));
attempt('packBin([1])', fn () => $p->packBin([1]));
attempt('packArrayHeader("x")', fn () => $p->packArrayHeader('x'));
attempt('packMapHeader([])', fn () => $p->packMapHeader([]));
attempt('packExt("x", "a")', fn () => $p->packExt('x', 'a'));
attempt('packExt(1, [])', fn () => $p->packExt(1, []));
attempt('packExt(1, object)', fn () => $p->packExt(1, new stdClass()));

echo "-- ValueError\n";
attempt('packArrayHeader(-1)', fn () => $p->packArrayHeader(-1));
attempt('packMapHeader(-PHP_INT_MAX)', fn () => $p->packMapHeader(-PHP_INT_MAX));

echo "-- still converted\n";
final class Name
{
    public function __toString(): string
    {
        return 'hi';
    }
}
attempt('packStr(Stringable)', fn () => $p->packStr(new Name()));
attempt('packExt(300, Stringable)', fn () => $p->packExt(300, new Name()));
attempt('packFloat64(true)', fn () => $p->packFloat64(true));

echo "-- packArray() / packMap()\n";
final class KeyThrows implements Iterator, Countable
{
    private int $i = 0;

    public function count(): int
    {
        return 2;
    }

    public function current(): mixed
    {
        return $this->i;
    }

    public function key(): mixed
    {
        throw new LogicException('key() failed');
    }

    public function next(): void
    {
        $this->i++;
    }

    public function rewind(): void
    {
        $this->i = 0;
    }

    public function valid(): bool
    {
        return $this->i < 2;
    }
}
// Countable, as the library's count() wants it: its generator throws
final class ThrowsMidway implements IteratorAggregate, Countable
{
    public function count(): int
    {
        return 2;
    }

    public function getIterator(): Generator
    {
        yield 'a' => 1;
        throw new LogicException('generator failed');
    }
}
// packArray() takes the values only: the keys are never asked for.
attempt('packArray(iterator whose key() throws)', fn () => $p->packArray(new KeyThrows()));
attempt('packMap(iterator whose key() throws)', fn () => $p->packMap(new KeyThrows()));
attempt('packMap(generator that throws)', fn () => $p->packMap(new ThrowsMidway()));
attempt('packArray(generator)', fn () => $p->packArray((function () { yield 1; })()));
attempt('packArray([object])', fn () => $p->packArray([1, new stdClass()]));
attempt('packMap([resource])', fn () => $p->packMap(['a' => STDIN]));
attempt('packArray(string)', fn () => $p->packArray('abc'));
// The Packer is unaffected by these failures.
attempt('packMap after', fn () => $p->packMap(['a' => 1]));
echo "-- null: deprecated where the library hands it to a function that says so (chr(), strlen()), silent where it goes to pack() or an operator\n";
set_error_handler(function (int $no, string $message) {
    echo "  ($message)\n";
    return true;
});
foreach (['packInt', 'packStr', 'packBin', 'packFloat', 'packFloat32', 'packFloat64', 'packBool', 'packArrayHeader', 'packMapHeader'] as $method) {
    attempt("$method(null)", fn () => $p->$method(null));
}
attempt('packExt(null, "a")', fn () => $p->packExt(null, 'a'));
attempt('packExt(1, null)', fn () => $p->packExt(1, null));
restore_error_handler();
?>
--EXPECT--
-- TypeError
packInt("abc"): TypeError: MessagePack\Packer::packInt(): Argument #1 ($int) must be of type int, string given
packInt([]): TypeError: MessagePack\Packer::packInt(): Argument #1 ($int) must be of type int, array given
packInt(object): TypeError: MessagePack\Packer::packInt(): Argument #1 ($int) must be of type int, stdClass given
packInt(INF): TypeError: MessagePack\Packer::packInt(): Argument #1 ($int) must be of type int, float given
packFloat("abc"): TypeError: MessagePack\Packer::packFloat(): Argument #1 ($float) must be of type float, string given
packFloat([1]): TypeError: MessagePack\Packer::packFloat(): Argument #1 ($float) must be of type float, array given
packFloat32(object): TypeError: MessagePack\Packer::packFloat32(): Argument #1 ($float) must be of type float, stdClass given
packFloat64("1x"): TypeError: MessagePack\Packer::packFloat64(): Argument #1 ($float) must be of type float, string given
packStr([]): TypeError: MessagePack\Packer::packStr(): Argument #1 ($str) must be of type string, array given
packStr(object): TypeError: MessagePack\Packer::packStr(): Argument #1 ($str) must be of type string, stdClass given
packBin([1]): TypeError: MessagePack\Packer::packBin(): Argument #1 ($str) must be of type string, array given
packArrayHeader("x"): TypeError: MessagePack\Packer::packArrayHeader(): Argument #1 ($size) must be of type int, string given
packMapHeader([]): TypeError: MessagePack\Packer::packMapHeader(): Argument #1 ($size) must be of type int, array given
packExt("x", "a"): TypeError: MessagePack\Packer::packExt(): Argument #1 ($type) must be of type int, string given
packExt(1, []): TypeError: MessagePack\Packer::packExt(): Argument #2 ($data) must be of type string, array given
packExt(1, object): TypeError: MessagePack\Packer::packExt(): Argument #2 ($data) must be of type string, stdClass given
-- ValueError
packArrayHeader(-1): ValueError: MessagePack\Packer::packArrayHeader(): Argument #1 ($size) must be between 0 and 4294967295
packMapHeader(-PHP_INT_MAX): ValueError: MessagePack\Packer::packMapHeader(): Argument #1 ($size) must be between 0 and 4294967295
-- still converted
packStr(Stringable): a26869
packExt(300, Stringable): d52c6869
packFloat64(true): cb3ff0000000000000
-- packArray() / packMap()
packArray(iterator whose key() throws): 920001
packMap(iterator whose key() throws): LogicException: key() failed
packMap(generator that throws): LogicException: generator failed
packArray(generator): TypeError: MessagePack\Packer::packArray(): Argument #1 ($array) must be of type Countable|array, Generator given
packArray([object]): MessagePack\Exception\PackingFailedException: Unsupported type "stdClass", maybe you forgot to register the type transformer or extension?
packMap([resource]): MessagePack\Exception\PackingFailedException: Unsupported type "resource", maybe you forgot to register the type transformer or extension?
packArray(string): TypeError: MessagePack\Packer::packArray(): Argument #1 ($array) must be of type array, string given
packMap after: 81a16101
-- null: deprecated where the library hands it to a function that says so (chr(), strlen()), silent where it goes to pack() or an operator
  (MessagePack\Packer::packInt(): Passing null to parameter #1 ($int) of type int is deprecated)
packInt(null): 00
  (MessagePack\Packer::packStr(): Passing null to parameter #1 ($str) of type string is deprecated)
packStr(null): a0
  (MessagePack\Packer::packBin(): Passing null to parameter #1 ($str) of type string is deprecated)
packBin(null): c400
packFloat(null): cb0000000000000000
packFloat32(null): ca00000000
packFloat64(null): cb0000000000000000
packBool(null): c2
packArrayHeader(null): 90
packMapHeader(null): 80
  (MessagePack\Packer::packExt(): Passing null to parameter #1 ($type) of type int is deprecated)
packExt(null, "a"): d40061
  (MessagePack\Packer::packExt(): Passing null to parameter #2 ($data) of type string is deprecated)
packExt(1, null): c70001
