--TEST--
A fatal error in Serializable::unserialize() after it called unserialize(): the shared unserialize() context is given up, so unserialize() and the decoder's Serializable calls in a shutdown function keep their references
--EXTENSIONS--
msgpack
--FILE--
<?php
class Fatal implements Serializable {
    function serialize() { return ''; }
    function unserialize($data) {
        // a nested unserialize() shares the context the decode opened for Serializable::unserialize()
        $inner = unserialize('a:2:{i:0;O:8:"stdClass":0:{}i:1;r:2;}');
        @trigger_error('fatal in Serializable::unserialize', E_USER_ERROR); // (@: PHP 8.4 deprecates E_USER_ERROR)
    }
    function __serialize(): array { return []; }
    function __unserialize(array $d): void {}
}
class Fine implements Serializable {
    public $inner;
    function serialize() { return 'x'; }
    function unserialize($data) { $this->inner = unserialize('a:2:{i:0;O:8:"stdClass":0:{}i:1;r:2;}'); }
    function __serialize(): array { return []; }
    function __unserialize(array $d): void {}
}
register_shutdown_function(function () {
    echo "shutdown\n";
    // unserialize() and the decoder's Serializable calls work as in a fresh request
    $v = unserialize('a:2:{i:0;O:8:"stdClass":0:{}i:1;r:2;}');
    var_dump($v[0] === $v[1]);
    $f = msgpack_unpack("\x82\xc0\x03\xa4Fine\xa1x");
    var_dump($f instanceof Fine, $f->inner[0] === $f->inner[1]);
    $w = msgpack_unpack(msgpack_pack([new ArrayObject([1, 2]), new SplObjectStorage()]));
    var_dump(count($w[0]), count($w[1]));
});
msgpack_unpack("\x82\xc0\x03\xa5Fatal\xa1x");
echo "not reached\n";
?>
--EXPECTF--

Fatal error: fatal in Serializable::unserialize in %s on line %d
shutdown
bool(true)
bool(true)
bool(true)
int(2)
int(0)
