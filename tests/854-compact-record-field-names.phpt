--TEST--
Compact mode: a record definition's field names must be strings (str, bin, a string definition or reference, a bundled string; nil first for an object record), refused at their first byte by every reader, whole or in pieces
--EXTENSIONS--
msgpack
--FILE--
<?php
use MessagePack\{BufferUnpacker, UnpackOptions};

function attempt(callable $f): string
{
    try {
        $r = $f();
        return is_string($r) ? $r : json_encode($r);
    } catch (Throwable $e) {
        return get_class($e) . ': ' . $e->getMessage();
    }
}
function unpack_all(string $bytes, bool $phpOnly = false): void
{
    ini_set('msgpack.php_only', $phpOnly ? '1' : '0');
    echo '  BufferUnpacker: ', attempt(fn () => (new BufferUnpacker($bytes, UnpackOptions::COMPACT))->unpack()), "\n";
    echo '  msgpack_unpack(): ', attempt(fn () => msgpack_unpack($bytes)), "\n";
    $u = new BufferUnpacker('', UnpackOptions::COMPACT);
    echo '  in 1-byte pieces: ', attempt(function () use ($u, $bytes) {
        foreach (str_split($bytes) as $b) {
            if ($r = $u->append($b)->tryUnpack()) {
                return $r[0];
            }
        }
        return 'waits';
    }), "\n";
    foreach ([0, 1] as $chunked) {
        $m = new MessagePackUnpacker($phpOnly);
        echo $chunked ? '  MessagePackUnpacker, fed bytes: ' : '  MessagePackUnpacker, direct: ', attempt(function () use ($m, $bytes, $chunked) {
            if (!$chunked) {
                $off = 0;
                return $m->execute($bytes, $off) ? $m->data() : 'false at ' . $off;
            }
            foreach (str_split($bytes) as $b) {
                $m->feed($b);
                if ($m->execute()) {
                    return $m->data();
                }
            }
            return 'waits';
        }), "\n";
    }
}
ini_set('msgpack.compact', 'full');
ini_set('msgpack.error_display', '0');
set_error_handler(function ($no, $msg) { echo "  warning: $msg\n"; return true; });

echo "== names that are no string: refused at their first byte\n";
// a record definition `d4 72 40`, an array of two names (the second one varies), then its instance's two values
$names = [
    'array' => '91a178', 'map' => '81a178c0', 'int' => '01', 'nil (not first)' => 'c0', 'true' => 'c3',
    'float' => 'ca3f800000', 'bin' => 'c40178', 'ext 1' => 'd40178', 'timestamp' => 'd6ff00000001',
    'record definition' => 'd4724191a17901', 'record instance' => '40', 'array definition' => 'c7004191a178',
];
foreach ($names as $what => $hex) {
    echo "-- $what\n";
    unpack_all(hex2bin("d4724092a161{$hex}0102"));
}
// msgpackr's bundles: the ext that opens one stands where the string it wraps would; what it wraps is a name too
echo "-- a bundle wrapping an array\n";
unpack_all(hex2bin('d4724092a161' . 'd6620000000991a178' . '0102' . 'a0a0'));
echo "-- a bundle wrapping a record definition\n";
unpack_all(hex2bin('d4724092a161' . 'd6620000000dd4724191a17901' . '0102' . 'a0a0'));
echo "-- an object record whose class name is an array (PHP-only)\n";
unpack_all(hex2bin('d472409491a178a161a1620102'), true);

echo "== names that are strings, in every form\n";
echo "-- str8, str16\n";
unpack_all(hex2bin('d4724092d90161da0001620102'));
echo "-- a string definition, then a reference to it in the next record's names\n";
unpack_all(hex2bin('92d4724092c705536e616d6531a1610102d4724192c705536e616d6532d45e000304'));
echo "-- msgpackr's bundled strings as names (a bundle opened by the first name)\n";
unpack_all(hex2bin('d4724092d6620000000ac103c1030102a0a6616263646566'));
echo "-- an object record: nil first, then its class\n";
class P { public $a; public $b; }
unpack_all(hex2bin('d4724094c0a150a161a1620102'), true);
?>
--EXPECT--
== names that are no string: refused at their first byte
-- array
  BufferUnpacker: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  msgpack_unpack(): false
  in 1-byte pieces: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  MessagePackUnpacker, direct: false at 6
  MessagePackUnpacker, fed bytes: waits
-- map
  BufferUnpacker: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  msgpack_unpack(): false
  in 1-byte pieces: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  MessagePackUnpacker, direct: false at 6
  MessagePackUnpacker, fed bytes: waits
