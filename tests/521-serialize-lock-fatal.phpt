--TEST--
A fatal error in __serialize() or __wakeup() run by the codec (with PHP's serialize lock raised) leaves the lock as before: serialize() in a shutdown function still lends its state to Serializable::serialize()
--EXTENSIONS--
msgpack
--INI--
error_reporting=E_ALL & ~E_DEPRECATED
--FILE--
<?php
class Y {}
class A implements Serializable {
    public $o;
    public function serialize() { return serialize($this->o); }
    public function unserialize($s) {}
}
// Shared state: the object already written is a back-reference inside A's payload.
function probe() {
    $a = new A;
    $a->o = new Y;
    echo serialize([$a->o, $a]), "\n";
}
class F {
    public function __serialize(): array { return []; }
    public function __unserialize(array $data): void { trigger_error('in __unserialize', E_USER_ERROR); }
}
register_shutdown_function(function () {
    echo "shutdown: ";
    probe();
});
probe();
$s = msgpack_pack([new F]);
msgpack_unpack($s);
?>
--EXPECTF--
a:2:{i:0;O:1:"Y":0:{}i:1;C:1:"A":4:{r:2;}}

Fatal error: in __unserialize in %s on line %d
shutdown: a:2:{i:0;O:1:"Y":0:{}i:1;C:1:"A":4:{r:2;}}
