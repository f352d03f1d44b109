--TEST--
msgpack: msgpack_unpack error table: empty, truncated, 0xc1, trailing bytes
--EXTENSIONS--
msgpack
--FILE--
<?php
$cases = [
    'empty'                 => '',
    'truncated str'         => 'a56162',
    'truncated array'       => '930102',
    'truncated map value'   => '82a16101',
    'map key without value' => '81a161',
    'truncated uint16'      => 'cd01',
    'truncated float64'     => 'cb3ff8',
    'truncated float32'     => 'ca3f',
    'truncated str8 header' => 'd9',
    'truncated bin8 body'   => 'c40301',
    'truncated fixext'      => 'd401',
    'truncated ext8'        => 'c70501',
    'array header only'     => 'dc',
    'c1'                    => 'c1',
    'c1 inside array'       => '9201c1',
    'c1 as map key'         => '81c101',
    'c1 as map value'       => '81a161c1',
    'c1 deep'               => '91919191c1',
    'c1 after an ext'       => '92d40102c1',
    'c1 after a timestamp'  => '92d6ff00000001c1',
    'c1 after a map'        => '9281a161a162c1',
    'truncated ext in map'  => '82a161d401',
    'trailing int'          => '010203',
    'trailing after array'  => '9101c0',
    'trailing c1'           => '01c1',
    'plain text'            => bin2hex('hello world'),
    'serialize() text'      => bin2hex(serialize([1, 2])),
];
foreach ($cases as $name => $hex) {
    echo "-- $name ($hex)\n";
    var_dump(msgpack_unpack(hex2bin($hex)));
}
?>
--EXPECTF--
-- empty ()
NULL
-- truncated str (a56162)

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- truncated array (930102)

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- truncated map value (82a16101)

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- map key without value (81a161)

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- truncated uint16 (cd01)

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- truncated float64 (cb3ff8)

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- truncated float32 (ca3f)

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- truncated str8 header (d9)

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- truncated bin8 body (c40301)

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- truncated fixext (d401)

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- truncated ext8 (c70501)

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- array header only (dc)

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- c1 (c1)

Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
-- c1 inside array (9201c1)

Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
-- c1 as map key (81c101)

Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
-- c1 as map value (81a161c1)

Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
-- c1 deep (91919191c1)

Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
-- c1 after an ext (92d40102c1)

Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
-- c1 after a timestamp (92d6ff00000001c1)

Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
-- c1 after a map (9281a161a162c1)

Warning: [msgpack] (php_msgpack_unserialize) Parse error in %s on line %d
bool(false)
-- truncated ext in map (82a161d401)

Warning: [msgpack] (php_msgpack_unserialize) Insufficient data for unserializing in %s on line %d
bool(false)
-- trailing int (010203)

Warning: [msgpack] (php_msgpack_unserialize) Extra bytes in %s on line %d
int(1)
-- trailing after array (9101c0)

Warning: [msgpack] (php_msgpack_unserialize) Extra bytes in %s on line %d
array(1) {
  [0]=>
  int(1)
}
-- trailing c1 (01c1)

Warning: [msgpack] (php_msgpack_unserialize) Extra bytes in %s on line %d
int(1)
-- plain text (68656c6c6f20776f726c64)

Warning: [msgpack] (php_msgpack_unserialize) Extra bytes in %s on line %d
int(104)
-- serialize() text (613a323a7b693a303b693a313b693a313b693a323b7d)

Warning: [msgpack] (php_msgpack_unserialize) Extra bytes in %s on line %d
int(97)
