--TEST--
MessagePack: clone copies the options (PECL read unowned memory); objects built without the constructor are valid, php_only off as in PECL
--EXTENSIONS--
msgpack
--INI--
msgpack.php_only=1
msgpack.assoc=1
--FILE--
<?php
$o = (object) ['a' => 1];
#[AllowDynamicProperties]
class Dyn extends MessagePack {}
$m = new Dyn(false);
$m->setOption(MessagePack::OPT_FORCE_F32, true);
$m->extra = 'dynamic';
$c = clone $m;
echo get_class($c), " ", bin2hex($c->pack($o)), " ", bin2hex($c->pack(1.5)), " ", $c->extra, "\n";
$c->setOption(MessagePack::OPT_PHPONLY, true);
$c->setOption(MessagePack::OPT_FORCE_F32, false);
echo bin2hex($c->pack($o)), " ", bin2hex($c->pack(1.5)), "\n";
echo bin2hex($m->pack($o)), " ", bin2hex($m->pack(1.5)), " (original unchanged)\n";
unset($m);
echo bin2hex($c->pack([1, 2])), "\n";

class NoCtor extends MessagePack
{
    public function __construct() {}
}
class Sub extends MessagePack
{
    public $tag = 't';
}
$n = new NoCtor();
echo bin2hex($n->pack($o)), " ", get_debug_type($n->unpack("\x80")), " (php_only off without the parent constructor, as PECL)\n";
$s = clone new Sub(false);
echo get_class($s), " ", $s->tag, " ", bin2hex($s->pack($o)), "\n";

$u = unserialize(serialize(new MessagePack(false)));
var_dump($u instanceof MessagePack);
echo bin2hex($u->pack($o)), "\n";
$r = (new ReflectionClass('MessagePack'))->newInstanceWithoutConstructor();
echo bin2hex($r->pack($o)), "\n";
?>
--EXPECT--
Dyn 9101 ca3fc00000 dynamic
82c0a8737464436c617373a16101 cb3ff8000000000000
9101 ca3fc00000 (original unchanged)
920102
9101 array (php_only off without the parent constructor, as PECL)
Sub t 9101
bool(true)
9101
9101