-- int
  BufferUnpacker: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  msgpack_unpack(): false
  in 1-byte pieces: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  MessagePackUnpacker, direct: false at 6
  MessagePackUnpacker, fed bytes: waits
-- nil (not first)
  BufferUnpacker: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  msgpack_unpack(): false
  in 1-byte pieces: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  MessagePackUnpacker, direct: false at 6
  MessagePackUnpacker, fed bytes: waits
-- true
  BufferUnpacker: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  msgpack_unpack(): false
  in 1-byte pieces: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  MessagePackUnpacker, direct: false at 6
  MessagePackUnpacker, fed bytes: waits
-- float
  BufferUnpacker: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  msgpack_unpack(): false
  in 1-byte pieces: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  MessagePackUnpacker, direct: false at 6
  MessagePackUnpacker, fed bytes: waits
-- bin
  BufferUnpacker: {"a":1,"x":2}
  msgpack_unpack(): {"a":1,"x":2}
  in 1-byte pieces: {"a":1,"x":2}
  MessagePackUnpacker, direct: {"a":1,"x":2}
  MessagePackUnpacker, fed bytes: {"a":1,"x":2}
-- ext 1
  BufferUnpacker: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  msgpack_unpack(): false
  in 1-byte pieces: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  MessagePackUnpacker, direct: false at 6
  MessagePackUnpacker, fed bytes: waits
-- timestamp
  BufferUnpacker: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  msgpack_unpack(): false
  in 1-byte pieces: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  MessagePackUnpacker, direct: false at 6
  MessagePackUnpacker, fed bytes: waits
-- record definition
  BufferUnpacker: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  msgpack_unpack(): false
  in 1-byte pieces: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  MessagePackUnpacker, direct: false at 6
  MessagePackUnpacker, fed bytes: waits
-- record instance
  BufferUnpacker: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  msgpack_unpack(): false
  in 1-byte pieces: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  MessagePackUnpacker, direct: false at 6
  MessagePackUnpacker, fed bytes: waits
-- array definition
  BufferUnpacker: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  msgpack_unpack(): false
  in 1-byte pieces: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  MessagePackUnpacker, direct: false at 6
  MessagePackUnpacker, fed bytes: waits
-- a bundle wrapping an array
  BufferUnpacker: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  msgpack_unpack(): false
  in 1-byte pieces: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  MessagePackUnpacker, direct: false at 12
  MessagePackUnpacker, fed bytes: waits
-- a bundle wrapping a record definition
  BufferUnpacker: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  msgpack_unpack(): false
  in 1-byte pieces: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  MessagePackUnpacker, direct: false at 12
  MessagePackUnpacker, fed bytes: waits
-- an object record whose class name is an array (PHP-only)
  BufferUnpacker: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  msgpack_unpack(): false
  in 1-byte pieces: MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  MessagePackUnpacker, direct: false at 4
  MessagePackUnpacker, fed bytes: waits
== names that are strings, in every form
-- str8, str16
  BufferUnpacker: {"a":1,"b":2}
  msgpack_unpack(): {"a":1,"b":2}
  in 1-byte pieces: {"a":1,"b":2}
  MessagePackUnpacker, direct: {"a":1,"b":2}
  MessagePackUnpacker, fed bytes: {"a":1,"b":2}
-- a string definition, then a reference to it in the next record's names
  BufferUnpacker: [{"name1":1,"a":2},{"name2":3,"name1":4}]
  msgpack_unpack(): [{"name1":1,"a":2},{"name2":3,"name1":4}]
  in 1-byte pieces: [{"name1":1,"a":2},{"name2":3,"name1":4}]
  MessagePackUnpacker, direct: [{"name1":1,"a":2},{"name2":3,"name1":4}]
  MessagePackUnpacker, fed bytes: [{"name1":1,"a":2},{"name2":3,"name1":4}]
-- msgpackr's bundled strings as names (a bundle opened by the first name)
  BufferUnpacker: {"abc":1,"def":2}
  msgpack_unpack(): {"abc":1,"def":2}
  in 1-byte pieces: {"abc":1,"def":2}
  MessagePackUnpacker, direct: {"abc":1,"def":2}
  MessagePackUnpacker, fed bytes: {"abc":1,"def":2}
-- an object record: nil first, then its class
  BufferUnpacker: MessagePack\Exception\UnpackingFailedException: An object record outside the PHP-only format
  msgpack_unpack(): {"a":1,"b":2}
  in 1-byte pieces: MessagePack\Exception\UnpackingFailedException: An object record outside the PHP-only format
  MessagePackUnpacker, direct: {"a":1,"b":2}
  MessagePackUnpacker, fed bytes: {"a":1,"b":2}
