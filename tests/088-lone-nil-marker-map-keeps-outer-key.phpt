--TEST--
PHP-only format: a map whose only pair is a nil key with a value no marker is ({nil: 102}, {nil: false}, {nil: nil}) is null, and the key of the map above the container holding it stays when more entries follow it; PECL 2.2.0 lost that key there ({"f": [{nil: 102}, 1]} gave ["" => [null, 1]] with an "illegal key type" warning): a deliberate difference (docs/migrating-from-pecl.md)
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
--FILE--
<?php
set_error_handler(function ($no, $msg) { echo "warning: $msg\n"; return true; });
$cases = [
    // PECL: ["" => [null, 1]] and the warning
    '{"f": [{nil: 102}, 1]}' => "\x81\xa1f\x92\x81\xc0\x66\x01",
    '{"f": [{nil: false}, 1]}' => "\x81\xa1f\x92\x81\xc0\xc2\x01",
    '{"f": [{nil: nil}, 1]}' => "\x81\xa1f\x92\x81\xc0\xc0\x01",
    // PECL: ["" => ["g" => null, "h" => 1]] and the warning
    '{"f": {"g": {nil: 102}, "h": 1}}' => "\x81\xa1f\x82\xa1g\x81\xc0\x66\xa1h\x01",
    // the same in PECL: nothing follows it, or no map holds the container
    '{"f": [{nil: 102}]}' => "\x81\xa1f\x91\x81\xc0\x66",
    '[{nil: 102}, 1]' => "\x92\x81\xc0\x66\x01",
];
foreach ($cases as $name => $bytes) {
    echo "-- $name\n";
    echo json_encode(msgpack_unpack($bytes)), "\n";
}
?>
--EXPECT--
-- {"f": [{nil: 102}, 1]}
{"f":[null,1]}
-- {"f": [{nil: false}, 1]}
{"f":[null,1]}
-- {"f": [{nil: nil}, 1]}
{"f":[null,1]}
-- {"f": {"g": {nil: 102}, "h": 1}}
{"f":{"g":null,"h":1}}
-- {"f": [{nil: 102}]}
{"f":[null]}
-- [{nil: 102}, 1]
[null,1]
