--TEST--
PHP-only format: a nil key among the properties of an object of a class with declared properties (a marker PECL ignores there: nil: 5, nil: true, ...) is dropped without the "illegal key type" notice, as PECL 2.2.0 drops it and as a stdClass's properties drop it; with msgpack.illegal_key_insert too. A key of another type still gets the notice
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
--FILE--
<?php
#[AllowDynamicProperties] class Point { public $x; public $y; }
set_error_handler(function ($no, $msg) { echo "warning: $msg\n"; return true; });
function str(string $s): string { return chr(0xa0 | strlen($s)) . $s; }

$point = "\xc0" . str('Point');
$cases = [
    'nil: 5 after a property' => "\x83" . $point . str('x') . "\x22\xc0\x05",
    'nil: true first among the properties' => "\x83" . $point . "\xc0\xc3" . str('x') . "\x01",
    'nil: nil between properties' => "\x84" . $point . str('x') . "\x01\xc0\xc0" . str('y') . "\x02",
    'nil: 2.5 last' => "\x83" . $point . str('y') . "\x03\xc0\xcb" . pack('E', 2.5),
    'nested' => "\x91\x83" . $point . str('x') . "\x04\xc0\x07",
];
foreach ([0, 1] as $insert) {
    ini_set('msgpack.illegal_key_insert', (string) $insert);
    echo "== msgpack.illegal_key_insert=$insert\n";
    foreach ($cases as $name => $bytes) {
        echo "-- $name\n";
        var_dump(msgpack_unpack($bytes));
    }
}
// a key of another type still gets the notice, as in PECL
ini_set("msgpack.illegal_key_insert", "0");
echo "-- true as a key\n";
echo json_encode((array) msgpack_unpack("\x83" . $point . str("x") . "\x01\xc3\x02")), "\n";
?>
--EXPECTF--
== msgpack.illegal_key_insert=0
-- nil: 5 after a property
object(Point)#%d (2) {
  ["x"]=>
  int(34)
  ["y"]=>
  NULL
}
-- nil: true first among the properties
object(Point)#%d (2) {
  ["x"]=>
  int(1)
  ["y"]=>
  NULL
}
-- nil: nil between properties
object(Point)#%d (2) {
  ["x"]=>
  int(1)
  ["y"]=>
  int(2)
}
-- nil: 2.5 last
object(Point)#%d (2) {
  ["x"]=>
  NULL
  ["y"]=>
  int(3)
}
-- nested
array(1) {
  [0]=>
  object(Point)#%d (2) {
    ["x"]=>
    int(4)
    ["y"]=>
    NULL
  }
}
== msgpack.illegal_key_insert=1
-- nil: 5 after a property
object(Point)#%d (2) {
  ["x"]=>
  int(34)
  ["y"]=>
  NULL
}
-- nil: true first among the properties
object(Point)#%d (2) {
  ["x"]=>
  int(1)
  ["y"]=>
  NULL
}
-- nil: nil between properties
object(Point)#%d (2) {
  ["x"]=>
  int(1)
  ["y"]=>
  int(2)
}
-- nil: 2.5 last
object(Point)#%d (2) {
  ["x"]=>
  NULL
  ["y"]=>
  int(3)
}
-- nested
array(1) {
  [0]=>
  object(Point)#%d (2) {
    ["x"]=>
    int(4)
    ["y"]=>
    NULL
  }
}
-- true as a key
warning: [msgpack] (msgpack_unserialize_map_item) illegal key type
{"x":1,"y":null,"1":2}
