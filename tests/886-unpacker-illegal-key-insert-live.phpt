--TEST--
MessagePackUnpacker: msgpack.illegal_key_insert applies as it is at execute(), as in PECL's unpacker and msgpack_unpack(), not as it was when the unpacker was made
--FILE--
<?php
$u = new MessagePackUnpacker();
foreach (['1', '0'] as $setting) {
    ini_set('msgpack.illegal_key_insert', $setting);
    $u->feed("\x81\x90\x01"); // {[]: 1}
    var_dump(@$u->execute());
    echo json_encode(@$u->data()), ' ', json_encode(@msgpack_unpack("\x81\x90\x01")), "\n";
}
?>
--EXPECT--
bool(true)
[[],1] [[],1]
bool(true)
{"Array":1} {"Array":1}
