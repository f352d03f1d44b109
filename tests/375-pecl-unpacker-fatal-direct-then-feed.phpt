--TEST--
MessagePackUnpacker: after a fatal error in a direct execute(), bytes a shutdown function feeds are all read
--FILE--
<?php
error_reporting(E_ALL & ~E_DEPRECATED);
class Holder implements Serializable {
    public function serialize() { return "x"; }
    public function unserialize($s) {
        static $once = 0;
        if (!$once++) {
            trigger_error('fatal in Holder::unserialize', E_USER_ERROR);
        }
    }
}
$msg = "\x93\xa5hello\x82\xc0\x03\xa6Holder\xa1x\x01";   // ["hello", Holder, 1]
$u = new MessagePackUnpacker(true);
register_shutdown_function(function () use ($u, $msg) {
    $u->feed($msg . "\x07");
    $got = [];
    while ($u->execute()) {
        $got[] = $u->data();
    }
    echo json_encode($got), "\n";
});
$off = 0;
var_dump($u->execute(substr($msg, 0, 2), $off), $off);   // the message is cut
$u->execute($msg, $off);                                   // taken up: fatal error in Holder::unserialize()
?>
--EXPECTF--
bool(false)
int(2)

Fatal error: fatal in Holder::unserialize in %s on line %d
[["hello",{},1],7]
