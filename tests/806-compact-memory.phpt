--TEST--
Compact mode, memory: decode peak at most 256 bytes per input byte + 64 KiB for the densest record, object record and reference inputs; references share one string
--SKIPIF--
<?php
// The peak is read from the Zend allocator, which valgrind and ASan runs replace.
if (getenv('USE_ZEND_ALLOC') === '0') die('skip needs the Zend allocator to measure memory');
?>
--INI--
memory_limit=-1
msgpack.php_only=1
msgpack.compact=full
msgpack.error_display=0
--FILE--
<?php
class Wake { public $a, $b; function __wakeup() {} }
class Unser { function __unserialize(array $d): void {} }
class Two { public $p1, $p2; }
class Forty { public $p1, $p2, $p3, $p4, $p5, $p6, $p7, $p8, $p9, $p10, $p11, $p12, $p13, $p14, $p15, $p16, $p17, $p18,
    $p19, $p20, $p21, $p22, $p23, $p24, $p25, $p26, $p27, $p28, $p29, $p30, $p31, $p32, $p33, $p34, $p35, $p36, $p37,
    $p38, $p39, $p40; }
#[AllowDynamicProperties] class Five { public $p1, $p2, $p3, $p4, $p5; function __wakeup() {} }

$n = 1 << 18;
$array = "\xdd" . pack('N', $n);
// Each input: an array of $n instances after one definition (the definition is the first instance).
$inputs = [
    'record, 1 name'              => $array . "\xd4\x72\x40\x91\xa1a\xc0" . str_repeat("\x40\xc0", $n - 1),
    'record, repeated names'      => $array . "\xd4\x72\x40\x92\xa1a\xa1a\xc0\xc0" . str_repeat("\x40\xc0\xc0", $n - 1),
    'record, no names'            => $array . "\xd4\x72\x40\x90" . str_repeat("\x40", $n - 1),
    // Object records: two values at least, so an instance takes three bytes at least.
    'object record, stdClass'     => $array . "\xd4\x72\x40\x94\xc0\xa8stdClass\xa1a\xa1b\xc0\xc0" . str_repeat("\x40\xc0\xc0", $n - 1),
    'object record, one value'    => $array . "\xd4\x72\x40\x93\xc0\xa8stdClass\xa1a\xc0" . str_repeat("\x40\xc0", $n - 1),
    'object record, __wakeup'     => $array . "\xd4\x72\x40\x94\xc0\xa4Wake\xa1a\xa1b\xc0\xc0" . str_repeat("\x40\xc0\xc0", $n - 1),
    'object record, __unserialize' => $array . "\xd4\x72\x40\x94\xc0\xa5Unser\xa1a\xa1b\xc0\xc0" . str_repeat("\x40\xc0\xc0", $n - 1),
    'object record, declared'     => $array . "\xd4\x72\x40\x94\xc0\xa3Two\xa2p1\xa2p2\xc0\xc0" . str_repeat("\x40\xc0\xc0", $n - 1),
    // 40 declared slots per 3-byte instance: more than the input's size pays for, refused once charged beyond it.
    'object record, 40 declared'  => $array . "\xd4\x72\x40\x94\xc0\xa5Forty\xa2p1\xa2p2\xc0\xc0" . str_repeat("\x40\xc0\xc0", $n - 1),
    'object record, dynamic'      => $array . "\xd4\x72\x40\x94\xc0\xa4Five\xa1d\xa1e\xc0\xc0" . str_repeat("\x40\xc0\xc0", $n - 1),
    'object record, internal'     => $array . "\xd4\x72\x40\x94\xc0\xaaSplMinHeap\xa1a\xa1b\xc0\xc0" . str_repeat("\x40\xc0\xc0", $n - 1),
    'string references'           => $array . "\xc7\x03\x53abc" . str_repeat("\xd4\x5e\x00", $n - 1),
    'nested instances'            => "\xd4\x72\x40\x91\xa1a" . str_repeat("\x40", $n) . "\xc0",
    'nested object instances'     => "\xd4\x72\x40\x94\xc0\xa8stdClass\xa1a\xa1b" . str_repeat("\x40", $n) . str_repeat("\xc0", $n + 1),
];
$entries = [
    'msgpack_unpack' => fn (string $b) => msgpack_unpack($b),
    'BufferUnpacker' => function (string $b) {
        try {
            return (new MessagePack\BufferUnpacker($b, MessagePack\UnpackOptions::COMPACT))->unpack();
        } catch (MessagePack\Exception\UnpackingFailedException $e) {
            return get_class($e);
        }
    },
];
foreach ($inputs as $name => $bytes) {
    $bound = 256 * strlen($bytes) + 64 * 1024;
    foreach ($entries as $entry => $decode) {
        gc_collect_cycles();
        memory_reset_peak_usage();
        $base = memory_get_usage();
        $v = $decode($bytes);
        $peak = memory_get_peak_usage() - $base;
        $what = is_array($v) ? 'array(' . count($v) . ')' : (is_string($v) ? $v : var_export($v, true));
        printf("%-30s %-15s %-55s %s\n", $name, $entry, $what, $peak <= $bound ? 'within the bound' : "PEAK $peak > $bound");
        unset($v);
    }
}

