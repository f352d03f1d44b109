--TEST--
MessagePackUnpacker::reset(): a destructor run by dropping the partial message cannot decode it again
--FILE--
<?php
error_reporting(E_ALL & ~E_DEPRECATED);
class Holder implements Serializable {
    public $held;
    public function serialize() { return "x"; }
    public function unserialize($s) { $this->held = new Dropped; }
}
class Dropped {
    public function __destruct() {
        global $u;
        echo "destructor during reset()\n";
        try {
            var_dump($u->execute());
        } catch (Error $e) {
            echo get_class($e), ": ", $e->getMessage(), "\n";
        }
    }
}
$u = new MessagePackUnpacker(true);
// [Holder, ...: incomplete, its decode suspended after the Holder
$u->feed("\x93\x82\xc0\x03\xa6Holder\xa1x");
var_dump($u->execute());
$u->reset();
echo "after reset()\n";
$u->feed(implode('', array_map('chr', range(1, 12))));
$out = [];
while ($u->execute()) {
    $out[] = $u->data();
}
echo json_encode($out), "\n";
?>
--EXPECT--
bool(false)
destructor during reset()
Error: Cannot modify a MessagePackUnpacker while it is decoding
after reset()
[1,2,3,4,5,6,7,8,9,10,11,12]
