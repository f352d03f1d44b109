--TEST--
MessagePack\BufferUnpacker: defaults (empty buffer, BIGINT_AS_STR, no extensions, not final, instances without constructor)
--FILE--
<?php
use MessagePack\BufferUnpacker;
use MessagePack\Type\Ext;

$r = new ReflectionClass(BufferUnpacker::class);
var_dump($r->isFinal(), $r->isInterface(), $r->getParentClass());

$u = new BufferUnpacker();
var_dump($u->getRemainingCount(), $u->hasRemaining());
try {
    $u->unpack();
} catch (Throwable $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
var_dump($u->tryUnpack());

// default bigint mode is STR
var_dump($u->reset("\xcf\xff\xff\xff\xff\xff\xff\xff\xff")->unpack());

// TimestampExtension is not registered by default: type -1 stays a plain Ext
$ext = $u->reset("\xd6\xff\x00\x00\x00\x01")->unpack();
var_dump($ext instanceof Ext, $ext->type, bin2hex($ext->data));

// buffer given to the constructor, offset 0
$u = new BufferUnpacker("\x01\x02");
var_dump($u->getRemainingCount(), $u->unpack(), $u->unpack(), $u->hasRemaining());

// objects created without the constructor get the same defaults (spec 2.17; the userland library leaves the
// buffer null there and emits strlen() deprecations)
$u = $r->newInstanceWithoutConstructor();
var_dump($u->getRemainingCount(), $u->hasRemaining(), $u->tryUnpack());
var_dump($u->append("\xcf\x80\x00\x00\x00\x00\x00\x00\x00")->unpack());
var_dump($u->append("\xd4\xff\x07")->unpack() instanceof Ext);

// a subclass without a constructor call
class MyUnpacker extends BufferUnpacker
{
    public function __construct() {}
}
$m = new MyUnpacker();
var_dump($m->getRemainingCount(), $m->append("\x93\x01\x02\x03")->unpack());
?>
--EXPECT--
bool(false)
bool(false)
bool(false)
int(0)
bool(false)
MessagePack\Exception\InsufficientDataException: Not enough data to read
array(0) {
}
string(20) "18446744073709551615"
bool(true)
int(-1)
string(8) "00000001"
int(2)
int(1)
int(2)
bool(false)
int(0)
bool(false)
array(0) {
}
string(19) "9223372036854775808"
bool(true)
int(0)
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(2)
  [2]=>
  int(3)
}
