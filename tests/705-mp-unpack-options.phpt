--TEST--
MessagePack\UnpackOptions: constants, fromDefaults(), fromBitmask() (unknown bits ignored, no extension check), private state and constructor
--FILE--
<?php
use MessagePack\UnpackOptions;

$rc = new ReflectionClass(UnpackOptions::class);
foreach ($rc->getReflectionConstants() as $c) {
    printf("%s = %d%s\n", $c->getName(), $c->getValue(), $c->isPublic() ? '' : ' (NOT public)');
}
var_dump($rc->isFinal());

function show(string $label, UnpackOptions $o): void
{
    $props = [];
    foreach ((array) $o as $k => $v) {
        $props[] = str_replace("\0", '\0', $k) . '=' . var_export($v, true);
    }
    printf("%s: str=%s gmp=%s dec=%s %s\n", $label, var_export($o->isBigIntAsStrMode(), true),
        var_export($o->isBigIntAsGmpMode(), true), var_export($o->isBigIntAsDecMode(), true), implode(' ', $props));
}
show('fromDefaults()', UnpackOptions::fromDefaults());
show('fromBitmask(0)', UnpackOptions::fromBitmask(0));
show('fromBitmask(BIGINT_AS_STR)', UnpackOptions::fromBitmask(UnpackOptions::BIGINT_AS_STR));
// GMP and DEC modes can be chosen whether or not gmp / decimal are loaded
show('fromBitmask(BIGINT_AS_GMP)', UnpackOptions::fromBitmask(UnpackOptions::BIGINT_AS_GMP));
show('fromBitmask(BIGINT_AS_DEC)', UnpackOptions::fromBitmask(UnpackOptions::BIGINT_AS_DEC));
show('fromBitmask(8)', UnpackOptions::fromBitmask(8));
show('fromBitmask(8|BIGINT_AS_DEC)', UnpackOptions::fromBitmask(8 | UnpackOptions::BIGINT_AS_DEC));
show('fromBitmask(0x7ffffff8)', UnpackOptions::fromBitmask(0x7ffffff8));
show('fromBitmask(PHP_INT_MIN|2)', UnpackOptions::fromBitmask(PHP_INT_MIN | 2));
var_dump(UnpackOptions::fromBitmask(0) == UnpackOptions::fromDefaults());
var_dump(UnpackOptions::fromBitmask(8) == UnpackOptions::fromDefaults());
var_dump(UnpackOptions::fromBitmask(2) == UnpackOptions::fromDefaults());

try {
    new UnpackOptions(1);
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
class Outsider
{
    public static function make()
    {
        return new UnpackOptions();
    }
}
try {
    Outsider::make();
} catch (Error $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
$o = UnpackOptions::fromBitmask(UnpackOptions::BIGINT_AS_GMP);
echo str_replace("\0", '\0', serialize($o)), "\n";
var_export($o);
echo "\n";
$back = unserialize(serialize($o));
var_dump(get_class($back), $back == $o, $back->isBigIntAsGmpMode());
?>
--EXPECT--
BIGINT_AS_STR = 1
BIGINT_AS_GMP = 2
BIGINT_AS_DEC = 4
COMPACT = 512
bool(true)
fromDefaults(): str=true gmp=false dec=false \0MessagePack\UnpackOptions\0bigIntMode=1 \0MessagePack\UnpackOptions\0compactMode=0
fromBitmask(0): str=true gmp=false dec=false \0MessagePack\UnpackOptions\0bigIntMode=1 \0MessagePack\UnpackOptions\0compactMode=0
fromBitmask(BIGINT_AS_STR): str=true gmp=false dec=false \0MessagePack\UnpackOptions\0bigIntMode=1 \0MessagePack\UnpackOptions\0compactMode=0
fromBitmask(BIGINT_AS_GMP): str=false gmp=true dec=false \0MessagePack\UnpackOptions\0bigIntMode=2 \0MessagePack\UnpackOptions\0compactMode=0
fromBitmask(BIGINT_AS_DEC): str=false gmp=false dec=true \0MessagePack\UnpackOptions\0bigIntMode=4 \0MessagePack\UnpackOptions\0compactMode=0
fromBitmask(8): str=true gmp=false dec=false \0MessagePack\UnpackOptions\0bigIntMode=1 \0MessagePack\UnpackOptions\0compactMode=0
fromBitmask(8|BIGINT_AS_DEC): str=false gmp=false dec=true \0MessagePack\UnpackOptions\0bigIntMode=4 \0MessagePack\UnpackOptions\0compactMode=0
fromBitmask(0x7ffffff8): str=true gmp=false dec=false \0MessagePack\UnpackOptions\0bigIntMode=1 \0MessagePack\UnpackOptions\0compactMode=512
fromBitmask(PHP_INT_MIN|2): str=false gmp=true dec=false \0MessagePack\UnpackOptions\0bigIntMode=2 \0MessagePack\UnpackOptions\0compactMode=0
bool(true)
bool(true)
bool(false)
Error: Call to private MessagePack\UnpackOptions::__construct() from global scope
Error: Call to private MessagePack\UnpackOptions::__construct() from scope Outsider
O:25:"MessagePack\UnpackOptions":2:{s:37:"\0MessagePack\UnpackOptions\0bigIntMode";i:2;s:38:"\0MessagePack\UnpackOptions\0compactMode";i:0;}
\MessagePack\UnpackOptions::__set_state(array(
   'bigIntMode' => 2,
   'compactMode' => 0,
))
string(25) "MessagePack\UnpackOptions"
bool(true)
bool(true)
