--TEST--
MessagePackUnpacker: a pair whose key is no str or int (read again from its key when cut) whose value is a container cut short keeps the suspended decode, so the message is not decoded a second time once complete: its earlier "Array to string conversion" warnings come once, as in PECL
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=0
--FILE--
<?php
set_error_handler(function ($no, $msg) {
    echo "warning: $msg\n";
    return true;
});
$k = "\x81\x91\x01\x02";   // {[1]: 2}: an array as a map key ("Array")

echo "-- the value's map cut in its first pair\n";
$u = new MessagePackUnpacker();
$u->feed("\x92" . $k . "\x81\xc3\x81\xa1b");
var_dump($u->execute());
$u->feed("\x05");
var_dump($u->execute());
echo json_encode($u->data()), "\n";

echo "-- cut again inside the value, in three more pieces\n";
$u = new MessagePackUnpacker();
$u->feed("\x93" . $k . "\x81\xcb\x3f\xf8\x00\x00\x00\x00\x00\x00");
var_dump($u->execute());
$u->feed("\x82\xa1b");
var_dump($u->execute());
$u->feed("\x92\x05");
var_dump($u->execute());
$u->feed("\x06\xa1c\x91" . $k);
var_dump($u->execute());
$u->feed("\x07\x08");
var_dump($u->execute());
echo json_encode($u->data()), "\n";

echo "-- direct mode, the same\n";
$u = new MessagePackUnpacker();
$s = "\x92" . $k . "\x81\xc2\x92\x01\x92\x02\x03";
for ($len = 1, $o = 0; $len <= strlen($s); $len++) {
    if ($u->execute(substr($s, 0, $len), $o)) {
        echo "at $len, \$o $o: ", json_encode($u->data()), "\n";
    }
}

echo "-- illegal_key_insert: nothing converted, nothing to warn of\n";
ini_set('msgpack.illegal_key_insert', '1');
$u = new MessagePackUnpacker();
$u->feed("\x92" . $k . "\x81\xc3\x81\xa1b");
var_dump($u->execute());
$u->feed("\x05");
var_dump($u->execute());
echo json_encode($u->data()), "\n";
?>
--EXPECT--
-- the value's map cut in its first pair
warning: Array to string conversion
bool(false)
bool(true)
[{"Array":2},{"1":{"b":5}}]
-- cut again inside the value, in three more pieces
warning: Array to string conversion
bool(false)
bool(false)
bool(false)
warning: Array to string conversion
bool(false)
bool(true)
[{"Array":2},{"1.5":{"b":[5,6],"c":[{"Array":2}]}},7]
-- direct mode, the same
warning: Array to string conversion
at 12, $o 12: [{"Array":2},{"":[1,[2,3]]}]
-- illegal_key_insert: nothing converted, nothing to warn of
bool(false)
bool(true)
[[[1],2],[true,{"b":5}]]
