--TEST--
A duplicate property name replacing a reference in a typed property removes the property's type from that reference, as unserialize() does (the reference kept refusing values of other types, an array element included)
--INI--
msgpack.php_only=1
--FILE--
<?php
class T { public array $a = []; }

// (by reference: a copy of the array would drop a reference only it holds)
function assign_int(string $label, array &$r, int $i = 0) {
    try {
        $r[$i] = 5;
        echo "$label: assigned ", var_export($r[$i], true), "\n";
    } catch (TypeError $e) {
        echo "$label: ", $e->getMessage(), "\n";
    }
    gc_collect_cycles();
}

// [&$x, T{a: &$x, a: []}]: the second "a" replaces the reference, which is then $r[0]'s alone
$bytes = "\x92\x82\xc0\x01\x00\x01\x83\xc0\xa1T\xa1a\x82\xc0\x02\x00\x02\xa1a\x90";
$r = msgpack_unpack($bytes);
var_dump($r[1]->a);
assign_int('msgpack', $r);
$p = unserialize('a:2:{i:0;a:1:{i:0;i:1;}i:1;O:1:"T":2:{s:1:"a";R:2;s:1:"a";a:0:{}}}');
assign_int('unserialize', $p);

// [&$x, T{a: &$x, a: &$x}]: the same reference again, so T::$a still restricts it
$bytes = "\x92\x82\xc0\x01\x00\x01\x83\xc0\xa1T\xa1a\x82\xc0\x02\x00\x02\xa1a\x82\xc0\x02\x00\x02";
$r = msgpack_unpack($bytes);
var_dump($r[1]->a === $r[0]);
assign_int('msgpack', $r);
$p = unserialize('a:2:{i:0;a:1:{i:0;i:1;}i:1;O:1:"T":2:{s:1:"a";R:2;s:1:"a";R:2;}}');
assign_int('unserialize', $p);

// [&$x, &$y, T{a: &$x, a: &$y}]: $y takes the type, $x loses it
$bytes = "\x93\x82\xc0\x01\x00\x01\x82\xc0\x01\x00\x02\x83\xc0\xa1T\xa1a\x82\xc0\x02\x00\x02\xa1a\x82\xc0\x02\x00\x03";
$r = msgpack_unpack($bytes);
assign_int('msgpack $x', $r);
assign_int('msgpack $y', $r, 1);
$p = unserialize('a:3:{i:0;a:1:{i:0;i:1;}i:1;a:1:{i:0;i:2;}i:2;O:1:"T":2:{s:1:"a";R:2;s:1:"a";R:4;}}');
assign_int('unserialize $x', $p);
assign_int('unserialize $y', $p, 1);
?>
--EXPECT--
array(0) {
}
msgpack: assigned 5
unserialize: assigned 5
bool(true)
msgpack: Cannot assign int to reference held by property T::$a of type array
unserialize: Cannot assign int to reference held by property T::$a of type array
msgpack $x: assigned 5
msgpack $y: Cannot assign int to reference held by property T::$a of type array
unserialize $x: assigned 5
unserialize $y: Cannot assign int to reference held by property T::$a of type array
