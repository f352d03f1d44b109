--TEST--
MessagePackUnpacker: a message that never completes drops an object it made behind a PHP reference without its destructor, as it drops the others (reset(), the unpacker released)
--FILE--
<?php
class D {
    public $n = 0;
    function __destruct() { echo "  D{$this->n}::__destruct\n"; }
}
$o = new D();
$o->n = 1;
$byRef = ['p' => &$o, 'q' => &$o];
$plain = ['p' => $o];
$messages = ['by reference' => msgpack_pack($byRef), 'plain' => msgpack_pack($plain)];
unset($byRef, $plain, $o);
foreach ($messages as $label => $whole) {
    // the same pairs, then a key whose value never arrives
    $cut = chr(ord($whole[0]) + 1) . substr($whole, 1) . msgpack_pack('z') . "\x92\x01";
    foreach (['reset()', 'released'] as $how) {
        echo "$label, $how:\n";
        $u = new MessagePackUnpacker();
        foreach (str_split($cut) as $byte) {
            $u->feed($byte);
            if ($u->execute()) {
                echo "  complete?\n";
            }
        }
        if ($how === 'reset()') {
            $u->reset();
        }
        unset($u);
        echo "  dropped\n";
    }
    echo "$label, completed:\n";
    $u = new MessagePackUnpacker();
    $u->feed($cut . "\x02");
    var_dump($u->execute());
    $u->reset();
    echo "  done\n";
}
?>
--EXPECT--
  D1::__destruct
by reference, reset():
  dropped
by reference, released:
  dropped
by reference, completed:
bool(true)
  D1::__destruct
  done
plain, reset():
  dropped
plain, released:
  dropped
plain, completed:
bool(true)
  D1::__destruct
  done
