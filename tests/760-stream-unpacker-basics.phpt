--TEST--
MessagePack\StreamUnpacker: messages of php://memory and php://temp streams in order with keys 0,1,2...; a later foreach goes on where a break left (keys continue); getIterator(), iterator_to_array(); argument errors; unconstructed, cloned, serialized objects; subclasses
--FILE--
<?php
use MessagePack\{BufferUnpacker, Packer, StreamUnpacker, UnpackOptions};

$packer = new Packer();
$values = [null, true, 1, -1, 3.5, 'str', '', [], [1, [2, [3]]], ['a' => 1, 'b' => ['c' => null]], PHP_INT_MAX,
    str_repeat('long', 100)];
$bytes = implode('', array_map([$packer, 'pack'], $values));

function stream_of(string $bytes, string $url = 'php://memory')
{
    $s = fopen($url, 'w+');
    fwrite($s, $bytes);
    rewind($s);
    return $s;
}

echo "-- every message, in order\n";
foreach (['php://memory', 'php://temp', 'php://temp/maxmemory:16'] as $url) {
    $got = [];
    foreach (new StreamUnpacker(stream_of($bytes, $url)) as $i => $m) {
        $got[$i] = $m;
    }
    var_dump($got === $values);
}

echo "-- break, then go on: nothing lost, keys continue\n";
$u = new StreamUnpacker(stream_of($bytes));
foreach ($u as $i => $m) {
    echo $i, ' ', json_encode($m), "\n";
    if ($i == 2) {
        break;
    }
}
foreach ($u as $i => $m) {
    echo $i, ' ', json_encode($m), "\n";
    if ($i == 5) {
        break;
    }
}
var_dump(array_keys(iterator_to_array($u)));
echo "-- at the end, a foreach yields nothing\n";
foreach ($u as $i => $m) {
    echo "unexpected $i\n";
}
echo "-- bytes appended to the stream later are read by the next foreach\n";
$s = stream_of($packer->pack('first'));
$u = new StreamUnpacker($s);
foreach ($u as $i => $m) {
    echo "$i $m\n";
}
fwrite($s, $packer->pack('second') . $packer->pack('third'));
fseek($s, -strlen($packer->pack('second') . $packer->pack('third')), SEEK_END);
foreach ($u as $i => $m) {
    echo "$i $m\n";
}

echo "-- getIterator(): an InternalIterator over the same messages\n";
$u = new StreamUnpacker(stream_of($packer->pack('a') . $packer->pack('b') . $packer->pack('c')));
$it = $u->getIterator();
echo get_class($it), "\n";
$it->rewind();
$it->rewind(); // keeps the message in hand
var_dump($it->key(), $it->current());
$it->next();
var_dump($it->valid(), $it->key(), $it->current());
$it->next();
$it->next();
var_dump($it->valid());
echo "-- an empty stream\n";
var_dump(iterator_to_array(new StreamUnpacker(stream_of(''))));

echo "-- arguments\n";
$tries = [
    'string' => fn () => new StreamUnpacker('php://memory'),
    'null' => fn () => new StreamUnpacker(null),
    'no argument' => fn () => new StreamUnpacker(),
    'closed stream' => function () { $s = fopen('php://memory', 'r'); fclose($s); return new StreamUnpacker($s); },
    'stream context' => fn () => new StreamUnpacker(stream_context_create()),
    'directory' => fn () => new StreamUnpacker(opendir(__DIR__)),
    'bad options' => fn () => new StreamUnpacker(fopen('php://memory', 'r'), UnpackOptions::BIGINT_AS_STR | UnpackOptions::BIGINT_AS_GMP),
    'options string' => fn () => new StreamUnpacker(fopen('php://memory', 'r'), 'x'),
    'extension not an object' => fn () => new StreamUnpacker(fopen('php://memory', 'r'), null, [42]),
    'packToStream to a string' => fn () => $packer->packToStream('php://memory', 1),
    'packToStream to a closed stream' => function () use ($packer) { $s = fopen('php://memory', 'w'); fclose($s); return $packer->packToStream($s, 1); },
];
foreach ($tries as $what => $try) {
    try {
        $try();
        echo "$what: no error\n";
    } catch (Throwable $e) {
        echo "$what: ", get_class($e), ': ', $e->getMessage(), "\n";
    }
}
echo "-- by reference\n";
try {
    foreach (new StreamUnpacker(stream_of($bytes)) as &$m) {
    }
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}

