--TEST--
MessagePack\BufferUnpacker subclasses: with unpack() or read() overridden (passing through), every method leaves the same value, exception and offset as BufferUnpacker itself on truncated, invalid and hostile input; streaming with tryUnpack(); depth limits; bigint keys and values
--SKIPIF--
<?php
if (PHP_INT_SIZE < 8) die('skip 64-bit PHP only (uint64 keys and values above PHP_INT_MAX)');
?>
--INI--
msgpack.max_depth=3
--FILE--
<?php
use MessagePack\BufferUnpacker;

class ThroughUnpack extends BufferUnpacker
{
    public function unpack()
    {
        return parent::unpack();
    }
}
class ThroughRead extends BufferUnpacker
{
    public function read($length)
    {
        return parent::read($length);
    }
}
class ThroughAll extends BufferUnpacker
{
    public function unpack() { return parent::unpack(); }
    public function read($length) { return parent::read($length); }
    public function unpackArrayHeader() { return parent::unpackArrayHeader(); }
    public function unpackMapHeader() { return parent::unpackMapHeader(); }
}

function outcome(BufferUnpacker $u, string $method): string
{
    try {
        $r = json_encode($u->$method());
    } catch (Throwable $e) {
        $r = get_class($e) . ': ' . $e->getMessage();
    }
    return $r . ' | remaining ' . $u->getRemainingCount();
}

$inputs = [
    '', "\xcc", "\xcd\x01", "\x93\x01\x02", "\xd9\x05ab", "\xd6\xff\x00\x00", "\xdf\x00\x00\x00\x01", "\xdf\x00\x00\x00\x01\xcf",
    "\x92\x01\xc1", "\xc1\x01", "\x81\xc0\x01", "\x81\x91\x01\x02", "\x81\xa1k", "\x82\xa1k\x01\xa1k\x02", "\x81\xa11\x05",
    "\xdd\xff\xff\xff\xff", "\xdb\xff\xff\xff\xff", "\xc9\xff\xff\xff\xff\x01", "\xdc\x00", "\xc4",
    "\x91\xcf\xff\xff\xff\xff\xff\xff\xff\xff", "\x81\xcf\xff\xff\xff\xff\xff\xff\xff\xff\x01",
    "\x81\xd3\x80\x00\x00\x00\x00\x00\x00\x00\x01", "\x92\xd4\x05x\xc7\x00\x06",
    "\x91\x91\x91\x01", "\x91\x91\x91\x91\x01", "\x81\x01\x91\x91\x91\x01", "\x93\xa1a\xc4\x01b\x92\xc3",
];
$methods = ['unpack', 'unpackArray', 'unpackMap', 'unpackStr', 'tryUnpack'];
$classes = [ThroughUnpack::class, ThroughRead::class, ThroughAll::class];
foreach ($inputs as $input) {
    $line = [];
    foreach ($methods as $method) {
        $want = outcome(new BufferUnpacker($input), $method);
        $line[] = $want;
        foreach ($classes as $class) {
            $got = outcome(new $class($input), $method);
            if ($got !== $want) {
                echo "DIFFERENT ", bin2hex($input), " $class::$method: $got (BufferUnpacker: $want)\n";
            }
        }
    }
    echo str_pad(bin2hex($input), 24), ' ', $line[0], "\n";
}

echo "-- bytes consumed stay consumed (spec 2.11), tryUnpack() rolls back\n";
foreach (array_merge([BufferUnpacker::class], $classes) as $class) {
    $u = new $class("\x93\x01\x02");
    echo $class, ': ', outcome($u, 'unpack');
    $u->append("\x03");
    echo ', then ', outcome($u, 'unpack');
    $u->reset("\x93\x01\x02");
    echo '; ', outcome($u, 'tryUnpack');
    $u->append("\x03\xa1");
    echo ', then ', outcome($u, 'tryUnpack'), "\n";
}

