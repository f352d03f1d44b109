--TEST--
A second class marker right after the first ({nil: "stdClass", nil: "Foo", "a": 2}), or a nil key with any value but an array there, is ignored as PECL ignores it, as it is further on in the map; an array there is still the __serialize() data an incomplete class keeps
--FILE--
<?php
foreach ([
    'marker next' => "\x83\xc0\xa8stdClass\xc0\xa3Foo\xa1a\x02",
    'marker later' => "\x83\xc0\xa8stdClass\xa1a\x02\xc0\xa3Foo",
    'nil: 1 next' => "\x83\xc0\xa8stdClass\xc0\x01\xa1a\x02",
    'nil: true next' => "\x83\xc0\xa8stdClass\xc0\xc3\xa1a\x02",
] as $name => $bytes) {
    echo $name, ': ', json_encode(msgpack_unpack($bytes)), "\n";
}
$r = msgpack_unpack("\x82\xc0\xa7Missing\xc0\x91\x05");
echo get_class($r), ' ', json_encode(array_values(array_slice((array) $r, 1))), "\n";
?>
--EXPECT--
marker next: {"a":2}
marker later: {"a":2}
nil: 1 next: {"a":2}
nil: true next: {"a":2}
__PHP_Incomplete_Class [5]
