--TEST--
Objects: a pair whose key is neither a str nor an int (hostile or foreign data) is read into an object of a class with declared properties as into a stdClass, and as PECL reads it into both: after the illegal key warning, the key's string conversion names the property ("Array" with PHP's warning), or with msgpack.illegal_key_insert key and value become the next numbered properties (the pair was dropped); an error handler that throws on either warning stops the decode
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
--FILE--
<?php
#[AllowDynamicProperties]
class Decl { public $a = 1; }

function mp_str(string $s): string { return chr(0xa0 | strlen($s)) . $s; }
// {nil: class, "b": 1, <key>: 3, "a": 9}
function obj(string $class, string $key): string
{
    return "\x84\xc0" . mp_str($class) . mp_str('b') . "\x01" . $key . "\x03" . mp_str('a') . "\x09";
}
function props(object $o): string
{
    $out = [];
    foreach ((array) $o as $k => $v) {
        $out[] = var_export($k, true) . '=' . json_encode($v);
    }
    return get_class($o) . ' {' . implode(', ', $out) . '}';
}

set_error_handler(function ($no, $msg) { echo "  handler: $msg\n"; return true; });
$keys = [
    'float 2.5' => "\xcb" . pack('E', 2.5),
    'true' => "\xc3",
    'false' => "\xc2",
    'array' => "\x91\x05",
    'negative int, then float' => "\xfd",
];
foreach ([0, 1] as $insert) {
    ini_set('msgpack.illegal_key_insert', $insert);
    echo "-- msgpack.illegal_key_insert=$insert\n";
    foreach ($keys as $what => $key) {
        if ($what === 'negative int, then float') {
            // numbered names before the illegal key count, as in an array: -3, then the next numbers
            $decl = msgpack_unpack("\x84\xc0" . mp_str('Decl') . "\xfd\x01\xcb" . pack('E', 2.0) . "\x03" . mp_str('a') . "\x09");
            $std = msgpack_unpack("\x84\xc0" . mp_str('stdClass') . "\xfd\x01\xcb" . pack('E', 2.0) . "\x03" . mp_str('a') . "\x09");
        } else {
            $decl = msgpack_unpack(obj('Decl', $key));
            $std = msgpack_unpack(obj('stdClass', $key));
        }
        echo "$what: ", props($decl), "\n";
        $d = (array) $decl;
        unset($d['a'], $d['b']);
        $s = (array) $std;
        unset($s['a'], $s['b']);
        echo "  as in a stdClass: ", var_export($d == $s, true), "\n";
    }
}
ini_set('msgpack.illegal_key_insert', 0);

echo "-- a handler that throws\n";
set_error_handler(function ($no, $msg) { throw new ErrorException($msg); });
foreach (['float 2.5', 'array'] as $what) {
    try {
        msgpack_unpack(obj('Decl', $keys[$what]));
    } catch (ErrorException $e) {
        echo "$what: ", $e->getMessage(), "\n";
    }
}
$seen = 0;
set_error_handler(function ($no, $msg) use (&$seen) {
    if (++$seen === 2) {
        throw new ErrorException($msg);
    }
    return true;
});
try {
    msgpack_unpack(obj('Decl', $keys['array']));
} catch (ErrorException $e) {
    echo "on the conversion's warning: ", $e->getMessage(), "\n";
}
restore_error_handler();
var_dump(props(msgpack_unpack(obj('Decl', "\x01"))));
?>
--EXPECT--
-- msgpack.illegal_key_insert=0
  handler: [msgpack] (msgpack_unserialize_map_item) illegal key type
  handler: [msgpack] (msgpack_unserialize_map_item) illegal key type
float 2.5: Decl {'a'=9, 'b'=1, '2.5'=3}
  as in a stdClass: true
  handler: [msgpack] (msgpack_unserialize_map_item) illegal key type
  handler: [msgpack] (msgpack_unserialize_map_item) illegal key type
true: Decl {'a'=9, 'b'=1, 1=3}
  as in a stdClass: true
  handler: [msgpack] (msgpack_unserialize_map_item) illegal key type
  handler: [msgpack] (msgpack_unserialize_map_item) illegal key type
false: Decl {'a'=9, 'b'=1, ''=3}
  as in a stdClass: true
  handler: [msgpack] (msgpack_unserialize_map_item) illegal key type
  handler: Array to string conversion
  handler: [msgpack] (msgpack_unserialize_map_item) illegal key type
  handler: Array to string conversion
array: Decl {'a'=9, 'b'=1, 'Array'=3}
  as in a stdClass: true
  handler: [msgpack] (msgpack_unserialize_map_item) illegal key type
  handler: [msgpack] (msgpack_unserialize_map_item) illegal key type
negative int, then float: Decl {'a'=9, -3=1, 2=3}
  as in a stdClass: true
-- msgpack.illegal_key_insert=1
  handler: [msgpack] (msgpack_unserialize_map_item) illegal key type
  handler: [msgpack] (msgpack_unserialize_map_item) illegal key type
float 2.5: Decl {'a'=9, 'b'=1, 0=2.5, 1=3}
  as in a stdClass: true
  handler: [msgpack] (msgpack_unserialize_map_item) illegal key type
  handler: [msgpack] (msgpack_unserialize_map_item) illegal key type
true: Decl {'a'=9, 'b'=1, 0=true, 1=3}
  as in a stdClass: true
  handler: [msgpack] (msgpack_unserialize_map_item) illegal key type
  handler: [msgpack] (msgpack_unserialize_map_item) illegal key type
false: Decl {'a'=9, 'b'=1, 0=false, 1=3}
  as in a stdClass: true
  handler: [msgpack] (msgpack_unserialize_map_item) illegal key type
  handler: [msgpack] (msgpack_unserialize_map_item) illegal key type
array: Decl {'a'=9, 'b'=1, 0=[5], 1=3}
  as in a stdClass: true
  handler: [msgpack] (msgpack_unserialize_map_item) illegal key type
  handler: [msgpack] (msgpack_unserialize_map_item) illegal key type
negative int, then float: Decl {'a'=9, -3=1, -2=2, -1=3}
  as in a stdClass: true
-- a handler that throws
float 2.5: [msgpack] (msgpack_unserialize_map_item) illegal key type
array: [msgpack] (msgpack_unserialize_map_item) illegal key type
on the conversion's warning: Array to string conversion
string(24) "Decl {'a'=9, 'b'=1, 1=3}"