// References are the defined string itself: 20000 references to a 1000-byte string take no copies.
$big = str_repeat('x', 1000);
$b = (new MessagePack\Packer(MessagePack\PackOptions::COMPACT))->pack(array_fill(0, 20000, $big));
$before = memory_get_usage();
$out = (new MessagePack\BufferUnpacker($b, MessagePack\UnpackOptions::COMPACT))->unpack();
$compact = memory_get_usage() - $before;
unset($out);
$plain = (new MessagePack\Packer())->pack(array_fill(0, 20000, $big));
$before = memory_get_usage();
$out = (new MessagePack\BufferUnpacker($plain))->unpack();
$plainUsage = memory_get_usage() - $before;
var_dump(strlen($b) < 70000, $compact < 1024 * 1024, $plainUsage > 20 * 1024 * 1024);
?>
--EXPECT--
record, 1 name                 msgpack_unpack  array(262144)                                           within the bound
record, 1 name                 BufferUnpacker  array(262144)                                           within the bound
record, repeated names         msgpack_unpack  array(262144)                                           within the bound
record, repeated names         BufferUnpacker  array(262144)                                           within the bound
record, no names               msgpack_unpack  array(262144)                                           within the bound
record, no names               BufferUnpacker  array(262144)                                           within the bound
object record, stdClass        msgpack_unpack  array(262144)                                           within the bound
object record, stdClass        BufferUnpacker  MessagePack\Exception\UnpackingFailedException          within the bound
object record, one value       msgpack_unpack  false                                                   within the bound
object record, one value       BufferUnpacker  MessagePack\Exception\UnpackingFailedException          within the bound
object record, __wakeup        msgpack_unpack  array(262144)                                           within the bound
object record, __wakeup        BufferUnpacker  MessagePack\Exception\UnpackingFailedException          within the bound
object record, __unserialize   msgpack_unpack  array(262144)                                           within the bound
object record, __unserialize   BufferUnpacker  MessagePack\Exception\UnpackingFailedException          within the bound
object record, declared        msgpack_unpack  array(262144)                                           within the bound
object record, declared        BufferUnpacker  MessagePack\Exception\UnpackingFailedException          within the bound
object record, 40 declared     msgpack_unpack  false                                                   within the bound
object record, 40 declared     BufferUnpacker  MessagePack\Exception\UnpackingFailedException          within the bound
object record, dynamic         msgpack_unpack  array(262144)                                           within the bound
object record, dynamic         BufferUnpacker  MessagePack\Exception\UnpackingFailedException          within the bound
object record, internal        msgpack_unpack  false                                                   within the bound
object record, internal        BufferUnpacker  MessagePack\Exception\UnpackingFailedException          within the bound
string references              msgpack_unpack  array(262144)                                           within the bound
string references              BufferUnpacker  array(262144)                                           within the bound
nested instances               msgpack_unpack  false                                                   within the bound
nested instances               BufferUnpacker  MessagePack\Exception\UnpackingFailedException          within the bound
nested object instances        msgpack_unpack  false                                                   within the bound
nested object instances        BufferUnpacker  MessagePack\Exception\UnpackingFailedException          within the bound
bool(true)
bool(true)
bool(true)
