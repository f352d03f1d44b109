--TEST--
MessagePack: constructor default from msgpack.php_only, setOption(), the object's options in pack() and unpack()
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
msgpack.assoc=1
msgpack.force_f32=0
--FILE--
<?php
$o = (object) ['a' => 1];
foreach ([[true, true], [true, false], [false, true], [false, false]] as [$phpOnly, $assoc]) {
    $m = new MessagePack($phpOnly);
    var_dump($m->setOption(MessagePack::OPT_ASSOC, $assoc));
    echo "php_only=", (int) $phpOnly, " assoc=", (int) $assoc, ": ", bin2hex($m->pack($o)), " ",
        get_debug_type($m->unpack("\x81\xa1a\x01")), " ", get_debug_type($m->unpack("\x80")), "\n";
}

echo "-- defaults come from INI at construction\n";
echo bin2hex((new MessagePack())->pack($o)), "\n";
ini_set('msgpack.php_only', '0');
$m = new MessagePack();
echo bin2hex($m->pack($o)), "\n";
echo bin2hex((new MessagePack(true))->pack($o)), "\n";
ini_set('msgpack.php_only', '1');
echo bin2hex($m->pack($o)), " (the object keeps php_only=0)\n";
ini_set('msgpack.force_f32', '1');
$f = new MessagePack();
ini_set('msgpack.force_f32', '0');
echo bin2hex($f->pack(1.5)), " (force_f32 snapshot)\n";

echo "-- setOption\n";
$m = new MessagePack();
var_dump($m->setOption(MessagePack::OPT_FORCE_F32, 1));
echo bin2hex($m->pack(1.5)), "\n";
var_dump($m->setOption(MESSAGEPACK_OPT_FORCE_F32, 0));
echo bin2hex($m->pack(1.5)), "\n";
var_dump($m->setOption(MessagePack::OPT_PHPONLY, 0));
echo bin2hex($m->pack($o)), "\n";
var_dump($m->setOption(MessagePack::OPT_PHPONLY, "yes"));
echo bin2hex($m->pack($o)), "\n";
var_dump($m->setOption(42, true));
ini_set('msgpack.error_display', '0');
var_dump($m->setOption(-1005, true));
ini_set('msgpack.error_display', '1');
try {
    $m->setOption("nope", 1);
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}
try {
    new MessagePack([]);
} catch (TypeError $e) {
    echo get_class($e), ": ", $e->getMessage(), "\n";
}

echo "-- str8 follows INI at call time\n";
$m = new MessagePack();
echo bin2hex(substr($m->pack(str_repeat('x', 40)), 0, 3)), "\n";
ini_set('msgpack.use_str8_serialization', '0');
echo bin2hex(substr($m->pack(str_repeat('x', 40)), 0, 3)), "\n";
?>
--EXPECTF--
bool(true)
php_only=1 assoc=1: 82c0a8737464436c617373a16101 array stdClass
bool(true)
php_only=1 assoc=0: 81a16101 stdClass stdClass
bool(true)
php_only=0 assoc=1: 9101 array array
bool(true)
php_only=0 assoc=0: 81a16101 stdClass stdClass
-- defaults come from INI at construction
82c0a8737464436c617373a16101
9101
82c0a8737464436c617373a16101
9101 (the object keeps php_only=0)
ca3fc00000 (force_f32 snapshot)
-- setOption
bool(true)
ca3fc00000
bool(true)
cb3ff8000000000000
bool(true)
9101
bool(true)
82c0a8737464436c617373a16101

Warning: [msgpack] (MessagePack::setOption) error setting msgpack option in %s on line %d
bool(false)
bool(false)
TypeError: MessagePack::setOption(): Argument #1 ($option) must be of type int, string given
TypeError: MessagePack::__construct(): Argument #1 ($opt) must be of type ?bool, array given
-- str8 follows INI at call time
d92878
da0028
