--TEST--
Compact mode, hostile input: bad definitions, undefined and out-of-range references, redefinitions inside instances, deep chains
--INI--
msgpack.php_only=1
msgpack.compact=full
--FILE--
<?php
use MessagePack\{BufferUnpacker, UnpackOptions};

$cases = [
    'names count beyond the input'       => 'd47240ddffffffff',
    'names count beyond the input (16)'  => 'd47240dcffff',
    'a name that is no string'           => 'd472409101',
    'a name that is a map'               => 'd472409181a161a162',
    'id below the range'                 => 'd4723f90',
    'id above the range'                 => 'd4728090',
    'two-byte id, first byte below 0x60' => 'd572004090',
    // Only the fixext 1 form defines a record; ext 8 of one byte is an ext value (as the stream scanner frames it).
    'definition in ext 8 form'           => '92c70172409101',
    'no array after the definition'      => 'd4724005',
    'definition cut short'               => 'd47240',
    'names cut short'                    => 'd4724092a161',
    'values cut short'                   => 'd4724092a161a16201',
    'reference before any definition'    => 'd45e00',
    'reference out of range'             => '92c70353616263d45e01',
    'reference, 2-byte number'           => '92c70353616263d55e0001',
    'reference, 4-byte number too large' => '92c70353616263d65effffffff',
    'reference with a 3-byte body'       => 'c7035e000000',
    'empty reference body'               => 'c7005e',
    'definition used as a name'          => '92d4724092c7015361d45e000102d45e00',
    'object record without class'        => 'd4724091c0',
    'object record, one property'        => 'd4724093c0a150a17801',
    'object record, class not a string'  => 'd4724094c001a161a162',
    'object record, nil name later'      => 'd4724094c0a150a161c0',
    'object record of an internal class' => 'd4724094c0ab41727261794f626a656374a161a1620102',
    'nil name not first'                 => 'd4724092a161c0',
    // A record whose names repeat (no template) redefined inside its own instance: the instance keeps its names.
    'redefined inside its instance'      => '92d4724092a161a161d4724091a16201024005',
    'redefined as an object record'      => '92d4724092a161a162d4724094c0a150a178a179010205400607',
    'instance of an undefined id'        => '924140',
    // A record instance as a map key: an array key, as any other value would be (not the integer 64).
    'record instance as a map key'       => '82a178d4724091a16101400304',
    // An object record redefined (twice) inside its own instance: the instance keeps its names (was a use after free).
    'object record redefined inside'     => '92d4724094c0a344796ea161a465781d40d4724095c0a3466f6fa161d653002a0062c70653000000c004021d1d010240d4724095c0a3466f6fa161d653002a0062c70653000000c004021d1d01',
];
foreach ($cases as $name => $hex) {
    $bytes = hex2bin($hex);
    try {
        $v = (new BufferUnpacker($bytes, UnpackOptions::COMPACT))->unpack();
        $lib = 'value ' . json_encode($v);
    } catch (Throwable $e) {
        $lib = get_class($e) . ': ' . $e->getMessage();
    }
    $warnings = [];
    // (PHP 8.4 also notices the mangled names of dynamic properties some inputs create: not what is tested here.)
    set_error_handler(function ($no, $str) use (&$warnings) {
        if ($str !== 'Illegal member variable name') {
            $warnings[] = $str;
        }
        return true;
    });
    $v = msgpack_unpack($bytes);
    restore_error_handler();
    $pecl = $warnings ? implode(' / ', $warnings) . ' -> ' . var_export($v, true) : 'value ' . json_encode($v);
    printf("%s\n  lib:  %s\n  pecl: %s\n", $name, $lib, $pecl);
}

