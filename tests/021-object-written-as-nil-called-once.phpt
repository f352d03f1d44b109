--TEST--
PHP-only format: an object written as nil (__sleep() returned no array, Serializable::serialize() null) is nil again where it occurs again, its method called once, as serialize() calls it; the ids after it still match
--INI--
msgpack.php_only=1
--FILE--
<?php
class SleepNotArray {
    public $calls = 0;
    function __sleep() { $this->calls++; return 5; }
}
class SerializesToNull implements Serializable {
    public $calls = 0;
    function serialize() { $this->calls++; return null; }
    function unserialize($s) {}
}
class Kept { public $v = 'kept'; }

foreach ([new SleepNotArray, new SerializesToNull] as $o) {
    $k = new Kept;
    $r = $o;
    $value = [$o, $o, &$r, &$r, $k, $k];
    @serialize($value);
    $byPhp = $o->calls;
    $o->calls = 0;
    $packed = @msgpack_pack($value);
    echo get_class($o), ": serialize() calls it $byPhp time(s), msgpack_pack() ", $o->calls, "\n";
    echo bin2hex($packed), "\n";
    $u = msgpack_unpack($packed);
    // the nils take no id: the back-reference to the Kept object still names it
    var_dump($u[0], $u[1], $u[2], $u[3], $u[5] === $u[4], $u[5]->v);
}
?>
--EXPECTF--
%ASleepNotArray: serialize() calls it 1 time(s), msgpack_pack() 1
96c0c0c0c082c0a44b657074a176a46b65707482c0040002
NULL
NULL
NULL
NULL
bool(true)
string(4) "kept"
SerializesToNull: serialize() calls it 1 time(s), msgpack_pack() 1
96c0c0c0c082c0a44b657074a176a46b65707482c0040002
NULL
NULL
NULL
NULL
bool(true)
string(4) "kept"
