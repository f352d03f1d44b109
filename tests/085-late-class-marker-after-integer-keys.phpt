--TEST--
PHP-only format: the integer-keyed pairs before a late class marker become properties named by their digits, as unserialize() names them; PECL 2.2.0 dropped them (it kept the string-keyed pairs before the marker and every pair after it): a deliberate difference (docs/migrating-from-pecl.md)
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
--FILE--
<?php
#[AllowDynamicProperties] class Wake { public $n; function __wakeup() { echo "Wake::__wakeup\n"; } }
function str(string $s): string { return chr(0xa0 | strlen($s)) . $s; }

$cases = [
    // PECL: object(Wake) {n: NULL, b: 81}
    'declared class' => "\x83\x06\xc2" . str('b') . "\x51\xc0" . str('Wake'),
    // PECL: object(stdClass) {} (the only pair before the marker had an integer key)
    'stdClass, marker last' => "\x82\x06\xc2\xc0" . str('stdClass'),
    // PECL: object(stdClass) {b: 81, 7: 1} (a pair after the marker keeps its integer key there)
    'integer keys on both sides' => "\x84\x06\xc2" . str('b') . "\x51\xc0" . str('stdClass') . "\x07\x01",
    // PECL: an incomplete NoSuchClass with its name only
    'unknown class' => "\x82\xd0\xf6\x01\xc0" . str('NoSuchClass'),
];
foreach ($cases as $name => $bytes) {
    echo "-- $name\n";
    $v = msgpack_unpack($bytes);
    var_dump($v);
    // the same in MessagePackUnpacker, in pieces of one byte
    $u = new MessagePackUnpacker();
    foreach (str_split($bytes) as $byte) {
        $u->feed($byte);
        $done = $u->execute();
    }
    var_dump($done, serialize($u->data()) === serialize($v));
}
?>
--EXPECTF--
-- declared class
Wake::__wakeup
object(Wake)#%d (3) {
  ["n"]=>
  NULL
  ["6"]=>
  bool(false)
  ["b"]=>
  int(81)
}
Wake::__wakeup
bool(true)
bool(true)
-- stdClass, marker last
object(stdClass)#%d (1) {
  ["6"]=>
  bool(false)
}
bool(true)
bool(true)
-- integer keys on both sides
object(stdClass)#%d (3) {
  ["6"]=>
  bool(false)
  ["b"]=>
  int(81)
  ["7"]=>
  int(1)
}
bool(true)
bool(true)
-- unknown class
object(__PHP_Incomplete_Class)#%d (2) {
  ["-10"]=>
  int(1)
  ["__PHP_Incomplete_Class_Name"]=>
  string(11) "NoSuchClass"
}
bool(true)
bool(true)