echo "-- not constructed, cloned, serialized\n";
$raw = (new ReflectionClass(StreamUnpacker::class))->newInstanceWithoutConstructor();
try {
    foreach ($raw as $m) {
    }
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
foreach ([fn () => clone $u, fn () => serialize($u)] as $try) {
    try {
        $try();
    } catch (Throwable $e) {
        echo get_class($e), ': ', $e->getMessage(), "\n";
    }
}

echo "-- constructed again: a new stream, options and keys\n";
$u = new StreamUnpacker(stream_of($packer->pack(1) . $packer->pack(2)));
foreach ($u as $i => $m) {
    echo "$i $m\n";
    break;
}
$u->__construct(stream_of($packer->pack(PHP_INT_MAX) . "\xcf\xff\xff\xff\xff\xff\xff\xff\xff"), UnpackOptions::BIGINT_AS_STR);
foreach ($u as $i => $m) {
    // PHP_INT_MAX by name: its digits depend on the platform (32- or 64-bit)
    var_dump($i, $m === PHP_INT_MAX ? 'PHP_INT_MAX' : $m);
}

echo "-- a subclass\n";
class MyUnpacker extends StreamUnpacker
{
    public $seen = 0;
}
$u = new MyUnpacker(stream_of($bytes));
var_dump(count(iterator_to_array($u)), $u instanceof IteratorAggregate);
class Overriding extends StreamUnpacker
{
    public function getIterator(): Iterator
    {
        foreach (parent::getIterator() as $i => $m) {
            yield "#$i" => $m;
        }
    }
}
var_dump(iterator_to_array(new Overriding(stream_of($packer->pack('x') . $packer->pack('y')))));
?>
--EXPECT--
-- every message, in order
bool(true)
bool(true)
bool(true)
-- break, then go on: nothing lost, keys continue
0 null
1 true
2 1
3 -1
4 3.5
5 "str"
array(6) {
  [0]=>
  int(6)
  [1]=>
  int(7)
  [2]=>
  int(8)
  [3]=>
  int(9)
  [4]=>
  int(10)
  [5]=>
  int(11)
}
-- at the end, a foreach yields nothing
-- bytes appended to the stream later are read by the next foreach
0 first
1 second
2 third
-- getIterator(): an InternalIterator over the same messages
InternalIterator
int(0)
string(1) "a"
bool(true)
int(1)
string(1) "b"
bool(false)
-- an empty stream
array(0) {
}
-- arguments
string: TypeError: MessagePack\StreamUnpacker::__construct(): Argument #1 ($stream) must be of type resource, string given
null: TypeError: MessagePack\StreamUnpacker::__construct(): Argument #1 ($stream) must be of type resource, null given
no argument: ArgumentCountError: MessagePack\StreamUnpacker::__construct() expects at least 1 argument, 0 given
closed stream: TypeError: MessagePack\StreamUnpacker::__construct(): supplied resource is not a valid stream resource
stream context: TypeError: MessagePack\StreamUnpacker::__construct(): supplied resource is not a valid stream resource
directory: ValueError: MessagePack\StreamUnpacker::__construct(): Argument #1 ($stream) must not be a directory stream
bad options: MessagePack\Exception\InvalidOptionException: Invalid option bigint, use one of MessagePack\UnpackOptions::BIGINT_AS_STR, MessagePack\UnpackOptions::BIGINT_AS_GMP or MessagePack\UnpackOptions::BIGINT_AS_DEC
options string: TypeError: MessagePack\UnpackOptions::fromBitmask(): Argument #1 ($bitmask) must be of type int, string given
extension not an object: Error: Call to a member function getType() on int
packToStream to a string: TypeError: MessagePack\Packer::packToStream(): Argument #1 ($stream) must be of type resource, string given
packToStream to a closed stream: TypeError: MessagePack\Packer::packToStream(): supplied resource is not a valid stream resource
-- by reference
Error: An iterator cannot be used with foreach by reference
-- not constructed, cloned, serialized
Error: MessagePack\StreamUnpacker has no stream: its constructor was not called
Error: Trying to clone an uncloneable object of class MessagePack\StreamUnpacker
Exception: Serialization of 'MessagePack\StreamUnpacker' is not allowed
-- constructed again: a new stream, options and keys
0 1
int(0)
string(11) "PHP_INT_MAX"
int(1)
string(20) "18446744073709551615"
-- a subclass
int(12)
bool(true)
array(2) {
  ["#0"]=>
  string(1) "x"
  ["#1"]=>
  string(1) "y"
}
