--TEST--
MessagePack\StreamUnpacker: TimestampExtension and user extensions (given the StreamUnpacker's own BufferUnpacker, read() and unpack() on it), compact and records modes, bigint modes, and decoding errors as BufferUnpacker throws them, after which the object refuses to go on
--INI--
msgpack.max_depth=16
--FILE--
<?php
use MessagePack\{BufferUnpacker, Extension, Packer, PackOptions, StreamUnpacker, UnpackOptions};
use MessagePack\Extension\TimestampExtension;
use MessagePack\Type\Timestamp;

function stream_of(string $bytes)
{
    $s = fopen('php://memory', 'w+');
    fwrite($s, $bytes);
    rewind($s);
    return $s;
}

// A point: ext 5 holding a packed [x, y]; a tag: ext 6 holding raw bytes.
final class Point
{
    public function __construct(public int $x, public int $y) {}
}
final class PointExtension implements Extension
{
    public static array $unpackers = [];
    public function getType(): int
    {
        return 5;
    }
    public function pack(Packer $packer, mixed $value): ?string
    {
        return $value instanceof Point ? $packer->packExt(5, $packer->pack([$value->x, $value->y])) : null;
    }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): Point
    {
        self::$unpackers[spl_object_id($unpacker)] = get_class($unpacker);
        [$x, $y] = $unpacker->unpack();
        return new Point($x, $y);
    }
}
final class TagExtension implements Extension
{
    public function getType(): int
    {
        return 6;
    }
    public function pack(Packer $packer, mixed $value): ?string
    {
        return null;
    }
    public function unpackExt(BufferUnpacker $unpacker, int $extLength): string
    {
        return 'tag:' . $unpacker->read($extLength);
    }
}

echo "-- extensions\n";
$packer = new Packer(null, [new TimestampExtension(), new PointExtension()]);
$bytes = $packer->pack(new Timestamp(1700000000, 5))
    . $packer->pack(['p' => new Point(1, 2), 'q' => [new Point(3, 4)]])
    . $packer->packExt(6, 'abc')
    . $packer->pack(new Point(-5, 6));
$u = new StreamUnpacker(stream_of($bytes), null, [new TimestampExtension(), new PointExtension(), new TagExtension()]);
foreach ($u as $i => $m) {
    echo $i, ' ', $m instanceof Timestamp ? 'Timestamp ' . $m->getSeconds() . '.' . $m->getNanoseconds() : json_encode($m), "\n";
}
echo "the extension got one BufferUnpacker: ", json_encode(array_values(PointExtension::$unpackers)), "\n";
echo "without extensions: ";
foreach (new StreamUnpacker(stream_of($packer->packExt(6, 'abc'))) as $m) {
    echo get_class($m), ' ', $m->type, ' ', $m->data, "\n";
}

echo "-- compact mode and records\n";
$rows = [];
for ($i = 0; $i < 50; $i++) {
    $rows[] = ['id' => $i, 'name' => "row $i", 'tags' => ['red', 'green'], 'nested' => ['id' => $i, 'name' => 'inner']];
}
foreach (['COMPACT' => PackOptions::COMPACT, 'RECORDS' => PackOptions::RECORDS] as $name => $option) {
    $p = new Packer($option);
    $bytes = '';
    foreach ($rows as $row) {
        $bytes .= $p->pack($row);
    }
    $bytes .= $p->pack($rows);
    $got = iterator_to_array(new StreamUnpacker(stream_of($bytes), UnpackOptions::COMPACT));
    var_dump($name, count($got), $got === array_merge($rows, [$rows]));
}

echo "-- bigint modes\n";
$big = "\xcf\xff\xff\xff\xff\xff\xff\xff\xff";
var_dump(iterator_to_array(new StreamUnpacker(stream_of($big . $big))));
try {
    foreach (new StreamUnpacker(stream_of($big), UnpackOptions::BIGINT_AS_DEC) as $m) {
        echo "unexpected\n";
    }
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}

echo "-- decoding errors: the message before is yielded, the error is BufferUnpacker's, then the object stops\n";
$deep = str_repeat("\x91", 20) . "\x01";
$cases = [
    '0xc1' => "\x01\xc1\x02",
    'map key' => "\x01\x81\xca\x00\x00\x00\x00\x01\x02",
    'depth' => "\x01" . $deep . "\x02",
    'extension throws' => "\x01\xd4\x05\x00\x02",
    'BIGINT_AS_DEC' => "\x01" . $big . "\x02",
];
foreach ($cases as $name => $bytes) {
    echo "$name:\n";
    $options = $name === 'BIGINT_AS_DEC' ? UnpackOptions::BIGINT_AS_DEC : null;
    $ext = $name === 'extension throws' ? [new class implements Extension {
        public function getType(): int { return 5; }
        public function pack(Packer $packer, mixed $value): ?string { return null; }
        public function unpackExt(BufferUnpacker $unpacker, int $extLength): mixed { throw new DomainException('no'); }
    }] : [];
    try {
        (new BufferUnpacker(substr($bytes, 1), $options, $ext))->unpack();
    } catch (Throwable $e) {
        echo '  BufferUnpacker: ', get_class($e), ': ', $e->getMessage(), "\n";
    }
    $u = new StreamUnpacker(stream_of($bytes), $options, $ext);
    for ($round = 0; $round < 2; $round++) {
        try {
            foreach ($u as $i => $m) {
                echo "  $i ", json_encode($m), "\n";
            }
        } catch (Throwable $e) {
            echo '  StreamUnpacker: ', get_class($e), ': ', $e->getMessage(), "\n";
        }
    }
}
?>
--EXPECT--
-- extensions
0 Timestamp 1700000000.5
1 {"p":{"x":1,"y":2},"q":[{"x":3,"y":4}]}
2 "tag:abc"
3 {"x":-5,"y":6}
the extension got one BufferUnpacker: ["MessagePack\\BufferUnpacker"]
without extensions: MessagePack\Type\Ext 6 abc
-- compact mode and records
string(7) "COMPACT"
int(51)
bool(true)
string(7) "RECORDS"
int(51)
bool(true)
-- bigint modes
array(2) {
  [0]=>
  string(20) "18446744073709551615"
  [1]=>
  string(20) "18446744073709551615"
}
Error: Class "Decimal\Decimal" not found
-- decoding errors: the message before is yielded, the error is BufferUnpacker's, then the object stops
0xc1:
  BufferUnpacker: MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1
  0 1
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Cannot unpack more messages from this stream: an earlier message failed to unpack
map key:
  BufferUnpacker: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got float (0xca)
  0 1
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got float (0xca)
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Cannot unpack more messages from this stream: an earlier message failed to unpack
depth:
  BufferUnpacker: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 16 exceeded
  0 1
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 16 exceeded
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Cannot unpack more messages from this stream: an earlier message failed to unpack
extension throws:
  BufferUnpacker: DomainException: no
  0 1
  StreamUnpacker: DomainException: no
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Cannot unpack more messages from this stream: an earlier message failed to unpack
BIGINT_AS_DEC:
  BufferUnpacker: Error: Class "Decimal\Decimal" not found
  0 1
  StreamUnpacker: Error: Class "Decimal\Decimal" not found
  StreamUnpacker: MessagePack\Exception\UnpackingFailedException: Cannot unpack more messages from this stream: an earlier message failed to unpack