echo "-- streaming one byte at a time\n";
$stream = msgpack_pack([1, 'two', ['k' => [3.5, null]], 'x']) . msgpack_pack(['a' => 'b']) . msgpack_pack(-7);
foreach (array_merge([BufferUnpacker::class], $classes) as $class) {
    $u = new $class();
    $got = [];
    foreach (str_split($stream) as $byte) {
        foreach ($u->append($byte)->tryUnpack() as $message) {
            $got[] = $message;
        }
        $u->release();
    }
    echo $class, ': ', json_encode($got), "\n";
}
?>
--EXPECT--
                         MessagePack\Exception\InsufficientDataException: Not enough data to read | remaining 0
cc                       MessagePack\Exception\InsufficientDataException: Not enough data to read | remaining 0
cd01                     MessagePack\Exception\InsufficientDataException: Not enough data to read | remaining 1
930102                   MessagePack\Exception\InsufficientDataException: Not enough data to read | remaining 0
d9056162                 MessagePack\Exception\InsufficientDataException: Not enough data to read | remaining 2
d6ff0000                 MessagePack\Exception\InsufficientDataException: Not enough data to read | remaining 3
df00000001               MessagePack\Exception\InsufficientDataException: Not enough data to read | remaining 0
df00000001cf             MessagePack\Exception\InsufficientDataException: Not enough data to read | remaining 0
9201c1                   MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1 | remaining 0
c101                     MessagePack\Exception\UnpackingFailedException: Unknown code: 0xc1 | remaining 1
81c001                   MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got nil (0xc0) | remaining 1
81910102                 MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got array (0x91) | remaining 2
81a16b                   MessagePack\Exception\InsufficientDataException: Not enough data to read | remaining 0
82a16b01a16b02           {"k":2} | remaining 0
81a13105                 {"1":5} | remaining 0
ddffffffff               MessagePack\Exception\InsufficientDataException: Not enough data to read | remaining 0
dbffffffff               MessagePack\Exception\InsufficientDataException: Not enough data to read | remaining 0
c9ffffffff01             MessagePack\Exception\InsufficientDataException: Not enough data to read | remaining 1
dc00                     MessagePack\Exception\InsufficientDataException: Not enough data to read | remaining 1
c4                       MessagePack\Exception\InsufficientDataException: Not enough data to read | remaining 0
91cfffffffffffffffff     ["18446744073709551615"] | remaining 0
81cfffffffffffffffff01   {"18446744073709551615":1} | remaining 0
81d3800000000000000001   {"-9223372036854775808":1} | remaining 0
92d40578c70006           [{"type":5,"data":"x"},{"type":6,"data":""}] | remaining 0
91919101                 [[[1]]] | remaining 0
9191919101               MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 3 exceeded | remaining 1
810191919101             MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 3 exceeded | remaining 1
93a161c4016292c3         MessagePack\Exception\InsufficientDataException: Not enough data to read | remaining 0
-- bytes consumed stay consumed (spec 2.11), tryUnpack() rolls back
MessagePack\BufferUnpacker: MessagePack\Exception\InsufficientDataException: Not enough data to read | remaining 0, then 3 | remaining 0; [] | remaining 3, then [[1,2,3]] | remaining 1
ThroughUnpack: MessagePack\Exception\InsufficientDataException: Not enough data to read | remaining 0, then 3 | remaining 0; [] | remaining 3, then [[1,2,3]] | remaining 1
ThroughRead: MessagePack\Exception\InsufficientDataException: Not enough data to read | remaining 0, then 3 | remaining 0; [] | remaining 3, then [[1,2,3]] | remaining 1
ThroughAll: MessagePack\Exception\InsufficientDataException: Not enough data to read | remaining 0, then 3 | remaining 0; [] | remaining 3, then [[1,2,3]] | remaining 1
-- streaming one byte at a time
MessagePack\BufferUnpacker: [[1,"two",{"k":[3.5,null]},"x"],{"a":"b"},-7]
ThroughUnpack: [[1,"two",{"k":[3.5,null]},"x"],{"a":"b"},-7]
ThroughRead: [[1,"two",{"k":[3.5,null]},"x"],{"a":"b"},-7]
ThroughAll: [[1,"two",{"k":[3.5,null]},"x"],{"a":"b"},-7]