// A chain of instances deeper than the limit: a depth error, no crash, whatever the length.
$chain = "\xd4\x72\x40\x91\xa1k" . str_repeat("\x40", 200000) . "\x01";
try {
    (new BufferUnpacker($chain, UnpackOptions::COMPACT))->unpack();
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
// Object records chained the same way.
$chain = "\xd4\x72\x40\x93\xc0\xa8stdClass\xa1k" . str_repeat("\x40", 200000) . "\x01";
var_dump(@msgpack_unpack($chain));
// Many definitions of many names in one message: each is read, the last of an id wins, nothing leaks.
$m = "\xdc\x00\x40";
for ($i = 0; $i < 64; $i++) {
    $m .= "\xd4\x72" . chr(0x40 + $i % 8) . "\xdc\x01\x00";
    for ($k = 0; $k < 256; $k++) {
        $m .= "\xa2" . chr(65 + $k % 26) . chr(65 + intdiv($k, 26));
    }
    $m .= str_repeat("\xc0", 256);
}
$v = (new BufferUnpacker($m, UnpackOptions::COMPACT))->unpack();
var_dump(count($v), count($v[63]));
?>
--EXPECT--
names count beyond the input
  lib:  MessagePack\Exception\InsufficientDataException: Not enough data to read
  pecl: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing -> false
names count beyond the input (16)
  lib:  MessagePack\Exception\InsufficientDataException: Not enough data to read
  pecl: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing -> false
a name that is no string
  lib:  MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  pecl: [msgpack] (php_msgpack_unserialize) Record field names must be strings -> false
a name that is a map
  lib:  MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  pecl: [msgpack] (php_msgpack_unserialize) Record field names must be strings -> false
id below the range
  lib:  MessagePack\Exception\UnpackingFailedException: Record id 0x3f out of range
  pecl: [msgpack] (php_msgpack_unserialize) Record id 0x3f out of range -> false
id above the range
  lib:  MessagePack\Exception\UnpackingFailedException: Record id 0x80 out of range
  pecl: [msgpack] (php_msgpack_unserialize) Record id 0x80 out of range -> false
two-byte id, first byte below 0x60
  lib:  MessagePack\Exception\UnpackingFailedException: Two-byte record id 0x00 0x40 out of range
  pecl: [msgpack] (php_msgpack_unserialize) Two-byte record id 0x00 0x40 out of range -> false
definition in ext 8 form
  lib:  value [{"type":114,"data":"@"},[1]]
  pecl: value [{"type":114,"data":"@"},[1]]
no array after the definition
  lib:  MessagePack\Exception\UnpackingFailedException: A record definition must be followed by an array of field names
  pecl: [msgpack] (php_msgpack_unserialize) A record definition must be followed by an array of field names -> false
definition cut short
  lib:  MessagePack\Exception\InsufficientDataException: Not enough data to read
  pecl: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing -> false
names cut short
  lib:  MessagePack\Exception\InsufficientDataException: Not enough data to read
  pecl: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing -> false
values cut short
  lib:  MessagePack\Exception\InsufficientDataException: Not enough data to read
  pecl: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing -> false
reference before any definition
  lib:  MessagePack\Exception\UnpackingFailedException: String reference 0 out of range (strings defined before it: 0)
  pecl: [msgpack] (php_msgpack_unserialize) String reference 0 out of range (strings defined before it: 0) -> false
reference out of range
  lib:  MessagePack\Exception\UnpackingFailedException: String reference 1 out of range (strings defined before it: 1)
  pecl: [msgpack] (php_msgpack_unserialize) String reference 1 out of range (strings defined before it: 1) -> false
reference, 2-byte number
  lib:  MessagePack\Exception\UnpackingFailedException: String reference 1 out of range (strings defined before it: 1)
  pecl: [msgpack] (php_msgpack_unserialize) String reference 1 out of range (strings defined before it: 1) -> false
reference, 4-byte number too large
  lib:  MessagePack\Exception\UnpackingFailedException: String reference 4294967295 out of range (strings defined before it: 1)
  pecl: [msgpack] (php_msgpack_unserialize) String reference 4294967295 out of range (strings defined before it: 1) -> false
reference with a 3-byte body
  lib:  MessagePack\Exception\UnpackingFailedException: String reference with a 3-byte body
  pecl: [msgpack] (php_msgpack_unserialize) String reference with a 3-byte body -> false
empty reference body
  lib:  MessagePack\Exception\UnpackingFailedException: String reference with a 0-byte body
  pecl: [msgpack] (php_msgpack_unserialize) String reference with a 0-byte body -> false
definition used as a name
  lib:  value [{"a":2},"a"]
  pecl: value [{"a":2},"a"]
object record without class
  lib:  MessagePack\Exception\UnpackingFailedException: An object record names a class and 2 properties at least
  pecl: [msgpack] (php_msgpack_unserialize) An object record names a class and 2 properties at least -> false
object record, one property
  lib:  MessagePack\Exception\UnpackingFailedException: An object record names a class and 2 properties at least
  pecl: [msgpack] (php_msgpack_unserialize) An object record names a class and 2 properties at least -> false
object record, class not a string
  lib:  MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  pecl: [msgpack] (php_msgpack_unserialize) Record field names must be strings -> false
object record, nil name later
  lib:  MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  pecl: [msgpack] (php_msgpack_unserialize) Record field names must be strings -> false
object record of an internal class
  lib:  MessagePack\Exception\UnpackingFailedException: An object record outside the PHP-only format
  pecl: [msgpack] (php_msgpack_unserialize) Objects of class ArrayObject cannot be object records -> false
nil name not first
  lib:  MessagePack\Exception\UnpackingFailedException: Record field names must be strings
  pecl: [msgpack] (php_msgpack_unserialize) Record field names must be strings -> false
redefined inside its instance
  lib:  value [{"a":2},{"b":5}]
  pecl: value [{"a":2},{"b":5}]
redefined as an object record
  lib:  MessagePack\Exception\UnpackingFailedException: An object record outside the PHP-only format
  pecl: value [{"a":{"__PHP_Incomplete_Class_Name":"P","x":1,"y":2},"b":5},{"__PHP_Incomplete_Class_Name":"P","x":6,"y":7}]
instance of an undefined id
  lib:  value [65,64]
  pecl: value [65,64]
record instance as a map key
  lib:  MessagePack\Exception\UnpackingFailedException: Invalid map key type: expected int, str or bin but got 0x40
  pecl: [msgpack] (msgpack_unserialize_map_item) illegal key type / Array to string conversion -> array (
  'x' => 
  array (
    'a' => 1,
  ),
  'Array' => 4,
)
object record redefined inside
  lib:  MessagePack\Exception\UnpackingFailedException: An object record outside the PHP-only format
  pecl: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing -> false
MessagePack\Exception\UnpackingFailedException: Maximum nesting depth of 4096 exceeded
bool(false)
int(64)
int(256)
