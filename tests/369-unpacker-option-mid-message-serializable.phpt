--TEST--
MessagePackUnpacker: setOption() mid-message after a Serializable::unserialize() ran for it: not run twice, the message ends under the options it began with
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
--FILE--
<?php
class S implements Serializable {
    public static $runs = 0;
    public $got;
    function serialize() { return 'payload'; }
    function unserialize($s) { S::$runs++; $this->got = $s; echo "S::unserialize($s)\n"; }
}

$m = msgpack_serialize([new S, ['k' => str_repeat('y', 40)], [1, 2, 3]]);
$cut = strlen($m) - 10;

foreach (['fed', 'fed, throw toggled too', 'direct'] as $way) {
    echo "-- $way\n";
    S::$runs = 0;
    $u = new MessagePackUnpacker();
    if ($way === 'direct') {
        $off = 0;
        var_dump($u->execute(substr($m, 0, $cut), $off));
    } else {
        $u->feed(substr($m, 0, $cut));
        var_dump($u->execute());
    }
    var_dump($u->setOption(MessagePack::OPT_ASSOC, false));
    if ($way !== 'direct') {
        if ($way === 'fed, throw toggled too') {
            var_dump($u->setOption(MessagePack::OPT_THROW, true));
        }
        $u->feed(substr($m, $cut));
        var_dump($u->execute());
    } else {
        // PECL's direct mode: the grown string again, from the offset the last call gave back
        var_dump($u->execute($m, $off), $off === strlen($m));
    }
    $v = $u->data();
    var_dump(S::$runs, $v[0]->got, get_debug_type($v[1]));
    // the next message reads under the new options
    $u->reset();
    $u->feed(msgpack_pack(['k' => 1]));
    var_dump($u->execute(), get_debug_type($u->data()));
}

echo "-- without a Serializable the change still applies to the whole message\n";
$m = msgpack_serialize([['a' => 1], ['b' => str_repeat('z', 40)]]);
$u = new MessagePackUnpacker();
$u->feed(substr($m, 0, 8));
var_dump($u->execute());
$u->setOption(MessagePack::OPT_ASSOC, false);
$u->feed(substr($m, 8));
var_dump($u->execute());
echo json_encode(array_map('get_debug_type', $u->data())), "\n";
?>
--EXPECTF--
Deprecated: %s
-- fed
S::unserialize(payload)
bool(false)
bool(true)
bool(true)
int(1)
string(7) "payload"
string(5) "array"
bool(true)
string(8) "stdClass"
-- fed, throw toggled too
S::unserialize(payload)
bool(false)
bool(true)
bool(true)
bool(true)
int(1)
string(7) "payload"
string(5) "array"
bool(true)
string(8) "stdClass"
-- direct
S::unserialize(payload)
bool(false)
bool(true)
bool(true)
bool(true)
int(1)
string(7) "payload"
string(5) "array"
bool(true)
string(8) "stdClass"
-- without a Serializable the change still applies to the whole message
bool(false)
bool(true)
["stdClass","stdClass"]
